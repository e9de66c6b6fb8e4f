import { eventRegistry, type DomainEvent, type EventMetadata } from '@life/domain';
import { START, type Db, type EventStore, type Position, type Queryable } from '@life/infra';
import { expect } from 'vitest';
import { applyNextBatch } from '../batch';
import { ensureCheckpoint, readCheckpoint } from '../checkpoints';
import type { Projection } from '../projection';

/** One event of the projection's union as a spec writes it: its stream, and metadata beyond the spec's defaults. */
export type SpecEvent<E extends DomainEvent> = E extends DomainEvent ? E & { streamId: string; metadata?: Partial<EventMetadata> } : never;

export interface ProjectionSpecEnv {
  db: Db;
  store: EventStore;
}

/** A read-model row as `then` compares it: JSON values (dates 'yyyy-mm-dd', bigints numbers, timestamps ISO in UTC). */
export type SpecRow = Record<string, unknown>;

const DEFAULT_OCCURRED_AT = '2025-11-15T12:00:00.000Z';

/**
 * Projection specs in given/when/then form (as Emmett's PostgreSQLProjectionSpec), on a real test
 * database (`openTestEventStore(kind)`):
 *   await projectionSpec(moneyAccountsProjection, env, { userId })
 *     .given([{ streamId, type: 'AccountOpened', data }])
 *     .when([{ streamId, type: 'AccountDeleted', data }])
 *     .then('money_accounts', [{ id, deleted: true }]);
 * Events are typed by the projection's union. They are appended to the event store and projected by
 * the runner's own batch step (applyNextBatch: canHandle filter, upcast, checkpoint), given first,
 * then when, so a spec also covers a row written in an earlier batch. `then` compares only the
 * columns the expected rows name, as a set of rows; `thenRows` compares what a read-side query returns.
 */
export function projectionSpec<E extends DomainEvent>(
  projection: Projection<E>,
  env: ProjectionSpecEnv,
  defaults: Partial<EventMetadata> = {},
) {
  let checkpoint: Position = START;

  const project = async (events: readonly SpecEvent<E>[]) => {
    let appended: Position = START;
    for (const { streamId, type, data, metadata } of events) {
      const stored: EventMetadata = {
        occurredAt: DEFAULT_OCCURRED_AT,
        schemaVersion: eventRegistry.versionOf(type),
        ...defaults,
        ...metadata,
      };
      ({ position: appended } = await env.store.append(streamId, [{ type, data, metadata: stored }], { expectedRevision: 'any' }));
    }
    await ensureCheckpoint(env.db, projection.name);
    checkpoint = await readCheckpoint(env.db, projection.name);
    // Until the checkpoint passes our last append: the SQL store hides events behind any older open
    // transaction on the server (another test's), so a read can come back empty for a moment.
    const deadline = Date.now() + 20_000;
    while (checkpoint < appended) {
      const result = await applyNextBatch(env.db, env.store, projection, checkpoint, { batchSize: 1000 });
      if (result.kind === 'applied') checkpoint = result.position;
      else if (Date.now() > deadline) throw new Error(`projection ${projection.name} did not reach ${appended}`);
      else await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };

  return {
    given(givenEvents: readonly SpecEvent<E>[]) {
      return {
        when(whenEvents: readonly SpecEvent<E>[]) {
          let ran: Promise<void> | undefined;
          const run = () => (ran ??= project(givenEvents).then(() => project(whenEvents)));
          return {
            /** The table holds exactly these rows (only the columns they name are compared, in any order). */
            async then(table: string, expected: readonly SpecRow[]): Promise<void> {
              await run();
              const columns = [...new Set(expected.flatMap((row) => Object.keys(row)))];
              const actual = (await tableRows(env.db, table)).map((row) => pick(row, columns));
              expect(sortRows(actual)).toEqual(sortRows(expected.map((row) => pick(normalizeRow(row), columns))));
            },
            /** What a read-side query (`(q) => listAccounts(q, userId)`) returns after the events. */
            async thenRows<R>(query: (q: Queryable) => Promise<R>, expected: R): Promise<void> {
              await run();
              expect(await query(env.db)).toEqual(expected);
            },
          };
        },
      };
    },
  };
}

async function tableRows(q: Queryable, table: string): Promise<SpecRow[]> {
  if (!/^[a-z_][a-z0-9_]*$/.test(table)) throw new Error(`not a table name: ${table}`);
  const { rows } = await q.query(`SELECT to_jsonb(t)::text AS row FROM ${table} t`);
  return rows.map((row) => normalizeRow(JSON.parse((row as { row: string }).row) as SpecRow));
}

function pick(row: SpecRow, columns: readonly string[]): SpecRow {
  return Object.fromEntries(columns.map((column) => [column, row[column]]));
}

// jsonb writes timestamptz in the session's zone ('2025-11-15T12:00:00+00:00'); compare instants as ISO UTC.
const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?([+-]\d{2}(:\d{2})?|Z)$/;

function normalizeRow(row: SpecRow): SpecRow {
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && TIMESTAMP.test(value) ? new Date(value).toISOString() : value,
    ]),
  );
}

function sortRows(rows: readonly SpecRow[]): SpecRow[] {
  return [...rows].sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
}
