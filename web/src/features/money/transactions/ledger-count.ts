import { formatCount } from '../../../format';
const count = formatCount;

/**
 * The ledger's count (issue 24): SPEC's 'N transaction(s) recorded' while the list shows every
 * transaction its other filters match; "14 in this window of 22" when the date window leaves some
 * out (`whole`: how many match without the window, null when unknown or no window is set).
 * Without a total from the API, the rows loaded so far ("500+").
 */
export function ledgerCountText({
  total,
  loaded,
  hasMore,
  whole,
}: {
  total: number | null;
  loaded: number;
  hasMore: boolean;
  whole: number | null;
}): string {
  if (total === null) return `${count(loaded)}${hasMore ? '+' : ''} transaction${loaded === 1 && !hasMore ? '' : 's'} recorded`;
  if (whole !== null && whole > total) return `${count(total)} in this window of ${count(whole)}`;
  return `${count(total)} transaction${total === 1 ? '' : 's'} recorded`;
}
