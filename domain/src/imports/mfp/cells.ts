/**
 * Cells of MyFitnessPal's CSV exports (nutrition, exercise, measurement): days, decimals and times
 * as MFP writes them, and finding columns by their header names. Pure; no float arithmetic.
 */
import type { ImportRowProblem } from '../row-problem';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const US_DAY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const DECIMAL = /^(\d{1,9})(?:\.(\d+))?$/;
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$/;
const CLOCK = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/;

/** '2024-03-01' or MFP's US form '3/1/2024' into yyyy-mm-dd (undefined: neither). */
export function mfpDay(text: string): string | undefined {
  const value = text.trim();
  if (ISO_DAY.test(value)) return value;
  const us = US_DAY.exec(value);
  if (!us) return undefined;
  const [, month = '', day = '', year = ''] = us;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

/** '12.345' -> 1235 hundredths, rounded half up digit by digit (no float); '' -> null; undefined: not a number. */
export function decimalHundredths(text: string): number | null | undefined {
  let value = text.trim();
  if (value === '') return null;
  if (GROUPED.test(value)) value = value.replaceAll(',', '');
  const match = DECIMAL.exec(value);
  if (!match) return undefined;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  return Number(match[1]) * 100 + Number(fraction.slice(0, 2)) + (Number(fraction[2]) >= 5 ? 1 : 0);
}

/** Hundredths to whole units, half up (integers only). */
export function wholeFromHundredths(hundredths: number): number {
  return Math.floor((hundredths + 50) / 100);
}

/** The Time column ('07:30', '7:30 AM', '19:05:00') as HH:mm; undefined when it is none of these (the time is then left out). */
export function mfpTime(text: string): string | undefined {
  const clock = CLOCK.exec(text.trim());
  if (!clock) return undefined;
  const [, h = '', m = '', meridiem] = clock;
  let hours = Number(h);
  const minutes = Number(m);
  if (minutes > 59) return undefined;
  if (meridiem) {
    if (hours < 1 || hours > 12) return undefined;
    hours = (hours % 12) + (meridiem.toLowerCase() === 'pm' ? 12 : 0);
  } else if (hours > 23) return undefined;
  return `${String(hours).padStart(2, '0')}:${m}`;
}

/** Header names compared trimmed and case-insensitively. */
export function headerNames(header: readonly string[]): string[] {
  return header.map((name) => name.trim().toLowerCase());
}

/**
 * Where each required column is (its header name, else one of its alternatives), and each optional
 * one if present (-1 when absent); the first missing required column is the problem.
 */
export function findColumns<Required extends string, Optional extends string>(
  header: readonly string[],
  required: Readonly<Record<Required, string>>,
  optional: Readonly<Record<Optional, readonly string[]>>,
  exportName: string,
): { ok: true; columns: Record<Required | Optional, number> } | { ok: false; problem: ImportRowProblem } {
  const names = headerNames(header);
  const columns = {} as Record<Required | Optional, number>;
  for (const [key, name] of Object.entries(required) as [Required, string][]) {
    const index = names.indexOf(name.toLowerCase());
    if (index < 0) {
      return { ok: false, problem: { row: 1, column: name, reason: `Row 1: expected a column named '${name}' (${exportName})` } };
    }
    columns[key] = index;
  }
  for (const [key, alternatives] of Object.entries(optional) as [Optional, readonly string[]][]) {
    columns[key] = alternatives.map((name) => names.indexOf(name.toLowerCase())).find((index) => index >= 0) ?? -1;
  }
  return { ok: true, columns };
}

/** 'Row 4' or, for several rows making one record, 'Rows 4, 5 and 9' (`count` of them; at most 5 named, then 'and 7 more'). */
export function rowsLabel(rows: readonly number[], count = rows.length): string {
  if (count === 1) return `Row ${rows[0]}`;
  const named = rows.slice(0, 5);
  const rest = count - named.length;
  if (rest > 0) return `Rows ${named.join(', ')} and ${rest} more`;
  return `Rows ${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
}

/** 12345 hundredths -> '123.45' (integers only). */
export function hundredthsText(hundredths: number): string {
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}
