import { ValidationError } from '../core/errors';
import type { FieldMessages } from '../shared/fields';
import type { RecordTransactions, TransactionReferenceContext } from './commands';
import { MAX_BULK_TRANSACTIONS, transactionMessages } from './constants';
import type { TransactionRecordedEvent } from './events';
import { resolveTransaction } from './references';
import { transactionStreamId } from './state';

export interface BulkItemMessages {
  index: number;
  fields: FieldMessages;
}

/**
 * Validates many bodies with one context (covering every id any of them references).
 * Returns the messages of each invalid item, in index order; an empty array means all are valid.
 */
export function validateBulk(inputs: readonly unknown[], context: TransactionReferenceContext): BulkItemMessages[] {
  const problems: BulkItemMessages[] = [];
  inputs.forEach((input, index) => {
    // `today` only fills defaults, which validation does not look at.
    const resolved = resolveTransaction((input ?? {}) as Record<string, unknown>, context, { today: '1970-01-01' });
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
 * RecordTransactions, all or nothing: every item is validated first and one problem anywhere
 * throws a ValidationError whose fields are keyed `transactions.<index>.<field>` (index order).
 * Returns one write per new stream `transaction-<id>`; the caller appends them together
 * (one SQL transaction where the store allows it; each write is idempotent via 'no-stream' and
 * deterministic event ids otherwise). Above MAX_BULK_TRANSACTIONS the API answers 413 before
 * calling this; here it is a ValidationError on `transactions`.
 */
export function decideRecordTransactions(command: RecordTransactions): StreamWrite<TransactionRecordedEvent>[] {
  const { transactions, context } = command.data;
  if (transactions.length === 0) throw ValidationError.of('transactions', transactionMessages.bulkEmpty);
  if (transactions.length > MAX_BULK_TRANSACTIONS) throw ValidationError.of('transactions', transactionMessages.bulkTooMany);

  const messages: FieldMessages = {};
  const seen = new Set<string>();
  transactions.forEach(({ transactionId }, index) => {
    if (seen.has(transactionId)) messages[`transactions.${index}.transactionId`] = transactionMessages.bulkDuplicateId;
    seen.add(transactionId);
  });
  const writes = transactions.map(({ transactionId, input }, index) => {
    const resolved = resolveTransaction(input ?? {}, context, { today: command.metadata.today });
    if (!resolved.ok) {
      for (const [field, message] of Object.entries(resolved.messages)) messages[`transactions.${index}.${field}`] = message;
      return null;
    }
    const event: TransactionRecordedEvent = {
      type: 'TransactionRecorded',
      data: { transactionId, userId: command.metadata.userId, ...resolved.fields, recurringTransactionId: null, isRecurring: false },
    };
    return { streamId: transactionStreamId(transactionId), events: [event] };
  });
  if (Object.keys(messages).length > 0) {
    // Index order, whatever the kind of problem.
    const ordered = Object.entries(messages).sort(([a], [b]) => Number(a.split('.')[1]) - Number(b.split('.')[1]));
    throw new ValidationError(Object.fromEntries(ordered));
  }
  return writes as StreamWrite<TransactionRecordedEvent>[];
}
