/**
 * A bank's CSV as a stream (issues 11 and 23): the encoding detected from the first bytes (UTF-8 with
 * or without BOM, UTF-16, Windows-1252), the header found under any preamble (account, period and
 * balance lines: findBankCsvHeader) with its delimiter, then csv-parse with that delimiter takes quoted
 * fields and quoted line breaks; records come out one at a time with their number. Rows count the
 * file's non-blank lines, preamble included (the header is row 1 when there is none).
 */
import { findBankCsvHeader, type BankDelimiter } from '@life/domain/imports/bank-csv/index';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { csvRecords, notCsvMessage, type CsvRecord } from '../csv-records';
import { decodeChunks, detectTextEncoding, type TextEncodingName } from '../text-encoding';

export type { CsvRecord };

export const bankCsvMessages = {
  notCsv: notCsvMessage,
  empty: 'The file is empty: expected a header line and rows of transactions',
} as const;

/** Every record of a bank's CSV (text or UTF-8 bytes) in order, split at the chosen delimiter (quotes read leniently). */
export function bankCsvRecords(chunks: AsyncIterable<Uint8Array | string>, delimiter: BankDelimiter): AsyncGenerator<CsvRecord> {
  return csvRecords(chunks, { delimiter, relax_quotes: true }, bankCsvMessages.empty);
}

/** The head read for the encoding and the header: the preamble and the first rows. */
const HEAD_BYTES = 64 * 1024;

export interface OpenedBankCsv {
  encoding: TextEncodingName;
  delimiter: BankDelimiter;
  /** The non-blank lines before the header, each listed as skipped with why. */
  preamble: ImportRowProblem[];
  /** The header first, then the data rows; row numbers count the preamble's lines. */
  records: AsyncGenerator<CsvRecord>;
}

const clip = (text: string) => (text.length > 60 ? `${text.slice(0, 60)}…` : text);

/**
 * The upload opened as a bank CSV: encoding, delimiter (`delimiter` when a mapping names one) and
 * the header found from the first 64 KB; the body is read once (the head, then the rest).
 */
export async function openBankCsv(upload: AsyncIterable<Uint8Array>, delimiter?: BankDelimiter): Promise<OpenedBankCsv> {
  const iterator = upload[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let size = 0;
  let done = false;
  while (size < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    head.push(next.value);
    size += next.value.length;
  }
  const headBytes = Buffer.concat(head);
  const encoding = detectTextEncoding(headBytes, done);
  async function* bytes(): AsyncGenerator<Uint8Array> {
    yield headBytes;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  const text = decodeChunks(bytes(), encoding);
  const first = await text.next();
  const headText = first.done ? '' : first.value;
  const lines = headText.split(/\r\n|\n|\r/);
  if (!done) lines.pop(); // cut mid-line
  const found = findBankCsvHeader(lines, delimiter === undefined ? undefined : [delimiter]);
  let offset = 0;
  const preamble: ImportRowProblem[] = [];
  for (let at = 0; at < found.headerLine; at++) {
    const line = lines[at]!;
    if (line.trim() !== '') {
      const row = preamble.length + 1;
      preamble.push({ row, reason: `Row ${row}: before the header, not a transaction: '${clip(line.trim())}'` });
    }
    offset += line.length;
    offset += headText.startsWith('\r\n', offset) ? 2 : 1;
  }
  async function* body(): AsyncGenerator<string> {
    yield headText.slice(offset);
    yield* text;
  }
  async function* records(): AsyncGenerator<CsvRecord> {
    for await (const record of bankCsvRecords(body(), found.delimiter)) {
      if (preamble.length > 0) record.row += preamble.length;
      yield record;
    }
  }
  return { encoding, delimiter: found.delimiter, preamble, records: records() };
}
