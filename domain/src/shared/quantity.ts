/**
 * Ingredient quantities as exact rationals: '2', '1.5', '1/3', '1 1/2'. Scaling a recipe for 3
 * servings to 4 multiplies by 4/3, which no decimal holds, so quantities are kept as fractions of
 * bigints and written back as the shortest exact text: a whole number, a decimal (at most 3
 * places) or a mixed fraction ('1 1/3'). Never float arithmetic.
 */

export interface Quantity {
  /** numerator >= 0 */
  n: bigint;
  /** denominator > 0, coprime with n */
  d: bigint;
}

/** Quantities above this are typos (grams of a recipe for a hundred servings stay below it). */
export const MAX_QUANTITY = 1_000_000n;
/** The largest denominator a typed fraction may have ('1/1000'). */
export const MAX_QUANTITY_DENOMINATOR = 1000n;
/** A stored amount (scaled and summed: 2/3 of a recipe for 7) may have a larger one, up to this. */
export const MAX_STORED_QUANTITY_DENOMINATOR = 10_000_000n;

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x === 0n ? 1n : x;
}

export function quantity(n: bigint, d: bigint = 1n): Quantity {
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

const WHOLE = /^\d{1,7}$/;
const DECIMAL = /^(\d{0,7})\.(\d{1,3})$/;
const FRACTION = /^(?:(\d{1,7})\s+)?(\d{1,8})\s*\/\s*(\d{1,8})$/;
/** Unicode vulgar fractions recipe sites write ('½ cup'). */
const VULGAR: Readonly<Record<string, string>> = {
  '¼': '1/4',
  '½': '1/2',
  '¾': '3/4',
  '⅓': '1/3',
  '⅔': '2/3',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅕': '1/5',
  '⅙': '1/6',
};

/** '1½' -> '1 1/2', '½' -> '1/2'. */
export function expandVulgarFractions(text: string): string {
  return text.replace(/(\d?)\s*([¼½¾⅓⅔⅛⅜⅝⅞⅕⅙])/g, (_all, whole: string, sign: string) => `${whole}${whole ? ' ' : ''}${VULGAR[sign]}`);
}

/**
 * A quantity's text, or undefined when it is not one (too large, or finer than `maxDenominator`:
 * typed ones up to 1/1000, stored ones, which scaling and sums made, up to 1/10,000,000).
 */
export function parseQuantity(raw: string, maxDenominator: bigint = MAX_STORED_QUANTITY_DENOMINATOR): Quantity | undefined {
  const text = expandVulgarFractions(raw.trim()).replace(',', '.');
  let value: Quantity | undefined;
  if (WHOLE.test(text)) value = quantity(BigInt(text));
  else if (DECIMAL.test(text)) {
    const [, whole = '', decimals = ''] = DECIMAL.exec(text)!;
    value = quantity(BigInt(`${whole || '0'}${decimals}`), 10n ** BigInt(decimals.length));
  } else if (FRACTION.test(text)) {
    const [, whole, top = '0', bottom = '0'] = FRACTION.exec(text)!;
    const d = BigInt(bottom);
    if (d === 0n || d > maxDenominator) return undefined;
    value = quantity(BigInt(whole ?? '0') * d + BigInt(top), d);
  }
  if (!value || value.n > MAX_QUANTITY * value.d || value.d > maxDenominator) return undefined;
  return value;
}

export function addQuantities(a: Quantity, b: Quantity): Quantity {
  return quantity(a.n * b.d + b.n * a.d, a.d * b.d);
}

/** `q` × (to / from): a recipe for `from` servings made for `to`. */
export function scaleQuantity(q: Quantity, to: number, from: number): Quantity {
  return quantity(q.n * BigInt(to), q.d * BigInt(from));
}

/** Whether d divides a power of ten up to 1000 (so a decimal with at most 3 places is exact). */
function decimalPlaces(d: bigint): number | undefined {
  for (let places = 0; places <= 3; places += 1) if (10n ** BigInt(places) % d === 0n) return places;
  return undefined;
}

/** The shortest exact text: '2', '1.5', '0.125', '1 1/3', '2/3'. */
export function formatQuantity(q: Quantity): string {
  const places = decimalPlaces(q.d);
  if (places === 0) return String(q.n);
  if (places !== undefined) {
    const scaled = (q.n * 10n ** BigInt(places)) / q.d;
    const text = String(scaled).padStart(places + 1, '0');
    return `${text.slice(0, -places)}.${text.slice(-places)}`.replace(/\.?0+$/, '');
  }
  const whole = q.n / q.d;
  const rest = q.n % q.d;
  return whole === 0n ? `${rest}/${q.d}` : `${whole} ${rest}/${q.d}`;
}

/** A typed quantity normalised ('1 1/2' stays, '1.50' -> '1.5'), or undefined when it is not one. */
export function normalizeQuantity(raw: string): string | undefined {
  const parsed = parseQuantity(raw, MAX_QUANTITY_DENOMINATOR);
  return parsed ? formatQuantity(parsed) : undefined;
}
