import { createHash } from 'node:crypto';
import type { Db } from '@life/infra';

/** Exclusive right to run a projection, held for one session's lifetime. */
export interface LockSession {
  tryLock(name: string): Promise<boolean>;
  /** Throws when the session, and with it every lock it held, is gone. */
  ping(): Promise<void>;
}

/**
 * Runs fn while holding a lock session; every lock is released when fn settles.
 * PostgreSQL: session-level advisory locks on one dedicated connection, so a crashed process
 * (or a dropped connection) frees its projections for a standby instance.
 * PGlite: one connection shared by the whole process, where advisory locks are re-entrant and
 * exclude nothing, so the locks live in process memory instead.
 */
export function withLockSession<T>(db: Db, fn: (locks: LockSession) => Promise<T>): Promise<T> {
  return db.kind === 'postgres' ? withAdvisoryLocks(db, fn) : withLocalLocks(db, fn);
}

function withAdvisoryLocks<T>(db: Db, fn: (locks: LockSession) => Promise<T>): Promise<T> {
  return db.session(async (session) => {
    try {
      return await fn({
        tryLock: async (name) => {
          const { rows } = await session.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1::bigint) AS locked', [lockKey(name)]);
          return rows[0]?.locked === true;
        },
        ping: async () => {
          await session.query('SELECT 1');
        },
      });
    } finally {
      // The connection goes back to a pool: do not leave our locks on it.
      await session.query('SELECT pg_advisory_unlock_all()').catch(() => undefined);
    }
  });
}

const localLocks = new WeakMap<Db, Set<string>>();

async function withLocalLocks<T>(db: Db, fn: (locks: LockSession) => Promise<T>): Promise<T> {
  let held = localLocks.get(db);
  if (!held) localLocks.set(db, (held = new Set()));
  const mine = new Set<string>();
  try {
    return await fn({
      tryLock: (name) => {
        if (held.has(name)) return Promise.resolve(mine.has(name));
        held.add(name);
        mine.add(name);
        return Promise.resolve(true);
      },
      ping: () => Promise.resolve(),
    });
  } finally {
    for (const name of mine) held.delete(name);
  }
}

/** A stable 64-bit advisory-lock key per projection name (signed, as PostgreSQL's bigint). */
export function lockKey(name: string): string {
  return createHash('sha256').update(`life-projection:${name}`).digest().readBigInt64BE(0).toString();
}
