import type { FieldsJson } from '../shared/aggregate-fields';
import type { BodyWeightUnit, BodyWeightSource } from './constants';
import type { BodyWeightFields, bodyWeightJsonForms } from './fields';

/** A body-weight entry as the API answers it (POST, PUT, and each item of the list). */
export interface BodyWeightEntryJson extends FieldsJson<BodyWeightFields, typeof bodyWeightJsonForms> {
  id: string;
  /** null: entered in the form. */
  source: BodyWeightSource | null;
  createdAt: string;
  updatedAt: string;
}

/** One point of the log in the display unit, oldest first: the entry's weight and its trend (moving average). */
export interface BodyWeightPointJson {
  id: string;
  date: string;
  weight: string;
  trend: string;
}

/** GET /api/body-weight (?unit=&asOf=): the entries newest first, and the points in `unit` oldest first. */
export interface BodyWeightLogJson {
  unit: BodyWeightUnit;
  entries: BodyWeightEntryJson[];
  points: BodyWeightPointJson[];
}
