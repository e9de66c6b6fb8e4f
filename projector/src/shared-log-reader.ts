import { START, type EventStore, type FilteredPage, type Position, type StoredEvent } from '@life/infra';

type PageReader = Pick<EventStore, 'readAllOfTypes'>;

/** Events scanned per read that extends the window (the runner's batch size). */
const FILL_LIMIT = 1000;

export interface SharedLogReaderOptions {
  /** Events kept in the window; a projection further behind reads the store itself. */
  maxEvents?: number;
}

export interface SharedLogReaderStats {
  /** Pages served from the window. */
  shared: number;
  /** Pages read from the store for one projection (behind the window, or types outside it). */
  direct: number;
  /** Reads that extended the window. */
  fills: number;
}

/**
 * The runner's projections read the same stretch of the log one after another: a bulk import's
 * 100,000 transactions were read, sent and decoded once per projection that handles them (five).
 * This reader keeps the newest stretch read: every event of any of `types` after `start` up to and
 * including `end`, read once with all the types, and serves each projection's page from it. A
 * projection behind the window (a slow one, a rebuild) reads the store itself, as before.
 *
 * A stretch stays complete: the SQL store returns only transactions older than every running one,
 * so nothing can later appear at or before a page's `last`; EventStoreDB appends in order.
 * Pages follow readAllOfTypes' contract: all events of the asked types in (after, last], and fewer
 * than `limit` scanned only at the head of what is readable.
 */
export class SharedLogReader implements PageReader {
  private readonly types: ReadonlySet<string>;
  private readonly allTypes: readonly string[];
  private readonly maxEvents: number;
  /** The window: every event of `types` with start < position <= end, in order. Undefined until the first read. */
  private start: Position | undefined;
  private end: Position = START;
  private events: StoredEvent[] = [];
  private exclusive: Promise<unknown> = Promise.resolve();
  readonly stats: SharedLogReaderStats = { shared: 0, direct: 0, fills: 0 };

  constructor(
    private readonly store: PageReader,
    types: readonly string[],
    options: SharedLogReaderOptions = {},
  ) {
    this.allTypes = [...new Set(types)];
    this.types = new Set(this.allTypes);
    this.maxEvents = options.maxEvents ?? 5_000;
  }

  async readAllOfTypes(options: { after: Position; limit: number; types: readonly string[] }): Promise<FilteredPage> {
    const { after, limit, types } = options;
    if (limit < 1 || !types.every((type) => this.types.has(type))) return this.direct(options);
    for (;;) {
      if (this.start === undefined || after > this.end) await this.serialized(() => this.restartAt(after));
      if (this.start === undefined || after < this.start || after > this.end) {
        // Behind the window (or another reader moved it meanwhile): read alone.
        if (this.start !== undefined && after < this.start) return this.direct(options);
        continue;
      }
      const from = firstIndexAfter(this.events, after);
      const available = this.events.length - from;
      if (available >= limit) return this.page(from, limit, types, this.events[from + limit - 1]!.position);
      const end = this.end;
      if (!(await this.serialized(() => this.extendFrom(end)))) {
        // Nothing readable past the window: the page ends at the window's end (its head).
        const last = after < this.end ? this.end : undefined;
        return this.page(firstIndexAfter(this.events, after), Number.POSITIVE_INFINITY, types, last);
      }
    }
  }

  private page(from: number, limit: number, types: readonly string[], last: Position | undefined): FilteredPage {
    this.stats.shared++;
    const slice = this.events.slice(from, from + limit);
    const wanted = types.length === this.types.size ? slice : slice.filter((event) => types.includes(event.type));
    return { events: wanted, last, scanned: slice.length };
  }

  private direct(options: { after: Position; limit: number; types: readonly string[] }): Promise<FilteredPage> {
    this.stats.direct++;
    return this.store.readAllOfTypes(options);
  }

  /** A reader ahead of the window (or the first one): the window starts over at its position. */
  private restartAt(after: Position): void {
    if (this.start !== undefined && after <= this.end) return;
    this.start = after;
    this.end = after;
    this.events = [];
  }

  /** Reads the next page after the window's end into it; false when nothing is readable there yet. */
  private async extendFrom(end: Position): Promise<boolean> {
    if (this.end !== end) return true; // another reader extended or restarted it meanwhile: look again
    const page = await this.store.readAllOfTypes({ after: end, limit: FILL_LIMIT, types: this.allTypes });
    if (page.last === undefined) return false;
    this.stats.fills++;
    for (const event of page.events) this.events.push(event);
    this.end = page.last;
    const excess = this.events.length - this.maxEvents;
    if (excess > 0) {
      this.start = this.events[excess - 1]!.position;
      this.events = this.events.slice(excess);
    }
    return true;
  }

  /** Window changes one at a time (reads of the window need no lock: they do not await). */
  private serialized<T>(work: () => T | Promise<T>): Promise<T> {
    const run = this.exclusive.then(work, work);
    this.exclusive = run.catch(() => undefined);
    return run;
  }
}

/** Index of the first event after `position` (events are in position order). */
function firstIndexAfter(events: readonly StoredEvent[], position: Position): number {
  let low = 0;
  let high = events.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (events[middle]!.position <= position) low = middle + 1;
    else high = middle;
  }
  return low;
}
