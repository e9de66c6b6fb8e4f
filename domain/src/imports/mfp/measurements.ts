/**
 * MyFitnessPal's measurement export (issue 27): "Date,Weight" and, when the user tracks them, more
 * columns ("Body Fat %", "Neck", "Waist", ...). Each row's Weight becomes a body-weight entry in the
 * unit the user says the file is in (MFP writes the number only, in the user's chosen unit). A row
 * without a weight (only other measurements) or with one out of bounds is rejected with why, never
 * dropped silently. Pure rules; infra streams the file, command-api writes the entries.
 */
import type { BodyWeightUnit } from '../../body-weight/constants';
import { MAX_BODY_WEIGHT_HUNDREDTHS, MIN_BODY_WEIGHT_HUNDREDTHS } from '../../body-weight/constants';
import type { BodyWeightDraft } from '../../body-weight/drafts';
import { formatWeightHundredths } from '../../body-weight/weight';
import { isSupportedDate } from '../../shared/dates';
import type { ImportRowProblem } from '../row-problem';
import { decimalHundredths, findColumns, mfpDay } from './cells';

export const MFP_MEASUREMENT_EXPORT = "MyFitnessPal's measurement export";

export const mfpMeasurementMessages = {
  unitRequired: "This is a MyFitnessPal measurement export: choose the unit its weights are in (weightUnit 'kg' or 'lb')",
} as const;

export type MfpMeasurementColumns = Readonly<{ date: number; weight: number }>;

export function mfpMeasurementColumns(
  header: readonly string[],
): { ok: true; columns: MfpMeasurementColumns } | { ok: false; problem: ImportRowProblem } {
  return findColumns(header, { date: 'Date', weight: 'Weight' }, {}, MFP_MEASUREMENT_EXPORT);
}

export interface MfpWeightImport {
  draft: BodyWeightDraft & { name: string };
  /** One weigh-in per day in MFP: the day is the key. */
  externalId: string;
  rows: number[];
  rowCount: number;
}

export type MfpWeightRowResult = { ok: true; item: MfpWeightImport } | { ok: false; malformed: boolean; problem: ImportRowProblem };

/** One data record (the header is row 1) into a weigh-in, or the problem naming it. */
export function mapMfpWeightRow(
  record: readonly string[],
  rowNumber: number,
  columns: MfpMeasurementColumns,
  unit: BodyWeightUnit,
): MfpWeightRowResult {
  const cell = (column: keyof MfpMeasurementColumns) => record[columns[column]] ?? '';
  const problem = (column: 'Date' | 'Weight', reason: string, malformed = true): MfpWeightRowResult => ({
    ok: false,
    malformed,
    problem: { row: rowNumber, column, reason: `Row ${rowNumber}, ${column}: ${reason}` },
  });
  const date = mfpDay(cell('date'));
  if (date === undefined) return problem('Date', `expected a date like 2024-03-01, got '${cell('date').slice(0, 40)}'`);
  if (!isSupportedDate(date)) return problem('Date', 'expected a day from 1901-01-01 to 2099-12-31', false);
  const hundredths = decimalHundredths(cell('weight'));
  if (hundredths === undefined) return problem('Weight', `expected a weight, got '${cell('weight').slice(0, 40)}'`);
  if (hundredths === null) return problem('Weight', 'no weight in this row (only other measurements), so nothing to import', false);
  if (hundredths < MIN_BODY_WEIGHT_HUNDREDTHS || hundredths > MAX_BODY_WEIGHT_HUNDREDTHS) {
    return problem('Weight', `expected a weight greater than 0 and at most 1000 ${unit}`, false);
  }
  const weight = formatWeightHundredths(hundredths);
  return {
    ok: true,
    item: {
      draft: { date, weight, unit, name: `Weight ${weight} ${unit}` },
      externalId: `mfp:weight:${date}`,
      rows: [rowNumber],
      rowCount: 1,
    },
  };
}
