import { describe, expect, it } from 'vitest';
import { addSplitLine, newSplitLine, splitBalance, splitCategoryIds, splitLinesToBody, splitsToFormLines, startSplit } from './split-lines';

const lines = (...amounts: string[]) => amounts.map((amount) => newSplitLine('', amount));

describe('split lines (issue 24): what is left to place, in exact cents', () => {
  it('says what remains, what is over, and when the lines add up', () => {
    expect(splitBalance('100.00', lines('40.00', '25.50'))).toMatchObject({
      remainingCents: 3450,
      text: 'Remaining: $34.50',
      addsUp: false,
    });
    expect(splitBalance('100', lines('60', '41'))).toMatchObject({ remainingCents: -100, text: 'Over by $1.00', addsUp: false });
    expect(splitBalance('1,234.56', lines('1,000.00', '234.56'))).toMatchObject({
      remainingCents: 0,
      text: 'Remaining: $0.00',
      addsUp: true,
    });
  });

  it('adds up amounts a float sum would miss (0.10 + 0.20 is 0.30 exactly)', () => {
    expect(splitBalance('0.30', lines('0.10', '0.20')).addsUp).toBe(true);
    expect(splitBalance('99999999.99', lines('33333333.33', '33333333.33', '33333333.33')).remainingCents).toBe(0);
  });

  it('counts blank or unreadable amounts as nothing placed (their fields say why)', () => {
    expect(splitBalance('50', lines('', 'abc', '12.345', '-5')).text).toBe('Remaining: $50.00');
    expect(splitBalance('', lines('5')).text).toBe('Over by $5.00');
    expect(splitBalance('', lines('', '')).addsUp).toBe(false);
  });

  it('starts with two lines under the chosen categories, and a new line carries what is left', () => {
    const start = startSplit(['food', 'fuel', 'rent']);
    expect(start.map((line) => [line.categoryId, line.amount])).toEqual([
      ['food', ''],
      ['fuel', ''],
    ]);
    expect(new Set(start.map((line) => line.key)).size).toBe(2);
    expect(addSplitLine('100', lines('40', '35.5')).at(-1)?.amount).toBe('24.50');
    expect(addSplitLine('100', lines('60', '40')).at(-1)?.amount).toBe('');
    expect(addSplitLine('100', lines('60', '50')).at(-1)?.amount).toBe('');
  });

  it('sends lines without keys, amounts as two-decimal text and memos trimmed; reads stored lines back absolute', () => {
    const form = [
      { key: 'a', categoryId: 'food', amount: '1,234.5', memo: '  lunch ' },
      { key: 'b', categoryId: 'fuel', amount: '12.345', memo: '' },
    ];
    expect(splitLinesToBody(form)).toEqual([
      { categoryId: 'food', amount: '1234.50', memo: 'lunch' },
      { categoryId: 'fuel', amount: '12.345', memo: '' },
    ]);
    const read = splitsToFormLines([{ categoryId: 'food', amount: '1234.50', memo: 'lunch' }]);
    expect(read).toMatchObject([{ categoryId: 'food', amount: '1,234.50', memo: 'lunch' }]);
  });

  it("derives the split's categories: distinct, in line order, blanks left out", () => {
    expect(splitCategoryIds([{ categoryId: 'fuel' }, { categoryId: '' }, { categoryId: 'food' }, { categoryId: 'fuel' }])).toEqual([
      'fuel',
      'food',
    ]);
  });
});
