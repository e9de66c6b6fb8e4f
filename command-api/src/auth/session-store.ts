import { deleteExpiredSessions, deleteSession, findSession, saveSession, type Queryable } from '@life/infra';
import type { Context } from 'koa';

type SessionData = Record<string, unknown>;

/** koa-session rolls the expiry on every response; persisting that more than daily is wasted writes. */
const ROLL_PERSIST_INTERVAL_MS = 24 * 60 * 60 * 1000;
const SWEEP_INTERVAL_MS = 60 * 1000;
/** Per request: the session row read by get() and its expiry, to skip redundant rolling writes. */
const storedExpiry = new WeakMap<Context, { id: string; expiresAt: number }>();

/**
 * koa-session external store over the infra sessions repository (table `sessions`, migration 0020):
 * the cookie carries only a random id, so logout deletes the session for good and every API
 * process sees the same sessions.
 */
export function sessionStore(db: Queryable, clock: () => Date) {
  let lastSweep = 0;

  // Lazy expiry: at most once a minute per process, piggy-backed on a write (the worker also sweeps daily).
  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_INTERVAL_MS) return;
    lastSweep = now.getTime();
    await deleteExpiredSessions(db, now);
  }

  return {
    async get(id: string, _maxAge: unknown, { ctx }: { ctx?: Context }): Promise<SessionData | undefined> {
      const session = await findSession(db, id, clock());
      if (!session) return undefined;
      if (ctx) storedExpiry.set(ctx, { id, expiresAt: session.expiresAt.getTime() });
      return session.data;
    },

    async set(id: string, data: SessionData, maxAge: number, { changed, ctx }: { changed: boolean; ctx?: Context }): Promise<void> {
      const now = clock();
      const expiresAt = now.getTime() + maxAge;
      const previous = ctx ? storedExpiry.get(ctx) : undefined;
      // Only a pure roll of the very row we read may be skipped (a regenerated id must be written).
      if (!changed && previous?.id === id && expiresAt - previous.expiresAt < ROLL_PERSIST_INTERVAL_MS) return;
      await saveSession(db, id, data, new Date(expiresAt));
      if (ctx) storedExpiry.set(ctx, { id, expiresAt });
      await sweep(now);
    },

    async destroy(id: string): Promise<void> {
      await deleteSession(db, id);
    },
  };
}
