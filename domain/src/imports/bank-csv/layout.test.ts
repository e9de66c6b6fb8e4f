import { describe, expect, it } from 'vitest';
import { detectBankDateFormat, parseBankDate } from './formats';
import { findBankCsvHeader, splitBankCsvLine } from './layout';
import { bankCsvMappingFromGuess, guessBankCsvMapping } from './preview';

describe('where a bank CSV table starts', () => {
  it('finds the header under account, period and balance lines (DKB, quoted, trailing semicolons)', () => {
    const lines = [
      '"Kontonummer:";"DE12120300001234567890 / Girokonto";',
      '',
      '"Von:";"01.03.2024";',
      '"Bis:";"31.03.2024";',
      '"Kontostand vom 31.03.2024:";"3.456,78 EUR";',
      '',
      '"Buchungstag";"Wertstellung";"Buchungstext";"Verwendungszweck";"Betrag (EUR)";',
      '"04.03.2024";"04.03.2024";"Lastschrift";"Spotify";"-9,99";',
      '"05.03.2024";"05.03.2024";"Kartenzahlung";"Bäckerei";"-4,80";',
    ];
    expect(findBankCsvHeader(lines)).toEqual({ delimiter: ';', headerLine: 6 });
  });

  it('passes over section lines between the header and the rows (Schwab: "Pending Transactions" and its total)', () => {
    const lines = [
      '"Transactions  for Checking account ...000 as of 05/10/2023 01:41:36 PM ET"',
      '"Date","Type","Check #","Description","Withdrawal (-)","Deposit (+)","RunningBalance"',
      '"Pending Transactions"',
      '"Total Pending Check and other Credit(s)","","","","","$0.00",""',
      '"05/09/2023","","","APPLE CASH CUPERTINO, CA, US","$130.00","",""',
      '"05/09/2023","","","APPLE CASH CUPERTINO, CA, US","$50.00","",""',
    ];
    expect(findBankCsvHeader(lines)).toEqual({ delimiter: ',', headerLine: 1 });
    // Without rows after them, section lines confirm nothing.
    expect(findBankCsvHeader(lines.slice(0, 4))).toEqual({ delimiter: ',', headerLine: 0 });
  });

  it('takes the first line when nothing qualifies, and keeps a comma file a comma file', () => {
    expect(findBankCsvHeader(['Date,Description,Amount', '2024-03-01,Tea,-2.00'])).toEqual({ delimiter: ',', headerLine: 0 });
    expect(findBankCsvHeader(['', 'a;b', 'c;d'])).toEqual({ delimiter: ';', headerLine: 1 });
  });

  it('splits a line outside quotes, reading "" as a quote', () => {
    expect(splitBankCsvLine('"a;b";"say ""hi""";', ';')).toEqual(['a;b', 'say "hi"', '']);
  });
});

describe('the guessed mapping', () => {
  it('reads snake-case names and passes over a text that is the same on every row (csb43, hledger examples)', () => {
    const header = ['short_name', 'initial_date', 'final_date', 'item1', 'transaction_date', 'value_date', 'amount'];
    const rows = [
      ['N.SURNAME', '2019-11-01', '2019-11-30', 'MY_INCOME_LINE', '2019-11-02', '2019-11-02', '1500.00'],
      ['N.SURNAME', '2019-11-01', '2019-11-30', 'MY_EXPENSE_LINE', '2019-11-10', '2019-11-10', '-500.00'],
    ];
    expect(guessBankCsvMapping(header, rows, ',')).toMatchObject({ date: 'transaction_date', description: 'item1', amount: 'amount' });
    // One row tells nothing about what varies: the hinted name stays.
    expect(guessBankCsvMapping(header, rows.slice(0, 1), ',')).toMatchObject({ description: 'short_name' });
  });

  it('chooses the amount column by its values, not by a name containing "amount"', () => {
    const header = ['Date', 'Name', 'Type', 'Status', 'Gross', 'Fee', 'Net', 'Shipping and Handling Amount', 'Balance'];
    const rows = [
      ['03/08/2024', 'Jane Buyer', 'Website Payment', 'Completed', '100.00', '-3.49', '96.51', '0.00', '96.51'],
      ['03/20/2024', '', 'General Withdrawal', 'Completed', '-50.00', '0.00', '-50.00', '0.00', '46.51'],
    ];
    expect(guessBankCsvMapping(header, rows, ',')).toMatchObject({ amount: 'Net', description: 'Name', type: 'Type', status: 'Status' });
    // Deutsche Bank: an empty Betrag beside Soll and Haben.
    const db = ['Buchungstag', 'Verwendungszweck', 'Betrag', 'Soll', 'Haben'];
    const guess = guessBankCsvMapping(
      db,
      [
        ['04.03.2024', 'Telekom', '', '-39,95', ''],
        ['11.03.2024', 'Gehalt', '', '', '2.850,00'],
      ],
      ';',
    );
    expect(guess).toMatchObject({ debit: 'Soll', credit: 'Haben', numberFormat: '1.234,56' });
    expect(guess.amount).toBeUndefined();
  });

  it('takes descriptions with digits in them for the description, not for numbers', () => {
    const header = ['Date', 'Description', 'Amount'];
    const rows = [
      ['03/08/2024', 'CARD PAYMENT SHOP 0 LONDON GB', '-12.40'],
      ['03/09/2024', 'TFL TRAVEL CH 4471', '-2.80'],
    ];
    expect(guessBankCsvMapping(header, rows, ',')).toMatchObject({ date: 'Date', description: 'Description', amount: 'Amount' });
  });

  it('never takes a Type column (ACH_CREDIT, DEBIT_CARD) for the category', () => {
    const header = ['Details', 'Posting Date', 'Description', 'Amount', 'Type', 'Balance'];
    const guess = guessBankCsvMapping(header, [['DEBIT', '03/28/2024', 'ZELLE', '-50.00', 'QUICKPAY_DEBIT', '1949.58']], ',');
    expect(guess).toMatchObject({ type: 'Type', amount: 'Amount', date: 'Posting Date' });
    expect(guess.category).toBeUndefined();
  });

  it('says what it could not tell', () => {
    const guess = guessBankCsvMapping(['When', 'What', 'How much'], [['yesterday', 'Tea', 'two']], ',');
    expect(bankCsvMappingFromGuess(guess)).toEqual({
      ok: false,
      missing: [
        'the date column',
        'the description column',
        'the amount column (or debit and credit columns)',
        'how dates are written',
        'how amounts are written',
      ],
    });
  });
});

describe('date order from the data', () => {
  it('reads "01 Mar 2024" and picks the order whose days lie closer together when no day is above 12', () => {
    expect(parseBankDate('01 Mar 2024', 'dd mmm yyyy')).toBe('2024-03-01');
    expect(parseBankDate('1-Sept-2024', 'dd mmm yyyy')).toBe('2024-09-01');
    // As mm/dd these span January to December; as dd/mm they are three days of one month.
    expect(detectBankDateFormat(['01/03/2024', '12/03/2024', '05/03/2024'])).toBe('dd/mm/yyyy');
    expect(detectBankDateFormat(['03/01/2024', '03/12/2024', '03/05/2024'])).toBe('mm/dd/yyyy');
    expect(detectBankDateFormat(['03/04/2024'], true)).toBe('dd/mm/yyyy');
  });
});
