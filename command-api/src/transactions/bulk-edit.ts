/**
 * Bulk edit (issue 24): POST /api/transactions/bulk-edit `{ ids, action, categoryId | posted | accountId }`
 * sets the category, the status or the account of up to 1,000 of the caller's transactions, or
 * deletes them; POST /api/transactions/bulk-edit/:id/undo reverts it. Each is ONE appendMany (all
 * or nothing on the SQL stores): every changed transaction's stream at the revision it was read at,
 * and the batch's stream `bulk-edit-<batchId>` last (domain/src/transactions/bulk-edit.ts).
 */
import { Router } from '@koa/router';
import {
  type CommandMetadata,
  dataField,
  NotFoundError,
  type TransactionReferences,
  transactionDecider,
  transactionEvents,
  transactionMessages,
  transactionStreamId,
} from '@life/domain';
import {
  type BulkEditChange,
  type BulkEditDecision,
  type BulkEditEvent,
  type BulkEditResultJson,
  bulkEditDecider,
  bulkEditEvents,
  bulkEditMessages,
  bulkEditSchema,
  bulkEditStreamId,
  type BulkEditTarget,
  decideBulkEdit,
  decideBulkEditUndo,
  unsplitCount,
} from '@life/domain/transactions/bulk-edit';
import { aggregateStream, eventMetadata, foldStream } from '@life/infra';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { MONEY_CATEGORIES } from '@life/projector/projections/categories/names';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { requireUserId } from '../http/auth';
import { appendDecided, commandMetadata, decidedBatch, earlierWrite } from '../http/commands';
import { isUuid, uuidParam } from '../http/ids';
import { newId } from '../http/new-ids';
import { readModel } from '../http/read-model';
import { parseBody } from '../http/validate';
import { referenceContext } from './context';
import { writesAwait } from '../http/demand';

export const BULK_EDIT_PATH = '/api/transactions/bulk-edit';

const changedMeanwhileMessage = 'Some of these transactions changed while they were being edited; try again';

const isNonEmptyArray = (value: unknown): boolean => Array.isArray(value) && value.length > 0;

/** The selected transactions' streams, folded, with their revisions (-1: no such stream). */
async function readTargets(deps: AppDeps, ids: readonly string[]): Promise<BulkEditTarget[]> {
  const stored = await deps.store.readStreams(ids.map(transactionStreamId));
  return ids.map((transactionId, index) => {
    const events = stored[index] ?? [];
    return {
      transactionId,
      state: foldStream({ decider: transactionDecider, events: transactionEvents }, events),
      revision: events.length === 0 ? -1 : events[events.length - 1]!.revision,
    };
  });
}

/** What the change names, for the reference context (categories and accounts as the read models know them). */
function referencesOf(change: BulkEditChange): TransactionReferences[] {
  if (change.action === 'set-category') return [{ transactionCategoryIds: change.categoryId === null ? [] : [change.categoryId] }];
  if (change.action === 'set-account') return [{ fromAccountId: change.accountId }];
  return [];
}

/** Appends the decision in one call, the batch's stream last (its event proves the whole write on a rerun). */
async function appendDecision<E extends BulkEditEvent>(
  ctx: Context,
  deps: AppDeps,
  decision: BulkEditDecision<E>,
  batch: { streamId: string; eventId: string; expectedRevision: number | 'no-stream' },
  metadata: CommandMetadata,
): Promise<void> {
  const appends = decision.writes.map(({ streamId, expectedRevision, events }) =>
    decidedBatch(ctx, streamId, expectedRevision, events, metadata),
  );
  const { batchEvent } = decision;
  appends.push({
    streamId: batch.streamId,
    expectedRevision: batch.expectedRevision,
    events: [{ id: batch.eventId, type: batchEvent.type, data: batchEvent.data, metadata: eventMetadata(batchEvent.type, metadata) }],
  });
  // Someone wrote to one of the transactions between the read and the append: nothing was written.
  await appendDecided(ctx, deps.store, appends, changedMeanwhileMessage);
}

export function bulkEditRoutes(deps: AppDeps): Router {
  const router = new Router();
  router.use(writesAwait(deps, [MONEY_LEDGER]));

  router.post(BULK_EDIT_PATH, async (ctx) => {
    const userId = requireUserId(ctx);
    const { ids: given, change } = await parseBody(ctx, bulkEditSchema);
    // Not a transaction id at all: not the caller's (404, as for any other id that is not theirs).
    if (!given.every(isUuid)) throw new NotFoundError(transactionMessages.notFound);
    const ids = [...new Set(given.map((id) => id.toLowerCase()))];
    const batchId = newId(ctx, 'bulk-edit');
    const batchStreamId = bulkEditStreamId(batchId);
    const written = await earlierWrite(ctx, deps.store, batchStreamId, batchId);
    if (written) {
      ctx.set('X-Position', written.position);
      const items = dataField(written.data, 'items');
      ctx.status = 201;
      ctx.body = {
        batchId,
        count: Number(dataField(written.data, 'selected')),
        changed: Array.isArray(items) ? items.length : 0,
        ...(dataField(written.data, 'action') === 'set-category' && Array.isArray(items)
          ? {
              unsplit: items.filter((item) => isNonEmptyArray(dataField(dataField(item, 'before'), 'splits'))).length,
            }
          : {}),
      } satisfies BulkEditResultJson;
      return;
    }
    const references = referencesOf(change);
    if (references.length > 0) await readModel(ctx, deps, [MONEY_ACCOUNTS, MONEY_CATEGORIES]);
    const context = await referenceContext(deps.db, userId, references);
    const targets = await readTargets(deps, ids);
    const metadata = commandMetadata(ctx, deps.clock);
    const decision = decideBulkEdit({ type: 'ApplyBulkEdit', data: { batchId, change, targets, context }, metadata }, { status: 'none' });
    await appendDecision(ctx, deps, decision, { streamId: batchStreamId, eventId: batchId, expectedRevision: 'no-stream' }, metadata);
    ctx.status = 201;
    ctx.body = {
      batchId,
      count: ids.length,
      changed: decision.writes.length,
      ...(change.action === 'set-category' ? { unsplit: unsplitCount(decision.batchEvent.data.items) } : {}),
    } satisfies BulkEditResultJson;
  });

  router.post(`${BULK_EDIT_PATH}/:id/undo`, async (ctx) => {
    const userId = requireUserId(ctx);
    const batchId = uuidParam(ctx, bulkEditMessages.notFound);
    const batchStreamId = bulkEditStreamId(batchId);
    const undoEventId = newId(ctx, 'bulk-edit-undo');
    const written = await earlierWrite(ctx, deps.store, batchStreamId, undoEventId);
    const { state, events } = await aggregateStream(deps.store, batchStreamId, { decider: bulkEditDecider, events: bulkEditEvents });
    if (written) {
      ctx.set('X-Position', written.position);
      const restored = Number(dataField(written.data, 'restored'));
      ctx.body = { batchId, count: restored, changed: restored } satisfies BulkEditResultJson;
      return;
    }
    // Ownership first: another user's batch is a 404 before any of its transactions is read.
    if (state.status === 'none' || state.userId !== userId) throw new NotFoundError(bulkEditMessages.notFound);
    const targets = await readTargets(
      deps,
      state.items.map((item) => item.transactionId),
    );
    const metadata = commandMetadata(ctx, deps.clock);
    const decision = decideBulkEditUndo({ type: 'UndoBulkEdit', data: { batchId, targets }, metadata }, state);
    const revision = events[events.length - 1]!.revision;
    await appendDecision(ctx, deps, decision, { streamId: batchStreamId, eventId: undoEventId, expectedRevision: revision }, metadata);
    const restored = decision.batchEvent.data.restored;
    ctx.body = { batchId, count: restored, changed: restored } satisfies BulkEditResultJson;
  });

  return router;
}
