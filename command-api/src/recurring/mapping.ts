import { formatCents, nextOccurrence, signedRecurringAmountCents, type IsoDate, type RecurringTransactionFields } from '@life/domain';
import type { RecurringTransactionJson } from '@life/domain/recurring/api';
import type { RecurringTransactionRow } from '@life/projector/projections/schedules/recurring';

/** The rule a stored row describes, as the domain's occurrence rules read it. */
export function recurringFieldsOf(row: RecurringTransactionRow): RecurringTransactionFields {
  return {
    title: row.title,
    amountCents: Number(row.amount_cents),
    type: row.type,
    category: row.category,
    transactionCategoryIds: row.transaction_category_ids,
    fromAccountId: row.from_account_id,
    toAccountId: row.to_account_id,
    frequency: row.frequency,
    startDate: row.start_date,
    endDate: row.end_date,
    biMonthlyDates: row.bi_monthly_dates,
    isActive: row.is_active,
    autoPost: row.auto_post,
  };
}

/**
 * A recurring transaction as every /api/recurring-transactions route returns it; the shape web reads
 * too. `today` is the caller's day (X-Time-Zone): nextOccurrence is computed, never stored, so it
 * moves on with the calendar.
 */
export function toRecurringTransactionJson(row: RecurringTransactionRow, today: IsoDate): RecurringTransactionJson {
  const fields = recurringFieldsOf(row);
  return {
    id: row.id,
    title: fields.title,
    amount: formatCents(signedRecurringAmountCents(fields)),
    type: fields.type,
    category: fields.category,
    transactionCategoryIds: fields.transactionCategoryIds,
    fromAccountId: fields.fromAccountId,
    toAccountId: fields.toAccountId,
    frequency: fields.frequency,
    startDate: fields.startDate,
    endDate: fields.endDate,
    biMonthlyDates: fields.biMonthlyDates,
    nextOccurrence: nextOccurrence(fields, today),
    isActive: fields.isActive,
    autoPost: fields.autoPost,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
