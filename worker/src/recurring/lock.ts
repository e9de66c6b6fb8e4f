/**
 * One generation run per recurring transaction at a time. Every write of a run is guarded by an
 * expected revision, so runs at once can never double a day; but a run still planning with a rule
 * the user has since edited could refresh or create a day after the newer rule's run settled it, and
 * that newer run, having reported, would not look at the day again. Serialising the runs closes
 * that: an edit made during a run starts a run of its own, which waits for this one and then settles
 * every day with the new rule.
 * PostgreSQL: a session-level advisory lock on a dedicated connection (a killed process's lock goes
 * with its connection), so each running generation holds one pool connection: keep the pool larger
 * than the worker's concurrency. Within one process (and on PGlite, whose one shared connection makes
 * advisory locks exclude nothing) runs queue in memory first.
 */
import type { Db } from '@life/infra';

/** The advisory-lock class of recurring generation runs (two-int keys: class, hashtext(id)). */
const LOCK_CLASS = 0x4c494645; // 'LIFE'

const queues = new WeakMap<Db, Map<string, Promise<unknown>>>();

export function withGenerationLock<T>(db: Db, recurringTransactionId: string, fn: () => Promise<T>): Promise<T> {
  return inProcess(db, recurringTransactionId, () => (db.kind === 'postgres' ? advisory(db, recurringTransactionId, fn) : fn()));
}

function inProcess<T>(db: Db, key: string, fn: () => Promise<T>): Promise<T> {
  let byKey = queues.get(db);
  if (!byKey) queues.set(db, (byKey = new Map<string, Promise<unknown>>()));
  const previous = byKey.get(key) ?? Promise.resolve();
  const run = previous.then(fn, fn);
  const settled = run.catch(() => undefined);
  byKey.set(key, settled);
  void settled.then(() => {
    if (byKey.get(key) === settled) byKey.delete(key);
  });
  return run;
}

function advisory<T>(db: Db, recurringTransactionId: string, fn: () => Promise<T>): Promise<T> {
  return db.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1::int, hashtext($2))', [LOCK_CLASS, recurringTransactionId]);
    try {
      return await fn();
    } finally {
      // The connection goes back to the pool: leave no lock on it.
      await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    }
  });
}
