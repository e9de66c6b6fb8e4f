/**
 * One generation run for a recurring transaction: executes the pure plan of
 * `@life/domain` recurring/generation.ts against the event store. Exactly once by construction:
 * every occurrence is its own stream named by (recurring id, day, incarnation) and every append is
 * guarded by an expected revision ('no-stream' for a new occurrence), so a retried job, two workers
 * at once or a run killed half-way can never write a day twice; running again only finishes what is
 * missing. The run ends by reporting RecurringOccurrencesGenerated (forRevision = the rule revision it
 * generated for) on the recurring stream at the revision it read: if the user edited meanwhile, the
 * report conflicts and the run starts over from the new rule.
 */
import {
  candidateDates,
  fold,
  foldOccurrenceStream,
  isSupersededIncarnation,
  occurrenceFields,
  planOccurrence,
  recurringTransactionDecider,
  recurringTransactionEvents,
  recurringTransactionStreamId,
  runHorizon,
  transactionDecider,
  transactionEvents,
  wantedDates,
  type CommandMetadata,
  type IsoDate,
  type OccurrenceAction,
  type RecurringTransactionState,
  type TransactionCommand,
  type TransactionEvent,
} from '@life/domain';
import { appendEvents, eventMetadata, isWrongExpectedRevision } from '@life/infra/event-store/handle-command';
import { foldStream, streamEvents } from '@life/infra/event-store/aggregate-stream';
import type { AppendBatch, EventStore, StoredEvent } from '@life/infra/event-store/types';
import type { Db } from '@life/infra';
import { withGenerationLock } from './lock';
import { occurrenceStreamId, occurrenceTransactionId } from './occurrence-ids';

export interface GenerationDeps {
  /** Serialises the runs of one recurring transaction (lock.ts). */
  db: Db;
  store: EventStore;
  now: () => Date;
  /**
   * Occurrence streams per appendMany call on the fast path (one transaction each on SQL stores), and
   * days settled between two yields on the slow path; GENERATION_CHUNK_SIZE by default.
   */
  chunkSize?: number;
  /** Days settled at once on the slow path. */
  concurrency?: number;
}

export interface GenerationRequest {
  recurringTransactionId: string;
  /** The day the run acts as of (the triggering event's day); the UTC day of `now()` when absent. */
  today?: IsoDate;
}

export interface GenerationCounts {
  created: number;
  updated: number;
  deleted: number;
  posted: number;
}

export interface GenerationResult extends GenerationCounts {
  recurringTransactionId: string;
  /** missing: no such recurring transaction; unchanged: nothing to write or report; reported: RecurringOccurrencesGenerated appended. */
  outcome: 'missing' | 'unchanged' | 'reported';
  forRevision: number;
  through: IsoDate | null;
  /** Runs it took (a report that conflicted with an edit starts over). */
  attempts: number;
}

/**
 * Occurrences written per append (one transaction on SQL stores), then the run yields to the event
 * loop: on embedded PGlite (one process, one connection) other requests get through between chunks,
 * so one large rule cannot hold the server for the whole run (issue 22).
 */
export const GENERATION_CHUNK_SIZE = 200;
const DEFAULT_CONCURRENCY = 8;
/** Start-overs after the report conflicted (each one means the stream changed under the run). */
const MAX_ATTEMPTS = 10;
/** Re-plans of one day after its append conflicted (the user switched or deleted it meanwhile). */
const MAX_DAY_ATTEMPTS = 5;

export function utcDay(now: Date): IsoDate {
  return now.toISOString().slice(0, 10);
}

/** Lets timers, I/O and other requests run before the next chunk (setImmediate: after pending I/O callbacks). */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

function readState(stored: readonly StoredEvent[]): RecurringTransactionState {
  return foldStream({ decider: recurringTransactionDecider, events: recurringTransactionEvents }, stored);
}

export function generateOccurrences(deps: GenerationDeps, request: GenerationRequest): Promise<GenerationResult> {
  return withGenerationLock(deps.db, request.recurringTransactionId, () => run(deps, request));
}

async function run(deps: GenerationDeps, request: GenerationRequest): Promise<GenerationResult> {
  const { store } = deps;
  const { recurringTransactionId } = request;
  const streamId = recurringTransactionStreamId(recurringTransactionId);
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const stored = await store.readStream(streamId);
    const state = readState(stored);
    const { record } = state;
    const counts: GenerationCounts = { created: 0, updated: 0, deleted: 0, posted: 0 };
    if (!record) return { recurringTransactionId, outcome: 'missing', forRevision: -1, through: null, attempts: attempt, ...counts };

    const now = deps.now();
    const today = request.today ?? utcDay(now);
    // The owner acts: projections and auditors see whose occurrences these are, and when they were written.
    const metadata: CommandMetadata = { userId: record.userId, now: now.toISOString(), today, actor: { via: 'worker' } };
    const horizon = runHorizon(state, today);
    const wanted = wantedDates(state, horizon, today);
    const run: DayRun = { deps, state, recurringTransactionId, today, metadata, wanted: new Set(wanted), counts };
    // The rule has not changed since a complete run: only new days past it, and due ones to auto-post.
    const upToDate = state.generatedRevision >= state.ruleRevision;

    const through = wanted.length > 0 ? wanted[wanted.length - 1]! : null;
    if (state.generatedRevision === -1 && state.rules.length === 1 && !state.deleted) {
      // The report rides in the last chunk's transaction: one commit fewer, and it can only land
      // with every occurrence before it (its position then covers them all).
      const reportWith = (created: number): AppendBatch => ({
        streamId,
        expectedRevision: stored.length - 1,
        events: recurringTransactionDecider
          .decide(
            {
              type: 'RecordRecurringGeneration',
              data: { recurringTransactionId, forRevision: state.ruleRevision, through, created, updated: 0, deleted: 0, posted: 0 },
              metadata,
            },
            state,
          )
          .map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, metadata) })),
      });
      if (await appendFresh(run, wanted, reportWith)) {
        return { recurringTransactionId, outcome: 'reported', forRevision: state.ruleRevision, through, attempts: attempt, ...counts };
      }
    } else {
      const days = upToDate ? incrementalDays(state, wanted, today, lastReportDay(stored)) : candidateDates(state, horizon, today);
      await settleInChunks(run, days);
    }

    const wrote = counts.created + counts.updated + counts.deleted + counts.posted > 0;
    const covered = through === null || (state.generatedThrough !== null && through <= state.generatedThrough);
    const result = { recurringTransactionId, forRevision: state.ruleRevision, through, attempts: attempt, ...counts };
    if (upToDate && !wrote && covered) return { ...result, outcome: 'unchanged' };

    const report = recurringTransactionDecider.decide(
      {
        type: 'RecordRecurringGeneration',
        data: { recurringTransactionId, forRevision: state.ruleRevision, through, ...counts },
        metadata,
      },
      state,
    );
    if (report.length === 0) return { ...result, outcome: 'unchanged' };
    try {
      await appendEvents(store, streamId, report, metadata, stored.length - 1);
      return { ...result, outcome: 'reported' };
    } catch (error) {
      // Edited (or reported by another run) since the read: start over from the stream as it is now.
      if (!isWrongExpectedRevision(error)) throw error;
    }
  }
  throw new Error(`recurring generation for ${recurringTransactionId}: the stream kept changing (${MAX_ATTEMPTS} attempts)`);
}

interface DayRun {
  deps: GenerationDeps;
  state: RecurringTransactionState;
  recurringTransactionId: string;
  today: IsoDate;
  metadata: CommandMetadata;
  wanted: ReadonlySet<IsoDate>;
  counts: GenerationCounts;
}

/**
 * Days an up-to-date rule can still need: wanted days past what was generated, and (autoPost) those
 * that fell due since the last report's day (that run posted everything due by then).
 */
function incrementalDays(
  state: RecurringTransactionState,
  wanted: readonly IsoDate[],
  today: IsoDate,
  postedThrough: IsoDate | null,
): IsoDate[] {
  const after = state.generatedThrough ?? '';
  const autoPost = state.record?.autoPost === true;
  const dueAfter = postedThrough ?? '';
  return wanted.filter((date) => date > after || (autoPost && date <= today && date > dueAfter));
}

/**
 * The day the latest report's run acted as of (reports only ever move to a later rule revision, so
 * the last one is the current rule's); null when unknown (an event without the day), which means
 * every due day is looked at.
 */
function lastReportDay(stored: readonly StoredEvent[]): IsoDate | null {
  for (let i = stored.length - 1; i >= 0; i--) {
    const event = stored[i]!;
    if (event.type === 'RecurringOccurrencesGenerated') return event.metadata.today ?? null;
  }
  return null;
}

/**
 * The common create: nothing generated yet and one rule only, so the wanted days are the only
 * candidates and each is a new stream at incarnation 0, appended in chunks with 'no-stream' (one
 * transaction per chunk on SQL stores). A chunk that conflicts (an earlier run died after writing
 * it, or another run is at it) is settled day by day instead, which skips what is there.
 */
async function appendFresh(run: DayRun, wanted: readonly IsoDate[], reportWith: (created: number) => AppendBatch): Promise<boolean> {
  const { deps, state, recurringTransactionId, today, metadata, counts } = run;
  const record = state.record!;
  const chunkSize = deps.chunkSize ?? GENERATION_CHUNK_SIZE;
  const recorded = eventMetadata('TransactionRecorded', metadata);
  const empty = transactionDecider.initialState();
  let settled = false;
  for (let start = 0; start < wanted.length; start += chunkSize) {
    if (start > 0) await yieldToEventLoop();
    const days = wanted.slice(start, start + chunkSize);
    const batches: AppendBatch[] = days.map((date) => {
      const transactionId = occurrenceTransactionId(recurringTransactionId, date, 0);
      const fields = occurrenceFields(record, date, today);
      const command: TransactionCommand = {
        type: 'RecordRecurringOccurrence',
        data: { transactionId, recurringTransactionId, fields },
        metadata,
      };
      const events = transactionDecider.decide(command, empty).map((event) => ({ type: event.type, data: event.data, metadata: recorded }));
      return { streamId: occurrenceStreamId(recurringTransactionId, date, 0), events, expectedRevision: 'no-stream' };
    });
    const last = start + chunkSize >= wanted.length;
    // Only a run that wrote every chunk itself knows its counts: it reports with the last one.
    const report = last && counts.created + batches.length === wanted.length && !settled ? [reportWith(wanted.length)] : [];
    try {
      await deps.store.appendMany([...batches, ...report]);
      counts.created += batches.length;
      if (report.length > 0) return true;
    } catch (error) {
      if (!isWrongExpectedRevision(error)) throw error;
      // The rule changed under the report: the caller's report conflicts too and the run starts over.
      if (report.length > 0 && (error as { streamId?: string }).streamId === report[0]!.streamId) return false;
      // A day is there already (an earlier run died after writing it, or another run is at it):
      // settle the chunk day by day; the caller reports afterwards.
      settled = true;
      await settleInChunks(run, days);
    }
  }
  return false;
}

/** Settles `days` a chunk at a time (each `concurrency` wide), yielding to the event loop between chunks. */
async function settleInChunks(run: DayRun, days: readonly IsoDate[]): Promise<void> {
  const { deps } = run;
  const chunkSize = deps.chunkSize ?? GENERATION_CHUNK_SIZE;
  for (let start = 0; start < days.length; start += chunkSize) {
    if (start > 0) await yieldToEventLoop();
    await forEachLimited(days.slice(start, start + chunkSize), deps.concurrency ?? DEFAULT_CONCURRENCY, (date) => settleDay(run, date));
  }
}

/** Reads the day's counting incarnation, plans it, and appends what the plan says; re-plans on a conflict. */
async function settleDay(run: DayRun, date: IsoDate): Promise<void> {
  const { deps, state, recurringTransactionId, today, metadata, wanted, counts } = run;
  for (let attempt = 1; ; attempt++) {
    let incarnation = 0;
    let events: StoredEvent[];
    let upcasted: TransactionEvent[];
    for (;;) {
      events = await deps.store.readStream(occurrenceStreamId(recurringTransactionId, date, incarnation));
      upcasted = streamEvents(transactionEvents, events);
      if (!isSupersededIncarnation(foldOccurrenceStream(upcasted))) break;
      incarnation++;
    }
    const action = planOccurrence(state, { date, today, wanted: wanted.has(date), stream: foldOccurrenceStream(upcasted) });
    if (action.kind === 'none') return;
    const transactionId = occurrenceTransactionId(recurringTransactionId, date, incarnation);
    const command = occurrenceCommand(action, transactionId, recurringTransactionId, metadata);
    const decided = transactionDecider.decide(command, fold(transactionDecider, upcasted));
    if (decided.length === 0) return;
    const last = events[events.length - 1];
    try {
      await appendEvents(
        deps.store,
        occurrenceStreamId(recurringTransactionId, date, incarnation),
        decided,
        metadata,
        last ? last.revision : 'no-stream',
      );
      counts[COUNTED[action.kind]]++;
      return;
    } catch (error) {
      // Someone wrote the day meanwhile (the user switched or deleted it, or another run): look again.
      if (!isWrongExpectedRevision(error) || attempt >= MAX_DAY_ATTEMPTS) throw error;
    }
  }
}

const COUNTED = { create: 'created', update: 'updated', post: 'posted', delete: 'deleted' } as const satisfies Record<
  Exclude<OccurrenceAction['kind'], 'none'>,
  keyof GenerationCounts
>;

function occurrenceCommand(
  action: Exclude<OccurrenceAction, { kind: 'none' }>,
  transactionId: string,
  recurringTransactionId: string,
  metadata: CommandMetadata,
): TransactionCommand {
  switch (action.kind) {
    case 'create':
      return { type: 'RecordRecurringOccurrence', data: { transactionId, recurringTransactionId, fields: action.fields }, metadata };
    case 'update':
      return { type: 'RefreshRecurringOccurrence', data: { transactionId, fields: action.fields }, metadata };
    case 'post':
      return { type: 'ChangeTransactionStatus', data: { transactionId, posted: 'posted' }, metadata };
    case 'delete':
      return { type: 'DeleteTransaction', data: { transactionId, reason: action.reason }, metadata };
  }
}

/** Runs `task` over `items` with at most `limit` in flight; the first failure stops taking new items and rejects. */
async function forEachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  let failed = false;
  const lanes = Array.from({ length: Math.min(Math.max(1, limit), items.length) }, async () => {
    while (!failed && next < items.length) {
      try {
        await task(items[next++]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  });
  const results = await Promise.allSettled(lanes);
  const rejected = results.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (rejected) throw rejected.reason;
}
