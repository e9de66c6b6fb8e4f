import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { MAX_AMOUNT_CENTS } from '../shared/money';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './constants';

/*
 * One stream per transaction: `transaction-<transactionId>` (transactionStreamId).
 * amountCents is the ABSOLUTE amount (> 0); the sign comes from `type`. Read models and the
 * API show expense amounts negative: signedAmountCents(type, amountCents) in balance.ts
 * (an expense of 12.30 is returned as "-12.30"; income and payment positive).
 */

const transactionFields = {
  transactionId: z.string(),
  title: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  amountCents: z.number().int().positive().max(MAX_AMOUNT_CENTS),
  /** Name of the first chosen category at the time of writing ('' when none). */
  category: z.string(),
  transactionCategoryIds: z.array(z.string()),
  /** Set for expense and payment, null for income. */
  fromAccountId: z.string().nullable(),
  /** Set for income and payment, null for expense. */
  toAccountId: z.string().nullable(),
  posted: z.enum(TRANSACTION_STATUSES),
  /** yyyy-mm-dd. New events hold 1901-2099 days only (the decider's rule); the schema stays as loose as what is stored (see defineEvent). */
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
};

export const TransactionRecorded = defineEvent({
  type: 'TransactionRecorded',
  version: 1,
  schema: z.object({
    ...transactionFields,
    userId: z.string(),
    /** Set when generated from a recurring transaction (later feature); null for manual ones. */
    recurringTransactionId: z.string().nullable(),
    /** True exactly when recurringTransactionId is set. */
    isRecurring: z.boolean(),
    /** The import batch that wrote it (issue 11; `import-<importId>`); absent for everything else. */
    importId: z.string().optional(),
    /** The bank's own id of the transaction (OFX FITID), absent when the source has none. */
    externalId: z.string().optional(),
  }),
});

/** Full snapshot of the editable fields after the change; only emitted when something changed. */
export const TransactionUpdated = defineEvent({
  type: 'TransactionUpdated',
  version: 1,
  schema: z.object(transactionFields),
});

export const TransactionStatusChanged = defineEvent({
  type: 'TransactionStatusChanged',
  version: 1,
  schema: z.object({ transactionId: z.string(), posted: z.enum(TRANSACTION_STATUSES) }),
});

/** The transaction leaves every list and balance; the stream is kept, its id is never reused. */
export const TransactionDeleted = defineEvent({
  type: 'TransactionDeleted',
  version: 1,
  schema: z.object({
    transactionId: z.string(),
    /**
     * Absent: the user deleted it. 'regenerated': the recurring generator removed an occurrence an
     * edit no longer wants (the day may be generated again, as a new stream); 'recurring-deleted':
     * its recurring transaction was deleted; 'import-undone': its import batch was undone.
     */
    reason: z.enum(['regenerated', 'recurring-deleted', 'import-undone']).optional(),
  }),
});

export const transactionEvents = [TransactionRecorded, TransactionUpdated, TransactionStatusChanged, TransactionDeleted];

export type TransactionRecordedEvent = EventOf<typeof TransactionRecorded>;
export type TransactionUpdatedEvent = EventOf<typeof TransactionUpdated>;
export type TransactionStatusChangedEvent = EventOf<typeof TransactionStatusChanged>;
export type TransactionDeletedEvent = EventOf<typeof TransactionDeleted>;
export type TransactionEvent = TransactionRecordedEvent | TransactionUpdatedEvent | TransactionStatusChangedEvent | TransactionDeletedEvent;
