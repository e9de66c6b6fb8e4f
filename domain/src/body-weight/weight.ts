/**
 * Body weights in exact integer arithmetic: a weight is a count of hundredths of its unit
 * ('72.4' kg is 7240), converted and averaged with integers and rounded half up, never floats.
 */
import { BODY_WEIGHT_TREND_ENTRIES, type BodyWeightUnit, MAX_BODY_WEIGHT_HUNDREDTHS, MIN_BODY_WEIGHT_HUNDREDTHS } from './constants';

const WEIGHT_PATTERN = /^(\d{1,4})(?:\.(\d{1,2}))?$/;

/** '72.4' -> 7240; undefined when not a plain decimal with at most 2 decimals. */
export function weightHundredths(text: string): number | undefined {
  const match = WEIGHT_PATTERN.exec(text);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** 7240 -> '72.4', 7000 -> '70', 7205 -> '72.05': the canonical text (no trailing zeros). */
export function formatWeightHundredths(hundredths: number): string {
  const whole = Math.floor(hundredths / 100);
  const fraction = String(hundredths % 100)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A weight within the stored bounds, canonical ('072.40' -> '72.4'); undefined otherwise. */
export function canonicalWeight(text: string): string | undefined {
  const hundredths = weightHundredths(text.trim());
  if (hundredths === undefined || hundredths < MIN_BODY_WEIGHT_HUNDREDTHS || hundredths > MAX_BODY_WEIGHT_HUNDREDTHS) return undefined;
  return formatWeightHundredths(hundredths);
}

/** a / b rounded half up, for a >= 0 and b > 0 (integers). */
function divideRounded(a: number, b: number): number {
  return Math.floor((2 * a + b) / (2 * b));
}

/** The international pound: exactly 0.45359237 kg. */
const KG_PER_LB_NUMERATOR = 45_359_237;
const KG_PER_LB_DENOMINATOR = 100_000_000;

/** Hundredths of `from` as hundredths of `to`, rounded half up (1 lb = 0.45359237 kg exactly). */
export function convertHundredths(hundredths: number, from: BodyWeightUnit, to: BodyWeightUnit): number {
  if (from === to) return hundredths;
  // At most 100,000 * 100,000,000 = 1e13: well inside exact integers.
  return from === 'lb'
    ? divideRounded(hundredths * KG_PER_LB_NUMERATOR, KG_PER_LB_DENOMINATOR)
    : divideRounded(hundredths * KG_PER_LB_DENOMINATOR, KG_PER_LB_NUMERATOR);
}

/**
 * The trend of entries in order (oldest first), each in hundredths of the display unit: the mean
 * of the entry and up to BODY_WEIGHT_TREND_ENTRIES - 1 before it, rounded half up.
 */
export function movingAverageHundredths(values: readonly number[], window: number = BODY_WEIGHT_TREND_ENTRIES): number[] {
  let sum = 0;
  return values.map((value, index) => {
    sum += value;
    if (index >= window) sum -= values[index - window]!;
    return divideRounded(sum, Math.min(index + 1, window));
  });
}
