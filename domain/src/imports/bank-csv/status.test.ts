import { describe, expect, it } from 'vitest';
import { bankCsvColumns, bankCsvMappingSchema, mapBankCsvRow } from './mapping';
import { guessBankCsvMapping } from './preview';
import { bankRowStatus } from './status';

const accountId = 'b0000000-0000-4000-8000-000000000001';

describe('a bank CSV status column', () => {
  it('reads pending, posted and void in several languages', () => {
    expect(['Pending', 'AUSSTEHEND', 'Vorgemerkt', 'en attente'].map(bankRowStatus)).toEqual(['pending', 'pending', 'pending', 'pending']);
    expect(['Posted', 'Gebucht', 'COMPLETED', '', 'something else'].map(bankRowStatus)).toEqual([
      'posted',
      'posted',
      'posted',
      'posted',
      'posted',
    ]);
    expect(['DECLINED', 'REVERTED', 'storniert'].map(bankRowStatus)).toEqual(['void', 'void', 'void']);
  });

  it('is guessed by its header name, or by its values under another name', () => {
    const revolut = ['Type', 'Product', 'Started Date', 'Completed Date', 'Description', 'Amount', 'Fee', 'Currency', 'State', 'Balance'];
    const row = ['CARD_PAYMENT', 'Current', '2026-11-24 10:12:01', '', 'Whole Foods', '-86.42', '0.00', 'USD', 'PENDING', '913.58'];
    expect(guessBankCsvMapping(revolut, [row], ',')).toMatchObject({ status: 'State', description: 'Description', amount: 'Amount' });
    const german = ['Buchungstag', 'Verwendungszweck', 'Betrag', 'Umsatzart'];
    expect(guessBankCsvMapping(german, [['24.11.2026', 'REWE', '-12,30', 'Vorgemerkt']], ';')).toMatchObject({ status: 'Umsatzart' });
  });

  it('imports a pending row as pending, a declined row not at all', () => {
    const mapping = bankCsvMappingSchema.parse({
      dateFormat: 'mm/dd/yyyy',
      numberFormat: '1,234.56',
      date: 'Date',
      description: 'Description',
      amount: 'Amount',
      status: 'Status',
    });
    const header = bankCsvColumns(['Date', 'Description', 'Amount', 'Status'], mapping);
    if (!header.ok) throw new Error('header');
    const pending = mapBankCsvRow(['11/24/2026', 'WHOLE FOODS', '-86.42', 'Pending'], 2, header.columns, accountId, new Map());
    expect(pending).toMatchObject({ ok: true, item: { draft: { posted: 'pending' } } });
    const declined = mapBankCsvRow(['11/24/2026', 'WHOLE FOODS', '-86.42', 'Declined'], 3, header.columns, accountId, new Map());
    expect(declined).toEqual({
      ok: false,
      void: true,
      problem: { row: 3, column: 'Status', reason: "Row 3, column 'Status': the bank marks it 'Declined', nothing was paid" },
    });
  });
});
