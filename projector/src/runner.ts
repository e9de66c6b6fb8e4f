import { setMaxListeners } from 'node:events';
import { eventRegistry, type EventRegistry } from '@life/domain';
import type { Db, EventStore, Position } from '@life/infra';
import { inBackground, withPriority } from '@life/infra/db/priority';
import { Wakeup } from '@life/infra/event-store/wake';
import { applyNextBatch, applyNextBatchOneByOne, type BatchResult } from './batch';
import { ensureCheckpoint, readCheckpoint } from './checkpoints';
import { DEMAND_CHANNEL, isAnyAwaited, isAnyWriteAwaited, isAwaited, isWriteAwaited, noteDemand, parseDemand } from './demand';
import { withLockSession } from './locks';
import { EventApplyError, summarizeError } from './failures';
import { consoleLogger, type ProjectorLogger } from './logger';
import { clearStuck, recordStuck } from './parked-events';
import type { Projection } from './projection';
import { allProjections } from './projections/index';
import { SharedLogReader } from './shared-log-reader';
import { noteBatch, noteIdle, profiledDb } from './profile';
import { firstWakeup, sleep, until } from './wait';

/**
 * Re-read delays while announced events are still hidden: 10, 20, 40, 80, 160 ms, then every 160 ms while the log
 * has events after the checkpoint that a read cannot see yet, else back to idle waiting.
 */
const HIDDEN_MIN_MS = 10;
const HIDDEN_MAX_MS = 160;
/** A batch's transaction on PGlite should take about this long: a request waits for at most one. */
const PGLITE_BATCH_TARGET_MS = 25;
/**
 * While a request waits for a projection on PostgreSQL and its events are hidden (the xmin guard:
 * any older open transaction on the server, whose commit announces nothing), re-read this often
 * instead of falling back to the idle wait (issue 22: a write waited up to 500 ms more).
 */
const AWAITED_POLL_MS = 20;
const MIN_BATCH_SIZE = 10;
/** A batch held back for an awaited projection looks again this often (its demand may have lapsed). */
const YIELD_RECHECK_MS = 250;
/**
 * How long an awaited projection that stays behind the log holds the others' writing batches
 * (`yieldTo`): a request waits READ_YOUR_WRITES_TIMEOUT_MS (2 s) at most, so holding them longer
 * cannot serve it. One behind for longer (a rebuild, a projection far behind) holds nothing until
 * it has caught up once. A write still appending for it (an import, whileDemanded) starts the
 * count afresh with each of its batches: its readers come after its answer (issue 25 goal 3: with
 * the cap alone, a 100,000-row import's ledger was 10.4 s behind its answer, 0.16 s without it).
 */
const MAX_HOLD_MS = 2000;
/** A time-sized loop starts here and doubles while its batches are fast. */
const FIRST_TIMED_BATCH = 100;
/** How far past `batchSize` a time-sized batch scans while none of the events are the projection's. */
const MAX_SCAN_FACTOR = 4;

export interface ProjectionRunnerOptions {
  db: Db;
  store: EventStore;
  /** Defaults to `allProjections`; tests pass their own. */
  projections?: readonly Projection[];
  /** Events read per transaction (the most, when batches are sized by time). */
  batchSize?: number;
  /**
   * Size batches so each transaction takes about this long (ms): halved after a longer one, doubled
   * (up to `batchSize`) after one under half of it. Default 25 on PGlite, where a transaction holds
   * the one backend every request waits for (issue 22); none (always `batchSize`) on PostgreSQL:
   * there 100 ms batches cost the money bench's catch-up 15.6 s after a 100,000-row import (0.14 s
   * with 1,000-event batches; 2026-11-27).
   */
  batchTargetMs?: number;
  /** Longest wait for an append notification before reading again anyway (covers missed wake-ups). */
  idleWaitMs?: number;
  /** How often a standby instance retries the locks, and how often the lock connection is checked. */
  lockRetryMs?: number;
  /** Back-off after a failed batch doubles from `retryInitialMs` up to `retryMaxMs`. */
  retryInitialMs?: number;
  retryMaxMs?: number;
  /**
   * After this many consecutive failures of the same batch (default 5), it is applied one event at
   * a time: deterministic failures are parked, anything else is reported as stuck (see below).
   */
  maxBatchFailures?: number;
  registry?: EventRegistry;
  logger?: ProjectorLogger;
  /** PostgreSQL: how long an awaited projection behind the log holds the others back (default MAX_HOLD_MS; see `yieldTo`). */
  maxHoldMs?: number;
}

/**
 * Keeps every projection's read model following the event log.
 * Per projection: one pull loop, active in one instance at a time (see locks.ts); each batch is
 * applied and its checkpoint compare-and-set in one transaction, so crashes and races can neither
 * skip nor repeat an event. Failed batches are retried with back-off. After `maxBatchFailures`
 * failures in a row the batch goes one event at a time (batch.ts applyNextBatchOneByOne): an event
 * that fails deterministically is parked with the rest of its stream, so one bad event stalls only
 * its own stream. A failure that cannot be parked (database down, a projection bug that is not a
 * data error) is recorded in projection_failures (health and status report it) and retried with
 * back-off, logged once per attempt.
 */
export class ProjectionRunner {
  private readonly db: Db;
  private readonly store: EventStore;
  private readonly projections: readonly Projection[];
  private readonly batchSize: number;
  private readonly batchTargetMs: number | undefined;
  private readonly idleWaitMs: number;
  private readonly lockRetryMs: number;
  private readonly retryInitialMs: number;
  private readonly retryMaxMs: number;
  private readonly maxBatchFailures: number;
  private readonly maxHoldMs: number;
  private readonly registry: EventRegistry;
  private readonly logger: ProjectorLogger;
  private readonly stopped = new AbortController();
  /**
   * Readers only see events of transactions older than every running one, so a sibling
   * projection's open transaction can hold back an event whose append notification already came.
   * Each commit here wakes the siblings instead of leaving them to the idle timeout.
   */
  private readonly commits = new Wakeup();
  /**
   * Whether an open transaction can hide committed events from a read (the SQL store's xmin guard):
   * on PostgreSQL, yes. PGlite runs one transaction at a time from BEGIN to COMMIT (its Db's lock),
   * so a read never meets an open one: there the siblings' commits wake nobody and an empty read is
   * not polled again (after a 20,000-transaction import the idle projections re-read the log on every
   * commit of the busy ones: a third of the catch-up's statement time, issue 25).
   */
  private readonly mayHide: boolean;
  private supervisor: Promise<void> | undefined;
  /**
   * PostgreSQL: projections a request waits for (demand.ts) whose last batch was a full page, i.e.
   * still behind the log. Meanwhile the other projections' batches that write wait (`yieldTo`), so
   * the awaited ones have the database's cores and this process's thread: after a 100,000-row import
   * the five projections that write each transaction shared them evenly, and the ledger the
   * transactions list waits for came last with the others (issue 25).
   */
  private readonly behind = new Map<string, number>(); // name -> behind since (performance.now())
  private readonly behindChanged = new Wakeup();
  private stopDemand: (() => Promise<void>) | undefined;
  /** The projections' pages, each stretch of the log read and decoded once for all of them. */
  private readonly reader: SharedLogReader;

  constructor(options: ProjectionRunnerOptions) {
    this.db = options.db;
    this.store = options.store;
    this.projections = options.projections ?? allProjections;
    this.batchSize = options.batchSize ?? 1000;
    this.batchTargetMs = options.batchTargetMs ?? (options.db.kind === 'pglite' ? PGLITE_BATCH_TARGET_MS : undefined);
    this.idleWaitMs = options.idleWaitMs ?? 500;
    this.mayHide = options.db.kind !== 'pglite';
    this.lockRetryMs = options.lockRetryMs ?? 1000;
    this.retryInitialMs = options.retryInitialMs ?? 100;
    this.retryMaxMs = options.retryMaxMs ?? 10_000;
    this.maxBatchFailures = Math.max(1, options.maxBatchFailures ?? 5);
    this.maxHoldMs = options.maxHoldMs ?? MAX_HOLD_MS;
    this.registry = options.registry ?? eventRegistry;
    this.logger = options.logger ?? consoleLogger;
    this.reader = new SharedLogReader(
      this.store,
      this.projections.flatMap((projection) => projection.canHandle),
      { priority: () => (isAnyAwaited(this.db) ? 'foreground' : 'background') },
    );
    const names = new Set(this.projections.map((p) => p.name));
    if (names.size !== this.projections.length) throw new Error('Projection names must be unique');
  }

  /** Creates missing checkpoints and starts following the log; returns without waiting for the locks. */
  async start(): Promise<void> {
    if (this.supervisor || this.stopped.signal.aborted) throw new Error('ProjectionRunner can be started once');
    for (const projection of this.projections) await ensureCheckpoint(this.db, projection.name);
    if (this.db.kind === 'postgres') {
      // Requests of other processes (an API process) name the projections they wait for.
      this.stopDemand = await this.db.listen(DEMAND_CHANNEL, (payload) => {
        if (!payload) return;
        const { names, write } = parseDemand(payload);
        noteDemand(this.db, names, performance.now(), write);
      });
    }
    // Background: on PGlite, requests' statements go before the loops' batches (infra db/priority.ts).
    this.supervisor = inBackground(() => this.supervise());
  }

  /** Graceful: batches in flight commit, then the locks are released for a standby instance. */
  async stop(): Promise<void> {
    this.stopped.abort();
    await this.supervisor;
    await this.stopDemand?.().catch(() => undefined);
    const { shared, direct, fills } = this.reader.stats;
    this.logger.info(`projector read the log once for all projections in ${shared} of ${shared + direct} pages (${fills} shared reads)`);
  }

  private get stopping(): boolean {
    return this.stopped.signal.aborted;
  }

  /** Takes the locks it can, runs a loop per locked projection, keeps retrying the rest. */
  private async supervise(): Promise<void> {
    while (!this.stopping) {
      const lost = new AbortController();
      // One signal for the session's loops (AbortSignal.any per loop added a listener to `stopped` each, past
      // Node's warning at 10); each loop waits on it at most a few times at once.
      const halt = AbortSignal.any([this.stopped.signal, lost.signal]);
      setMaxListeners(4 * this.projections.length + 10, halt);
      const loops = new Map<string, Promise<void>>();
      try {
        await withLockSession(this.db, async (locks) => {
          while (!this.stopping) {
            for (const projection of this.projections) {
              if (loops.has(projection.name) || !(await locks.tryLock(projection.name))) continue;
              this.logger.info(`projection ${projection.name}: active`);
              loops.set(projection.name, this.follow(projection, halt));
            }
            await sleep(this.lockRetryMs, this.stopped.signal);
            if (!this.stopping) await locks.ping();
          }
          // Stopping: let each loop finish its batch before the locks go.
          await Promise.all(loops.values());
        });
      } catch (error) {
        this.logger.error('projector: lock session lost; stepping down', error);
        lost.abort();
        await Promise.all(loops.values());
        await sleep(this.lockRetryMs, this.stopped.signal);
      }
    }
  }

  /** The pull loop of one projection; runs until `halt` (stop, or its lock session lost). Never rejects. */
  private async follow(projection: Projection, halt: AbortSignal): Promise<void> {
    let checkpoint: Position | undefined; // undefined: (re-)read it from the table
    let retryMs = this.retryInitialMs;
    let nearHead = true;
    let wokenByAppend = false;
    let hiddenMs = 0; // > 0: re-reading soon, because an append was announced but is not readable yet
    let failures = 0; // consecutive failures of the batch after `failingAfter`
    let failingAfter: Position | undefined;
    let failingSince = new Date();
    let stuckRecorded = true; // unknown after a (re)start: the first success clears any stale report
    let stuckLogged = false;
    // Time-sized batches (PGlite): at most `batchSize` events applied, `scan` events scanned.
    let batchSize = this.batchTargetMs === undefined ? this.batchSize : Math.min(this.batchSize, FIRST_TIMED_BATCH);
    let scan = this.batchSize;
    const db = profiledDb(this.db, projection.name);
    while (!halt.aborted) {
      // Near the head, start waiting before reading, so an append landing in between still wakes us.
      const appended = nearHead ? this.waitForAppend() : undefined;
      const commitsSeen = this.commits.generation;
      try {
        checkpoint ??= await readCheckpoint(this.db, projection.name);
        // Someone else moved it (another instance, a rebuild): a new batch.
        if (failures > 0 && failingAfter !== undefined && checkpoint !== failingAfter) failures = 0;
        const sized = this.batchTargetMs === undefined ? { batchSize } : { batchSize: scan, maxApplied: batchSize };
        const beforeApply = this.db.kind === 'postgres' ? () => this.yieldTo(projection.name, halt) : undefined;
        const options = { ...sized, registry: this.registry, logger: this.logger, ...(beforeApply ? { beforeApply } : {}) };
        const from = checkpoint;
        // A request of this process waits for it (read-your-writes): its batch goes before the others',
        // reading the log itself rather than queueing behind their shared reads.
        const awaited = isAwaited(this.db, projection.name);
        const reader = awaited ? this.store : this.reader;
        const batch = () =>
          failures >= this.maxBatchFailures
            ? applyNextBatchOneByOne(db, reader, projection, from, {
                ...options,
                firstFailedAt: failingSince,
                attempts: failures,
              })
            : applyNextBatch(db, reader, projection, from, options);
        // Asked at each turn at the lock: a request may start waiting while the batch waits for its turn.
        const priority = () => (isAwaited(this.db, projection.name) ? 'foreground' : 'background');
        const batchStarted = performance.now();
        const result = await withPriority(priority, batch);
        noteBatch(projection.name, performance.now() - batchStarted, result);
        retryMs = this.retryInitialMs;
        failures = 0;
        stuckLogged = false;
        if (stuckRecorded && result.kind !== 'moved') {
          await clearStuck(this.db, projection.name);
          stuckRecorded = false;
        }
        if (result.kind === 'applied') this.reportParked(projection.name, result);
        this.noteBehind(projection.name, result.kind === 'applied' && result.read >= sized.batchSize);
        if (result.kind === 'moved') {
          checkpoint = undefined;
        } else if (result.kind === 'empty') {
          nearHead = true;
          // Announced but unreadable: the SQL store hides events behind any older open transaction
          // (another table's writer, another database on the server), whose commit announces nothing.
          // Never on PGlite: a transaction holds its one backend to the end, so no read runs beside an open one.
          if (this.mayHide && (wokenByAppend || hiddenMs > 0)) hiddenMs = hiddenMs === 0 ? HIDDEN_MIN_MS : hiddenMs * 2;
          // Past the last step, go on re-reading at the longest delay only while events written after the
          // checkpoint are known to be hidden (a transaction older than them still open, e.g. a long one on
          // a busy server): its commit announces nothing, and the idle wait would add up to idleWaitMs.
          if (hiddenMs > HIDDEN_MAX_MS) hiddenMs = (await this.store.lastWritten()) > from ? HIDDEN_MAX_MS : 0;
          const pollMs =
            this.db.kind === 'postgres' && isAwaited(this.db, projection.name)
              ? Math.min(hiddenMs || AWAITED_POLL_MS, AWAITED_POLL_MS)
              : hiddenMs;
          const idleStarted = performance.now();
          wokenByAppend = await this.idle(appended ?? this.waitForAppend(), commitsSeen, pollMs, halt);
          noteIdle(
            projection.name,
            performance.now() - idleStarted,
            wokenByAppend ? 'append' : pollMs > 0 ? 'commit-or-poll' : 'commit-or-timeout',
          );
        } else {
          if (this.projections.length > 1 && this.mayHide) this.commits.wake();
          checkpoint = result.position;
          nearHead = result.read < sized.batchSize;
          batchSize = this.nextBatchSize(batchSize, result);
          // Passing over other projections' events costs little: scan further while nothing applies.
          scan = result.applied === 0 ? Math.min(scan * 4, this.batchSize * MAX_SCAN_FACTOR) : batchSize;
          wokenByAppend = false;
          hiddenMs = 0;
        }
      } catch (error) {
        this.noteBehind(projection.name, false);
        // undefined: the checkpoint could not even be read (database down), which continues the count.
        if (failures === 0 || (checkpoint !== undefined && checkpoint !== failingAfter)) {
          failures = 0;
          failingSince = new Date();
        }
        failures++;
        failingAfter = checkpoint ?? failingAfter;
        const where = `projection ${projection.name}: batch after '${checkpoint ?? '?'}'`;
        if (failures <= this.maxBatchFailures) {
          const next = failures === this.maxBatchFailures ? 'applying it one event at a time' : 'retrying';
          this.logger.error(`${where} failed (attempt ${failures}); ${next} in ${retryMs} ms`, error);
        } else {
          // One-by-one could not park it: report it where health and status look, once per back-off.
          const stuck = describeStuck(projection.name, checkpoint, error, failures, failingSince);
          // A database that is down cannot take the report either; health then says readDb: error.
          if (
            await recordStuck(this.db, stuck).then(
              () => true,
              () => false,
            )
          )
            stuckRecorded = true;
          const event = stuck.position ? ` at ${stuck.position} (stream ${stuck.streamId}, ${stuck.eventType})` : '';
          const line = `projection ${projection.name} is stuck${event}: ${stuck.error}; attempt ${failures}, retrying in ${retryMs} ms`;
          if (stuckLogged)
            this.logger.error(line); // the stack was logged when it first got stuck
          else this.logger.error(line, error);
          stuckLogged = true;
        }
        checkpoint = undefined; // a failed COMMIT may still have landed: trust only the table
        await sleep(retryMs, halt);
        retryMs = Math.min(retryMs * 2, this.retryMaxMs);
      }
    }
    this.noteBehind(projection.name, false);
  }

  /** Records whether an awaited projection is still behind the log after its batch (see `behind`). */
  private noteBehind(name: string, fullPage: boolean): void {
    if (this.db.kind !== 'postgres') return;
    if (fullPage && isAwaited(this.db, name)) {
      // While a write appends for it, its episode starts afresh each batch: the cap counts from the write's end.
      if (!this.behind.has(name) || isWriteAwaited(this.db, name)) this.behind.set(name, performance.now());
      return;
    }
    if (this.behind.delete(name)) this.behindChanged.wake();
  }

  /**
   * Before a batch that writes: waits while a projection a request waits for is behind, unless this
   * one is awaited itself, for MAX_HOLD_MS of that one being behind at most; and while a write (an
   * import) is appending for awaited ones, even caught up: it paces itself by them (command-api
   * readModelPace), so they catch up between its steps, and a batch of this one would only slow
   * both. Looks again whenever one of them finishes catching up, and every YIELD_RECHECK_MS, as a
   * demand lapses without a word (its request got its answer or gave up).
   */
  private async yieldTo(name: string, halt: AbortSignal): Promise<void> {
    for (;;) {
      if (halt.aborted || isAwaited(this.db, name)) return;
      const now = performance.now();
      let holdLeft = isAnyWriteAwaited(this.db) ? YIELD_RECHECK_MS : 0;
      for (const [other, since] of this.behind) {
        if (isAwaited(this.db, other)) holdLeft = Math.max(holdLeft, since + this.maxHoldMs - now);
      }
      if (holdLeft <= 0) return;
      const seen = this.behindChanged.generation;
      await until(this.behindChanged.wait(Math.min(YIELD_RECHECK_MS, holdLeft), seen), halt);
    }
  }

  /** The next batch's size: sized by its transaction's time when `batchTargetMs` is set. */
  private nextBatchSize(size: number, result: Extract<BatchResult, { kind: 'applied' }>): number {
    const target = this.batchTargetMs;
    if (target === undefined) return size;
    if (result.transactionMs > target) return Math.max(MIN_BATCH_SIZE, Math.floor(size / 2));
    if (result.applied < size) {
      // Not a full batch (near the head): start small again, so a sudden large stretch (an import) cannot make a long first batch.
      return Math.min(size, Math.max(FIRST_TIMED_BATCH, result.applied * 2));
    }
    if (result.transactionMs < target / 2) return Math.min(this.batchSize, size * 2);
    return size;
  }

  /** One line per parked event that failed (the operator's cue), one summary line for the ones parked behind them. */
  private reportParked(name: string, result: Extract<BatchResult, { kind: 'applied' }>): void {
    let blocked = 0;
    for (const parked of result.parked) {
      if (parked.reason === 'blocked') blocked++;
      else {
        this.logger.error(
          `projection ${name}: parked ${parked.type} at ${parked.position} (stream ${parked.streamId}): ${parked.error?.message ?? ''}; ` +
            `its stream's later events wait for a repair (see README "When a projection fails")`,
        );
      }
    }
    if (blocked > 0) this.logger.info(`projection ${name}: parked ${blocked} later event(s) of streams with a parked event`);
  }

  /** Waits for an append, a sibling's commit, `pollMs` (when > 0) or halt; true when an append woke it. */
  private async idle(appended: Promise<boolean>, commitsSeen: number, pollMs: number, halt: AbortSignal): Promise<boolean> {
    return firstWakeup([appended, this.commits.wait(this.idleWaitMs, commitsSeen).then(() => false)], pollMs, halt);
  }

  /** Resolves true when an append was announced, false after the idle timeout (or if the store cannot wait). */
  private waitForAppend(): Promise<boolean> {
    const started = performance.now();
    return this.store.waitForAppend(this.idleWaitMs).then(
      () => performance.now() - started < this.idleWaitMs - 1,
      () => sleep(this.idleWaitMs, this.stopped.signal).then(() => false),
    );
  }
}

function describeStuck(projection: string, after: Position | undefined, error: unknown, attempts: number, since: Date) {
  const summary = summarizeError(error);
  const event = error instanceof EventApplyError ? error.event : undefined;
  return {
    projection,
    afterPosition: after ?? '',
    position: event?.position ?? null,
    streamId: event?.streamId ?? null,
    eventType: event?.type ?? null,
    errorCode: summary.code,
    error: summary.message,
    attempts,
    firstFailedAt: since.toISOString(),
  };
}
