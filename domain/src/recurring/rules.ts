/**
 * Recurring-transaction rules that run both on a create body (validation.ts) and on an update
 * merged with the stored record (the decider): one definition, no import circle.
 */
import { type IsoDate, parseIsoDate } from '../shared/dates';
import { mergeFields } from '../shared/aggregate-fields';
import type { FieldMessages } from '../shared/fields';
import { signedAmountCents } from '../transactions/balance';
import { type TransactionType, usesFromAccount, usesToAccount } from '../transactions/constants';
import { MAX_BI_MONTHLY_DAY, MIN_BI_MONTHLY_DAY, recurringMessages as m } from './constants';
import type { RecurringTransactionUpdateDraft } from './drafts';
import type { RecurringTransactionFields } from './fields';

const fromAccountRequired = (type: TransactionType) => (type === 'payment' ? m.paymentFromAccountRequired : m.expenseFromAccountRequired);
const toAccountRequired = (type: TransactionType) => (type === 'payment' ? m.paymentToAccountRequired : m.incomeToAccountRequired);

/** SPEC section 5's bi-monthly rule: exactly 2 days, each a whole number 1 to 28, not the same day twice. */
export function biMonthlyDatesProblem(dates: readonly unknown[]): string | undefined {
  if (dates.length !== 2) return m.biMonthlyDatesCount;
  if (!dates.every((day) => Number.isInteger(day) && (day as number) >= MIN_BI_MONTHLY_DAY && (day as number) <= MAX_BI_MONTHLY_DAY)) {
    return m.biMonthlyDatesRange;
  }
  return dates[0] === dates[1] ? m.biMonthlyDatesUnique : undefined;
}

/**
 * SPEC section 5's recurring rules on a whole record, messages into `messages` (fromAccountId,
 * toAccountId, endDate, biMonthlyDates). Returns the record normalised: the account its type does
 * not use becomes null, and biMonthlyDates [] unless the frequency is bi-monthly.
 */
export function applyRecurringRules(fields: RecurringTransactionFields, messages: FieldMessages): RecurringTransactionFields {
  const { type } = fields;
  const fromAccountId = usesFromAccount(type) ? fields.fromAccountId : null;
  const toAccountId = usesToAccount(type) ? fields.toAccountId : null;
  if (usesFromAccount(type) && fromAccountId === null) messages.fromAccountId = fromAccountRequired(type);
  if (usesToAccount(type) && toAccountId === null) messages.toAccountId = toAccountRequired(type);
  else if (type === 'payment' && toAccountId === fromAccountId) messages.toAccountId = m.sameAccount;
  if (fields.endDate !== null && fields.endDate <= fields.startDate) messages.endDate = m.endBeforeStart;
  let biMonthlyDates: number[] = [];
  if (fields.frequency === 'bi-monthly') {
    const problem = biMonthlyDatesProblem(fields.biMonthlyDates);
    if (problem) messages.biMonthlyDates = problem;
    biMonthlyDates = [...fields.biMonthlyDates];
  }
  return { ...fields, fromAccountId, toAccountId, biMonthlyDates };
}

/** An update draft laid over the stored record (applyRecurringRules then runs on the result). */
export function mergeRecurringUpdate(
  stored: RecurringTransactionFields,
  draft: RecurringTransactionUpdateDraft,
): RecurringTransactionFields {
  return mergeFields(stored, draft);
}

/** The amount as the read models and the API show it: expense negative, income and payment positive (like transactions). */
export function signedRecurringAmountCents(fields: Pick<RecurringTransactionFields, 'type' | 'amountCents'>): number {
  return signedAmountCents(fields.type, fields.amountCents);
}

/** SPEC section 9: the default end date (schedules and the recurring form): 31 December of the year after `today`. */
export function defaultEndDate(today: IsoDate): IsoDate {
  return `${String(parseIsoDate(today).year + 1).padStart(4, '0')}-12-31`;
}
