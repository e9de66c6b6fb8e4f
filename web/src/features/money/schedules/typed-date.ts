import { formatIsoDate, isIsoDate, isSupportedDate } from '@life/domain/shared/dates';

/** SPEC 2: typed dates are accepted only for years after 1900 and before 2100. */
const MIN_TYPED_YEAR = 1901;
const MAX_TYPED_YEAR = 2099;

/** MM-dd-yyyy, MM/dd/yyyy, M-d-yyyy, M/d/yyyy (one separator throughout). */
const MONTH_FIRST = /^(\d{1,2})([-/])(\d{1,2})\2(\d{4})$/;
/** yyyy-MM-dd. */
const YEAR_FIRST = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A date typed into the schedule form's date fields (SPEC 2 date picker), as yyyy-mm-dd, or null
 * when the text is not one of the formats, not a calendar day, or outside 1901 to 2099. Empty
 * text is '' (it clears the date).
 */
export function parseTypedDate(text: string): string | null {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  let parts: { year: number; month: number; day: number } | null = null;
  const monthFirst = MONTH_FIRST.exec(trimmed);
  const yearFirst = monthFirst ? null : YEAR_FIRST.exec(trimmed);
  if (monthFirst) parts = { month: Number(monthFirst[1]), day: Number(monthFirst[3]), year: Number(monthFirst[4]) };
  else if (yearFirst) parts = { year: Number(yearFirst[1]), month: Number(yearFirst[2]), day: Number(yearFirst[3]) };
  if (!parts || parts.year < MIN_TYPED_YEAR || parts.year > MAX_TYPED_YEAR) return null;
  const iso = formatIsoDate(parts);
  return isIsoDate(iso) && isSupportedDate(iso) ? iso : null;
}

/** '2026-01-05' -> '01/05/2026', the text a date field shows ('' for none). */
export function formatTypedDate(iso: string | null | undefined): string {
  if (!iso || !isIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${month}/${day}/${year}`;
}
