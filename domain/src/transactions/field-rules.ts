/**
 * The checks of the fields a transaction body shares with a recurring transaction's (title, amount,
 * type, accounts, category, category ids): written once here, so both bodies give the same messages
 * for them. Each body's checker (validation.ts here and in recurring/) calls them in its field order.
 */
import { checkRequiredText, type FieldResult, optionalId, takeField } from '../shared/field-rules';
import type { FieldMessages } from '../shared/fields';
import { parseAmount } from '../shared/money';
import { textProblem } from '../shared/text';
import {
  isTransactionType,
  MAX_TRANSACTION_CATEGORY_IDS,
  type TransactionType,
  transactionMessages as m,
  transactionTextRules,
} from './constants';

/** A body as a record of its fields (anything else reads as an empty body). */
export function bodyFields(raw: unknown): Record<string, unknown> {
  return raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/** The money fields both bodies start with, as far as they were given and valid. */
export interface MoneyFieldsValue {
  title?: string;
  amountCents?: number;
  type?: TransactionType;
}

/**
 * title, amount (absolute, > 0: the sign comes from the type) and type, in that order, into `value`
 * and `messages`; a field `skip` says was not given is left out (partial bodies).
 */
export function checkMoneyFields(
  input: Record<string, unknown>,
  skip: (value: unknown) => boolean,
  messages: FieldMessages,
  value: MoneyFieldsValue,
): void {
  if (!skip(input.title)) {
    takeField(
      messages,
      'title',
      checkRequiredText(input.title, transactionTextRules.title, m.titleRequired),
      (text) => (value.title = text),
    );
  }
  if (!skip(input.amount)) {
    const amount = parseAmount(input.amount as string | number | null | undefined);
    if (amount.ok) value.amountCents = amount.cents;
    else messages.amount = amount.message;
  }
  if (!skip(input.type)) {
    if (isTransactionType(input.type)) value.type = input.type;
    else messages.type = m.typeInvalid;
  }
}

/** The two account ids as given: a trimmed id, null when emptied, undefined when `skip` says not given. */
export function givenAccountIds(
  input: Record<string, unknown>,
  skip: (value: unknown) => boolean,
): { from: string | null | undefined; to: string | null | undefined } {
  return {
    from: skip(input.fromAccountId) ? undefined : optionalId(input.fromAccountId),
    to: skip(input.toAccountId) ? undefined : optionalId(input.toAccountId),
  };
}

/** The free-text category (used only when no category is chosen): trimmed, within its limit. */
export function checkCategoryText(text: string): FieldResult<string> {
  const trimmed = text.trim();
  const problem = textProblem(trimmed, transactionTextRules.category);
  return problem === undefined ? { ok: true, value: trimmed } : { ok: false, message: problem };
}

/** The chosen category ids into `value` (or their message), unless `skip` says they were not given. */
export function takeCategoryIds(
  input: Record<string, unknown>,
  skip: (value: unknown) => boolean,
  messages: FieldMessages,
  value: { transactionCategoryIds?: string[] },
): void {
  if (skip(input.transactionCategoryIds)) return;
  takeField(
    messages,
    'transactionCategoryIds',
    checkCategoryIds(input.transactionCategoryIds),
    (ids) => (value.transactionCategoryIds = ids),
  );
}

/** The chosen category ids: absent or null is none; trimmed, without repeats, at most MAX_TRANSACTION_CATEGORY_IDS. */
export function checkCategoryIds(ids: unknown): FieldResult<string[]> {
  if (ids === undefined || ids === null) return { ok: true, value: [] };
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string' && id.trim() !== '')) {
    return { ok: false, message: m.categoryIdsInvalid };
  }
  if (ids.length > MAX_TRANSACTION_CATEGORY_IDS) return { ok: false, message: m.categoryIdsTooMany };
  return { ok: true, value: [...new Set(ids.map((id: string) => id.trim()))] };
}
