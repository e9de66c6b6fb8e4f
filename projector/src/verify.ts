import { eventRegistry, type EventRegistry } from '@life/domain';
import type { Db, EventStore, Position, Queryable, StoredEvent } from '@life/infra';
import { upcastOne } from './batch';
import { ensureCheckpoint } from './checkpoints';
import type { Projection } from './projection';
import { APPLIED_BY_RETRY } from './retry';

/**
 * `npm run projector -- verify`: proof that the read models equal their events. Each projection is
 * replayed from the start into scratch copies of its tables (a schema of their own, first on the
 * search path, so the projection's unqualified SQL writes there) up to the live checkpoint, then
 * every table is compared with the live one: row count and a checksum, then the differing keys.
 *
 * All of it happens in one transaction that holds the projection's checkpoint row lock (the lock
 * the runner and rebuild take before writing), so a live runner waits instead of moving the tables
 * under the comparison, and the rollback at the end leaves nothing behind.
 *
 * Events the live projection parked (projection_parked_events, open or resolved by a later reset,
 * not those a retry applied) were never applied there, so the replay skips them too; any other event that fails in the replay is a difference.
 */
export interface TableVerification {
  table: string;
  liveRows: number;
  rebuiltRows: number;
  liveChecksum: string;
  rebuiltChecksum: string;
  equal: boolean;
  /** Primary keys (as row text) whose rows differ or exist on one side only; at most `maxKeys`. */
  differingKeys: string[];
}

export interface ProjectionVerification {
  name: string;
  /** The live checkpoint the replay went up to. */
  position: Position;
  events: number;
  equal: boolean;
  tables: TableVerification[];
  /** Set when the replay itself failed (an event the live projection applied but the replay could not). */
  error?: string;
}

export interface VerifyOptions {
  batchSize?: number;
  maxKeys?: number;
  registry?: EventRegistry;
}

const SCRATCH_SCHEMA = 'projection_verify';

export async function verifyProjections(
  db: Db,
  store: EventStore,
  projections: readonly Projection[],
  options: VerifyOptions = {},
): Promise<ProjectionVerification[]> {
  const results: ProjectionVerification[] = [];
  for (const projection of projections) results.push(await verifyProjection(db, store, projection, options));
  return results;
}

export async function verifyProjection(
  db: Db,
  store: EventStore,
  projection: Projection,
  options: VerifyOptions = {},
): Promise<ProjectionVerification> {
  await ensureCheckpoint(db, projection.name);
  let outcome: ProjectionVerification | undefined;
  try {
    await db.transaction(async (tx) => {
      const { rows } = await tx.query<{ position: string }>('SELECT position FROM projection_checkpoints WHERE name = $1 FOR UPDATE', [
        projection.name,
      ]);
      const position = rows[0]?.position ?? '';
      await createScratchTables(tx, projection.tables);
      let events = 0;
      let error: string | undefined;
      try {
        events = await replayInto(tx, store, projection, position, options);
      } catch (failure) {
        error = failure instanceof Error ? failure.message.split('\n')[0] : String(failure);
      }
      const tables = error === undefined ? await compareTables(tx, projection.tables, options.maxKeys ?? 20) : [];
      outcome = {
        name: projection.name,
        position,
        events,
        equal: error === undefined && tables.every((table) => table.equal),
        tables,
        ...(error === undefined ? {} : { error }),
      };
      // Throwing rolls back the scratch schema; the result is already in `outcome`.
      throw new RollBack();
    });
  } catch (error) {
    if (!(error instanceof RollBack)) throw error;
  }
  if (!outcome) throw new Error(`verify ${projection.name}: no result`);
  return outcome;
}

class RollBack extends Error {}

async function createScratchTables(tx: Queryable, tables: readonly string[]): Promise<void> {
  await tx.query(`CREATE SCHEMA ${SCRATCH_SCHEMA}`);
  for (const table of tables) {
    // Columns, defaults, constraints and indexes (the projection's ON CONFLICT targets need them).
    await tx.query(`CREATE TABLE ${SCRATCH_SCHEMA}.${ident(table)} (LIKE public.${ident(table)} INCLUDING ALL)`);
  }
  // Unqualified names now resolve to the scratch copies; other tables (the store, checkpoints) stay public.
  await tx.query(`SET LOCAL search_path TO ${SCRATCH_SCHEMA}, public`);
}

async function replayInto(
  tx: Queryable,
  store: EventStore,
  projection: Projection,
  until: Position,
  options: VerifyOptions,
): Promise<number> {
  const { rows } = await tx.query<{ position: string }>(
    'SELECT position FROM public.projection_parked_events WHERE projection = $1 AND resolution IS DISTINCT FROM $2',
    [projection.name, APPLIED_BY_RETRY],
  );
  const parked = new Set(rows.map((row) => row.position));
  const wanted = new Set<string>(projection.canHandle);
  const registry = options.registry ?? eventRegistry;
  const batchSize = options.batchSize ?? 1000;
  let after: Position = '';
  let applied = 0;
  while (until !== '' && after < until) {
    const batch = await store.readAll({ after, limit: batchSize });
    if (batch.length === 0) break;
    const events: StoredEvent[] = [];
    for (const event of batch) {
      if (event.position > until) break;
      if (wanted.has(event.type) && !parked.has(event.position)) events.push(upcastOne(event, registry));
    }
    if (events.length > 0) await projection.apply(tx, events);
    applied += events.length;
    const last = batch.at(-1)!;
    if (last.position >= until) break;
    after = last.position;
  }
  return applied;
}

async function compareTables(tx: Queryable, tables: readonly string[], maxKeys: number): Promise<TableVerification[]> {
  const results: TableVerification[] = [];
  for (const table of tables) {
    const keyColumns = await primaryKeyColumns(tx, table);
    const live = `public.${ident(table)}`;
    const rebuilt = `${SCRATCH_SCHEMA}.${ident(table)}`;
    const [liveSum, rebuiltSum] = [await checksum(tx, live), await checksum(tx, rebuilt)];
    const equal = liveSum.rows === rebuiltSum.rows && liveSum.checksum === rebuiltSum.checksum;
    results.push({
      table,
      liveRows: liveSum.rows,
      rebuiltRows: rebuiltSum.rows,
      liveChecksum: liveSum.checksum,
      rebuiltChecksum: rebuiltSum.checksum,
      equal,
      differingKeys: equal ? [] : await differingKeys(tx, live, rebuilt, keyColumns, maxKeys),
    });
  }
  return results;
}

/** Row count and an md5 over every row's text, in a fixed order (the same session formats both sides alike). */
async function checksum(tx: Queryable, table: string): Promise<{ rows: number; checksum: string }> {
  const { rows } = await tx.query<{ rows: number; checksum: string }>(
    `SELECT count(*)::int AS rows, md5(coalesce(string_agg(r::text, E'\\n' ORDER BY r::text), '')) AS checksum FROM ${table} r`,
  );
  return rows[0] ?? { rows: 0, checksum: '' };
}

async function differingKeys(
  tx: Queryable,
  live: string,
  rebuilt: string,
  keyColumns: readonly string[],
  limit: number,
): Promise<string[]> {
  // Without a primary key the whole row is its key: then a changed row shows as two keys.
  const key = (alias: string) =>
    keyColumns.length > 0 ? `ROW(${keyColumns.map((c) => `${alias}.${ident(c)}`).join(', ')})::text` : `${alias}::text`;
  const { rows } = await tx.query<{ key: string }>(
    `WITH a AS (SELECT ${key('l')} AS k, l::text AS v FROM ${live} l),
          b AS (SELECT ${key('s')} AS k, s::text AS v FROM ${rebuilt} s)
     SELECT coalesce(a.k, b.k) AS key FROM a FULL JOIN b ON a.k = b.k
     WHERE a.v IS DISTINCT FROM b.v ORDER BY 1 LIMIT ${Math.max(1, Math.floor(limit))}`,
  );
  return rows.map((row) => row.key);
}

async function primaryKeyColumns(tx: Queryable, table: string): Promise<string[]> {
  const { rows } = await tx.query<{ column_name: string }>(
    `SELECT a.attname AS column_name
       FROM pg_index i
       JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
      WHERE i.indrelid = ('public.' || quote_ident($1))::regclass AND i.indisprimary
      ORDER BY array_position(i.indkey::int2[], a.attnum)`,
    [table],
  );
  return rows.map((row) => row.column_name);
}

function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
