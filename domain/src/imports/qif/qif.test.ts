import { describe, expect, it } from 'vitest';
import { decideQifDateOrder, qifDateParts, qifDay } from './dates';
import { mapQifRecord, parseQifAmountCents, qifCategoryName } from './mapping';
import { QifReader, type QifRecord } from './records';

const ACCOUNT = '00000000-0000-4000-8000-000000000001';

function read(text: string): QifRecord[] {
  const reader = new QifReader();
  const records = text.split(/\r?\n/).flatMap((line) => reader.push(line) ?? []);
  const last = reader.end();
  return last ? [...records, last] : records;
}

describe('QIF', () => {
  it('reads dates in every form and decides the order from the whole file', () => {
    const parts = (texts: string[]) => texts.map((text) => qifDateParts(text)!);
    expect(qifDateParts("1/ 1'00")).toMatchObject({ first: 1, second: 1, year: 2000 });
    expect(qifDateParts('10/11/97')).toMatchObject({ year: 1997 });
    expect(qifDateParts("12/31'2019")).toMatchObject({ year: 2019 });
    expect(qifDateParts('2024-03-25')).toMatchObject({ ymd: true });
    expect(qifDateParts('yesterday')).toBeNull();
    expect(decideQifDateOrder(parts(['02/03/2024', '25/03/2024']))).toBe('dmy');
    expect(decideQifDateOrder(parts(['02/03/2024', '03/25/2024']))).toBe('mdy');
    expect(decideQifDateOrder(parts(['03.02.24', '05.02.24']))).toBe('dmy');
    // Every date reads both ways: the order keeping them close together wins.
    expect(decideQifDateOrder(parts(['01/02/2024', '01/03/2024', '01/04/2024']))).toBe('mdy');
    expect(decideQifDateOrder(parts(['02/01/2024', '03/01/2024', '04/01/2024']))).toBe('dmy');
    expect(decideQifDateOrder(parts(['25/03/2024', '03/25/2024']))).toBeNull();
    expect(qifDay(qifDateParts('29.02.24')!, 'dmy')).toBe('2024-02-29');
    expect(qifDay(qifDateParts('31/02/2024')!, 'dmy')).toBeNull();
  });

  it('reads amounts with thousands separators in either style', () => {
    expect(parseQifAmountCents('5,762.36')).toBe(576236);
    expect(parseQifAmountCents('-1.249,00')).toBe(-124900);
    expect(parseQifAmountCents('-23,80')).toBe(-2380);
    expect(parseQifAmountCents('-1,020.50')).toBe(-102050);
    expect(parseQifAmountCents('1,000')).toBe(100000);
    expect(parseQifAmountCents('-6.19')).toBe(-619);
    expect(parseQifAmountCents('lots')).toBeNull();
  });

  it('reads category names without their class; a bracketed name is a transfer', () => {
    expect(qifCategoryName('Bills:Cell Phone/Test class')).toEqual({ name: 'Bills:Cell Phone' });
    expect(qifCategoryName('[Livret bleu]')).toEqual({ transfer: 'Livret bleu' });
    expect(qifCategoryName('--Split--')).toEqual({});
  });

  it('skips lists and investments, keeps bank, cash and card records with their splits', () => {
    const records = read(
      "!Type:Cat\nNFood\nE\n^\n!Type:CCard\nD03.02.24\nT-1.249,00\nPShop\n^\n!Type:Invst\nD2/14'2020\nNBuy\n^\n!Type:Bank\nD1/ 1'00\nU-10.00\nPA Payee\nS[An Account]\n$-9.00\nSA Category\nEnote\n$-1.00\n",
    );
    expect(records).toEqual([
      { index: 1, section: 'CCard', account: 0, date: '03.02.24', amount: '-1.249,00', payee: 'Shop', splits: [] },
      {
        index: 2,
        section: 'Bank',
        account: 0,
        date: "1/ 1'00",
        amount: '-10.00',
        payee: 'A Payee',
        splits: [
          { category: '[An Account]', memo: '', amount: '-9.00' },
          { category: 'A Category', memo: 'note', amount: '-1.00' },
        ],
      },
    ]);
    expect(() => read('Date,Amount\n!Type:Bank\n')).toThrow(/not a QIF export: line 1/);
  });

  it('maps a record: payee title, category matched by name, memo, check number and split lines kept as a split (issue 24)', () => {
    const groceries = { id: 'c1', name: 'Groceries', type: 'Expense - Variable' as const };
    const categories = new Map([['groceries', groceries]]);
    const [record] = read(
      '!Type:Bank\nD10/11/97\nT-98.05\nN278\nPBofA\nLFood:Groceries\nSFood:Groceries\nEFall\n$-53.30\nSFood:Groceries\n$-44.75\nMVISA\n^',
    );
    const result = mapQifRecord(record!, 'mdy', ACCOUNT, categories);
    expect(result).toMatchObject({
      ok: true,
      item: {
        row: 1,
        signedCents: -9805,
        draft: {
          title: 'BofA',
          date: '1997-10-11',
          type: 'expense',
          amountCents: 9805,
          transactionCategoryIds: ['c1'],
          splits: [
            { categoryId: 'c1', amountCents: 5330, memo: 'Fall' },
            { categoryId: 'c1', amountCents: 4475, memo: '' },
          ],
        },
        fullText: 'VISA | Check 278',
      },
    });
    const [other] = read('!Type:Bank\nD10/11/97\nT-6.19\nPAT&T\nLTelephone\n^');
    expect(mapQifRecord(other!, 'mdy', ACCOUNT, categories)).toMatchObject({
      ok: true,
      unmatchedCategory: 'Telephone',
      item: { draft: { category: 'Telephone', transactionCategoryIds: [] } },
    });
    const [zero] = read('!Type:Bank\nD2/10/20\nT0.00\nPOpening Balance\n^');
    expect(mapQifRecord(zero!, 'mdy', ACCOUNT, categories)).toMatchObject({ ok: false, malformed: false });
    const [bad] = read('!Type:Bank\nD2/10/20\nTabc\n^');
    expect(mapQifRecord(bad!, 'mdy', ACCOUNT, categories)).toMatchObject({ ok: false, malformed: true, problem: { column: 'T' } });
  });

  it("maps L[Account] to a transfer between the two accounts when the name is one of the user's accounts", () => {
    const SAVINGS = '00000000-0000-4000-8000-000000000002';
    const accounts = new Map([
      ['savings', { id: SAVINGS, name: 'Savings' }],
      ['checking', { id: ACCOUNT, name: 'Checking' }],
    ]);
    const [out, back, unknown, self, split] = read(
      '!Type:Bank\nD03/01/24\nT-250.00\nPTo savings\nL[SAVINGS ]\n^\nD03/02/24\nT40.00\nPBack\nL[Savings]/Class\n^\n' +
        'D03/03/24\nT-9.00\nPBroker\nL[Brokerage]\n^\nD03/04/24\nT100.00\nPOpening Balance\nL[Checking]\n^\n' +
        'D03/05/24\nT-10.00\nPMixed\nS[Savings]\n$-9.00\nSFood\n$-1.00\n^\n',
    );
    const map = (record: QifRecord) => mapQifRecord(record, 'mdy', ACCOUNT, new Map(), accounts);
    expect(map(out!)).toEqual({
      ok: true,
      transferAccountId: SAVINGS,
      item: {
        row: 1,
        signedCents: -25000,
        draft: expect.objectContaining({
          type: 'payment',
          fromAccountId: ACCOUNT,
          toAccountId: SAVINGS,
          amountCents: 25000,
          transactionCategoryIds: [],
        }),
      },
    });
    expect(map(back!)).toMatchObject({ ok: true, item: { draft: { type: 'payment', fromAccountId: SAVINGS, toAccountId: ACCOUNT } } });
    // No account of that name: kept uncategorised, noted and listed.
    expect(map(unknown!)).toMatchObject({
      ok: true,
      unmatchedTransfer: 'Brokerage',
      item: { draft: { type: 'expense', transactionCategoryIds: [] }, fullText: 'Transfer: [Brokerage]' },
    });
    expect(map(unknown!).ok && map(unknown!)).not.toHaveProperty('item.draft.category');
    // Quicken's opening balance names the account itself: not a transfer, and no unknown account either.
    const opening = map(self!);
    expect(opening).toMatchObject({ ok: true, item: { draft: { type: 'income', toAccountId: ACCOUNT } } });
    expect(opening).not.toHaveProperty('unmatchedTransfer');
    expect(opening).not.toHaveProperty('transferAccountId');
    // A split to an account stays one transaction on this account.
    expect(map(split!)).toMatchObject({ ok: true, item: { draft: { type: 'expense' } } });
  });
});
