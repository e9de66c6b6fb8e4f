/**
 * Calendar dates are `yyyy-mm-dd` strings (proleptic Gregorian, years 0000-9999).
 * Arithmetic goes through integer day numbers, never through local-time Date objects.
 */

export type IsoDate = string;

const ISO_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** month is 1-12. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** True for a real calendar date written exactly as yyyy-mm-dd ("2024-02-30" is false). */
export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const match = ISO_DATE_PATTERN.exec(value);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

export interface DateParts {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

export function parseIsoDate(date: IsoDate): DateParts {
  if (!isIsoDate(date)) throw new RangeError(`Not a yyyy-mm-dd date: ${String(date)}`);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

export function formatIsoDate({ year, month, day }: DateParts): IsoDate {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

// Days since 1970-01-01 for a civil date and back (H. Hinnant's algorithms), integer math only.
function toDayNumber({ year, month, day }: DateParts): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): DateParts {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const mp = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export function addDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`Not a whole number of days: ${days}`);
  return formatIsoDate(fromDayNumber(toDayNumber(parseIsoDate(date)) + days));
}

/** Adds calendar months, clamping the day to the target month's length (2024-01-31 + 1 -> 2024-02-29). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  if (!Number.isInteger(months)) throw new RangeError(`Not a whole number of months: ${months}`);
  const { year, month, day } = parseIsoDate(date);
  const index = year * 12 + (month - 1) + months;
  const targetYear = Math.floor(index / 12);
  const targetMonth = index - targetYear * 12 + 1;
  return formatIsoDate({ year: targetYear, month: targetMonth, day: Math.min(day, daysInMonth(targetYear, targetMonth)) });
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return toDayNumber(parseIsoDate(to)) - toDayNumber(parseIsoDate(from));
}

/** -1, 0 or 1; yyyy-mm-dd strings also sort correctly as plain strings. */
export function compareDates(a: IsoDate, b: IsoDate): -1 | 0 | 1 {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** start <= date <= end, both ends inclusive. */
export function isDateInRange(date: IsoDate, start: IsoDate, end: IsoDate): boolean {
  return date >= start && date <= end;
}

export function startOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return formatIsoDate({ year, month, day: 1 });
}

export function endOfMonth(date: IsoDate): IsoDate {
  const { year, month } = parseIsoDate(date);
  return formatIsoDate({ year, month, day: daysInMonth(year, month) });
}

/** First and last day of a month (month 1-12), inclusive. */
export function monthBounds(year: number, month: number): { start: IsoDate; end: IsoDate } {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  return { start: formatIsoDate({ year, month, day: 1 }), end: formatIsoDate({ year, month, day: daysInMonth(year, month) }) };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    dayFormatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/**
 * One formatter per zone and purpose, made once: building an Intl.DateTimeFormat costs ~0.25 ms, and
 * every request asks for the user's day (a quarter of the cheapest read's server time). The cache is
 * bounded by the zones in use (an unknown zone throws before anything is kept).
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const dayFormatter = (timeZone: string) =>
  formatter(dayFormatters, timeZone, { calendar: 'gregory', numberingSystem: 'latn', year: 'numeric', month: 'numeric', day: 'numeric' });
const timeFormatters = new Map<string, Intl.DateTimeFormat>();
function formatter(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let made = cache.get(timeZone);
  if (!made) {
    made = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    cache.set(timeZone, made);
  }
  return made;
}

/**
 * The calendar day at instant `now` in IANA zone `timeZone` (e.g. 'America/New_York').
 * Deterministic: the caller passes the instant. Throws RangeError for an unknown zone or invalid instant.
 */
export function todayInTimeZone(now: Date | string | number, timeZone: string): IsoDate {
  const instant = now instanceof Date ? now : new Date(now);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an instant: ${String(now)}`);
  const parts = dayFormatter(timeZone).formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') => Number(parts.find((p) => p.type === type)?.value);
  return formatIsoDate({ year: part('year'), month: part('month'), day: part('day') });
}

/**
 * The wall-clock time (HH:mm, 24-hour) at instant `now` in IANA zone `timeZone`: with
 * todayInTimeZone, "now" as the user's own clock reads it (a workout or meal logged without a time).
 */
export function localTimeInTimeZone(now: Date | string | number, timeZone: string): string {
  const instant = now instanceof Date ? now : new Date(now);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Not an instant: ${String(now)}`);
  const parts = formatter(timeFormatters, timeZone, {
    hourCycle: 'h23',
    numberingSystem: 'latn',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: 'hour' | 'minute') => (parts.find((p) => p.type === type)?.value ?? '00').padStart(2, '0');
  return `${part('hour')}:${part('minute')}`;
}

/**
 * The window of calendar days Life stores (SPEC's date pickers, and what every read model can
 * hold). Deciders refuse days outside it, so no event carries a date a projection cannot store.
 */
export const EARLIEST_SUPPORTED_DATE: IsoDate = '1901-01-01';
export const LATEST_SUPPORTED_DATE: IsoDate = '2099-12-31';
export const dateOutOfRangeMessage = `Date must be between ${EARLIEST_SUPPORTED_DATE} and ${LATEST_SUPPORTED_DATE}`;
/** A filter's day range whose end comes before its start (the API's 400 on endDate, the filter forms' message). */
export const dateRangeReversedMessage = 'End date must be on or after start date';

/** A real yyyy-mm-dd day inside [EARLIEST_SUPPORTED_DATE, LATEST_SUPPORTED_DATE]. */
export function isSupportedDate(value: unknown): value is IsoDate {
  return isIsoDate(value) && value >= EARLIEST_SUPPORTED_DATE && value <= LATEST_SUPPORTED_DATE;
}
