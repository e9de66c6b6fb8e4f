import { describe, expect, it } from 'vitest';
import { matchBankRows, payeeSimilarity, type IncomingBankRow, type RecordedBankTransaction } from './bank-match';

const recorded = (id: string, date: string, signedCents: number, title: string, more: Partial<RecordedBankTransaction> = {}) =>
  ({ id, date, signedCents, title, externalId: null, posted: 'posted', ...more }) satisfies RecordedBankTransaction;
const row = (number: number, date: string, signedCents: number, title: string, externalId?: string): IncomingBankRow => ({
  row: number,
  date,
  signedCents,
  title,
  ...(externalId === undefined ? {} : { externalId }),
});

/** Given what the account holds, when these rows arrive, then these pairs (row -> transaction id). */
function given(transactions: RecordedBankTransaction[]) {
  return {
    when: (rows: IncomingBankRow[]) => ({
      then: (pairs: Record<number, string>) =>
        expect(Object.fromEntries(matchBankRows(rows, transactions).map((match) => [match.row, match.transactionId]))).toEqual(pairs),
    }),
  };
}

describe('matching bank rows to recorded transactions', () => {
  it("pairs the bank's row with the transaction typed by hand: same amount, the bank text longer", () => {
    const typed = recorded('t1', '2026-11-24', -8642, 'Whole Foods Market');
    const [match] = matchBankRows([row(2, '2026-11-24', -8642, 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA')], [typed]);
    expect(match).toEqual({ row: 2, transactionId: 't1', by: 'amount-and-date', days: 0 });
  });

  it('given a transaction a few days off, matches within the window and not beyond it', () => {
    given([recorded('t1', '2026-11-20', -8642, 'Groceries')])
      .when([row(2, '2026-11-24', -8642, 'WHOLE FOODS')])
      .then({ 2: 't1' });
    given([recorded('t1', '2026-11-16', -8642, 'Groceries')])
      .when([row(2, '2026-11-24', -8642, 'WHOLE FOODS')])
      .then({});
  });

  it('never matches another amount, nor money in against money out', () => {
    given([recorded('t1', '2026-11-24', -8642, 'Whole Foods'), recorded('t2', '2026-11-24', 8643, 'Whole Foods')])
      .when([row(2, '2026-11-24', 8642, 'Whole Foods'), row(3, '2026-11-24', -8643, 'Whole Foods')])
      .then({});
  });

  it('matches each recorded transaction at most once: the second equal row is new', () => {
    given([recorded('t1', '2026-11-24', -450, 'Coffee')])
      .when([row(2, '2026-11-24', -450, 'BLUE BOTTLE COFFEE'), row(3, '2026-11-24', -450, 'BLUE BOTTLE COFFEE')])
      .then({ 2: 't1' });
  });

  it('takes the exact day first, then the nearest, whatever the order of rows', () => {
    const week = [recorded('mon', '2026-11-23', -450, 'Coffee'), recorded('wed', '2026-11-25', -450, 'Coffee')];
    // Row 2 (Tuesday) would take Monday first if rows were matched in order; Wednesday's exact day wins instead.
    given(week)
      .when([row(2, '2026-11-24', -450, 'COFFEE'), row(3, '2026-11-25', -450, 'COFFEE')])
      .then({ 2: 'mon', 3: 'wed' });
    given(week)
      .when([row(3, '2026-11-25', -450, 'COFFEE'), row(2, '2026-11-24', -450, 'COFFEE')])
      .then({ 2: 'mon', 3: 'wed' });
  });

  it('lets the payee text break a tie between equally near transactions', () => {
    given([recorded('a', '2026-11-23', -2000, 'Shell gas'), recorded('b', '2026-11-25', -2000, 'Pharmacy')])
      .when([row(2, '2026-11-24', -2000, 'CVS PHARMACY #123')])
      .then({ 2: 'b' });
  });

  it('includes pending transactions and transfers', () => {
    given([
      recorded('pending', '2026-11-24', -8642, 'Whole Foods', { posted: 'pending' }),
      recorded('transfer', '2026-11-01', -50000, 'To Savings from Checking'),
    ])
      .when([row(2, '2026-11-26', -8642, 'WHOLE FOODS'), row(3, '2026-11-02', -50000, 'ONLINE TRANSFER TO SAV 1234')])
      .then({ 2: 'pending', 3: 'transfer' });
  });

  it('matches the bank id (FITID) first, and never pairs two different bank ids', () => {
    const imported = recorded('fit', '2026-11-10', -999, 'Streaming', { externalId: 'F-1' });
    given([imported])
      .when([row(2, '2026-11-10', -999, 'Streaming', 'F-1')])
      .then({ 2: 'fit' });
    // A different FITID of the same amount and day is another charge, but a row without one may match it.
    given([imported])
      .when([row(2, '2026-11-10', -999, 'Streaming', 'F-2')])
      .then({});
    given([imported])
      .when([row(2, '2026-11-10', -999, 'Streaming')])
      .then({ 2: 'fit' });
  });

  it('is deterministic between equally good candidates', () => {
    const twins = [recorded('b', '2026-11-24', -100, 'Parking'), recorded('a', '2026-11-24', -100, 'Parking')];
    given(twins)
      .when([row(2, '2026-11-24', -100, 'PARKING')])
      .then({ 2: 'a' });
    given([...twins].reverse())
      .when([row(2, '2026-11-24', -100, 'PARKING')])
      .then({ 2: 'a' });
  });

  it('compares payee words, not numbers or punctuation', () => {
    expect(payeeSimilarity('Whole Foods Market', 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA')).toBe(1);
    expect(payeeSimilarity('Café Zürich', 'CAFE ZURICH 8001')).toBe(1);
    expect(payeeSimilarity('Rent', '#1234')).toBe(0);
  });

  it('pairs a pending transaction recorded with a bank id and the posted row settling it under another; never two posted ones', () => {
    const hold = recorded('h1', '2026-11-02', -4500, 'PREAUTH SHELL', { externalId: 'H-2', posted: 'pending' });
    expect(matchBankRows([{ ...row(7, '2026-11-04', -4500, 'SHELL OIL', 'S-9'), posted: 'posted' }], [hold])).toEqual([
      { row: 7, transactionId: 'h1', by: 'amount-and-date', days: 2 },
    ]);
    // A pending row with another bank id is another hold; a posted one with another id another payment.
    given([hold])
      .when([{ ...row(7, '2026-11-04', -4500, 'SHELL OIL', 'S-9'), posted: 'pending' }])
      .then({});
    given([{ ...hold, posted: 'posted' }])
      .when([row(7, '2026-11-04', -4500, 'SHELL OIL', 'S-9')])
      .then({});
  });
});
