import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { bankCsvColumns, guessBankCsvMapping, mapBankCsvRow, type BankCsvMapping } from '@life/domain/imports/bank-csv/index';
import { describe, expect, it } from 'vitest';
import { bankCsvRecords, openBankCsv } from './parse-csv';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/${name}`, import.meta.url));
const ACCOUNT = '11111111-1111-4111-8111-111111111111';

/** The fixture read as an upload: delimiter detected, header guessed, every row mapped. */
async function importFixture(name: string, chunkSize = 7) {
  const upload = createReadStream(fixture(name), { highWaterMark: chunkSize });
  const { delimiter, records: opened } = await openBankCsv(upload);
  const records: string[][] = [];
  for await (const { cells } of opened) records.push(cells);
  const [header, ...rows] = records;
  const guess = guessBankCsvMapping(header!, rows, delimiter);
  const mapping = { ...guess, dateFormat: guess.dateFormat!, numberFormat: guess.numberFormat! } as BankCsvMapping;
  const columns = bankCsvColumns(header!, mapping);
  if (!columns.ok) throw new Error(columns.problem.reason);
  const mapped = rows.map((cells, index) => {
    const result = mapBankCsvRow(cells, index + 2, columns.columns, ACCOUNT, new Map());
    return result.ok ? { date: result.item.draft.date, title: result.item.draft.title, cents: result.item.signedCents } : result;
  });
  return { delimiter, header, guess, mapped };
}

describe('bank CSV stream', () => {
  it('reads a BOM, quoted commas and a quoted line break (tiny chunks)', async () => {
    const { delimiter, header, guess, mapped } = await importFixture('bank-bom-quoted.csv', 5);
    expect(delimiter).toBe(',');
    expect(header).toEqual(['Date', 'Description', 'Amount', 'Category']);
    expect(guess).toMatchObject({
      dateFormat: 'yyyy-mm-dd',
      numberFormat: '1,234.56',
      date: 'Date',
      amount: 'Amount',
      category: 'Category',
    });
    expect(mapped).toEqual([
      { date: '2024-03-01', title: 'Coffee, Corner Cafe', cents: -450 },
      { date: '2024-03-02', title: 'Salary March', cents: 250000 },
      { date: '2024-03-03', title: 'Rent', cents: -120000 },
      { date: '2024-03-15', title: 'Bookshop', cents: -2399 },
    ]);
  });

  it('reads semicolons, dd.mm.yyyy and 1.234,56', async () => {
    const { delimiter, guess, mapped } = await importFixture('bank-de.csv');
    expect(delimiter).toBe(';');
    expect(guess).toMatchObject({ dateFormat: 'dd.mm.yyyy', numberFormat: '1.234,56', description: 'Verwendungszweck', amount: 'Betrag' });
    expect(mapped).toEqual([
      { date: '2024-03-01', title: 'REWE Markt', cents: -4530 },
      { date: '2024-03-15', title: 'Gehalt März', cents: 325000 },
      { date: '2024-03-28', title: 'Miete', cents: -110000 },
    ]);
  });

  it('reads debit and credit columns in mm/dd/yyyy', async () => {
    const { guess, mapped } = await importFixture('bank-debit-credit.csv');
    expect(guess).toMatchObject({ dateFormat: 'mm/dd/yyyy', debit: 'Debit', credit: 'Credit', description: 'Payee' });
    expect(mapped.map((row) => ('cents' in row ? row.cents : row))).toEqual([-5410, 150000, -12000]);
  });

  it('reads parentheses as negative and lets a day above 12 decide dd/mm/yyyy', async () => {
    const { guess, mapped } = await importFixture('bank-parentheses.csv');
    expect(guess.dateFormat).toBe('dd/mm/yyyy');
    expect(mapped).toEqual([
      { date: '2024-03-13', title: 'Refund', cents: -1200 },
      { date: '2024-03-01', title: 'Train ticket', cents: -340 },
      { date: '2024-03-02', title: 'Interest', cents: 15 },
    ]);
  });

  it('refuses a file csv-parse cannot read with a 400 on file naming the problem', async () => {
    const broken = Readable.from([Buffer.from('Date,Description\n2024-01-01,"unclosed\n')]);
    await expect(async () => {
      for await (const record of bankCsvRecords(broken, ',')) void record;
    }).rejects.toMatchObject({ fields: { file: expect.stringMatching(/not a readable CSV/) } });
  });
});
