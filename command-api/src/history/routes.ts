import { Router } from '@koa/router';
import {
  eventRegistry,
  HISTORY_SOURCES,
  historyEntries,
  isHistoryKind,
  markRestorable,
  NotFoundError,
  recordOwner,
  type HistoryEvent,
  type HistoryKind,
  type RecordHistoryJson,
} from '@life/domain';
import type { StoredEvent } from '@life/infra';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { uuidParam } from '../http/ids';
import { parseBody } from '../http/validate';
import { restoreTransactionVersion, restoreVersionSchema } from './restore';

const NOT_FOUND = 'Record not found';

/** Upcast through the registry; data that no longer parses is shown as written, never a 500. */
function toHistoryEvent(event: StoredEvent): HistoryEvent {
  const base = { type: event.type, metadata: event.metadata, position: event.position };
  try {
    return { ...base, data: eventRegistry.parse(event.type, event.metadata.schemaVersion ?? 1, event.data) };
  } catch {
    return { ...base, data: event.data, unreadable: true };
  }
}

/** The record's events, upcast, after checking it is the caller's (else 404). */
async function ownEvents(deps: AppDeps, kind: HistoryKind, id: string, userId: string): Promise<HistoryEvent[]> {
  const source = HISTORY_SOURCES[kind];
  const events = (await deps.store.readStream(source.streamId(id, userId))).map(toHistoryEvent);
  // A record's own stream names its owner in its creating event; a per-user stream is the caller's own.
  if (source.scope === 'record' && recordOwner(events) !== userId) throw new NotFoundError(NOT_FOUND);
  return events;
}

/**
 * GET /api/history/:kind/:id (issue 10): every event of one of the caller's records, oldest first,
 * with who did it and what changed. Read straight from the event store (the log is the truth, and
 * a deleted record has no read-model row); another user's record and an unknown one are both 404.
 * POST /api/history/transaction/:id/restore `{ position }` (beyond): 'Restore this version' (restore.ts).
 */
export function historyRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/history/:kind/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const { kind } = ctx.params;
    if (!isHistoryKind(kind)) throw new NotFoundError(NOT_FOUND);
    const id = uuidParam(ctx, NOT_FOUND);
    const events = await ownEvents(deps, kind, id, userId);
    const entries = historyEntries(HISTORY_SOURCES[kind].model, id, events, userId);
    if (entries.length === 0) throw new NotFoundError(NOT_FOUND);
    ctx.body = { kind, id, entries: kind === 'transaction' ? markRestorable(entries, events) : entries } satisfies RecordHistoryJson;
  });

  router.post('/api/history/transaction/:id/restore', async (ctx) => {
    const userId = requireUserId(ctx);
    const id = uuidParam(ctx, NOT_FOUND);
    const { position } = await parseBody(ctx, restoreVersionSchema);
    const events = await ownEvents(deps, 'transaction', id, userId);
    if (events.length === 0) throw new NotFoundError(NOT_FOUND);
    ctx.body = await restoreTransactionVersion(ctx, deps, userId, id, events, position);
  });
  return router;
}
