/**
 * Which projections a request of this process is waiting for right now (read-your-writes), per
 * database. In one process (embedded mode) the runner applies those projections' batches in the
 * foreground (infra db/priority.ts): on PGlite a waiting read goes before the other projections'
 * catch-up instead of queueing behind every one of them (issue 22).
 */
import type { Db } from '@life/infra';

const waiting = new WeakMap<Db, Map<string, number>>();

/** Marks `names` as awaited until the returned function is called. */
export function awaitProjections(db: Db, names: readonly string[]): () => void {
  let counts = waiting.get(db);
  if (!counts) waiting.set(db, (counts = new Map<string, number>()));
  const held = counts;
  for (const name of names) held.set(name, (held.get(name) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const name of names) {
      const left = (held.get(name) ?? 1) - 1;
      if (left > 0) held.set(name, left);
      else held.delete(name);
    }
  };
}

export function isAwaited(db: Db, name: string): boolean {
  return (waiting.get(db)?.get(name) ?? 0) > 0;
}

/** Whether a request of this process waits for any projection of this database. */
export function isAnyAwaited(db: Db): boolean {
  return (waiting.get(db)?.size ?? 0) > 0;
}
