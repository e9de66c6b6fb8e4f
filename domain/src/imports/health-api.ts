/** JSON of the Apple Health and MyFitnessPal imports (issue 11). Types only. */
import type { ImportRowProblem } from './row-problem';

export type HealthImportKind = 'apple-health' | 'mfp';
/** What the file held: Apple Health and MyFitnessPal's exercise export give workouts, its nutrition export meals. */
export type HealthImportRecords = 'workouts' | 'meals' | 'body-weights';

/** POST /api/imports/apple-health and /api/imports/mfp answer: what the batch did. */
export interface HealthImportSummaryJson {
  importId: string;
  kind: HealthImportKind;
  records: HealthImportRecords;
  added: number;
  /** Already recorded by an earlier import (same start and type; same day and meal), or twice in the file. */
  skipped: number;
  /** The first 100 records skipped, each named by its rows with why; `skipped` counts them all. */
  skippedRows: ImportRowProblem[];
  /** The first 100 rows that could not be stored, with why; `rejectedCount` counts them all. */
  rejected: ImportRowProblem[];
  rejectedCount: number;
  /** issue 27: an Apple Health export's body-mass records, as body-weight entries (present when it held any). */
  bodyWeights?: HealthImportPartJson;
}

/** What one kind of record of a file did: added, skipped (listed with why), rejected (listed with why). */
export interface HealthImportPartJson {
  added: number;
  skipped: number;
  skippedRows: ImportRowProblem[];
  rejected: ImportRowProblem[];
  rejectedCount: number;
}

export type { ImportRowProblem };
