import { toCents } from '../format';
import type { AccountBalance } from './types';

/** One date's totals over every account, in cents: Pending = Total minus Posted (SPEC 2). */
export interface BalanceTotals {
  posted: number;
  pending: number;
  total: number;
}

/** The schedule card's Start and End totals, summed as integer cents from the API's decimal strings. */
export function scheduleCardTotals(balances: readonly AccountBalance[]): { start: BalanceTotals; end: BalanceTotals } {
  let startPosted = 0;
  let startAll = 0;
  let endPosted = 0;
  let endAll = 0;
  for (const balance of balances) {
    startPosted += toCents(balance.startBalancePosted);
    startAll += toCents(balance.startBalanceAll);
    endPosted += toCents(balance.endBalancePosted);
    endAll += toCents(balance.endBalanceAll);
  }
  return {
    start: { posted: startPosted, pending: startAll - startPosted, total: startAll },
    end: { posted: endPosted, pending: endAll - endPosted, total: endAll },
  };
}
