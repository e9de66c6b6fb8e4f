/**
 * Operator repairs that append a corrective event through the domain instead of rewriting the log.
 * `npm run projector -- repair void-transaction <id> --reason "..."` (cli.ts).
 */
import { transactionDecider, transactionStreamId, type DeleteTransaction, type TransactionEvent } from '@life/domain';
import { eventMetadata, upcast, type EventStore, type Position, type StoredEvent } from '@life/infra';

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
  const state = stored.map(lenientUpcast).reduce(transactionDecider.evolve, transactionDecider.initialState());
  if (state.status === 'deleted') return { streamId, appended: false, position: last.position };
  if (state.status !== 'recorded') throw new RepairError(`Stream ${streamId} holds no recorded transaction`);

  const now = options.now ?? new Date();
  const command: DeleteTransaction = {
    type: 'DeleteTransaction',
    data: { transactionId },
    // The owner's id: the decider only lets the owner delete, and the ledger reads the owner from it.
    metadata: { userId: state.userId, now: now.toISOString(), today: now.toISOString().slice(0, 10) },
  };
  const events = transactionDecider.decide(command, state);
  const result = await store.append(
    streamId,
    events.map((event) => ({
      type: event.type,
      data: event.data,
      metadata: eventMetadata(event.type, command.metadata, { causationId: last.id, repair: { by: 'operator', reason } }),
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

function lenientUpcast(event: StoredEvent): TransactionEvent {
  try {
    return upcast(event) as TransactionEvent;
  } catch {
    return { type: event.type, data: event.data } as TransactionEvent;
  }
}
