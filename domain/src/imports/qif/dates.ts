/**
 * QIF dates have no fixed form: 10/11/97, 1/ 1'00 (Quicken: the apostrophe marks 2000 and later),
 * 03.02.24, 25/03/2024, 2024-03-25. Whether the first number is the month or the day is decided once
 * for the whole file (issue 23): a first number above 12 anywhere means day first, a second above 12
 * month first; when every date fits both, the order spanning fewer days, then dots mean day first and
 * slashes month first (Quicken's US form).
 */

export type QifDateOrder = 'mdy' | 'dmy' | 'ymd';

export interface QifDateParts {
  first: number;
  second: number;
  year: number;
  /** What separated the numbers: '.', '/', '-' (the year's apostrophe aside). */
  separator: string;
  ymd: boolean;
}

export function qifDateParts(text: string): QifDateParts | null {
  const value = text.trim();
  const iso = /^(\d{4})\s*([-/.])\s*(\d{1,2})\s*[-/.]\s*(\d{1,2})$/.exec(value);
  if (iso) return { first: Number(iso[3]), second: Number(iso[4]), year: Number(iso[1]), separator: iso[2]!, ymd: true };
  const match = /^(\d{1,2})\s*([-/.])\s*(\d{1,2})\s*([-/.']|'\s)\s*(\d{2}|\d{4})$/.exec(value);
  if (!match) return null;
  const rawYear = match[5]!;
  const apostrophe = match[4]!.startsWith("'");
  let year = Number(rawYear);
  // Two digits: Quicken's apostrophe means 20yy; otherwise 00-69 are 20yy and 70-99 19yy.
  if (rawYear.length === 2) year += apostrophe || year < 70 ? 2000 : 1900;
  return { first: Number(match[1]), second: Number(match[3]), year, separator: match[2]!, ymd: false };
}

/** The file's order from all its dates; null when some date only reads day first and another only month first. */
export function decideQifDateOrder(dates: readonly QifDateParts[]): QifDateOrder | null {
  const plain = dates.filter((parts) => !parts.ymd);
  if (plain.length === 0) return 'ymd';
  const dayFirst = plain.some((parts) => parts.first > 12);
  const monthFirst = plain.some((parts) => parts.second > 12);
  if (dayFirst && monthFirst) return null;
  if (dayFirst) return 'dmy';
  if (monthFirst) return 'mdy';
  // Every date reads both ways: the order whose days lie closer together (a file covers weeks or
  // months; the wrong order scatters them), on a tie dots day first and slashes month first.
  const [us, eu] = [spanInDays(plain, 'mdy'), spanInDays(plain, 'dmy')];
  if (us !== eu) return us < eu ? 'mdy' : 'dmy';
  return plain.some((parts) => parts.separator === '.') ? 'dmy' : 'mdy';
}

function spanInDays(dates: readonly QifDateParts[], order: QifDateOrder): number {
  let min = Infinity;
  let max = -Infinity;
  for (const parts of dates) {
    const day = qifDay(parts, order);
    if (day === null) return Infinity;
    const time = Date.parse(`${day}T00:00:00Z`);
    min = Math.min(min, time);
    max = Math.max(max, time);
  }
  return (max - min) / 86_400_000;
}

/** The day as yyyy-mm-dd in the file's order, or null when it is no calendar day. */
export function qifDay(parts: QifDateParts, order: QifDateOrder): string | null {
  const [month, day] = parts.ymd
    ? [parts.first, parts.second]
    : order === 'dmy'
      ? [parts.second, parts.first]
      : [parts.first, parts.second];
  const date = new Date(Date.UTC(parts.year, month - 1, day));
  if (date.getUTCFullYear() !== parts.year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(parts.year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
