import { isIsoDate, isSupportedDate } from '../shared/dates';
import { type FieldMessages, isBlank, isHexColor } from '../shared/fields';
import { formatCents, parseMoney } from '../shared/money';
import { textProblem } from '../shared/text';
import type { AccountInput } from './commands';
import {
  ACCOUNT_TYPE_COLORS,
  accountMessages,
  accountTypeHasCreditLimit,
  DEFAULT_ACCOUNT_COLOR,
  DEFAULT_STARTING_BALANCE_AS_OF,
  isAccountType,
  MAX_ACCOUNT_DESCRIPTION_LENGTH,
  MAX_ACCOUNT_NAME_LENGTH,
} from './constants';
import type { AccountFields, AccountRecord } from './state';

export interface AccountInputValue extends Partial<AccountFields> {
  /** The entered current balance, when given. */
  balanceCents?: number;
  /** Only set when the input says true or false. */
  isPrimary?: boolean;
}

export interface AccountInputCheck {
  messages: FieldMessages;
  value: AccountInputValue;
}

const nameRule = { maxLength: MAX_ACCOUNT_NAME_LENGTH, tooLong: accountMessages.nameTooLong, controlCharacters: accountMessages.nameControlCharacters };
const descriptionRule = {
  maxLength: MAX_ACCOUNT_DESCRIPTION_LENGTH,
  tooLong: accountMessages.descriptionTooLong,
  controlCharacters: accountMessages.descriptionControlCharacters,
  multiline: true,
};

function asRecord(raw: unknown): Record<string, unknown> {
  return raw !== null && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
}

/**
 * Checks an account body, fields in form order: accountName, accountType, balance, startingBalance,
 * startingBalanceAsOf, creditLimit, description, color, isActive, isPrimary.
 * Full mode (create) applies defaults: starting balance 0, as-of 2025-10-01, description '',
 * colour from the type, active. Partial mode (update bodies) skips fields that are undefined.
 * null and '' mean "empty": required fields report it, optional ones fall back to their default.
 */
export function checkAccountInput(raw: unknown, options: { partial?: boolean } = {}): AccountInputCheck {
  const input = asRecord(raw);
  const partial = options.partial ?? false;
  const skip = (value: unknown) => partial && value === undefined;
  const messages: FieldMessages = {};
  const value: AccountInputValue = {};

  const name = input.accountName;
  if (!skip(name)) {
    const problem = typeof name === 'string' ? textProblem(name.trim(), nameRule) : undefined;
    if (typeof name !== 'string' || name.trim() === '') messages.accountName = accountMessages.nameRequired;
    else if (problem) messages.accountName = problem;
    else value.accountName = name.trim();
  }

  const type = input.accountType;
  if (!skip(type)) {
    if (isBlank(type)) messages.accountType = accountMessages.typeRequired;
    else if (!isAccountType(type)) messages.accountType = accountMessages.typeInvalid;
    else value.accountType = type;
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
  }

  const description = input.description;
  if (!skip(description)) {
    if (description === undefined || description === null) value.description = '';
    else if (typeof description !== 'string') messages.description = accountMessages.descriptionInvalid;
    else {
      const problem = textProblem(description.trim(), descriptionRule);
      if (problem) messages.description = problem;
      else value.description = description.trim();
    }
  }

  const color = input.color;
  if (!skip(color)) {
    if (isBlank(color)) value.color = value.accountType ? ACCOUNT_TYPE_COLORS[value.accountType] : DEFAULT_ACCOUNT_COLOR;
    else if (isHexColor(color)) value.color = color;
    else messages.color = accountMessages.colorInvalid;
  }

  const isActive = input.isActive;
  if (!skip(isActive)) {
    if (isActive === undefined || isActive === null) value.isActive = true;
    else if (typeof isActive === 'boolean') value.isActive = isActive;
    else messages.isActive = accountMessages.isActiveInvalid;
  }

  const isPrimary = input.isPrimary;
  if (typeof isPrimary === 'boolean') value.isPrimary = isPrimary;
  else if (isPrimary !== undefined && isPrimary !== null) messages.isPrimary = accountMessages.isPrimaryInvalid;

  return { messages, value };
}

/** A balance edit: `balance` (signed, required) and an optional yyyy-mm-dd `date`. */
export function checkBalanceInput(balance: unknown, date: unknown): { messages: FieldMessages; balanceCents?: number } {
  const messages: FieldMessages = {};
  const parsed = parseMoney(balance ?? '', { sign: 'any', label: 'Balance' });
  if (!parsed.ok) messages.balance = parsed.message;
  if (date !== undefined && date !== null && !isSupportedDate(date)) {
    messages.date = isIsoDate(date) ? accountMessages.dateOutOfRange : accountMessages.dateInvalid;
  }
  return parsed.ok ? { messages, balanceCents: parsed.cents } : { messages };
}

/** The ordered field -> message map for an account body (empty when valid). */
export function validateAccountInput(raw: unknown, options: { partial?: boolean } = {}): FieldMessages {
  return checkAccountInput(raw, options).messages;
}

/** The stored account as a full input, so an update body can be laid over it and checked whole. */
export function accountRecordToInput(record: AccountRecord): AccountInput {
  return {
    accountName: record.accountName,
    accountType: record.accountType,
    startingBalance: formatCents(record.startingBalanceCents),
    startingBalanceAsOf: record.startingBalanceAsOf,
    creditLimit: record.creditLimitCents === null ? null : formatCents(record.creditLimitCents),
    description: record.description,
    color: record.color,
    isActive: record.isActive,
  };
}

/** Update body laid over the stored account: undefined fields keep the stored value. */
export function mergeAccountInput(record: AccountRecord, input: AccountInput): AccountInput {
  const merged: Record<string, unknown> = { ...accountRecordToInput(record) };
  const update: Record<string, unknown> = { ...input };
  if (update.startingBalanceAsOf === undefined && update.startingBalanceAsof !== undefined) {
    update.startingBalanceAsOf = update.startingBalanceAsof;
  }
  delete update.startingBalanceAsof;
  for (const [key, value] of Object.entries(update)) if (value !== undefined) merged[key] = value;
  return merged as AccountInput;
}
