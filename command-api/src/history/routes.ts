import { Router } from '@koa/router';
import {
  eventRegistry,
  HISTORY_SOURCES,
  historyEntries,
  isHistoryKind,
  markRestorable,
  markRestorableVersions,
  NotFoundError,
  recordOwner,
  isRestorableKind,
  isVersionKind,
  RESTORABLE_KINDS,
  ValidationError,
  type DeletedRecordJson,
  type HistoryEvent,
  type HistoryKind,
  type RecordHistoryJson,
} from '@life/domain';
import type { StoredEvent } from '@life/infra';
import { listDeletedRecords, listDeletedWith } from '@life/projector/projections/deleted-records';
import { z } from 'zod';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { uuidParam } from '../http/ids';
import { openForCaller, sealForCaller } from '../http/positions';
import { readModel } from '../http/read-model';
import { parseBody, parseQuery } from '../http/validate';
import { restoreBodySchema, restoreMessages, restoreTransactionVersion } from './restore';
import { DELETED_READ_MODELS, undeleteRecord, withWhatWentWithThem } from './undelete';
import { restoreRecordVersion } from './versions';

const deletedQuerySchema = z.object({
  kind: z.enum(RESTORABLE_KINDS, { error: `kind must be one of ${RESTORABLE_KINDS.join(', ')}` }).optional(),
});

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
 * POST /api/history/:kind/:id/restore (beyond): `{ position }` restores a transaction's version
 * (restore.ts); without a position a deleted record comes back (undelete.ts). GET
 * /api/history/deleted?kind= lists the caller's deleted records of the restorable kinds.
 */
export function historyRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.get('/api/history/deleted', async (ctx) => {
    const userId = requireUserId(ctx);
    const { kind } = parseQuery(ctx.query, deletedQuerySchema);
    await readModel(ctx, deps, DELETED_READ_MODELS);
    const rows = await listDeletedRecords(deps.db, userId, kind ? [kind] : RESTORABLE_KINDS);
    // Issue 26: what went with a deleted account or recurring transaction is listed under it.
    const withWhat = rows.filter((row) => row.kind === 'account' || row.kind === 'recurring-transaction').map((row) => row.id);
    ctx.body = withWhatWentWithThem(rows, await listDeletedWith(deps.db, userId, withWhat)) satisfies DeletedRecordJson[];
  });

  router.get('/api/history/:kind/:id', async (ctx) => {
    const userId = requireUserId(ctx);
    const { kind } = ctx.params;
    if (!isHistoryKind(kind)) throw new NotFoundError(NOT_FOUND);
    const id = uuidParam(ctx, NOT_FOUND);
    const events = await ownEvents(deps, kind, id, userId);
    const entries = historyEntries(HISTORY_SOURCES[kind].model, id, events, userId);
    if (entries.length === 0) throw new NotFoundError(NOT_FOUND);
    const marked =
      kind === 'transaction'
        ? markRestorable(entries, events)
        : isVersionKind(kind)
          ? markRestorableVersions(kind, entries, events, id)
          : entries;
    // Each entry's position is a token for the caller (issue 22): the log's counter stays hidden.
    const entriesJson = marked.map((entry) => ({ ...entry, position: sealForCaller(ctx, entry.position) ?? '' }));
    ctx.body = { kind, id, entries: entriesJson } satisfies RecordHistoryJson;
  });

  // Registered before /:kind/:id, which would take 'deleted' for a kind.
  router.post('/api/history/:kind/:id/restore', async (ctx) => {
    const userId = requireUserId(ctx);
    const { kind } = ctx.params;
    // Undelete takes the restorable kinds; a version, those and every kind with versions (issue 26: schedules).
    if (!isRestorableKind(kind) && !isVersionKind(kind)) throw new NotFoundError(NOT_FOUND);
    const id = uuidParam(ctx, NOT_FOUND);
    const { position: token } = await parseBody(ctx, restoreBodySchema);
    // A token this caller was not given names no version: '' matches no event (each kind's 'no such version').
    const position = token === undefined ? undefined : (openForCaller(ctx, token) ?? '');
    const events = await ownEvents(deps, kind, id, userId);
    if (events.length === 0) throw new NotFoundError(NOT_FOUND);
    if (position === undefined) {
      if (!isRestorableKind(kind)) throw new NotFoundError(NOT_FOUND);
      ctx.body = await undeleteRecord(ctx, deps, userId, kind, id, events);
      return;
    }
    // Restore a version: one more write through the kind's normal command (rules: not yet).
    if (kind === 'transaction') ctx.body = await restoreTransactionVersion(ctx, deps, userId, id, events, position);
    else if (isVersionKind(kind)) ctx.body = await restoreRecordVersion(ctx, deps, userId, kind, id, events, position);
    else throw new ValidationError({ position: restoreMessages.noVersions });
  });
  return router;
}
