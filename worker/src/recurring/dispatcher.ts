/**
 * Drives recurring generation from the event log, so no trigger is lost between the API's append and
 * the job: a checkpointed subscription (like the projector's) reads every event after its checkpoint,
 * hands each GENERATION_TRIGGER_EVENT_TYPES event to a sink (services mode: BullMQ jobs with
 * deterministic ids, so enqueuing twice is once; embedded mode: the run itself, inline), and moves the
 * checkpoint only after the sink took the batch. A crash between the two hands the batch on again:
 * at-least-once hand-over plus idempotent runs is an exactly-once effect. Survives restarts (resumes
 * from worker_checkpoints), backs off on errors.
 */
import { dataField, GENERATION_TRIGGER_EVENT_TYPES, type IsoDate } from '@life/domain';
import type { Db, EventStore, Position, StoredEvent } from '@life/infra';
import { sleep, until } from '@life/projector/wait';
import type { JobLogger } from '../jobs/types';
import type { GenerateJobData } from '../job-names';
import { advanceWorkerCheckpoint, readWorkerCheckpoint } from './checkpoints';
import { generateOccurrences, utcDay, type GenerationDeps } from './generate';

/** A rule event that asks for a generation run: the payload of 'recurring.generate'. */
export type GenerationTrigger = GenerateJobData;

/** Takes a batch of triggers (in log order); resolves once they are safe (enqueued, or run). */
export type TriggerSink = (triggers: readonly GenerationTrigger[]) => Promise<void>;

/** The checkpoint row of the recurring-generation dispatcher. */
export const RECURRING_DISPATCHER = 'recurring-generation';

const TRIGGER_TYPES: ReadonlySet<string> = new Set(GENERATION_TRIGGER_EVENT_TYPES);
/** Re-read delays while an announced append is not readable yet (an older open transaction hides it). */
const HIDDEN_MIN_MS = 10;
const HIDDEN_MAX_MS = 160;

/** The trigger an event is, if it is one. `today`: the acting user's day, else the event's UTC day. */
export function generationTrigger(event: StoredEvent): GenerationTrigger | undefined {
  if (!TRIGGER_TYPES.has(event.type)) return undefined;
  const recurringTransactionId = dataField(event.data, 'recurringTransactionId');
  if (typeof recurringTransactionId !== 'string') return undefined;
  const today: IsoDate = event.metadata.today ?? utcDay(new Date(event.metadata.occurredAt));
  return { recurringTransactionId, revision: event.revision, today };
}

/**
 * Embedded mode's sink: runs each recurring transaction's generation here, in order. One run per id
 * per batch is enough (a run generates for the stream's latest rule), as of the last trigger's day.
 */
export function inlineGenerationSink(deps: GenerationDeps): TriggerSink {
  return async (triggers) => {
    const latest = new Map<string, GenerationTrigger>();
    for (const trigger of triggers) {
      latest.delete(trigger.recurringTransactionId); // keeps log order by each id's last trigger
      latest.set(trigger.recurringTransactionId, trigger);
    }
    for (const { recurringTransactionId, today } of latest.values()) await generateOccurrences(deps, { recurringTransactionId, today });
  };
}

export interface DispatcherOptions {
  db: Db;
  store: EventStore;
  sink: TriggerSink;
  logger: JobLogger;
  /** Checkpoint row; defaults to RECURRING_DISPATCHER. */
  name?: string;
  /** Events read per batch. */
  batchSize?: number;
  /** Longest wait for an append notification before reading again anyway. */
  idleWaitMs?: number;
  /** Back-off after a failed batch doubles from `retryInitialMs` up to `retryMaxMs`. */
  retryInitialMs?: number;
  retryMaxMs?: number;
}

export interface Dispatcher {
  /** Lets the batch in hand finish, then stops. */
  stop(): Promise<void>;
}

export function startDispatcher(options: DispatcherOptions): Dispatcher {
  const { db, store, sink, logger } = options;
  const name = options.name ?? RECURRING_DISPATCHER;
  const batchSize = options.batchSize ?? 1000;
  const idleWaitMs = options.idleWaitMs ?? 500;
  const retryInitialMs = options.retryInitialMs ?? 100;
  const retryMaxMs = options.retryMaxMs ?? 30_000;
  const stopped = new AbortController();

  /** Resolves true on an announced append, false after the idle timeout (or when the store cannot wait). */
  const waitForAppend = (): Promise<boolean> => {
    const started = performance.now();
    return store.waitForAppend(idleWaitMs).then(
      () => performance.now() - started < idleWaitMs - 1,
      () => sleep(idleWaitMs, stopped.signal).then(() => false),
    );
  };

  const loop = async () => {
    let checkpoint: Position | undefined; // undefined: read it from the table
    let retryMs = retryInitialMs;
    let nearHead = true;
    let wokenByAppend = false;
    let hiddenMs = 0;
    while (!stopped.signal.aborted) {
      // Near the head, start waiting before reading, so an append landing in between still wakes us.
      const appended = nearHead ? waitForAppend() : undefined;
      try {
        checkpoint ??= await readWorkerCheckpoint(db, name);
        // Only the trigger types come back whole: an import's transactions are positions to skip.
        const page = await store.readAllOfTypes({ after: checkpoint, limit: batchSize, types: GENERATION_TRIGGER_EVENT_TYPES });
        const last = page.last;
        if (last === undefined) {
          nearHead = true;
          // Announced but not readable yet: re-read soon instead of after the idle timeout.
          if (wokenByAppend || hiddenMs > 0) hiddenMs = hiddenMs === 0 ? HIDDEN_MIN_MS : hiddenMs * 2;
          if (hiddenMs > HIDDEN_MAX_MS) hiddenMs = 0;
          const wakeups = [appended ?? waitForAppend()];
          if (hiddenMs > 0) wakeups.push(sleep(hiddenMs, stopped.signal).then(() => false));
          let byAppend = false;
          await until(
            Promise.race(wakeups).then((value) => (byAppend = value)),
            stopped.signal,
          );
          wokenByAppend = byAppend;
          continue;
        }
        const triggers = page.events.flatMap((event) => generationTrigger(event) ?? []);
        if (triggers.length > 0) await sink(triggers);
        await advanceWorkerCheckpoint(db, name, last);
        checkpoint = last;
        nearHead = page.scanned < batchSize;
        wokenByAppend = false;
        hiddenMs = 0;
        retryMs = retryInitialMs;
      } catch (error) {
        logger.error(
          { dispatcher: name, after: checkpoint ?? '?', retryInMs: retryMs, err: error instanceof Error ? error.message : String(error) },
          'dispatcher batch failed; retrying',
        );
        checkpoint = undefined; // trust only the table
        await sleep(retryMs, stopped.signal);
        retryMs = Math.min(retryMs * 2, retryMaxMs);
      }
    }
  };

  const running = loop();
  return {
    async stop() {
      stopped.abort();
      await running;
    },
  };
}
