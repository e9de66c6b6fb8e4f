import { dateOutOfRangeMessage } from '../shared/dates';

/** The units a weight is entered in; each entry keeps its own. */
export const BODY_WEIGHT_UNITS = ['kg', 'lb'] as const;
export type BodyWeightUnit = (typeof BODY_WEIGHT_UNITS)[number];

export function isBodyWeightUnit(value: unknown): value is BodyWeightUnit {
  return typeof value === 'string' && (BODY_WEIGHT_UNITS as readonly string[]).includes(value);
}

/** Hundredths of the entry's unit: 0.01 .. 1000.00 (kg or lb), so every read model column holds it. */
export const MIN_BODY_WEIGHT_HUNDREDTHS = 1;
export const MAX_BODY_WEIGHT_HUNDREDTHS = 100_000;
/** The trend: the moving average of this many entries (the entry and the ones before it). */
export const BODY_WEIGHT_TREND_ENTRIES = 7;
/** Where an imported entry came from (absent: the form). */
export const BODY_WEIGHT_SOURCES = ['myfitnesspal', 'apple-health'] as const;
export type BodyWeightSource = (typeof BODY_WEIGHT_SOURCES)[number];

export const bodyWeightMessages = {
  dateRequired: 'Date is required',
  dateInvalid: 'Date must be a valid date (YYYY-MM-DD)',
  dateOutOfRange: dateOutOfRangeMessage,
  weightRequired: 'Weight is required',
  weightInvalid: 'Weight must be a number greater than 0 and at most 1000, with at most 2 decimals',
  unitRequired: 'Unit is required',
  unitInvalid: `Unit must be one of ${BODY_WEIGHT_UNITS.join(', ')}`,
  notFound: 'Weight entry not found',
  alreadyExists: 'Weight entry already exists',
  notDeleted: 'Weight entry is not deleted',
} as const;
