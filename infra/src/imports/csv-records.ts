/**
 * A CSV upload as a stream of records (issue 11), for every CSV import: csv-parse takes the BOM,
 * quoted fields and quoted line breaks; records come out one at a time with their number (the
 * header is row 1). A file csv-parse cannot read is a 400 on `file` naming the line.
 */
import { ValidationError } from '@life/domain';
import { parse, type Options } from 'csv-parse';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface CsvRecord {
  row: number;
  cells: string[];
}

export const notCsvMessage = (detail: string) => `The file is not a readable CSV (${detail})`;

/** `options` add to the common ones (a delimiter, relaxed quotes); `emptyMessage` says what the file should have held. */
export async function* csvRecords(
  chunks: AsyncIterable<Uint8Array | string>,
  options: Pick<Options, 'delimiter' | 'relax_quotes'>,
  emptyMessage: string,
): AsyncGenerator<CsvRecord> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true, ...options });
  // A failing source destroys the parser with its error, which the loop below then throws.
  pipeline(Readable.from(chunks), parser).catch(() => undefined);
  let row = 0;
  try {
    for await (const cells of parser as AsyncIterable<string[]>) {
      row += 1;
      yield { row, cells };
    }
  } catch (error) {
    if (error instanceof ValidationError) throw error;
    throw ValidationError.of('file', notCsvMessage(error instanceof Error ? error.message : String(error)));
  }
  if (row === 0) throw ValidationError.of('file', emptyMessage);
}
