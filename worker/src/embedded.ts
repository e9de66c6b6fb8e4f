/**
 * Embedded mode (one process, PGlite, no Redis): the same handlers on an
 * in-process timer. No retries or cross-process locking: a failed run is logged
 * and the next tick tries again, which suits idempotent maintenance.
 * Recurring generation follows the event log here too (recurring/dispatcher.ts), running each
 * generation inline instead of enqueuing a job.
 */
import { inBackground } from '@life/infra/db/priority';
import type { WorkerDeps } from './deps';
import { runJob, type JobDeps } from './jobs';
import type { JobRequest } from './job-names';
import { inlineGenerationSink, startDispatcher, type Dispatcher } from './recurring/dispatcher';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** PGlite runs no autovacuum: without fresh statistics the planner picks poor plans as tables grow. */
export const ANALYZE_INTERVAL_MS = 15 * 60 * 1000;

export interface EmbeddedOptions {
  /** Defaults to 24 h; tests shorten it. */
  intervalMs?: number;
  /** How often to ANALYZE an embedded PGlite database; defaults to 15 minutes. */
  analyzeIntervalMs?: number;
  /** Follow the event log and generate recurring occurrences (default true). */
  recurringGeneration?: boolean;
}

export interface InlineGenerationOptions {
  /** The dispatcher's longest wait for an append notification. */
  idleWaitMs?: number;
  retryMaxMs?: number;
}

/** The event-log dispatcher with generation runs inline (embedded mode and the test app). */
export function startInlineGeneration(deps: WorkerDeps, options: InlineGenerationOptions = {}): Dispatcher {
  const now = deps.now ?? (() => new Date());
  // Background: on PGlite, requests' statements go before the generation's (infra db/priority.ts).
  return inBackground(() =>
    startDispatcher({
      db: deps.db,
      store: deps.store,
      logger: deps.logger,
      sink: inlineGenerationSink({ db: deps.db, store: deps.store, now }),
      ...options,
    }),
  );
}

export interface EmbeddedJobs {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/** The jobs the timer runs, at start and every interval. */
const recurring: readonly JobRequest[] = [
  { name: 'maintenance.daily', data: {} },
  { name: 'recurring.daily', data: {} },
];

export function startEmbeddedJobs(deps: WorkerDeps, options: EmbeddedOptions = {}): EmbeddedJobs {
  const jobDeps: JobDeps = { db: deps.db, store: deps.store, logger: deps.logger, now: deps.now ?? (() => new Date()) };
  let running: Promise<void> = Promise.resolve();
  let stopped = false;

  const tick = () => {
    // Chained so runs never overlap, even if one outlasts the interval.
    running = running.then(async () => {
      for (const job of recurring) {
        if (stopped) return;
        try {
          await runJob(jobDeps, job);
        } catch (err) {
          deps.logger.error({ job: job.name, err: err instanceof Error ? err.message : String(err) }, 'embedded job failed');
        }
      }
    });
  };

  const analyze = () => {
    running = running.then(async () => {
      if (stopped) return;
      await deps.db.query('ANALYZE').catch((err: unknown) => {
        deps.logger.error({ err: err instanceof Error ? err.message : String(err) }, 'embedded ANALYZE failed');
      });
    });
  };

  const dispatcher = options.recurringGeneration === false ? undefined : startInlineGeneration(deps);
  // The timers' runs inherit the background mark from where they are set.
  const timers = inBackground(() => {
    tick();
    const started = [setInterval(tick, options.intervalMs ?? DAY_MS)];
    if (deps.db.kind === 'pglite') started.push(setInterval(analyze, options.analyzeIntervalMs ?? ANALYZE_INTERVAL_MS));
    return started;
  });
  for (const timer of timers) timer.unref(); // never keeps the process alive on its own

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all([running, dispatcher?.stop()]);
    },
  };
}
