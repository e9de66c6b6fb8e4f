import { START, type EventStore, type FilteredPage, type Position, type StoredEvent } from '@life/infra';
import type { Priority } from '@life/infra/db/mutex';
import { withPriority } from '@life/infra/db/priority';
import { noteDirect, noteFill } from './profile';

type PageReader = Pick<EventStore, 'readAllOfTypes'>;

/** Events scanned per read that extends the window (the runner's batch size). */
const FILL_LIMIT = 1000;

export interface SharedLogReaderOptions {
  /** Events kept in the window; a projection further behind reads the store itself. */
  maxEvents?: number;
  /**
   * The priority of the window's reads (infra db/priority.ts), asked at each turn: one read serves
   * every projection, so it is urgent when a request waits for any of them (issue 22).
   */
  priority?: () => Priority;
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
  private readonly priority: (() => Priority) | undefined;
  /** The window: every event of `types` with start < position <= end, in order. Undefined until the first read. */
  private start: Position | undefined;
  private end: Position = START;
  private events: StoredEvent[] = [];
  private exclusive: Promise<unknown> = Promise.resolve();
  /** Store reads begun so far (each numbered), the next one waiting for its turn, and the last one that found the head. */
  private readsStarted = 0;
  private queued: { end: Position; done: Promise<boolean> } | undefined;
  private head: { read: number; end: Position } | undefined;
  readonly stats: SharedLogReaderStats = { shared: 0, direct: 0, fills: 0 };

  constructor(
    private readonly store: PageReader,
    types: readonly string[],
    options: SharedLogReaderOptions = {},
  ) {
    this.allTypes = [...new Set(types)];
    this.types = new Set(this.allTypes);
    this.maxEvents = options.maxEvents ?? 5_000;
    this.priority = options.priority;
  }

  async readAllOfTypes(options: { after: Position; limit: number; types: readonly string[] }): Promise<FilteredPage> {
    const { after, limit, types } = options;
    if (limit < 1 || !types.every((type) => this.types.has(type))) return this.direct(options);
    // Store reads numbered above `since` began after this call did: what they found is news to it.
    const since = this.readsStarted;
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
      // Short of `limit`: the window's end is the head if a read begun since this call found it there.
      const head = this.head;
      if (head && head.read > since && head.end === this.end) return this.pageToEnd(after, types);
      if (!(await this.extend(this.end))) return this.pageToEnd(after, types);
    }
  }

  /** Everything in the window after `after`, up to its end: the page of a reader at the head. */
  private pageToEnd(after: Position, types: readonly string[]): FilteredPage {
    return this.page(firstIndexAfter(this.events, after), Number.POSITIVE_INFINITY, types, after < this.end ? this.end : undefined);
  }

  private page(from: number, limit: number, types: readonly string[], last: Position | undefined): FilteredPage {
    this.stats.shared++;
    const slice = this.events.slice(from, from + limit);
    const asked = new Set(types);
    const wanted = asked.size === this.types.size ? slice : slice.filter((event) => asked.has(event.type));
    return { events: wanted, last, scanned: slice.length };
  }

  private direct(options: { after: Position; limit: number; types: readonly string[] }): Promise<FilteredPage> {
    this.stats.direct++;
    const started = performance.now();
    return this.store.readAllOfTypes(options).then((page) => {
      noteDirect(performance.now() - started, page.scanned);
      return page;
    });
  }

  /** A reader ahead of the window (or the first one): the window starts over at its position. */
  private restartAt(after: Position): void {
    if (this.start !== undefined && after <= this.end) return;
    this.start = after;
    this.end = after;
    this.events = [];
    this.head = undefined;
  }

  /**
   * Grows the window past `end`; false when nothing is readable there. Readers woken together (every
   * projection, by one append) share one store read: a reader joins a read still waiting for its turn,
   * which begins after the reader's call did and so cannot miss what woke it.
   */
  private extend(end: Position): Promise<boolean> {
    if (this.end !== end) return Promise.resolve(true);
    if (this.queued?.end === end) return this.queued.done;
    const flight: { end: Position; done: Promise<boolean> } = { end, done: Promise.resolve(true) };
    flight.done = this.serialized(() => {
      if (this.queued === flight) this.queued = undefined; // its read begins now: later readers queue the next one
      return this.extendFrom(end);
    });
    this.queued = flight;
    return flight.done;
  }

  /** Reads the next page after the window's end into it; false when nothing is readable there yet. */
  private async extendFrom(end: Position): Promise<boolean> {
    if (this.end !== end) return true; // another reader extended or restarted it meanwhile: look again
    const read = ++this.readsStarted;
    const fill = () => this.store.readAllOfTypes({ after: end, limit: FILL_LIMIT, types: this.allTypes });
    const fillStarted = performance.now();
    const page = await (this.priority ? withPriority(this.priority, fill) : fill());
    noteFill(performance.now() - fillStarted, page.scanned, page.scanned < FILL_LIMIT);
    if (page.last === undefined) {
      this.head = { read, end };
      return false;
    }
    this.stats.fills++;
    for (const event of page.events) this.events.push(event);
    this.end = page.last;
    // A short page reached what was readable then: the window's end is the head, as of this read.
    this.head = page.scanned < FILL_LIMIT ? { read, end: this.end } : undefined;
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
