import { isIsoDate, isSupportedDate } from '../shared/dates';
import { type FieldMessages, hasFieldMessages, isBlank } from '../shared/fields';
import { parseMoney } from '../shared/money';
import { checkActiveFlag, checkColor, checkOptionalText, checkRequiredChoice, checkRequiredText, takeField } from '../shared/field-rules';
import type { DraftCheck } from '../shared/zod';
import { accountMessages, accountTypeHasCreditLimit, DEFAULT_STARTING_BALANCE_AS_OF, isAccountType, accountTextRules } from './constants';
import type { AccountBalanceDraft, AccountDraft, AccountUpdateDraft } from './drafts';
import { ACCOUNT_FIELD_KEYS } from './fields';
import { defaultAccountColor } from './rules';

export interface AccountInputCheck {
  messages: FieldMessages;
  value: AccountUpdateDraft;
}

function asRecord(raw: unknown): Record<string, unknown> {
  return raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/**
 * Checks an account body, fields in form order: accountName, accountType, balance, startingBalance,
 * startingBalanceAsOf, creditLimit, description, color, isActive, isPrimary.
 * Full mode (create) applies defaults: starting balance 0, as-of 2025-10-01, description '',
 * colour from the type, active. Partial mode (update bodies) skips fields that are undefined.
 * null and '' mean "empty": required fields report it, optional ones fall back to their default;
 * in partial mode an emptied colour or credit limit stays null, for the decider to settle against
 * the merged type (rules.ts).
 */
export function checkAccountInput(raw: unknown, options: { partial?: boolean } = {}): AccountInputCheck {
  const input = asRecord(raw);
  const partial = options.partial ?? false;
  const skip = (value: unknown) => partial && value === undefined;
  const messages: FieldMessages = {};
  const value: AccountUpdateDraft = {};

  if (!skip(input.accountName)) {
    takeField(
      messages,
      'accountName',
      checkRequiredText(input.accountName, accountTextRules.name, accountMessages.nameRequired),
      (text) => (value.accountName = text),
    );
  }

  if (!skip(input.accountType)) {
    const typeMessages = { required: accountMessages.typeRequired, invalid: accountMessages.typeInvalid };
    takeField(
      messages,
      'accountType',
      checkRequiredChoice(input.accountType, isAccountType, typeMessages),
      (type) => (value.accountType = type),
    );
  }

  if (input.balance !== undefined && input.balance !== null) {
    const balance = parseMoney(input.balance, { sign: 'any', label: 'Balance' });
    if (balance.ok) value.balanceCents = balance.cents;
    else messages.balance = balance.message;
  }

  const starting = input.startingBalance;
  if (starting === undefined || starting === null) {
    if (!skip(starting)) value.startingBalanceCents = 0;
  } else {
    const parsed = parseMoney(starting, { sign: 'any', label: 'Starting balance' });
    if (parsed.ok) value.startingBalanceCents = parsed.cents;
    else messages.startingBalance = parsed.message;
  }

  const asOf = input.startingBalanceAsOf !== undefined ? input.startingBalanceAsOf : input.startingBalanceAsof;
  if (!skip(asOf)) {
    if (isBlank(asOf)) value.startingBalanceAsOf = DEFAULT_STARTING_BALANCE_AS_OF;
    else if (isSupportedDate(asOf)) value.startingBalanceAsOf = asOf;
    else messages.startingBalanceAsOf = isIsoDate(asOf) ? accountMessages.dateOutOfRange : accountMessages.startingBalanceAsOfInvalid;
  }

  const limit = input.creditLimit;
  if (value.accountType && !accountTypeHasCreditLimit(value.accountType)) {
    value.creditLimitCents = null;
  } else if (value.accountType ? !skip(limit) : !isBlank(limit)) {
    // A credit type (limit required), or a type we could not read (check the limit's format only).
    const parsed = parseMoney(limit, { sign: 'non-negative', label: 'Credit limit' });
    if (parsed.ok) value.creditLimitCents = parsed.cents;
    else messages.creditLimit = parsed.code === 'required' ? accountMessages.creditLimitRequired : parsed.message;
  } else if (partial && limit !== undefined) {
    // Emptied without a type: whether that is allowed depends on the stored type (mergeAccountUpdate).
    value.creditLimitCents = null;
  }

  if (!skip(input.description)) {
    takeField(
      messages,
      'description',
      checkOptionalText(input.description, accountTextRules.description, accountMessages.descriptionInvalid),
      (text) => (value.description = text),
    );
  }
  if (!skip(input.color)) {
    const fallback = partial ? null : defaultAccountColor(value.accountType);
    takeField(messages, 'color', checkColor(input.color, fallback, accountMessages.colorInvalid), (color) => (value.color = color));
  }
  if (!skip(input.isActive)) {
    takeField(messages, 'isActive', checkActiveFlag(input.isActive, accountMessages.isActiveInvalid), (flag) => (value.isActive = flag));
  }

  const isPrimary = input.isPrimary;
  if (typeof isPrimary === 'boolean') value.isPrimary = isPrimary;
  else if (isPrimary !== undefined && isPrimary !== null) messages.isPrimary = accountMessages.isPrimaryInvalid;

  return { messages, value };
}

/** A balance edit: `balance` (signed, required) and an optional yyyy-mm-dd `date`. */
export function checkAccountBalance(input: { balance?: unknown; date?: unknown }): DraftCheck<AccountBalanceDraft> {
  const { balance, date } = input;
  const messages: FieldMessages = {};
  const parsed = parseMoney(balance ?? '', { sign: 'any', label: 'Balance' });
  if (!parsed.ok) messages.balance = parsed.message;
  const day = date === undefined || date === null ? undefined : date;
  if (day !== undefined && !isSupportedDate(day)) {
    messages.date = isIsoDate(day) ? accountMessages.dateOutOfRange : accountMessages.dateInvalid;
  }
  if (!parsed.ok || hasFieldMessages(messages)) return { ok: false, messages };
  return { ok: true, draft: typeof day === 'string' ? { balanceCents: parsed.cents, date: day } : { balanceCents: parsed.cents } };
}

/** The ordered field -> message map for an account body (empty when valid): what the web form shows. */
export function validateAccountInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  return checkAccountInput(raw, options).messages;
}

/** A create body as a full draft (defaults applied), or its messages. */
export function checkAccountCreate(raw: unknown): DraftCheck<AccountDraft> {
  const { messages, value } = checkAccountInput(raw);
  if (hasFieldMessages(messages)) return { ok: false, messages };
  // Full mode sets every field or reports it; this narrows the type (and catches a rule that forgot one).
  if (!setsEveryField(value)) throw new Error('checkAccountInput left an account field unset');
  return { ok: true, draft: value };
}

/** Every stored field is set (a create's colour is never the update's "emptied" null). */
function setsEveryField(value: AccountUpdateDraft): value is AccountDraft {
  return ACCOUNT_FIELD_KEYS.every((key) => value[key] !== undefined) && value.color !== null;
}

/** An update body as a partial draft (absent fields keep their stored values), or its messages. */
export function checkAccountUpdate(raw: unknown): DraftCheck<AccountUpdateDraft> {
  const { messages, value } = checkAccountInput(raw, { partial: true });
  return hasFieldMessages(messages) ? { ok: false, messages } : { ok: true, draft: value };
}
