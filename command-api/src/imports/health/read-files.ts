/**
 * Reads an upload into what the import writes: the mapped items, the rows rejected (listed in the
 * summary) and whether the file is bad (a malformed row or element: 400, nothing written). Only
 * the compact drafts are kept, never the file.
 */
import { ValidationError, type MealDraft, type WorkoutDraft } from '@life/domain';
import { mapAppleWorkout } from '@life/domain/imports/apple-health/workouts';
import { mapMfpRow, mfpColumns, type MfpColumns } from '@life/domain/imports/mfp/meals';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { appleHealthExportSource } from '@life/infra/imports/apple-health/export-source';
import { appleWorkoutElements } from '@life/infra/imports/apple-health/parse-export';
import { csvRecords } from '@life/infra/imports/mfp/parse-csv';
import { MAX_LISTED_PROBLEMS, type ImportedItem } from './records';

export interface ReadUpload<Draft> {
  items: ImportedItem<Draft>[];
  /** The first MAX_LISTED_PROBLEMS rejected rows; `rejectedCount` counts them all. */
  rejected: ImportRowProblem[];
  rejectedCount: number;
}

class ProblemCollector {
  rejected: ImportRowProblem[] = [];
  rejectedCount = 0;

  reject(problem: ImportRowProblem): void {
    this.rejectedCount += 1;
    if (this.rejected.length < MAX_LISTED_PROBLEMS) this.rejected.push(problem);
  }
}

/** A malformed row makes the whole file a 400 naming it (row and column in the message, the column as the field). */
function badFile(problem: ImportRowProblem): ValidationError {
  return ValidationError.of(problem.column ?? 'file', problem.reason);
}

/** Apple's export (zip or export.xml) into workouts. */
export async function readAppleHealthUpload(upload: AsyncIterable<Uint8Array>): Promise<ReadUpload<WorkoutDraft>> {
  const source = await appleHealthExportSource(upload);
  const items: ImportedItem<WorkoutDraft>[] = [];
  const problems = new ProblemCollector();
  try {
    for await (const element of appleWorkoutElements(source.chunks)) {
      const result = mapAppleWorkout(element);
      if (result.ok) items.push(result.workout);
      else if (result.malformed) throw badFile(result.problem);
      else problems.reject(result.problem);
    }
  } finally {
    await source.dispose();
  }
  return { items, rejected: problems.rejected, rejectedCount: problems.rejectedCount };
}

/** MyFitnessPal's nutrition CSV into logged meals. */
export async function readMfpUpload(upload: AsyncIterable<Uint8Array>): Promise<ReadUpload<MealDraft>> {
  const items: ImportedItem<MealDraft>[] = [];
  const problems = new ProblemCollector();
  let columns: MfpColumns | undefined;
  for await (const { row, cells } of csvRecords(upload)) {
    if (!columns) {
      const header = mfpColumns(cells);
      if (!header.ok) throw badFile(header.problem);
      columns = header.columns;
      continue;
    }
    const result = mapMfpRow(cells, row, columns);
    if (result.ok) items.push(result.meal);
    else if (result.malformed) throw badFile(result.problem);
    else problems.reject(result.problem);
  }
  return { items, rejected: problems.rejected, rejectedCount: problems.rejectedCount };
}
