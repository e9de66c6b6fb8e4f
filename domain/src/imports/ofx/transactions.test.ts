import { describe, expect, it } from 'vitest';
import { mapOfxTransaction } from './transactions';

const amountOf = (amount: string) => {
  const result = mapOfxTransaction({ index: 1, datePosted: '20190123', amount, name: 'Shop' }, 'account-1');
  return result.ok ? result.item.signedCents : result.problem.reason;
};

describe('OFX TRNAMT as banks write it (issue 23)', () => {
  it('reads amounts padded past the cents with zeros (Bank of America writes -30.000 and -3.77000)', () => {
    expect(amountOf('-30.000')).toBe(-3000);
    expect(amountOf('-3.77000')).toBe(-377);
    expect(amountOf('1,500.000')).toBe(150000);
  });

  it('keeps the other readings: comma decimals, thousands without decimals, and refuses a fraction of a cent', () => {
    expect(amountOf('-200,00')).toBe(-20000);
    expect(amountOf('1,000')).toBe(100000);
    expect(amountOf('-3.775')).toBe("Transaction 1, TRNAMT: expected a signed amount like -12.30, found '-3.775'");
  });
});

describe('OFX payee texts as banks write them (issue 23)', () => {
  const mapped = (name: string | undefined, memo: string | undefined) => {
    const result = mapOfxTransaction({ index: 1, datePosted: '20230301', amount: '-1.00', name, memo }, 'account-1');
    if (!result.ok) throw new Error(result.problem.reason);
    return [result.item.draft.title, result.item.fullText ?? null];
  };

  it('decodes texts the bank escaped twice (Actual Budget html-vals.qfx), once', () => {
    expect(mapped('TPAY &lt;DEFTPYMT&gt;', 'A &amp;amp; B')).toEqual(['TPAY <DEFTPYMT>', 'TPAY <DEFTPYMT> | A &amp; B']);
    expect(mapped('Caf&#233; &#x41; &bogus; &#1;', undefined)).toEqual(['Café A &bogus; &#1;', null]);
  });

  it('takes the title from MEMO when NAME holds no letter, keeping NAME beside it', () => {
    expect(mapped('000000000000000', 'PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY')).toEqual([
      'PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY',
      'PREAUTHORIZED DEBIT;B.C. HYDRO & POWER AUTHORITY | 000000000000000',
    ]);
    // A NAME of digits with no better MEMO stays the title.
    expect(mapped('1234', '5678')).toEqual(['1234', '1234 | 5678']);
  });
});
