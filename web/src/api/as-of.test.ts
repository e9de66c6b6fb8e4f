import { afterEach, describe, expect, it } from 'vitest';
import { accountQueries } from '../features/money/accounts/queries';
import { dashboardQueries } from '../features/dashboard/queries';
import { scheduleQueries } from '../features/money/schedules/queries';
import { summaryQueries } from '../features/money/summary/queries';
import { transactionQueries, transactionsPath } from '../features/money/transactions/queries';
import { asOfAtom, asOfKey, formatAsOf, isoToLocalInput, localInputToIso, parseAsOf, pollingUnlessAsOf, withAsOf } from './as-of';
import { appStore } from './store';

const AS_OF = '2026-11-21T14:03:00.000Z';

afterEach(() => appStore.set(asOfAtom, null));

describe('withAsOf', () => {
  it('leaves a path alone for now and adds asOf in the past, after any other parameter', () => {
    expect(withAsOf('/api/accounts', null)).toBe('/api/accounts');
    expect(withAsOf('/api/accounts', AS_OF)).toBe('/api/accounts?asOf=2026-11-21T14%3A03%3A00.000Z');
    expect(withAsOf('/api/money/summary?month=2026-11', AS_OF)).toBe('/api/money/summary?month=2026-11&asOf=2026-11-21T14%3A03%3A00.000Z');
  });

  it('reads the atom when not told', () => {
    appStore.set(asOfAtom, AS_OF);
    expect(withAsOf('/api/dashboard')).toBe(`/api/dashboard?asOf=${encodeURIComponent(AS_OF)}`);
  });
});

describe('parseAsOf', () => {
  it('takes an ISO date-time with a zone and normalises it to UTC', () => {
    expect(parseAsOf(AS_OF)).toBe(AS_OF);
    expect(parseAsOf('2026-11-21T15:03:00+01:00')).toBe(AS_OF);
    expect(parseAsOf('2026-11-21T14:03Z')).toBe(AS_OF);
  });

  it('refuses anything else (a malformed link shows now)', () => {
    for (const value of [null, '', '2026-11-21', '2026-11-21T14:03:00', 'yesterday', '2026-13-45T99:99:00Z'])
      expect(parseAsOf(value)).toBeNull();
  });
});

describe('the datetime-local input', () => {
  it('turns local wall-clock time into an instant and back, seconds kept', () => {
    const iso = localInputToIso('2026-11-21T14:03:27');
    expect(iso).not.toBeNull();
    expect(isoToLocalInput(iso!)).toBe('2026-11-21T14:03:27');
    expect(new Date(iso!).getHours()).toBe(14);
    expect(isoToLocalInput(localInputToIso('2026-11-21T14:03')!)).toBe('2026-11-21T14:03:00');
  });

  it('refuses an empty or malformed value', () => {
    expect(localInputToIso('')).toBeNull();
    expect(localInputToIso('21/11/2026 14:03')).toBeNull();
  });

  it('formats the instant for the banner as the browser shows local time', () => {
    expect(formatAsOf(localInputToIso('2026-11-21T14:03:00')!)).toBe('Nov 21, 2026, 2:03 PM');
  });
});

describe('query keys and polling', () => {
  it('add nothing for now, so keys stay as they were', () => {
    expect(asOfKey(null)).toEqual([]);
    expect(accountQueries.list().queryKey).toEqual(['accounts', 'list']);
    expect(transactionQueries.list({}).queryKey).toEqual(['transactions', 'list', {}]);
    expect(accountQueries.list().refetchInterval).toBe(30_000);
  });

  it('give every supported read its own key in the past, under the feature key writes invalidate, and no polling', () => {
    appStore.set(asOfAtom, AS_OF);
    const segment = { asOf: AS_OF };
    expect(accountQueries.list().queryKey).toEqual(['accounts', 'list', segment]);
    expect(transactionQueries.list({ status: 'posted' }).queryKey).toEqual(['transactions', 'list', { status: 'posted' }, segment]);
    expect(transactionQueries.recent(5).queryKey).toEqual(['transactions', 'recent', { limit: 5 }, segment]);
    expect(summaryQueries.month('2026-11').queryKey).toEqual(['money-summary', { month: '2026-11' }, segment]);
    expect(scheduleQueries.rangeBalances('2026-11-01', '2026-11-30').queryKey).toEqual([
      'schedules',
      'account-balances',
      '2026-11-01',
      '2026-11-30',
      segment,
    ]);
    expect(dashboardQueries.summary().queryKey).toEqual(['dashboard', 'summary', segment]);
    for (const options of [
      accountQueries.list(),
      transactionQueries.recent(5),
      summaryQueries.month('2026-11'),
      dashboardQueries.summary(),
    ]) {
      expect(options.refetchInterval).toBe(false);
    }
    expect(pollingUnlessAsOf({ refetchInterval: 15_000, staleTime: 10_000 })).toEqual({ refetchInterval: false, staleTime: Infinity });
  });

  it('a transactions page asks with asOf among its filters', () => {
    expect(transactionsPath({ limit: 500, asOf: AS_OF })).toBe(`/api/transactions?limit=500&asOf=${encodeURIComponent(AS_OF)}`);
    expect(transactionsPath({ limit: 500, asOf: null })).toBe('/api/transactions?limit=500');
  });
});
