import {
  accountBookDecider,
  accountEvents,
  accountBookStreamId,
  accountDeletionMessages,
  ConflictError,
  transactionDecider,
  transactionEvents,
  transactionStreamId,
  type AccountEvent,
  type CommandMetadata,
  type DomainEvent,
} from '@life/domain';
import { aggregateStream, type AppendBatch, type AppendResult, type EventStore } from '@life/infra';
import { eventMetadata, isWrongExpectedRevision } from '@life/infra/event-store/handle-command';
import { MONEY_ACCOUNTS } from '@life/projector/projections/accounts/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { MONEY_SCHEDULES } from '@life/projector/projections/schedules/names';
import { accountTransactionIds, accountUsage } from '@life/projector/projections/accounts/queries';
import type { Context } from 'koa';
import type { AppDeps } from '../deps';
import { commandMetadata } from '../http/commands';
import { READ_YOUR_WRITES_TIMEOUT_MS, readModel, waitForWrite } from '../http/read-model';

/** The read models the usage is counted in: accounts, the ledger (transactions), recurring transactions. */
export const USAGE_READ_MODELS = [MONEY_ACCOUNTS, MONEY_LEDGER, MONEY_SCHEDULES];

const ATTEMPTS = 3;

/** Counts after every write so far (not only the caller's): what the dialog and the decision go by. */
export async function currentUsage(ctx: Context, deps: AppDeps, userId: string, accountId: string) {
  await readModel(ctx, deps, USAGE_READ_MODELS);
  await waitForWrite(ctx, deps, USAGE_READ_MODELS, await deps.store.lastWritten());
  return accountUsage(deps.db, userId, accountId);
}

/**
 * A TransactionDeleted for each still-live transaction, at the revision it was read at (each in its own
 * stream), naming the account it goes with (issue 26: the account's restore brings exactly these back).
 */
async function transactionDeletions(
  store: EventStore,
  accountId: string,
  ids: readonly string[],
  metadata: CommandMetadata,
): Promise<AppendBatch[]> {
  const batches: AppendBatch[] = [];
  for (const transactionId of ids) {
    const streamId = transactionStreamId(transactionId);
    const { state, events: stored } = await aggregateStream(store, streamId, { decider: transactionDecider, events: transactionEvents });
    // Deleted since the read model listed it (or not the caller's, which the ledger never lists): nothing to do.
    if (state.status !== 'recorded' || state.userId !== metadata.userId) continue;
    const events = transactionDecider.decide(
      { type: 'DeleteTransaction', data: { transactionId, withAccountId: accountId }, metadata },
      state,
    );
    batches.push({ streamId, expectedRevision: stored.length - 1, events: withMetadata(events, metadata) });
  }
  return batches;
}

export function withMetadata(events: readonly DomainEvent[], metadata: CommandMetadata) {
  return events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, metadata) }));
}

/**
 * DELETE /api/accounts/{id}: the account book decides on the usage counted in the read models
 * (AccountUsage: recurring rules naming the account refuse it, transactions unless
 * `withTransactions`); with `withTransactions` every transaction naming the account (either side, so
 * a transfer's other account changes too) is deleted in the same appendMany as the account, each
 * through the transaction decider in its own stream at the revision read, the book last: on SQL
 * stores all or nothing, on EventStoreDB in order, so a retry finishes a half-done deletion.
 * A stream that moved meanwhile (an edit, a delete) conflicts and the whole decision starts over.
 *
 * Races: the counts come after every write so far (the read models caught up with the store's head).
 * A transaction recorded against the account while it is being deleted is a check-then-act the
 * store cannot see (the transaction routes check accounts in the read model, not in the book
 * stream), so after the append this waits for the read models again and deletes what arrived
 * meanwhile ("late" transactions: their write raced the deletion; keeping them would orphan them).
 * A write whose account check ran before the deletion reached the read model and whose append
 * lands after that sweep still slips through (milliseconds wide); its row then shows
 * 'Unknown Account' and the user can delete it.
 * Returns the position of the last write.
 */
export async function deleteAccount(ctx: Context, deps: AppDeps, accountId: string, withTransactions: boolean): Promise<string> {
  const metadata = commandMetadata(ctx, deps.clock);
  const written = await appendDeletion(ctx, deps, accountId, withTransactions, metadata);
  const position = (await deleteLateTransactions(deps, accountId, metadata)) ?? written;
  ctx.set('X-Position', position);
  return position;
}

/** Decides on fresh counts and appends; a stream that moved meanwhile starts it over (3 attempts, then 409). */
async function appendDeletion(
  ctx: Context,
  deps: AppDeps,
  accountId: string,
  withTransactions: boolean,
  metadata: CommandMetadata,
): Promise<string> {
  const { userId } = metadata;
  for (let attempt = 1; ; attempt++) {
    const usage = await currentUsage(ctx, deps, userId, accountId);
    const bookId = accountBookStreamId(userId);
    const book = await aggregateStream(deps.store, bookId, { decider: accountBookDecider, events: accountEvents });
    // 404 for an unknown account, 409 when it is still in use (see the decider).
    const events: AccountEvent[] = accountBookDecider.decide(
      { type: 'DeleteAccount', data: { accountId, usage, withTransactions }, metadata },
      book.state,
    );
    const transactions = usage.transactions > 0 ? await accountTransactionIds(deps.db, userId, accountId) : [];
    const batches = [
      ...(await transactionDeletions(deps.store, accountId, transactions, metadata)),
      { streamId: bookId, expectedRevision: book.events.length - 1, events: withMetadata(events, metadata) },
    ];
    try {
      return lastPosition(await deps.store.appendMany(batches));
    } catch (error) {
      if (!isWrongExpectedRevision(error)) throw error;
      if (attempt >= ATTEMPTS) throw new ConflictError(accountDeletionMessages.changedMeanwhile);
    }
  }
}

const lastPosition = (results: readonly AppendResult[]) =>
  results.reduce((max, result) => (result.position > max ? result.position : max), '');

/** The sweep after the deletion (see deleteAccount): transactions recorded against the account while it was deleted. */
async function deleteLateTransactions(deps: AppDeps, accountId: string, metadata: CommandMetadata): Promise<string | undefined> {
  // The deletion is written: a read model too slow for the sweep skips it rather than answer 503.
  if (!(await deps.watcher.waitFor(USAGE_READ_MODELS, await deps.store.lastWritten(), READ_YOUR_WRITES_TIMEOUT_MS))) return undefined;
  const late = await accountTransactionIds(deps.db, metadata.userId, accountId);
  if (late.length === 0) return undefined;
  const batches = await transactionDeletions(deps.store, accountId, late, metadata);
  if (batches.length === 0) return undefined;
  return lastPosition(await deps.store.appendMany(batches));
}
