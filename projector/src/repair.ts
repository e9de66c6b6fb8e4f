/**
 * Operator repairs that append a corrective event through the domain instead of rewriting the log
 * (cli.ts): `npm run projector -- repair void-transaction <id> --reason "..."`,
 * `repair void-account <userId> <accountId> --reason "..."`, `repair void-category <userId> <categoryId> --reason "..."`.
 */
import {
  accountBookDecider,
  accountEvents,
  categoryEvents,
  dataField,
  transactionEvents,
  accountBookStreamId,
  categoryListDecider,
  categoryListStreamId,
  findLiveAccount,
  findLiveCategory,
  transactionDecider,
  transactionStreamId,
  type CommandMetadata,
  type DeleteAccount,
  type DeleteCategory,
  type DeleteTransaction,
  type DomainEvent,
} from '@life/domain';
import { eventMetadata, foldStream, type EventStore, type Position, type StoredEvent } from '@life/infra';

/** Streams are read leniently: the event being voided may be exactly one today's schema refuses. */
const LENIENT = { lenient: true };

export interface RepairResult {
  streamId: string;
  /** false: the transaction was already deleted, nothing was appended. */
  appended: boolean;
  /** Position of the corrective event (or of the stream's last event when nothing was appended). */
  position: Position;
}

/**
 * Deletes a transaction on its owner's behalf with a TransactionDeleted event whose metadata says an
 * operator did it and why. The ledger resumes a parked transaction stream at that event
 * (`resetsStream`), so its parked events are resolved and the read model is what a rebuild gives.
 * The stream is read leniently: the event being voided may be exactly one today's schema refuses.
 */
export async function voidTransaction(
  store: EventStore,
  transactionId: string,
  options: { reason: string; now?: Date },
): Promise<RepairResult> {
  const reason = options.reason.trim();
  if (!reason) throw new RepairError('A reason is required (--reason "...")');
  const streamId = transactionStreamId(transactionId);
  const stored = await store.readStream(streamId);
  const last = stored.at(-1);
  if (!last) throw new RepairError(`No transaction ${transactionId} (stream ${streamId} is empty)`);
  const state = foldStream({ decider: transactionDecider, events: transactionEvents }, stored, LENIENT);
  if (state.status === 'deleted') return { streamId, appended: false, position: last.position };
  if (state.status !== 'recorded') throw new RepairError(`Stream ${streamId} holds no recorded transaction`);

  const command: DeleteTransaction = {
    type: 'DeleteTransaction',
    data: { transactionId },
    // The owner's id: the decider only lets the owner delete, and the ledger reads the owner from it.
    metadata: repairMetadata(state.userId, options.now),
  };
  return appendRepair(store, streamId, last, transactionDecider.decide(command, state), command.metadata, reason);
}

/**
 * Deletes one account of a user's account book with an AccountDeleted event marked as an operator
 * repair. The projections key account events by account (`parkingKey`), and the accounts projection
 * resumes a parked account at its deletion (`resetsKey`); the user's other accounts never stopped.
 */
export async function voidAccount(
  store: EventStore,
  userId: string,
  accountId: string,
  options: { reason: string; now?: Date },
): Promise<RepairResult> {
  const reason = requireReason(options.reason);
  const streamId = accountBookStreamId(userId);
  const stored = await store.readStream(streamId);
  const last = stored.at(-1);
  const state = foldStream({ decider: accountBookDecider, events: accountEvents }, stored, LENIENT);
  if (!last || !findLiveAccount(state, accountId)) {
    if (last && opened(stored, 'AccountOpened', 'accountId', accountId)) return { streamId, appended: false, position: last.position };
    throw new RepairError(`No account ${accountId} in ${streamId}`);
  }
  const command: DeleteAccount = { type: 'DeleteAccount', data: { accountId }, metadata: repairMetadata(userId, options.now) };
  return appendRepair(store, streamId, last, accountBookDecider.decide(command, state), command.metadata, reason);
}

/** As voidAccount, for one category of a user's category list (CategoryDeleted, the categories projection's `resetsKey`). */
export async function voidCategory(
  store: EventStore,
  userId: string,
  categoryId: string,
  options: { reason: string; now?: Date },
): Promise<RepairResult> {
  const reason = requireReason(options.reason);
  const streamId = categoryListStreamId(userId);
  const stored = await store.readStream(streamId);
  const last = stored.at(-1);
  const state = foldStream({ decider: categoryListDecider, events: categoryEvents }, stored, LENIENT);
  if (!last || !findLiveCategory(state, categoryId)) {
    if (last && opened(stored, 'CategoryCreated', 'categoryId', categoryId)) return { streamId, appended: false, position: last.position };
    throw new RepairError(`No category ${categoryId} in ${streamId}`);
  }
  const command: DeleteCategory = { type: 'DeleteCategory', data: { categoryId }, metadata: repairMetadata(userId, options.now) };
  return appendRepair(store, streamId, last, categoryListDecider.decide(command, state), command.metadata, reason);
}

function requireReason(text: string): string {
  const reason = text.trim();
  if (!reason) throw new RepairError('A reason is required (--reason "...")');
  return reason;
}

function repairMetadata(userId: string, at = new Date()): CommandMetadata {
  return { userId, now: at.toISOString(), today: at.toISOString().slice(0, 10), actor: { via: 'operator' } };
}

/** Did the stream ever create this record (so it is deleted now, and voiding it again is a no-op)? */
function opened(stored: readonly StoredEvent[], type: string, field: string, id: string): boolean {
  return stored.some((event) => event.type === type && dataField(event.data, field) === id);
}

async function appendRepair(
  store: EventStore,
  streamId: string,
  last: StoredEvent,
  events: readonly DomainEvent[],
  metadata: CommandMetadata,
  reason: string,
): Promise<RepairResult> {
  const result = await store.append(
    streamId,
    events.map((event) => ({
      type: event.type,
      data: event.data,
      metadata: eventMetadata(event.type, metadata, { causationId: last.id, repair: { by: 'operator', reason } }),
    })),
    // Someone else appending meanwhile fails this with a conflict; the operator simply runs it again.
    { expectedRevision: last.revision },
  );
  return { streamId, appended: true, position: result.position };
}

/** A repair that cannot be done as asked (exit code 2 in the CLI). */
export class RepairError extends Error {
  override readonly name = 'RepairError';
}
