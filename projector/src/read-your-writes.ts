import type { Db, Position } from '@life/infra';
import { CHECKPOINT_CHANNEL, parseCheckpointPayload, readCheckpoints } from './checkpoints';
import { announceDemand, awaitProjections } from './demand';

interface Waiter {
  names: readonly string[];
  minPosition: Position;
  resolve: (reached: boolean) => void;
}

export interface CheckpointWatcherOptions {
  /** While someone waits, re-read the table this often, in case a NOTIFY was lost (e.g. on reconnect). */
  pollMs?: number;
}

/**
 * Lets a query wait until the read models include a write: caches every projection's checkpoint
 * from `projection_checkpoint` notifications and falls back to the table when the cache says no.
 * Every runner advances every checkpoint over all events, so "caught up to p" is simply `checkpoint >= p`.
 */
export class CheckpointWatcher {
  private readonly cache = new Map<string, Position>();
  /** Bumped per notification, so a slower table read does not overwrite a newer notified position. */
  private readonly notified = new Map<string, number>();
  private readonly waiters = new Set<Waiter>();
  private readonly ready: Promise<void>;
  private readonly pollMs: number;
  private unlisten: (() => Promise<void>) | undefined;
  private poller: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    options: CheckpointWatcherOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 500;
    this.ready = this.init();
    this.ready.catch(() => undefined); // reported by the first waitFor/positions call
  }

  /** True once every named projection's checkpoint is >= minPosition; false after timeoutMs. */
  async waitFor(names: readonly string[], minPosition: Position, timeoutMs = 2000): Promise<boolean> {
    await this.ready;
    if (this.reached(names, minPosition)) return true;
    await this.refresh(); // the cache may be behind the table
    if (this.reached(names, minPosition) || this.closed) return this.reached(names, minPosition);
    // A runner applies these projections first meanwhile (demand.ts): one in this process sees the
    // mark, one in another process (the API beside a projector process) the notice.
    const awaited = awaitProjections(this.db, names);
    this.announce(names);
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        this.waiters.delete(waiter);
        this.updatePoller();
        awaited();
        resolve(this.reached(names, minPosition));
      }, timeoutMs);
      const waiter: Waiter = {
        names,
        minPosition,
        resolve: (reached) => {
          clearTimeout(timer);
          awaited();
          resolve(reached);
        },
      };
      this.waiters.add(waiter);
      this.updatePoller();
    });
  }

  /** The cached checkpoint of every projection seen so far. */
  async positions(): Promise<Record<string, Position>> {
    await this.ready;
    return Object.fromEntries(this.cache);
  }

  /** Re-reads every checkpoint from the table. */
  async refresh(): Promise<Record<string, Position>> {
    const seen = new Map(this.notified);
    const rows = await readCheckpoints(this.db);
    for (const row of rows) {
      if ((this.notified.get(row.name) ?? 0) === (seen.get(row.name) ?? 0)) this.cache.set(row.name, row.position);
    }
    this.settle();
    return Object.fromEntries(this.cache);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    for (const waiter of this.waiters) waiter.resolve(false);
    this.waiters.clear();
    this.updatePoller();
    await this.ready.catch(() => undefined);
    await this.unlisten?.();
  }

  private async init(): Promise<void> {
    // LISTEN before the first read: nothing committed in between can be missed.
    this.unlisten = await this.db.listen(CHECKPOINT_CHANNEL, (payload) => this.onNotification(payload));
    await this.refresh();
  }

  private onNotification(payload: string): void {
    const parsed = parseCheckpointPayload(payload);
    // Anything else (the Db's empty "reconnected, maybe missed something" wake-up): ask the table.
    if (!parsed) return void this.refresh().catch(() => undefined);
    this.notified.set(parsed.name, (this.notified.get(parsed.name) ?? 0) + 1);
    // Set, not max: a rebuild legitimately moves a checkpoint back to START.
    this.cache.set(parsed.name, parsed.position);
    this.settle();
  }

  private reached(names: readonly string[], minPosition: Position): boolean {
    return names.every((name) => {
      const position = this.cache.get(name);
      return position !== undefined && position >= minPosition;
    });
  }

  private settle(): void {
    for (const waiter of this.waiters) {
      if (!this.reached(waiter.names, waiter.minPosition)) continue;
      this.waiters.delete(waiter);
      waiter.resolve(true);
    }
    this.updatePoller();
  }

  /**
   * Tells a projector process which projections are awaited (demand.ts); repeated each poll while
   * any waiter is left, as each notice lasts DEMAND_LEASE_MS. PGlite has no other process to tell.
   */
  private announce(names: readonly string[]): void {
    announceDemand(this.db, names);
  }

  private announceWaiting(): void {
    this.announce([...new Set([...this.waiters].flatMap((waiter) => waiter.names))]);
  }

  private updatePoller(): void {
    if (this.waiters.size > 0 && !this.poller && !this.closed) {
      this.poller = setInterval(() => {
        this.announceWaiting();
        void this.refresh().catch(() => undefined);
      }, this.pollMs);
      this.poller.unref();
    } else if ((this.waiters.size === 0 || this.closed) && this.poller) {
      clearInterval(this.poller);
      this.poller = undefined;
    }
  }
}
