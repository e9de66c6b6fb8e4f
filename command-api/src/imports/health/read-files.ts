/**
 * Reads an upload into what the import writes: the mapped items, the rows rejected (listed in the
 * summary) and whether the file is bad (a malformed row or element: 400, nothing written). Only
 * the compact drafts are kept, never the file. A MyFitnessPal file is told by its header:
 * nutrition into meals, exercise into workouts (the measurement export is a 400 naming it).
 */
import { ValidationError, type BodyWeightDraft, type BodyWeightUnit, type MealDraft, type WorkoutDraft } from '@life/domain';
import { mapAppleBodyMass } from '@life/domain/imports/apple-health/body-mass';
import { mapAppleWorkout } from '@life/domain/imports/apple-health/workouts';
import { rowsLabel } from '@life/domain/imports/mfp/cells';
import { mfpFileMessages, mfpFileReader, type MfpFileReader } from '@life/domain/imports/mfp/file';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { appleHealthExportSource } from '@life/infra/imports/apple-health/export-source';
import { appleHealthElements } from '@life/infra/imports/apple-health/parse-export';
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

  /** The listed problems in row order (a meal rejected once its rows are added up comes at the end). */
  sorted(): Pick<ReadUpload<unknown>, 'rejected' | 'rejectedCount'> {
    return { rejected: [...this.rejected].sort((a, b) => a.row - b.row), rejectedCount: this.rejectedCount };
  }
}

/** A malformed row makes the whole file a 400 naming it (row and column in the message, the column as the field). */
function badFile(problem: ImportRowProblem): ValidationError {
  return ValidationError.of(problem.column ?? 'file', problem.reason);
}

/** Apple's export (zip or export.xml) into workouts, and its body-mass records into body-weight entries (issue 27). */
export async function readAppleHealthUpload(
  upload: AsyncIterable<Uint8Array>,
): Promise<ReadUpload<WorkoutDraft> & { bodyWeights: ReadUpload<BodyWeightDraft> }> {
  const source = await appleHealthExportSource(upload);
  const items: ImportedItem<WorkoutDraft>[] = [];
  const weights: ImportedItem<BodyWeightDraft>[] = [];
  const problems = new ProblemCollector();
  const weightProblems = new ProblemCollector();
  try {
    for await (const found of appleHealthElements(source.chunks)) {
      if (found.kind === 'body-mass') {
        const result = mapAppleBodyMass(found.element);
        if (result.ok) {
          const { draft, externalId, label } = result.weight;
          weights.push({ draft, externalId, origin: { row: found.element.index, label } });
        } else if (result.malformed) throw badFile(result.problem);
        else weightProblems.reject(result.problem);
        continue;
      }
      const element = found.element;
      const result = mapAppleWorkout(element);
      if (result.ok) {
        const { draft } = result.workout;
        const label = `Workout ${element.index} (line ${element.line}): ${draft.name} on ${draft.date} ${draft.time}`;
        items.push({ ...result.workout, origin: { row: element.index, label } });
      } else if (result.malformed) throw badFile(result.problem);
      else problems.reject(result.problem);
    }
  } finally {
    await source.dispose();
  }
  return {
    items,
    rejected: problems.rejected,
    rejectedCount: problems.rejectedCount,
    bodyWeights: { items: weights, ...weightProblems.sorted() },
  };
}

/** A record added up from its rows, named by them: 'Rows 4, 5 and 9: Lunch on 2024-03-01'. */
function withOrigin<Draft extends { name: string; date: string }>(item: {
  draft: Draft;
  externalId: string;
  rows: number[];
  rowCount: number;
}): ImportedItem<Draft> {
  const { draft, externalId, rows, rowCount } = item;
  return { draft, externalId, origin: { row: rows[0]!, label: `${rowsLabel(rows, rowCount)}: ${draft.name} on ${draft.date}` } };
}

/** What a file holds: its meals or its workouts (Apple's export, MyFitnessPal's exercise export). */
export type HealthUpload =
  | ({ records: 'meals' } & ReadUpload<MealDraft>)
  | ({ records: 'workouts'; bodyWeights?: ReadUpload<BodyWeightDraft> } & ReadUpload<WorkoutDraft>)
  | ({ records: 'body-weights' } & ReadUpload<BodyWeightDraft>);

/** The upload, refused at once when it starts like a zip (MFP mails its export as one): csv-parse would read the bytes as text. */
async function* notZipped(upload: AsyncIterable<Uint8Array>): AsyncGenerator<Uint8Array> {
  let first = true;
  for await (const chunk of upload) {
    if (first && chunk[0] === 0x50 && chunk[1] === 0x4b && chunk[2] === 0x03 && chunk[3] === 0x04) {
      throw ValidationError.of('file', mfpFileMessages.zip);
    }
    first = false;
    yield chunk;
  }
}

/**
 * MyFitnessPal's nutrition CSV into logged meals (the foods of one meal added up), its exercise CSV
 * into workouts, its measurement CSV into body-weight entries in `weightUnit` (issue 27).
 */
export async function readMfpUpload(
  upload: AsyncIterable<Uint8Array>,
  options: { weightUnit?: BodyWeightUnit | undefined } = {},
): Promise<HealthUpload> {
  const problems = new ProblemCollector();
  let reader: MfpFileReader | undefined;
  for await (const { row, cells } of csvRecords(notZipped(upload))) {
    if (!reader) {
      const header = mfpFileReader(cells, options);
      if (!header.ok) throw badFile(header.problem);
      reader = header.reader;
      continue;
    }
    const problem = reader.add(cells, row);
    if (!problem) continue;
    if (problem.malformed) throw badFile(problem.problem);
    problems.reject(problem.problem);
  }
  // csvRecords refuses an empty file, so the header was read.
  const read = reader!;
  if (read.records === 'meals') {
    const { items, rejected } = read.finish();
    for (const problem of rejected) problems.reject(problem);
    return { records: 'meals', items: items.map(withOrigin), ...problems.sorted() };
  }
  if (read.records === 'body-weights') {
    const { items } = read.finish();
    return {
      records: 'body-weights',
      // 'Row 3: Weight 82.6 lb on 2024-03-01': how a skipped weigh-in is listed.
      items: items.map(({ draft: { name, ...draft }, externalId, rows }) => ({
        draft,
        externalId,
        origin: { row: rows[0]!, label: `${rowsLabel(rows)}: ${name} on ${draft.date}` },
      })),
      ...problems.sorted(),
    };
  }
  const { items, rejected } = read.finish();
  for (const problem of rejected) problems.reject(problem);
  return { records: 'workouts', items: items.map(withOrigin), ...problems.sorted() };
}
