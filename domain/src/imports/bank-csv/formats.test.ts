import { describe, expect, it } from 'vitest';
import { detectBankDateFormat, detectBankDelimiter, detectBankNumberFormat, parseBankAmountCents, parseBankDate } from './formats';

describe('bank CSV formats', () => {
  it('reads dates per format, refusing impossible days', () => {
    expect(parseBankDate('2024-02-29', 'yyyy-mm-dd')).toBe('2024-02-29');
    expect(parseBankDate('2023-02-29', 'yyyy-mm-dd')).toBeNull();
    expect(parseBankDate('03/14/2024', 'mm/dd/yyyy')).toBe('2024-03-14');
    expect(parseBankDate('03/14/2024', 'dd/mm/yyyy')).toBeNull();
    expect(parseBankDate('1.3.2024 12:00', 'dd.mm.yyyy')).toBe('2024-03-01');
    // Year first with dots or slashes (Actual Budget's windows-1252-euro.csv writes "2025.12.04").
    expect(parseBankDate('2025.12.04', 'yyyy-mm-dd')).toBe('2025-12-04');
    expect(parseBankDate('2025/12/04', 'yyyy-mm-dd')).toBe('2025-12-04');
    expect(detectBankDateFormat(['2025.12.04', '2025.12.13'])).toBe('yyyy-mm-dd');
  });

  it('lets a day above 12 decide between mm/dd and dd/mm, else assumes mm/dd', () => {
    expect(detectBankDateFormat(['01/03/2024', '13/03/2024'])).toBe('dd/mm/yyyy');
    expect(detectBankDateFormat(['03/01/2024', '03/13/2024'])).toBe('mm/dd/yyyy');
    expect(detectBankDateFormat(['03/01/2024', '04/02/2024'])).toBe('mm/dd/yyyy');
    expect(detectBankDateFormat(['01.03.2024', ''])).toBe('dd.mm.yyyy');
    expect(detectBankDateFormat(['2024-03-01', '01.03.2024'])).toBeNull();
  });

  it('reads amounts into signed cents without floats', () => {
    expect(parseBankAmountCents('-1,234.56', '1,234.56')).toBe(-123456);
    expect(parseBankAmountCents('(12.30)', '1,234.56')).toBe(-1230);
    expect(parseBankAmountCents('12.30-', '1,234.56')).toBe(-1230);
    expect(parseBankAmountCents('$ 1,000', '1,234.56')).toBe(100000);
    expect(parseBankAmountCents('-1.234,5', '1.234,56')).toBe(-123450);
    expect(parseBankAmountCents('1 234,56 €', '1.234,56')).toBe(123456);
    expect(parseBankAmountCents('0.1', '1,234.56')).toBe(10);
    expect(parseBankAmountCents('12.345', '1,234.56')).toBeNull();
    expect(parseBankAmountCents('abc', '1,234.56')).toBeNull();
    expect(parseBankAmountCents('99999999999999', '1,234.56')).toBeNull();
  });

  it('detects the number format and the delimiter', () => {
    expect(detectBankNumberFormat(['-45,30', '3.250,00'])).toBe('1.234,56');
    expect(detectBankNumberFormat(['-4.50', '1,200.00'])).toBe('1,234.56');
    expect(detectBankNumberFormat(['12', '(3)'])).toBe('1,234.56');
    // Words with a digit among them are a description, not an amount (a currency code or symbol is).
    expect(detectBankNumberFormat(['CARD PAYMENT SHOP 0 LONDON GB', 'TFL TRAVEL 12'])).toBeNull();
    expect(parseBankAmountCents('EUR 12,50', '1.234,56')).toBe(1250);
    expect(parseBankAmountCents('-12.30 USD', '1,234.56')).toBe(-1230);
    expect(parseBankAmountCents('US$4.00', '1,234.56')).toBe(400);
    expect(detectBankDelimiter('Datum;Text;"a;b";Betrag')).toBe(';');
    expect(detectBankDelimiter('"Date, posted",Amount')).toBe(',');
    expect(detectBankDelimiter('Date\tAmount\tText')).toBe('\t');
  });
});
