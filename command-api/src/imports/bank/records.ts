/**
 * Writing and undoing a bank import's transactions (issue 11): drafts go through the domain's
 * bulk decider (bounds, references, category fit) in chunks of MAX_BULK_TRANSACTIONS, all chunks
 * decided before the first is appended (nothing half-written on a refusal: `checkBankTransactions`
 * runs first), each chunk one appendMany (one SQL transaction). The drafts come from a pass over the
 * file (issue 25), so at most one chunk of them is held. Undo deletes the batch's live transactions
 * through the transaction decider, reason 'import-undone'.
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
  type TransactionCommand,
  type TransactionReferenceContext,
} from '@life/domain';
import type { BankImportRemoval } from '@life/domain/imports/bank-plan';
import type { TransactionDraft } from '@life/domain';
import { eventMetadata } from '@life/infra/event-store/handle-command';
import { foldStream, streamEvents, type AppendBatch, type EventStore, type Queryable } from '@life/infra';
import { transactionIdsOfImport } from '@life/projector/projections/money-imports/queries';
import { newTransactionStreams } from '../../transactions/new-streams';
import { referenceContext } from '../../transactions/context';

export interface BankDraftToWrite {
  transactionId: string;
  draft: TransactionDraft;
  externalId?: string;
  /** The bank's whole text when the draft's title is a shortened one. */
  bankDescription?: string;
}

/** One pass over the drafts an import adds, in order; every pass hands on the same drafts. */
export type BankDrafts = (onDraft: (draft: BankDraftToWrite) => Promise<void>) => Promise<void>;

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

/** The drafts in chunks of MAX_BULK_TRANSACTIONS, as the bulk decider takes them. */
async function inChunks(drafts: BankDrafts, onChunk: (chunk: BankDraftToWrite[]) => void | Promise<void>): Promise<void> {
  let chunk: BankDraftToWrite[] = [];
  await drafts(async (draft) => {
    chunk.push(draft);
    if (chunk.length < MAX_BULK_TRANSACTIONS) return;
    const full = chunk;
    chunk = [];
    await onChunk(full);
  });
  if (chunk.length > 0) await onChunk(chunk);
}

/** Decides every chunk, appending nothing: a ValidationError names the first refused item. */
export async function checkBankTransactions(
  drafts: BankDrafts,
  context: TransactionReferenceContext,
  importId: string,
  metadata: CommandMetadata,
): Promise<void> {
  // Deciding is pure and cheap; doing it twice keeps memory to one chunk's events.
  await inChunks(drafts, (chunk) => void decideChunk(chunk, context, importId, metadata));
}

/**
 * Appends the drafts a chunk at a time (after `checkBankTransactions` passed on the same drafts),
 * handing each chunk's position to `afterChunk` (the route's pace, http/demand.ts). Returns the last position.
 */
export async function writeBankTransactions(
  store: EventStore,
  drafts: BankDrafts,
  context: TransactionReferenceContext,
  importId: string,
  metadata: CommandMetadata,
  afterChunk: (position: string) => Promise<void> = () => Promise.resolve(),
): Promise<string> {
  let position = '';
  await inChunks(drafts, async (chunk) => {
    const results = await store.appendMany(decideChunk(chunk, context, importId, metadata));
    for (const result of results) if (result.position > position) position = result.position;
    await afterChunk(position);
  });
  return position;
}

type TransactionState = ReturnType<typeof foldTransaction>;

const foldTransaction = (history: Parameters<typeof foldStream>[1]) =>
  foldStream({ decider: transactionDecider, events: transactionEvents }, history);

/**
 * Runs a command on each of these transactions through their decider, in chunks of one appendMany
 * each; `command` answers none for one to leave alone, and a refusal (deleted meanwhile, a reference
 * gone) leaves it alone too. Returns the ids changed and the last position.
 */
async function onTransactions(
  store: EventStore,
  transactionIds: readonly string[],
  command: (transactionId: string, state: TransactionState) => TransactionCommand | undefined | Promise<TransactionCommand | undefined>,
): Promise<{ changed: string[]; position: string }> {
  let position = '';
  const changed: string[] = [];
  for (const part of chunks(transactionIds, UNDO_CHUNK)) {
    const batches: AppendBatch[] = [];
    const histories = await store.readStreams(part.map(transactionStreamId));
    for (const [index, transactionId] of part.entries()) {
      const history = histories[index]!;
      const state = foldTransaction(history);
      const wanted = await command(transactionId, state);
      if (!wanted) continue;
      let events;
      try {
        events = transactionDecider.decide(wanted, state);
      } catch {
        continue;
      }
      if (events.length === 0) continue;
      changed.push(transactionId);
      batches.push({
        streamId: transactionStreamId(transactionId),
        expectedRevision: history.length - 1,
        events: events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, wanted.metadata) })),
      });
    }
    if (batches.length === 0) continue;
    const results = await store.appendMany(batches);
    for (const result of results) if (result.position > position) position = result.position;
  }
  return { changed, position };
}

/**
 * Sets the status of these transactions; one already so (or deleted meanwhile) is left alone. An
 * import posts the pending transactions its rows matched (issue 23); its undo sets them back to pending.
 */
export function setTransactionStatuses(
  store: EventStore,
  transactionIds: readonly string[],
  posted: 'posted' | 'pending',
  metadata: CommandMetadata,
): Promise<{ changed: string[]; position: string }> {
  return onTransactions(store, transactionIds, (transactionId, state) =>
    state.status !== 'recorded' || state.fields.posted === posted
      ? undefined
      : { type: 'ChangeTransactionStatus', data: { transactionId, posted }, metadata },
  );
}

/**
 * Removes the holds an import's rows released or replaced (issue 23; pending ones, or worded as a hold
 * by an import made before holds were recorded pending); one deleted meanwhile is left alone. Returns
 * the ids removed: the import's undo restores them.
 */
export async function removeHeldTransactions(
  store: EventStore,
  removals: readonly { transactionId: string; reason: BankImportRemoval }[],
  metadata: CommandMetadata,
): Promise<{ changed: string[]; position: string }> {
  const reasons = new Map(removals.map((removal) => [removal.transactionId, removal.reason]));
  return onTransactions(store, [...reasons.keys()], (transactionId, state) =>
    state.status !== 'recorded'
      ? undefined
      : { type: 'DeleteTransaction', data: { transactionId, reason: reasons.get(transactionId)! }, metadata },
  );
}

/** An undo brings back the pending transactions the import removed, with their accounts and categories as they are now. */
function restoreRemovedTransactions(store: EventStore, q: Queryable, transactionIds: readonly string[], metadata: CommandMetadata) {
  return onTransactions(store, transactionIds, async (transactionId, state) =>
    state.status !== 'deleted'
      ? undefined
      : {
          type: 'RestoreTransaction',
          data: { transactionId, context: await referenceContext(q, metadata.userId, [state.fields]) },
          metadata,
        },
  );
}

/**
 * Deletes the batch's live transactions (some may have been deleted by hand since), sets the
 * pending transactions it marked posted back to pending (ImportCompleted's postedIds) and restores
 * the pending ones it removed (`removedIds`: released or replaced holds).
 */
export async function deleteImportedTransactions(
  store: EventStore,
  q: Queryable,
  importId: string,
  metadata: CommandMetadata,
): Promise<{ removed: number; position: string }> {
  const batch = streamEvents(importBatchEvents, await store.readStream(importBatchStreamId(importId)));
  const postedIds = batch.flatMap((event) => (event.type === 'ImportCompleted' ? (event.data.postedIds ?? []) : []));
  const removedIds = batch.flatMap((event) => (event.type === 'ImportCompleted' ? (event.data.removedIds ?? []) : []));
  const reverted = await setTransactionStatuses(store, postedIds, 'pending', metadata);
  const restored = await restoreRemovedTransactions(store, q, removedIds, metadata);
  const ids = await transactionIdsOfImport(q, metadata.userId, importId);
  let position = restored.position > reverted.position ? restored.position : reverted.position;
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
