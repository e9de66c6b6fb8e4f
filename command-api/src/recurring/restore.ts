import {
  ConflictError,
  NotFoundError,
  recurringMessages,
  recurringTransactionDecider,
  recurringTransactionEvents,
  recurringTransactionStreamId,
  transactionDecider,
  transactionEvents,
  transactionStreamId,
  type CommandMetadata,
} from '@life/domain';
import { aggregateStream, type AppendBatch } from '@life/infra';
import { openParkedKeys } from '@life/projector/parked-events';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_DELETED_WITH } from '@life/projector/projections/deleted-with/names';
import { transactionsDeletedWith } from '@life/projector/projections/deleted-with/queries';
import type { Context } from 'koa';
import { DEFAULT_GENERATION_WAIT_MS } from '../config';
import type { AppDeps } from '../deps';
import { appendDecided, commandMetadata, decidedBatch, underRepairMessage } from '../http/commands';
import { readModel, waitForWrite } from '../http/read-model';
import { referenceContext } from '../transactions/context';
import { waitForGeneration } from './wait-for-generation';

/** What the restore goes by: which occurrences went with the rule, and which accounts are live. */
const RESTORE_READ_MODELS = [MONEY_ACCOUNTS, MONEY_DELETED_WITH];

/**
 * Undelete a recurring transaction (issue 26): the rule and exactly the occurrences its deletion
 * removed (TransactionDeleted reason 'recurring-deleted' naming it, and still deleted) come back in
 * ONE appendMany, all or nothing on the SQL stores: each as it was (amount, pending or posted, its
 * cleared tick). The read model only says which streams to look at; each occurrence's own stream
 * decides (RestoreTransaction withRecurringTransactionId: 409 when that deletion was not the rule's),
 * so one deleted by hand stays deleted. While the deletion's run has not reported, it is waited for
 * as DELETE does (then 409: its occurrences are still being removed). An account the rule or an
 * occurrence names deleted since refuses the whole restore (409). A stream written meanwhile: 409.
 * Afterwards it waits for the run the restore starts (days that came into the window meanwhile), as
 * every recurring write does. Returns the position to read from.
 */
export async function restoreRecurringTransaction(ctx: Context, deps: AppDeps, recurringTransactionId: string): Promise<string> {
  const metadata = commandMetadata(ctx, deps.clock);
  const streamId = recurringTransactionStreamId(recurringTransactionId);
  if ((await openParkedKeys(deps.db, streamId)).size > 0) throw new ConflictError(underRepairMessage);
  const aggregate = { decider: recurringTransactionDecider, events: recurringTransactionEvents };
  const waitMs = deps.config.generationWaitMs ?? DEFAULT_GENERATION_WAIT_MS;
  let rule = await aggregateStream(deps.store, streamId, aggregate);
  const owner = rule.state.record?.userId;
  // Unknown or someone else's: 404 before anything else is read.
  if (owner !== metadata.userId) throw new NotFoundError(recurringMessages.notFound);
  if (rule.state.deleted && rule.state.generatedRevision < rule.state.ruleRevision) {
    await waitForGeneration(deps.store, streamId, rule.state.ruleRevision, waitMs);
    rule = await aggregateStream(deps.store, streamId, aggregate);
  }
  // After every write so far (the deletion's removals included), not only the caller's.
  await readModel(ctx, deps, RESTORE_READ_MODELS);
  await waitForWrite(ctx, deps, RESTORE_READ_MODELS, await deps.store.lastWritten());

  const record = rule.state.record;
  const context = record ? await referenceContext(deps.db, metadata.userId, [record]) : { accounts: {}, categories: {} };
  // 409 when live, still being removed, or naming a deleted account (see the decider).
  const events = recurringTransactionDecider.decide(
    { type: 'RestoreRecurringTransaction', data: { recurringTransactionId, context }, metadata },
    rule.state,
  );
  const batches: AppendBatch[] = [
    decidedBatch(ctx, streamId, rule.events.length - 1, events, metadata),
    ...(await occurrenceRestores(ctx, deps, recurringTransactionId, metadata)),
  ];
  const position = await appendDecided(ctx, deps.store, batches, recurringMessages.changedMeanwhile);
  // The run the restore starts (its rule revision is the restore's): its report covers what it wrote.
  const reported = await waitForGeneration(deps.store, streamId, rule.events.length, waitMs);
  if (reported) ctx.set('X-Position', reported);
  return reported ?? position;
}

/** A RestoreTransaction for each occurrence still deleted with the rule, at the revision it was read at. */
async function occurrenceRestores(
  ctx: Context,
  deps: AppDeps,
  recurringTransactionId: string,
  metadata: CommandMetadata,
): Promise<AppendBatch[]> {
  const streams = [];
  for (const transactionId of await transactionsDeletedWith(deps.db, metadata.userId, recurringTransactionId)) {
    const streamId = transactionStreamId(transactionId);
    const stream = await aggregateStream(deps.store, streamId, { decider: transactionDecider, events: transactionEvents });
    const { state } = stream;
    // Restored or deleted again since the read model listed it: not this deletion's any more.
    if (state.status !== 'deleted' || state.deletedWithRecurringTransactionId !== recurringTransactionId) continue;
    if (state.userId !== metadata.userId) continue;
    streams.push({ transactionId, streamId, state, revision: stream.events.length - 1 });
  }
  // The accounts they name as they are now (their categories are kept as they were).
  const { accounts } = await referenceContext(
    deps.db,
    metadata.userId,
    streams.map(({ state }) => state.fields),
  );
  return streams.map(({ transactionId, streamId, state, revision }) =>
    decidedBatch(
      ctx,
      streamId,
      revision,
      transactionDecider.decide(
        {
          type: 'RestoreTransaction',
          data: { transactionId, context: { accounts, categories: {} }, withRecurringTransactionId: recurringTransactionId },
          metadata,
        },
        state,
      ),
      metadata,
    ),
  );
}
