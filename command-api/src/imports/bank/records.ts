/**
 * Writing and undoing a bank import's transactions (issue 11): drafts go through the domain's
 * bulk decider (bounds, references, category fit) in chunks of MAX_BULK_TRANSACTIONS, all chunks
 * decided before the first is appended (nothing half-written on a refusal), each chunk one
 * appendMany (one SQL transaction). Undo deletes the batch's live transactions through the
 * transaction decider, reason 'import-undone'.
 */
import {
  decideRecordTransactions,
  importBatchEvents,
  importBatchStreamId,
  MAX_BULK_TRANSACTIONS,
  transactionDecider,
  transactionEvents,
  transactionStreamId,
  type BulkTransactionItem,
  type CommandMetadata,
  type TransactionReferenceContext,
} from '@life/domain';
import type { TransactionDraft } from '@life/domain';
import { eventMetadata } from '@life/infra/event-store/handle-command';
import { foldStream, streamEvents, type AppendBatch, type EventStore, type Queryable } from '@life/infra';
import { transactionIdsOfImport } from '@life/projector/projections/money-imports/queries';
import { newTransactionStreams } from '../../transactions/new-streams';

export interface BankDraftToWrite {
  transactionId: string;
  draft: TransactionDraft;
  externalId?: string;
  /** The bank's whole text when the draft's title is a shortened one. */
  bankDescription?: string;
}

/**
 * Deletions per appendMany (one transaction): 250 take ~50 ms on embedded PGlite, whose one backend
 * other users' requests wait for while a chunk runs (issue 22; 1,000 took ~200 ms).
 */
const UNDO_CHUNK = 250;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < items.length; at += size) out.push(items.slice(at, at + size));
  return out;
}

function decideChunk(
  chunk: readonly BankDraftToWrite[],
  context: TransactionReferenceContext,
  importId: string,
  metadata: CommandMetadata,
): AppendBatch[] {
  const transactions: BulkTransactionItem[] = chunk.map(({ transactionId, draft, externalId, bankDescription }) => ({
    transactionId,
    item: { ok: true, draft },
    ...(externalId === undefined ? {} : { externalId }),
    ...(bankDescription === undefined ? {} : { bankDescription }),
  }));
  return newTransactionStreams(
    decideRecordTransactions({ type: 'RecordTransactions', data: { transactions, context, importId }, metadata }),
    metadata,
  );
}

/** Checks every chunk (a ValidationError names the first refused item), then appends them. Returns the last position. */
export async function writeBankTransactions(
  store: EventStore,
  items: readonly BankDraftToWrite[],
  context: TransactionReferenceContext,
  importId: string,
  metadata: CommandMetadata,
): Promise<string> {
  const parts = chunks(items, MAX_BULK_TRANSACTIONS);
  // Deciding is pure and cheap; doing it twice keeps memory to one chunk's events.
  for (const part of parts) decideChunk(part, context, importId, metadata);
  let position = '';
  for (const part of parts) {
    const results = await store.appendMany(decideChunk(part, context, importId, metadata));
    for (const result of results) if (result.position > position) position = result.position;
  }
  return position;
}

/**
 * Sets the status of these transactions through their decider, in chunks of one appendMany each;
 * one already so (or deleted meanwhile: its decider refuses) is left alone. Returns the ids changed
 * and the last position. An import posts the pending transactions its rows matched (issue 23);
 * its undo sets them back to pending.
 */
export async function setTransactionStatuses(
  store: EventStore,
  transactionIds: readonly string[],
  posted: 'posted' | 'pending',
  metadata: CommandMetadata,
): Promise<{ changed: string[]; position: string }> {
  let position = '';
  const changed: string[] = [];
  for (const part of chunks(transactionIds, UNDO_CHUNK)) {
    const batches: AppendBatch[] = [];
    const histories = await store.readStreams(part.map(transactionStreamId));
    for (const [index, transactionId] of part.entries()) {
      const history = histories[index]!;
      const state = foldStream({ decider: transactionDecider, events: transactionEvents }, history);
      if (state.status !== 'recorded' || state.fields.posted === posted) continue;
      const events = transactionDecider.decide({ type: 'ChangeTransactionStatus', data: { transactionId, posted }, metadata }, state);
      if (events.length === 0) continue;
      changed.push(transactionId);
      batches.push({
        streamId: transactionStreamId(transactionId),
        expectedRevision: history.length - 1,
        events: events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, metadata) })),
      });
    }
    if (batches.length === 0) continue;
    const results = await store.appendMany(batches);
    for (const result of results) if (result.position > position) position = result.position;
  }
  return { changed, position };
}

/**
 * Deletes the batch's live transactions (some may have been deleted by hand since), and sets the
 * pending transactions it marked posted back to pending (ImportCompleted's postedIds).
 */
export async function deleteImportedTransactions(
  store: EventStore,
  q: Queryable,
  importId: string,
  metadata: CommandMetadata,
): Promise<{ removed: number; position: string }> {
  const batch = streamEvents(importBatchEvents, await store.readStream(importBatchStreamId(importId)));
  const postedIds = batch.flatMap((event) => (event.type === 'ImportCompleted' ? (event.data.postedIds ?? []) : []));
  const reverted = await setTransactionStatuses(store, postedIds, 'pending', metadata);
  const ids = await transactionIdsOfImport(q, metadata.userId, importId);
  let position = reverted.position;
  for (const part of chunks(ids, UNDO_CHUNK)) {
    const batches: AppendBatch[] = [];
    // The chunk's streams are read in one call: a 100,000-row batch is 100 reads, not 100,000.
    const histories = await store.readStreams(part.map(transactionStreamId));
    for (const [index, transactionId] of part.entries()) {
      const history = histories[index]!;
      const state = foldStream({ decider: transactionDecider, events: transactionEvents }, history);
      const events = transactionDecider.decide(
        { type: 'DeleteTransaction', data: { transactionId, reason: 'import-undone' }, metadata },
        state,
      );
      if (events.length === 0) continue;
      batches.push({
        streamId: transactionStreamId(transactionId),
        expectedRevision: history.length - 1,
        events: events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, metadata) })),
      });
    }
    const results = await store.appendMany(batches);
    for (const result of results) if (result.position > position) position = result.position;
  }
  return { removed: ids.length, position };
}
