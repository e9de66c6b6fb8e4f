/**
 * Apple Health's body-mass records (issue 27): `<Record type="HKQuantityTypeIdentifierBodyMass"
 * unit="kg" value="72.4" startDate="2024-03-01 07:59:00 +0100" .../>` (unit 'kg' or 'lb' as the
 * user's Health app shows weight; 'g' from some scales' apps) becomes a body-weight entry on the
 * day written in startDate, its value rounded half up to 2 decimals. A record we cannot store (a
 * unit we do not keep, zero, over 1000) is rejected with why. Pure rules; infra streams the file.
 */
import { type BodyWeightUnit, MAX_BODY_WEIGHT_HUNDREDTHS, MIN_BODY_WEIGHT_HUNDREDTHS } from '../../body-weight/constants';
import type { BodyWeightDraft } from '../../body-weight/drafts';
import { formatWeightHundredths } from '../../body-weight/weight';
import { isSupportedDate } from '../../shared/dates';
import { decimalHundredths } from '../mfp/cells';
import type { ImportRowProblem } from '../row-problem';

export const APPLE_BODY_MASS = 'HKQuantityTypeIdentifierBodyMass';

/** A `<Record>` of body mass as the parser saw it. */
export interface AppleRecordElement {
  /** 1-based count of body-mass records in the file: how problems name it. */
  index: number;
  line: number;
  attributes: Readonly<Record<string, string>>;
}

export interface AppleBodyMassImport {
  draft: BodyWeightDraft;
  /** The same start and source is the same weigh-in: the next import skips it. */
  externalId: string;
  label: string;
}

export type AppleBodyMassResult = { ok: true; weight: AppleBodyMassImport } | { ok: false; malformed: boolean; problem: ImportRowProblem };

const APPLE_DATE = /^(\d{4}-\d{2}-\d{2}) \d{2}:\d{2}:\d{2} [+-]\d{4}$/;

export function mapAppleBodyMass(element: AppleRecordElement): AppleBodyMassResult {
  const { attributes, index, line } = element;
  const where = `Body mass record ${index} (line ${line})`;
  const problem = (column: string, reason: string, malformed = true): AppleBodyMassResult => ({
    ok: false,
    malformed,
    problem: { row: index, column, reason: `${where}, ${column}: ${reason}` },
  });
  const start = APPLE_DATE.exec(attributes['startDate'] ?? '');
  if (!start) return problem('startDate', 'expected a date like 2024-03-01 07:59:00 +0100');
  const date = start[1]!;
  if (!isSupportedDate(date)) return problem('startDate', 'expected a day from 1901-01-01 to 2099-12-31', false);
  const raw = attributes['value'] ?? '';
  const value = decimalHundredths(raw);
  if (value === undefined || value === null) return problem('value', `expected a weight, got '${raw.slice(0, 40)}'`);
  const unit = attributes['unit'] ?? '';
  // Grams (some scales' apps): exact in hundredths of a kilogram, 72400 g -> 72.40 kg, rounded half up.
  let hundredths: number;
  let stored: BodyWeightUnit;
  if (unit === 'kg' || unit === 'lb') [hundredths, stored] = [value, unit];
  else if (unit === 'g') [hundredths, stored] = [Math.floor((value + 500) / 1000), 'kg'];
  else return problem('unit', `expected kg, lb or g, got '${unit.slice(0, 20)}'`, false);
  if (hundredths < MIN_BODY_WEIGHT_HUNDREDTHS || hundredths > MAX_BODY_WEIGHT_HUNDREDTHS) {
    return problem('value', `expected a weight greater than 0 and at most 1000 ${stored}`, false);
  }
  const weight = formatWeightHundredths(hundredths);
  return {
    ok: true,
    weight: {
      draft: { date, weight, unit: stored },
      externalId: `apple-health:body-mass:${attributes['startDate']}:${attributes['sourceName'] ?? ''}`.slice(0, 200),
      label: `${where}: ${weight} ${stored} on ${date}`,
    },
  };
}
