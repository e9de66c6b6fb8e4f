/**
 * Which projections a request is waiting for right now (read-your-writes), per database. The
 * runner applies those projections' batches first: on PGlite in the foreground (infra
 * db/priority.ts), so a waiting read goes before the other projections' catch-up instead of
 * queueing behind every one of them (issue 22); on PostgreSQL the other projections' batches wait
 * while one of those is behind (runner.ts, issue 25). A request of this process marks them with
 * `awaitProjections`; one of another process (the API beside a projector process) with a NOTIFY on
 * DEMAND_CHANNEL, each good for DEMAND_LEASE_MS and repeated while it waits (read-your-writes.ts).
 */
import type { Db } from '@life/infra';

/**
 * NOTIFY channel of waiting requests; payload: the projection names, joined by ',', after
 * WRITE_DEMAND when a write is still running (demandPayload, parseDemand).
 */
export const DEMAND_CHANNEL = 'projection_demand';
/** A payload's mark that the notice comes from a write still appending (whileDemanded). */
const WRITE_DEMAND = 'write:';
/** How long one notice marks its projections awaited: a waiting watcher repeats it every poll (500 ms). */
export const DEMAND_LEASE_MS = 1500;

const waiting = new WeakMap<Db, Map<string, number>>();
/** Names another process waits for, and until when (performance.now()). */
const leases = new WeakMap<Db, Map<string, number>>();
/** The part of `leases` a running write announced: it is not capped (runner.ts yieldTo). */
const writeLeases = new WeakMap<Db, Map<string, number>>();

export function demandPayload(names: readonly string[], write: boolean): string {
  return `${write ? WRITE_DEMAND : ''}${names.join(',')}`;
}

export function parseDemand(payload: string): { names: string[]; write: boolean } {
  const write = payload.startsWith(WRITE_DEMAND);
  return { names: (write ? payload.slice(WRITE_DEMAND.length) : payload).split(','), write };
}

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

/**
 * Tells a projector process that requests wait for `names` (see the header); PGlite has no other
 * process to tell. A lost notice only costs the priority.
 */
export function announceDemand(db: Db, names: readonly string[], write = false): void {
  if (db.kind !== 'postgres' || names.length === 0) return;
  db.notify(DEMAND_CHANNEL, demandPayload(names, write)).catch(() => undefined);
}

/**
 * Runs `work` (a request's writes) while telling a projector process that requests wait for
 * `names`, renewed within each notice's lease: the client reads with the write's X-Position next,
 * so these go before the other projections' share of the write (command-api http/demand.ts).
 */
export async function whileDemanded<T>(db: Db, names: readonly string[], work: () => Promise<T>): Promise<T> {
  if (db.kind !== 'postgres' || names.length === 0) return work();
  announceDemand(db, names, true);
  const renew = setInterval(() => announceDemand(db, names, true), DEMAND_LEASE_MS / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
  }
}

/** A request of another process waits for `names` (a DEMAND_CHANNEL notice): awaited for DEMAND_LEASE_MS. */
export function noteDemand(db: Db, names: readonly string[], now = performance.now(), write = false): void {
  for (const kind of write ? [leases, writeLeases] : [leases]) {
    let held = kind.get(db);
    if (!held) kind.set(db, (held = new Map<string, number>()));
    for (const name of names) if (name) held.set(name, now + DEMAND_LEASE_MS);
  }
}

/**
 * Whether a write still appending (an import) announced `name`: its readers come after its answer,
 * so holding the others for it serves them however long it runs (runner.ts yieldTo).
 */
export function isWriteAwaited(db: Db, name: string): boolean {
  return (writeLeases.get(db)?.get(name) ?? 0) > performance.now();
}

/** Whether a write still appending announced any projection (isWriteAwaited). */
export function isAnyWriteAwaited(db: Db): boolean {
  const now = performance.now();
  for (const until of writeLeases.get(db)?.values() ?? []) if (until > now) return true;
  return false;
}

export function isAwaited(db: Db, name: string): boolean {
  return (waiting.get(db)?.get(name) ?? 0) > 0 || (leases.get(db)?.get(name) ?? 0) > performance.now();
}

/** Whether a request waits for any projection of this database. */
export function isAnyAwaited(db: Db): boolean {
  if ((waiting.get(db)?.size ?? 0) > 0) return true;
  const now = performance.now();
  for (const until of leases.get(db)?.values() ?? []) if (until > now) return true;
  return false;
}
