/**
 * What the recurring-transaction schemas parse a body into (schemas.ts), and what its commands
 * carry: cents as integers (the absolute amount), checked yyyy-mm-dd days, trimmed texts and ids.
 * Types only.
 */
import type { RecurringTransactionFields } from './state';

/** POST /api/recurring-transactions: every field, the rules applied (unused account null, biMonthlyDates [] unless bi-monthly). */
export type RecurringTransactionDraft = RecurringTransactionFields;

/**
 * PUT /api/recurring-transactions/{id}: an absent field keeps its stored value; the cross-field
 * rules (accounts by type, bi-monthly dates, end after start) run on the merged record in the decider.
 */
export type RecurringTransactionUpdateDraft = Partial<RecurringTransactionFields>;
