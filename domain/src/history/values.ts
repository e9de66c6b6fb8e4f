import type { HistoryReference, HistoryValueFormat } from './api';
import type { HistoryField } from './entries';
import { formatCents } from '../shared/money';

/*
 * Display values of a record's fields, as the history shows them: text as stored ('' is none),
 * money as decimal strings, days as yyyy-mm-dd, flags as Yes/No, choices in plain words.
 */

/** A day, a time or an instant, shown as stored (null: none). */
export function plainValue(value: string | null): string | null {
  return value;
}

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

/**
 * How the history shows each field of a record: its label and its display value, in form order (the
 * record's key order). Keyed by the aggregate's fields, so a field without a label does not compile.
 */
export type FieldDisplays<F> = {
  readonly [K in keyof F]-?: {
    label: string;
    value: (value: F[K]) => string | null;
    /** The name the history answers it under, when not the field's own ('protein' for proteinHundredths). */
    field?: string;
    ref?: HistoryReference;
    format?: HistoryValueFormat;
  };
};

/** The model's `fields`: label (and reference) per field, in form order. */
export function labelledFields<F>(displays: FieldDisplays<F>): HistoryField[] {
  return (Object.keys(displays) as (keyof F & string)[]).map((key) => {
    const { label, field, ref, format } = displays[key];
    return { field: field ?? key, label, ...(ref ? { ref } : {}), ...(format ? { format } : {}) };
  });
}

/** The display values of the fields `fields` holds (an event's snapshot: all of them, or some). */
export function displayValues<F>(displays: FieldDisplays<F>, fields: Partial<F>): Record<string, string | null> {
  const values: Record<string, string | null> = {};
  const show = <K extends keyof F & string>(key: K) => {
    const value = fields[key];
    if (value !== undefined) values[displays[key].field ?? key] = displays[key].value(value);
  };
  for (const key of Object.keys(displays) as (keyof F & string)[]) show(key);
  return values;
}
