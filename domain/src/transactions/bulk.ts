import { ValidationError } from '../core/errors';
import type { FieldMessages } from '../shared/fields';
import type { RecordTransactions, TransactionReferenceContext } from './commands';
import { MAX_BULK_TRANSACTIONS, transactionMessages } from './constants';
import type { BulkTransactionDraft } from './drafts';
import type { TransactionRecordedEvent } from './events';
import { checkTransactionReferences, type ResolvedTransaction, resolveTransaction } from './references';
import { transactionStreamId } from './state';
import { checkBulkTransaction } from './validation';

export interface BulkItemMessages {
  index: number;
  fields: FieldMessages;
}

/** One parsed item against the context: its fields, or its body's and references' messages together. */
function resolveBulkItem(item: BulkTransactionDraft, context: TransactionReferenceContext, today: string): ResolvedTransaction {
  if (item.ok) return resolveTransaction(item.draft, context, { today });
  const messages = { ...item.messages };
  checkTransactionReferences(item.references, context, messages);
  return { ok: false, messages };
}

/**
 * Validates many bodies with one context (covering every id any of them references).
 * Returns the messages of each invalid item, in index order; an empty array means all are valid.
 */
export function validateBulk(inputs: readonly unknown[], context: TransactionReferenceContext): BulkItemMessages[] {
  const problems: BulkItemMessages[] = [];
  inputs.forEach((input, index) => {
    // `today` only fills defaults, which validation does not look at.
    const resolved = resolveBulkItem(checkBulkTransaction(input ?? {}), context, '1970-01-01');
    if (!resolved.ok) problems.push({ index, fields: resolved.messages });
  });
  return problems;
}

export interface StreamWrite<E> {
  streamId: string;
  /** Append with expectedRevision 'no-stream'. */
  events: E[];
}

/**
 * RecordTransactions, all or nothing: every item is checked first (its body's messages, which the
 * schema carried in, and its references) and one problem anywhere
 * throws a ValidationError whose fields are keyed `transactions.<index>.<field>` (index order).
 * Returns one write per new stream `transaction-<id>`; the caller appends them together
 * (one SQL transaction where the store allows it; each write is idempotent via 'no-stream' and
 * deterministic event ids otherwise). Above MAX_BULK_TRANSACTIONS the API answers 413 before
 * calling this; here it is a ValidationError on `transactions`.
 */
export function decideRecordTransactions(command: RecordTransactions): StreamWrite<TransactionRecordedEvent>[] {
  const { transactions, context, importId } = command.data;
  if (transactions.length === 0) throw ValidationError.of('transactions', transactionMessages.bulkEmpty);
  if (transactions.length > MAX_BULK_TRANSACTIONS) throw ValidationError.of('transactions', transactionMessages.bulkTooMany);

  const messages: FieldMessages = {};
  const seen = new Set<string>();
  transactions.forEach(({ transactionId }, index) => {
    if (seen.has(transactionId)) messages[`transactions.${index}.transactionId`] = transactionMessages.bulkDuplicateId;
    seen.add(transactionId);
  });
  const writes: StreamWrite<TransactionRecordedEvent>[] = [];
  transactions.forEach(({ transactionId, item, externalId, bankDescription }, index) => {
    const resolved = resolveBulkItem(item, context, command.metadata.today);
    if (!resolved.ok) {
      for (const [field, message] of Object.entries(resolved.messages)) messages[`transactions.${index}.${field}`] = message;
      return;
    }
    const event: TransactionRecordedEvent = {
      type: 'TransactionRecorded',
      data: {
        transactionId,
        userId: command.metadata.userId,
        ...resolved.fields,
        recurringTransactionId: null,
        isRecurring: false,
        ...(importId === undefined ? {} : { importId }),
        ...(externalId === undefined ? {} : { externalId }),
        ...(bankDescription === undefined ? {} : { bankDescription }),
      },
    };
    writes.push({ streamId: transactionStreamId(transactionId), events: [event] });
  });
  if (Object.keys(messages).length > 0) {
    // Index order, whatever the kind of problem.
    const ordered = Object.entries(messages).sort(([a], [b]) => Number(a.split('.')[1]) - Number(b.split('.')[1]));
    throw new ValidationError(Object.fromEntries(ordered));
  }
  return writes;
}
