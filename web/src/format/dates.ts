import { browserTimeZone } from '../api/time-zone';

/*
 * Dates and times as every screen shows them (issue 26: one formatter per kind). Calendar days and
 * wall-clock times are shown as stored (no time-zone shift); instants in the user's time zone.
 * The words follow the browser's language (en-US when it has none Intl knows).
 */

/** The browser's language when Intl supports it, else en-US (SPEC's money locale). */
export function displayLocale(): string {
  try {
    const wanted = typeof navigator === 'undefined' ? undefined : navigator.language;
    return (wanted && Intl.DateTimeFormat.supportedLocalesOf([wanted])[0]) || 'en-US';
  } catch {
    return 'en-US';
  }
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** One cached Intl format per locale, zone and options. */
function format(options: Intl.DateTimeFormatOptions, timeZone: string, locale = displayLocale()): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    formats.set(key, found);
  }
  return found;
}

/** The date formatted; ICU's narrow no-break space before AM/PM as a plain space (one text for tests and readers). */
function show(options: Intl.DateTimeFormatOptions, timeZone: string, date: Date): string {
  return format(options, timeZone)
    .format(date)
    .replace(/\u202f/g, ' ');
}

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const SHORT_DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric' };
const MONTH: Intl.DateTimeFormatOptions = { month: 'long', year: 'numeric' };
const SHORT_MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric' };
const TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DAY, ...TIME };

/** 'yyyy-mm-dd' (or a longer ISO text starting with one) as midnight UTC of that calendar day. */
function calendarDay(iso: string | null | undefined): Date | null {
  const match = iso ? /^(\d{4})-(\d{2})(?:-(\d{2}))?/.exec(iso) : null;
  if (!match) return null;
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3] ?? '1')));
}

/** '2026-11-21' -> 'Nov 21, 2026' (a calendar day: no time-zone shift); unreadable -> ''. */
export function formatDay(iso: string | null | undefined): string {
  const date = calendarDay(iso);
  return date ? show(DAY, 'UTC', date) : '';
}

/** '2026-11-21' -> 'Nov 21' (a day whose year the context gives). */
export function formatShortDay(iso: string | null | undefined): string {
  const date = calendarDay(iso);
  return date ? show(SHORT_DAY, 'UTC', date) : '';
}

/** '2026-11' or '2026-11-21' -> 'November 2026'. */
export function formatMonth(iso: string | null | undefined): string {
  const date = calendarDay(iso);
  return date ? show(MONTH, 'UTC', date) : '';
}

/** '2026-11' -> 'Nov 2026' (chart axes, table columns). */
export function formatShortMonth(iso: string | null | undefined): string {
  const date = calendarDay(iso);
  return date ? show(SHORT_MONTH, 'UTC', date) : '';
}

/** '07:30' or '07:30:00' -> '7:30 AM' (a wall-clock time as entered: no zone shift); unreadable -> ''. */
export function formatTime(time: string | null | undefined): string {
  const match = time ? /^(\d{2}):(\d{2})(?::\d{2})?$/.exec(time) : null;
  if (!match || Number(match[1]) > 23 || Number(match[2]) > 59) return '';
  return show(TIME, 'UTC', new Date(Date.UTC(2000, 0, 1, Number(match[1]), Number(match[2]))));
}

/** An ISO instant -> 'Nov 21, 2026, 2:03 PM' in the user's time zone; unreadable -> ''. */
export function formatDateTime(iso: string | null | undefined, timeZone = browserTimeZone()): string {
  const time = iso ? Date.parse(iso) : NaN;
  return Number.isNaN(time) ? '' : show(DATE_TIME, timeZone, new Date(time));
}

/** Two calendar days as a range: 'Nov 10 – Nov 16' (short) or 'Nov 10, 2026 – Nov 16, 2026'. */
export function formatDayRange(start: string, end: string, options: { short?: boolean } = {}): string {
  const day = options.short ? formatShortDay : formatDay;
  return `${day(start)} – ${day(end)}`;
}

/** Every yyyy-mm-dd day inside a text as people read it: 'Reconciled on 2026-11-21' -> 'Reconciled on Nov 21, 2026'. */
export function formatDaysIn(text: string): string {
  return text.replace(/\b\d{4}-\d{2}-\d{2}\b(?!T)/g, (day) => formatDay(day) || day);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_TIME = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * A stored value that may be a day, a time or an instant, as a person reads it ('2026-11-21' ->
 * 'Nov 21, 2026', an instant in the user's zone); any other text as it is. For values that come
 * without a kind (a record's history).
 */
export function formatDateLike(value: string): string {
  if (ISO_DAY.test(value)) return formatDay(value) || value;
  if (ISO_INSTANT.test(value)) return formatDateTime(value) || value;
  if (ISO_TIME.test(value)) return formatTime(value) || value;
  return value;
}
