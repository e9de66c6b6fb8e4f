/**
 * Whole numbers and two-decimal quantities typed by users (calories, glasses, minutes; grams of
 * protein with 2 decimals). Like money: integers inside the domain (hundredths for 2-decimal
 * quantities), decimal strings at the API edge, no float arithmetic.
 */
import { formatCents, parseMoney } from './money';

export type WholeNumberResult = { ok: true; value: number } | { ok: false; code: 'required' | 'invalid' };

const DIGITS = /^\d+$/;

/**
 * A whole number from a JSON number or a digit string ('12', ' 12 '), within [min, max].
 * Blank strings, null and undefined are 'required'; anything else out of shape or range 'invalid'
 * (1.5, -1, '1e3', '0x10', '12.0', true).
 */
export function parseWholeNumber(input: unknown, { min, max }: { min: number; max: number }): WholeNumberResult {
  if (input === undefined || input === null) return { ok: false, code: 'required' };
  let value: number;
  if (typeof input === 'number') {
    value = input;
  } else if (typeof input === 'string') {
    const text = input.trim();
    if (text === '') return { ok: false, code: 'required' };
    // Short digit runs only: a thousand-digit string must not become a float first.
    if (!DIGITS.test(text) || text.length > 15) return { ok: false, code: 'invalid' };
    value = Number(text);
  } else {
    return { ok: false, code: 'invalid' };
  }
  if (!Number.isSafeInteger(value) || value < min || value > max) return { ok: false, code: 'invalid' };
  // -0 is 0.
  return { ok: true, value: value === 0 ? 0 : value };
}

/** 1234567 -> "1,234,567" (en-US grouping, integers only). */
export function formatWholeNumber(value: number): string {
  return String(Math.trunc(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export type HundredthsResult = { ok: true; hundredths: number } | { ok: false; message: string };

/**
 * A quantity with at most 2 decimals, 0 or more and at most `maxHundredths` (decimal(5,2): 99999),
 * into integer hundredths ('12.5' -> 1250). The same digit-by-digit parse as money (parseMoney),
 * so '1e5', 'NaN' and 12.345 are refused the same way. Blank is 'required': callers of optional
 * fields check for absence first.
 */
export function parseHundredths(input: unknown, { label, maxHundredths }: { label: string; maxHundredths: number }): HundredthsResult {
  const tooLarge = `${label} must be at most ${formatHundredths(maxHundredths)}`;
  if (typeof input !== 'string' && typeof input !== 'number' && input !== undefined && input !== null) {
    return { ok: false, message: `${label} must be a valid number of 0 or more` };
  }
  const parsed = parseMoney(input, { sign: 'non-negative', label });
  if (!parsed.ok) return { ok: false, message: parsed.code === 'too_large' ? tooLarge : parsed.message };
  if (parsed.cents > maxHundredths) return { ok: false, message: tooLarge };
  return { ok: true, hundredths: parsed.cents };
}

/** 1250 -> "12.50": the API's decimal-string form of a 2-decimal quantity. */
export function formatHundredths(hundredths: number): string {
  return formatCents(hundredths);
}
