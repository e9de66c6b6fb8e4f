import type { CommandMetadata, decideRecordTransactions } from '@life/domain';
import type { AppendBatch } from '@life/infra';
import { eventMetadata } from '@life/infra/event-store/handle-command';

/**
 * The bulk decider's writes (the bulk API, bank imports) as appends of new streams. Each event's id
 * is its transaction's, so a retried append of the same streams is a no-op.
 */
export function newTransactionStreams(writes: ReturnType<typeof decideRecordTransactions>, metadata: CommandMetadata): AppendBatch[] {
  return writes.map(({ streamId, events }) => ({
    streamId,
    expectedRevision: 'no-stream' as const,
    events: events.map((event) => ({
      id: event.data.transactionId,
      type: event.type,
      data: event.data,
      metadata: eventMetadata(event.type, metadata),
    })),
  }));
}
