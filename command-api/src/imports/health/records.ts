/**
 * What the Apple Health and MyFitnessPal imports share (issue 11): skip what an earlier import
 * (or this file) already brought in, write the rest as new workout/meal streams in a few
 * appendMany calls through the aggregates' own deciders, and undo a batch by deleting its live
 * records, one deletion event each.
 */
import {
  bodyWeightDecider,
  bodyWeightEvents,
  bodyWeightStreamId,
  type BodyWeightDraft,
  type BodyWeightSource,
  MAX_LISTED_IMPORT_PROBLEMS,
  mealDecider,
  mealEvents,
  mealStreamId,
  workoutDecider,
  workoutEvents,
  workoutStreamId,
  type CommandMetadata,
  type DomainEvent,
  type MealDraft,
  type WorkoutDraft,
} from '@life/domain';
import type { ImportRowProblem } from '@life/domain/imports/row-problem';
import { eventMetadata } from '@life/infra/event-store/handle-command';
import { foldStream, type AppendBatch, type EventStore, type Queryable, type StoredEvent } from '@life/infra';
import { importedWorkoutExternalIds, workoutIdsOfImport } from '@life/projector/projections/fitness/imported';
import { importedMealExternalIds, mealIdsOfImport } from '@life/projector/projections/nutrition/imported';
import { bodyWeightIdsOfImport, importedBodyWeightIds } from '@life/projector/projections/progress/queries';

/** Streams per appendMany call: one SQL transaction each, small enough to keep memory flat. */
const APPEND_CHUNK = 500;
/** External ids per duplicate lookup. */
const LOOKUP_CHUNK = 1000;
/** The summary keeps this many rejected rows (the count is always whole). */
export const MAX_LISTED_PROBLEMS = MAX_LISTED_IMPORT_PROBLEMS;

export interface ImportedItem<Draft> {
  draft: Draft;
  externalId: string;
  /** Where the record comes from, e.g. `{ row: 4, label: 'Rows 4, 5 and 9: Lunch on 2024-03-01' }`: how a skip is listed. */
  origin?: { row: number; label: string };
}

/** The kinds of record these imports write, each with its decider, stream and read-model lookups. */
export interface ImportedRecordKind<Draft> {
  existingExternalIds(q: Queryable, userId: string, externalIds: readonly string[]): Promise<Set<string>>;
  liveIdsOfImport(q: Queryable, userId: string, importId: string): Promise<string[]>;
  /** The creating event(s) of one imported record, decided by the aggregate itself. */
  create(id: string, item: ImportedItem<Draft>, importId: string, metadata: CommandMetadata): DomainEvent[];
  /** The deletion event(s) of a live record whose stream holds `history`. */
  remove(id: string, history: readonly StoredEvent[], metadata: CommandMetadata): DomainEvent[];
  streamId(id: string): string;
}

export const importedWorkouts: ImportedRecordKind<WorkoutDraft> = {
  existingExternalIds: importedWorkoutExternalIds,
  liveIdsOfImport: workoutIdsOfImport,
  create: (workoutId, { draft, externalId }, importId, metadata) =>
    workoutDecider.decide(
      { type: 'LogWorkout', data: { workoutId, draft, localTime: '00:00', source: { importId, externalId } }, metadata },
      workoutDecider.initialState(),
    ),
  remove: (workoutId, history, metadata) =>
    workoutDecider.decide(
      { type: 'DeleteWorkout', data: { workoutId }, metadata },
      foldStream({ decider: workoutDecider, events: workoutEvents }, history),
    ),
  streamId: workoutStreamId,
};

export const importedMeals: ImportedRecordKind<MealDraft> = {
  existingExternalIds: importedMealExternalIds,
  liveIdsOfImport: mealIdsOfImport,
  create: (mealId, { draft, externalId }, importId, metadata) =>
    mealDecider.decide(
      { type: 'CreateMeal', data: { mealId, draft, source: { importId, externalId } }, metadata },
      mealDecider.initialState(),
    ),
  remove: (mealId, history, metadata) =>
    mealDecider.decide(
      { type: 'DeleteMeal', data: { mealId }, metadata },
      foldStream({ decider: mealDecider, events: mealEvents }, history),
    ),
  streamId: mealStreamId,
};

/** Body-weight entries (issue 27) from MyFitnessPal's measurement export or Apple Health's body-mass records. */
export function importedBodyWeights(app: BodyWeightSource): ImportedRecordKind<BodyWeightDraft> {
  return {
    existingExternalIds: importedBodyWeightIds,
    liveIdsOfImport: bodyWeightIdsOfImport,
    create: (entryId, { draft, externalId }, importId, metadata) =>
      bodyWeightDecider.decide(
        { type: 'LogBodyWeight', data: { entryId, draft, source: { app, importId, externalId } }, metadata },
        bodyWeightDecider.initialState(),
      ),
    remove: (entryId, history, metadata) =>
      bodyWeightDecider.decide(
        { type: 'DeleteBodyWeight', data: { entryId }, metadata },
        foldStream({ decider: bodyWeightDecider, events: bodyWeightEvents }, history),
      ),
    streamId: bodyWeightStreamId,
  };
}

export const skipReasons = {
  alreadyImported: 'already imported (an earlier import has it)',
  repeated: 'the same record as an earlier one in this file',
} as const;

/** A skipped item as a listed row: where it came from and why. */
function skippedRow<Draft>(item: ImportedItem<Draft>, why: string): ImportRowProblem {
  return item.origin ? { row: item.origin.row, reason: `${item.origin.label}: ${why}` } : { row: 0, reason: `${item.externalId}: ${why}` };
}

/**
 * The items not yet recorded: a key seen earlier in the file or already in the read model is a
 * duplicate. Each one skipped is listed with why (the first MAX_LISTED_PROBLEMS; `skipped` counts all).
 */
export async function withoutDuplicates<Draft>(
  kind: ImportedRecordKind<Draft>,
  q: Queryable,
  userId: string,
  items: readonly ImportedItem<Draft>[],
): Promise<{ fresh: ImportedItem<Draft>[]; skipped: number; skippedRows: ImportRowProblem[] }> {
  const seen = new Set<string>();
  const unique: ImportedItem<Draft>[] = [];
  const skippedRows: ImportRowProblem[] = [];
  const skip = (item: ImportedItem<Draft>, why: string) => {
    if (skippedRows.length < MAX_LISTED_PROBLEMS) skippedRows.push(skippedRow(item, why));
  };
  for (const item of items) {
    if (seen.has(item.externalId)) {
      skip(item, skipReasons.repeated);
      continue;
    }
    seen.add(item.externalId);
    unique.push(item);
  }
  const recorded = new Set<string>();
  for (let at = 0; at < unique.length; at += LOOKUP_CHUNK) {
    const found = await kind.existingExternalIds(
      q,
      userId,
      unique.slice(at, at + LOOKUP_CHUNK).map((item) => item.externalId),
    );
    for (const id of found) recorded.add(id);
  }
  const fresh: ImportedItem<Draft>[] = [];
  for (const item of unique) {
    if (recorded.has(item.externalId)) skip(item, skipReasons.alreadyImported);
    else fresh.push(item);
  }
  skippedRows.sort((a, b) => a.row - b.row);
  return { fresh, skipped: items.length - fresh.length, skippedRows };
}

async function appendInChunks(store: EventStore, batches: AppendBatch[]): Promise<string> {
  let position = '';
  for (let at = 0; at < batches.length; at += APPEND_CHUNK) {
    const results = await store.appendMany(batches.slice(at, at + APPEND_CHUNK));
    for (const result of results) if (result.position > position) position = result.position;
  }
  return position;
}

/** Appends every item as a new stream (event ids derived from the record id: a retried chunk is a no-op). Returns the last position. */
export async function writeImportedRecords<Draft>(
  kind: ImportedRecordKind<Draft>,
  store: EventStore,
  items: readonly { id: string; item: ImportedItem<Draft> }[],
  importId: string,
  metadata: CommandMetadata,
): Promise<string> {
  const batches = items.map(({ id, item }) => ({
    streamId: kind.streamId(id),
    expectedRevision: 'no-stream' as const,
    events: kind.create(id, item, importId, metadata).map((event) => ({
      id,
      type: event.type,
      data: event.data,
      metadata: eventMetadata(event.type, metadata),
    })),
  }));
  return appendInChunks(store, batches);
}

/** Deletes the batch's records that are still live (some may have been deleted by hand since). Returns how many and the last position. */
export async function deleteImportedRecords<Draft>(
  kind: ImportedRecordKind<Draft>,
  store: EventStore,
  q: Queryable,
  importId: string,
  metadata: CommandMetadata,
): Promise<{ removed: number; position: string }> {
  const ids = await kind.liveIdsOfImport(q, metadata.userId, importId);
  let position = '';
  for (let at = 0; at < ids.length; at += APPEND_CHUNK) {
    const chunk = ids.slice(at, at + APPEND_CHUNK);
    const batches: AppendBatch[] = [];
    const histories = await store.readStreams(chunk.map((id) => kind.streamId(id)));
    for (const [index, id] of chunk.entries()) {
      const history = histories[index]!;
      const events = kind.remove(id, history, metadata);
      batches.push({
        streamId: kind.streamId(id),
        expectedRevision: history.length - 1,
        events: events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, metadata) })),
      });
    }
    const results = await store.appendMany(batches);
    for (const result of results) if (result.position > position) position = result.position;
  }
  return { removed: ids.length, position };
}

export type { ImportRowProblem };
