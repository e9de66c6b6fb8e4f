import { describe, expect, it } from 'vitest';
import { filterKey, filtersFromParams, paramsWithFilters, urlChoosesFilters } from './filter-params';
import { defaultFilterValues, searchFinds } from './TransactionFilters';

describe('ledger filters in the URL (issue 24)', () => {
  const window = defaultFilterValues('2026-11-21');

  it('writes every filter, keeps other parameters, and reads them back', () => {
    const values = { ...window, status: 'pending' as const, search: 'rent', categoryId: 'cat-1', accountId: 'acc-1' };
    const params = paramsWithFilters(new URLSearchParams('asOf=2026-01-01T00:00:00.000Z'), values);
    expect(params.get('asOf')).toBe('2026-01-01T00:00:00.000Z');
    expect(Object.fromEntries(params)).toMatchObject({
      from: '2026-11-06',
      to: '2026-12-06',
      status: 'pending',
      q: 'rent',
      category: 'cat-1',
      accountId: 'acc-1',
    });
    expect(urlChoosesFilters(params)).toBe(true);
    expect(filtersFromParams(params, window)).toEqual(values);
    // The register's account is its route: not written.
    expect(paramsWithFilters(params, values, false).has('accountId')).toBe(false);
  });

  it('says "no bound" for a blank date, "not chosen" for an absent one, and drops what the form cannot show', () => {
    expect(filtersFromParams(new URLSearchParams('from=&to='), window)).toMatchObject({ startDate: '', endDate: '' });
    expect(filtersFromParams(new URLSearchParams('q=x'), window)).toMatchObject({ startDate: window.startDate, search: 'x' });
    expect(filtersFromParams(new URLSearchParams('from=yesterday&type=gift&status=maybe'), window)).toMatchObject({
      startDate: '',
      transactionType: 'all',
      status: 'all',
    });
    expect(urlChoosesFilters(new URLSearchParams('accountId=a'))).toBe(false);
    expect(filterKey(window)).toBe(filterKey({ ...window }));
  });

  it('knows what the search finds: title, category name or amount', () => {
    const tx = { title: 'Whole Foods', category: 'Groceries', amount: '-86.42' };
    expect(searchFinds('foods', tx)).toBe(true);
    expect(searchFinds('grocer', tx)).toBe(true);
    expect(searchFinds('86.42', tx)).toBe(true);
    expect(searchFinds('$86', tx)).toBe(true);
    expect(searchFinds('86.4', tx)).toBe(false);
    expect(searchFinds('86.40', tx)).toBe(false);
    expect(searchFinds('rent', tx)).toBe(false);
  });

  it("finds the notes and a split line's memo too (issue 24), as the API does", () => {
    const tx = {
      title: 'Supermarket',
      category: 'Groceries',
      amount: '-100.00',
      notes: 'Receipt in the DRAWER',
      splits: [{ categoryId: 'fun', amount: '10.00', memo: 'Cinema tickets' }],
    };
    expect(searchFinds('drawer', tx)).toBe(true);
    expect(searchFinds('cinema', tx)).toBe(true);
    expect(searchFinds('popcorn', tx)).toBe(false);
  });
});
