/**
 * MyFitnessPal's nutrition CSV as a stream (issue 11): csv-parse takes the BOM and quoted fields,
 * records come out one at a time with their number (the header is row 1).
 */
import { ValidationError } from '@life/domain';
import { parse } from 'csv-parse';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface CsvRecord {
  row: number;
  cells: string[];
}

export const mfpCsvMessages = {
  notCsv: (detail: string) => `The file is not a readable CSV (${detail})`,
  empty: "The file is empty: expected MyFitnessPal's nutrition export (Date,Meal,Calories,...)",
} as const;

/** Every record of the CSV in order; a file csv-parse cannot read is a 400 on `file` naming the line. */
export async function* csvRecords(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<CsvRecord> {
  const parser = parse({ bom: true, relax_column_count: true, skip_empty_lines: true });
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
    throw ValidationError.of('file', mfpCsvMessages.notCsv(error instanceof Error ? error.message : String(error)));
  }
  if (row === 0) throw ValidationError.of('file', mfpCsvMessages.empty);
}
