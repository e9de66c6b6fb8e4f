import {
  accountBookDecider,
  accountBookStreamId,
  accountDeletionMessages,
  accountEvents,
  ConflictError,
  transactionDecider,
  transactionEvents,
  transactionStreamId,
  type CommandMetadata,
  type TransactionReferenceContext,
} from '@life/domain';
import { aggregateStream, type AppendBatch, type AppendResult } from '@life/infra';
import { isWrongExpectedRevision } from '@life/infra/event-store/handle-command';
import { openParkedKeys } from '@life/projector/parked-events';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_DELETED_WITH } from '@life/projector/projections/deleted-with/names';
import { transactionsDeletedWithAccount } from '@life/projector/projections/deleted-with/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { commandMetadata, underRepairMessage } from '../http/commands';
import { readModel, waitForWrite } from '../http/read-model';
import { referenceContext } from '../transactions/context';
import { withMetadata } from './delete';

/** What the restore goes by: which transactions went with the account, and which accounts are live. */
const RESTORE_READ_MODELS = [MONEY_ACCOUNTS, MONEY_DELETED_WITH];

const ATTEMPTS = 3;

/**
 * Undelete an account (issue 26): the account and exactly the transactions its deletion took
 * (TransactionDeleted reason 'account-deleted' naming it, and still deleted) come back in ONE
 * appendMany, all or nothing on the SQL stores, the book first. The read model only says which
 * streams to look at; each transaction's own stream decides (RestoreTransaction withAccountId:
 * 409 when that deletion was not the account's), so one deleted by hand before stays deleted.
 * A transfer whose other account is still deleted refuses the whole restore (409) rather than bring
 * back a transaction naming a deleted account. A stream that moved meanwhile starts it over (3 attempts).
 * Returns the position of the last write.
 */
export async function restoreAccount(ctx: Context, deps: AppDeps, accountId: string): Promise<string> {
  const metadata = commandMetadata(ctx, deps.clock);
  const bookId = accountBookStreamId(metadata.userId);
  const parked = await openParkedKeys(deps.db, bookId);
  if (parked.has('') || parked.has(accountId)) throw new ConflictError(underRepairMessage);
  for (let attempt = 1; ; attempt++) {
    // After every write so far (a deletion a moment ago included), not only the caller's.
    await readModel(ctx, deps, RESTORE_READ_MODELS);
    await waitForWrite(ctx, deps, RESTORE_READ_MODELS, await deps.store.lastWritten());
    const book = await aggregateStream(deps.store, bookId, { decider: accountBookDecider, events: accountEvents });
    // 404 for an unknown or foreign account, 409 for a live one (see the decider).
    const events = accountBookDecider.decide({ type: 'RestoreAccount', data: { accountId }, metadata }, book.state);
    const restored = book.state.accounts[accountId];
    const ids = await transactionsDeletedWithAccount(deps.db, metadata.userId, accountId);
    const batches: AppendBatch[] = [
      { streamId: bookId, expectedRevision: book.events.length - 1, events: withMetadata(events, metadata) },
      ...(await transactionRestores(
        deps,
        ids,
        accountId,
        { name: restored?.accountName ?? '', isActive: restored?.isActive ?? true },
        metadata,
      )),
    ];
    try {
      const position = lastPosition(await deps.store.appendMany(batches));
      ctx.set('X-Position', position);
      return position;
    } catch (error) {
      if (!isWrongExpectedRevision(error)) throw error;
      if (attempt >= ATTEMPTS) throw new ConflictError(accountDeletionMessages.changedMeanwhile);
    }
  }
}

/** A RestoreTransaction for each transaction still deleted with the account, at the revision it was read at. */
async function transactionRestores(
  deps: AppDeps,
  ids: readonly string[],
  accountId: string,
  account: { name: string; isActive: boolean },
  metadata: CommandMetadata,
): Promise<AppendBatch[]> {
  const streams = [];
  for (const transactionId of ids) {
    const streamId = transactionStreamId(transactionId);
    const stream = await aggregateStream(deps.store, streamId, { decider: transactionDecider, events: transactionEvents });
    const { state } = stream;
    // Restored or deleted again since the read model listed it: not this deletion's any more.
    if (state.status !== 'deleted' || state.deletedWithAccountId !== accountId || state.userId !== metadata.userId) continue;
    streams.push({ transactionId, streamId, state, revision: stream.events.length - 1 });
  }
  // The accounts they name as they are now, the restored one live again (their categories are kept as they were).
  const live = await referenceContext(
    deps.db,
    metadata.userId,
    streams.map(({ state }) => state.fields),
  );
  const context: TransactionReferenceContext = { accounts: { ...live.accounts, [accountId]: account }, categories: {} };
  return streams.map(({ transactionId, streamId, state, revision }) => ({
    streamId,
    expectedRevision: revision,
    events: withMetadata(
      transactionDecider.decide(
        { type: 'RestoreTransaction', data: { transactionId, context, withAccountId: accountId }, metadata },
        state,
      ),
      metadata,
    ),
  }));
}

const lastPosition = (results: readonly AppendResult[]) =>
  results.reduce((max, result) => (result.position > max ? result.position : max), '');
