import { formatCents } from '../shared/money';

/*
 * Display values of a record's fields, as the history shows them: text as stored ('' is none),
 * money as decimal strings, days as yyyy-mm-dd, flags as Yes/No, choices in plain words.
 */

export function textValue(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value;
}

export function moneyValue(cents: number | null | undefined): string | null {
  return cents === undefined || cents === null ? null : formatCents(cents);
}

/** Hundredths (grams of protein...) as a decimal string: 1250 -> '12.50'. */
export const hundredthsValue = moneyValue;

export function numberValue(value: number | null | undefined): string | null {
  return value === undefined || value === null ? null : String(value);
}

export function flagValue(value: boolean | undefined): string | null {
  return value === undefined ? null : value ? 'Yes' : 'No';
}

const SPECIAL_WORDS: Readonly<Record<string, string>> = { hiit: 'HIIT' };

/** 'credit_card' -> 'Credit card', 'bi-weekly' -> 'Bi-weekly', 'hiit' -> 'HIIT'. */
export function choiceValue(value: string | null | undefined): string | null {
  if (!value) return null;
  const special = SPECIAL_WORDS[value];
  if (special) return special;
  const words = value.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A list of ids, joined with ',' (the web resolves them); none -> null. */
export function idListValue(ids: readonly string[] | undefined): string | null {
  return ids && ids.length > 0 ? ids.join(',') : null;
}

/** Days of the month, e.g. '1, 15'. */
export function daysValue(days: readonly number[] | undefined): string | null {
  return days && days.length > 0 ? days.join(', ') : null;
}
