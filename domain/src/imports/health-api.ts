/** JSON of the Apple Health and MyFitnessPal imports (issue 11). Types only. */
import type { ImportRowProblem } from './row-problem';

export type HealthImportKind = 'apple-health' | 'mfp';

/** POST /api/imports/apple-health and /api/imports/mfp answer: what the batch did. */
export interface HealthImportSummaryJson {
  importId: string;
  kind: HealthImportKind;
  added: number;
  /** Already recorded by an earlier import (same start and type; same day and meal), or twice in the file. */
  skipped: number;
  /** The first 100 rows that could not be stored, with why; `rejectedCount` counts them all. */
  rejected: ImportRowProblem[];
  rejectedCount: number;
}

export type { ImportRowProblem };
