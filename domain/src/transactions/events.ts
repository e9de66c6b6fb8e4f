import { z } from 'zod';
import { defineEvent, type EventOf } from '../core/events';
import { TRANSACTION_STATUSES } from './constants';
import { transactionFieldsSchema } from './fields';

/*
 * One stream per transaction: `transaction-<transactionId>` (transactionStreamId). The stored
 * fields are declared in fields.ts (amountCents absolute, the sign from `type`).
 */

export const TransactionRecorded = defineEvent({
  type: 'TransactionRecorded',
  version: 1,
  schema: z.object({
    transactionId: z.string(),
    ...transactionFieldsSchema.shape,
    userId: z.string(),
    /** Set when generated from a recurring transaction (later feature); null for manual ones. */
    recurringTransactionId: z.string().nullable(),
    /** True exactly when recurringTransactionId is set. */
    isRecurring: z.boolean(),
    /** The import batch that wrote it (issue 11; `import-<importId>`); absent for everything else. */
    importId: z.string().optional(),
    /** The bank's own id of the transaction (OFX FITID), absent when the source has none. */
    externalId: z.string().optional(),
    /** The bank's whole description when `title` is a shortened one (issue 23); shown in the history. */
    bankDescription: z.string().optional(),
  }),
});

/** Full snapshot of the editable fields after the change; only emitted when something changed. */
export const TransactionUpdated = defineEvent({
  type: 'TransactionUpdated',
  version: 1,
  schema: z.object({ transactionId: z.string(), ...transactionFieldsSchema.shape }),
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
     * its recurring transaction was deleted; 'import-undone': its import batch was undone;
     * 'account-deleted': deleted with its account (`accountId`), so restoring the account brings it back;
     * 'hold-released' / 'replaced-by-import' (issue 23): a pending hold a bank import's row released, or settled
     * under a new bank id (the row recorded instead); that import's undo restores it.
     */
    reason: z
      .enum(['regenerated', 'recurring-deleted', 'import-undone', 'account-deleted', 'hold-released', 'replaced-by-import'])
      .optional(),
    /** With reason 'account-deleted': the account whose deletion took it (issue 26: what went with a record). */
    accountId: z.string().optional(),
    /**
     * With reason 'recurring-deleted': the recurring transaction whose deletion took it (issue 26: restored
     * with it). Absent on deletions written before; the occurrence's own recurringTransactionId says the same.
     */
    recurringTransactionId: z.string().optional(),
  }),
});

/**
 * Reconciliation (issue 24): the user ticked the transaction as on the bank's statement (cleared)
 * or took the tick back. Its own events, like TransactionStatusChanged: clearing is matching the
 * bank, not an edit of what the transaction is, so an edit neither needs nor resets it.
 */
export const TransactionCleared = defineEvent({ type: 'TransactionCleared', version: 1, schema: z.object({ transactionId: z.string() }) });
export const TransactionUncleared = defineEvent({
  type: 'TransactionUncleared',
  version: 1,
  schema: z.object({ transactionId: z.string() }),
});

export const transactionEvents = [
  TransactionRecorded,
  TransactionUpdated,
  TransactionStatusChanged,
  TransactionDeleted,
  TransactionCleared,
  TransactionUncleared,
];

export type TransactionRecordedEvent = EventOf<typeof TransactionRecorded>;
export type TransactionUpdatedEvent = EventOf<typeof TransactionUpdated>;
export type TransactionDeletedEvent = EventOf<typeof TransactionDeleted>;
/** Any transaction event (the union of transactionEvents). */
export type TransactionEvent = EventOf<(typeof transactionEvents)[number]>;
