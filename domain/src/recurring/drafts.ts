/**
 * What the recurring-transaction schemas parse a body into (schemas.ts), and what its commands
 * carry: cents as integers (the absolute amount), checked yyyy-mm-dd days, trimmed texts and ids.
 * Types only.
 */
import type { RecurringTransactionFields } from './state';

/**
 * What a body asks of generation beside the stored fields: `includeOlderOccurrences` (default false)
 * lets the rule's occurrences start at its start date instead of one year before the user's today
 * (window.ts). Not a stored field: the decider turns it into the event's occurrencesFrom.
 */
export interface RecurringGenerationRequest {
  includeOlderOccurrences: boolean;
}

/** POST /api/recurring-transactions: every field, the rules applied (unused account null, biMonthlyDates [] unless bi-monthly). */
export type RecurringTransactionDraft = RecurringTransactionFields & RecurringGenerationRequest;

/**
 * PUT /api/recurring-transactions/{id}: an absent field keeps its stored value; the cross-field
 * rules (accounts by type, bi-monthly dates, end after start) run on the merged record in the decider.
 * includeOlderOccurrences is asked anew on each edit (absent: false).
 */
export type RecurringTransactionUpdateDraft = Partial<RecurringTransactionFields> & Partial<RecurringGenerationRequest>;
