/** Helpers shared by the projector's tests (not used at runtime). */
import type { EventStore, NewEvent, Position, Queryable, StoredEvent } from '@life/infra';
import { readCheckpoint } from './checkpoints';
import { runCli } from './cli-commands';
import type { Projection } from './projection';

export interface CountingProjectionOptions {
  name: string;
  canHandle?: readonly string[];
  /** Recorded per event, to tell which runner instance applied it. */
  label?: string;
  /** Called before each event's write; throw to simulate a crash after earlier writes of the batch. */
  beforeEvent?: (event: StoredEvent) => void;
}

/**
 * Records every applied event once per row (`times` counts double applies instead of failing,
 * so a bug shows up as data, not as a stuck runner) plus a per-stream counter.
 */
export function countingProjection(options: CountingProjectionOptions): Projection & { setup(q: Queryable): Promise<void> } {
  const applied = `${options.name}_applied`;
  const streams = `${options.name}_streams`;
  return {
    name: options.name,
    canHandle: options.canHandle ?? ['Counted'],
    tables: [applied, streams],
    async setup(q) {
      await q.query(`CREATE TABLE IF NOT EXISTS ${applied} (
        event_id text PRIMARY KEY, stream_id text NOT NULL, type text NOT NULL, position text NOT NULL,
        data jsonb, times int NOT NULL DEFAULT 1, applied_by text)`);
      await q.query(`CREATE TABLE IF NOT EXISTS ${streams} (stream_id text PRIMARY KEY, n int NOT NULL, last_position text NOT NULL)`);
    },
    async apply(tx, events) {
      // One statement per event, so a throw in the middle leaves earlier writes for the rollback to undo.
      for (const event of events) {
        options.beforeEvent?.(event);
        await tx.query(
          `INSERT INTO ${applied} (event_id, stream_id, type, position, data, applied_by) VALUES ($1, $2, $3, $4, $5::jsonb, $6)
           ON CONFLICT (event_id) DO UPDATE SET times = ${applied}.times + 1`,
          [event.id, event.streamId, event.type, event.position, JSON.stringify(event.data), options.label ?? null],
        );
        await tx.query(
          `INSERT INTO ${streams} (stream_id, n, last_position) VALUES ($1, 1, $2)
           ON CONFLICT (stream_id) DO UPDATE SET n = ${streams}.n + 1, last_position = excluded.last_position`,
          [event.streamId, event.position],
        );
      }
    },
  };
}

export function newEvent(type = 'Counted', data: unknown = {}, schemaVersion = 1): NewEvent {
  return { type, data, metadata: { occurredAt: new Date().toISOString(), schemaVersion } };
}

/** Appends `count` single-event appends round-robin over `streams` streams; returns the last position. */
export async function appendMany(store: EventStore, prefix: string, count: number, streams = 3, type = 'Counted'): Promise<Position> {
  let last = '';
  for (let i = 0; i < count; i++) {
    const result = await store.append(`${prefix}-${i % streams}`, [newEvent(type, { i })], { expectedRevision: 'any' });
    last = result.position;
  }
  return last;
}

/**
 * Polls until every named checkpoint reaches `position` (take it from append results:
 * store.head() hides events behind any open transaction, the runner's own included).
 */
export async function waitForCheckpoints(q: Queryable, names: readonly string[], position: Position, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const positions = await Promise.all(names.map((name) => readCheckpoint(q, name)));
    if (positions.every((p) => p >= position)) return;
    if (Date.now() > deadline) throw new Error(`checkpoints ${names.join(', ')} at ${positions.join(', ')}; expected >= ${position}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

export function maxPosition(positions: readonly Position[]): Position {
  return positions.reduce((max, p) => (p > max ? p : max), '');
}

export async function tableRows(q: Queryable, sql: string): Promise<unknown[]> {
  return (await q.query(sql)).rows;
}

export const quietLogger = { info: () => undefined, error: () => undefined };

/**
 * The operator CLI in this process (`runCli`), with `env` choosing its database as DATA_DIR or
 * DATABASE_URL would: what `npm run projector -- ...` prints and exits with, without a process
 * start (tsx and the module graph: ~3 s each on CI) per command. cli.test.ts runs the real process once.
 */
export async function runCliHere(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(args, { env, out: (line) => out.push(`${line}\n`), err: (line) => err.push(`${line}\n`) });
  return { code, stdout: out.join(''), stderr: err.join('') };
}
