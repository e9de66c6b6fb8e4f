/**
 * A bank's CSV as a stream (issue 11): csv-parse with the chosen delimiter takes the BOM, quoted
 * fields and quoted line breaks; records come out one at a time with their number (the header is
 * row 1). The delimiter can be read off the first line before parsing (detectDelimiterOfUpload).
 */
import { detectBankDelimiter, type BankDelimiter } from '@life/domain/imports/bank-csv/index';
import { csvRecords, notCsvMessage, type CsvRecord } from '../csv-records';

export type { CsvRecord };

export const bankCsvMessages = {
  notCsv: notCsvMessage,
  empty: 'The file is empty: expected a header line and rows of transactions',
} as const;

/** Every record of a bank's CSV in order, split at the chosen delimiter (quotes read leniently). */
export function bankCsvRecords(chunks: AsyncIterable<Uint8Array | string>, delimiter: BankDelimiter): AsyncGenerator<CsvRecord> {
  return csvRecords(chunks, { delimiter, relax_quotes: true }, bankCsvMessages.empty);
}

const FIRST_LINE_LIMIT = 64 * 1024;

/**
 * The delimiter of the file's first line, and the whole upload again (what was read to find it,
 * then the rest): the body is read once.
 */
export async function detectDelimiterOfUpload(
  chunks: AsyncIterable<Uint8Array>,
): Promise<{ delimiter: BankDelimiter; chunks: AsyncIterable<Uint8Array> }> {
  const iterator = chunks[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < FIRST_LINE_LIMIT) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
    if (next.value.includes(10)) break;
  }
  const text = Buffer.concat(head)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  const delimiter = detectBankDelimiter(text.split(/\r?\n/)[0] ?? '');
  async function* again(): AsyncGenerator<Uint8Array> {
    yield* head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { delimiter, chunks: again() };
}
