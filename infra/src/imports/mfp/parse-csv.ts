/**
 * MyFitnessPal's CSV exports (nutrition, exercise) as a stream (issues 11, 23): the shared CSV reader (../csv-records.ts)
 * with MyFitnessPal's defaults (commas, strict quotes).
 */
import { csvRecords as readCsvRecords, notCsvMessage, type CsvRecord } from '../csv-records';

export type { CsvRecord };

export const mfpCsvMessages = {
  notCsv: notCsvMessage,
  empty: "The file is empty: expected MyFitnessPal's nutrition export (Date,Meal,Calories,...) or exercise export (Date,Exercise,Type,...)",
} as const;

/** Every record of the CSV in order; a file csv-parse cannot read is a 400 on `file` naming the line. */
export function csvRecords(chunks: AsyncIterable<Uint8Array | string>): AsyncGenerator<CsvRecord> {
  return readCsvRecords(chunks, {}, mfpCsvMessages.empty);
}
