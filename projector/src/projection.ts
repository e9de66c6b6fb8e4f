import type { DomainEvent, EventOfType, LifeEventType } from '@life/domain';
import type { Queryable, StoredEvent } from '@life/infra';

/**
 * A stored event whose type and data are one member of the union E. It distributes over E, so
 * `switch (event.type)` narrows `event.data` to that type's schema.
 */
export type ProjectedEvent<E extends DomainEvent = DomainEvent> = E extends DomainEvent
  ? Omit<StoredEvent, 'type' | 'data'> & { type: E['type']; data: E['data'] }
  : never;

/**
 * A read model fed by the event log; see docs/CONVENTIONS.md "Projections". E is the union of the
 * events it handles. A plain `Projection` (E = any DomainEvent) is how the runner, rebuild and
 * status hold a list of them: they only ever pass a projection the `canHandle` types, upcast.
 */
export interface Projection<E extends DomainEvent = DomainEvent> {
  /** Also the checkpoint key. */
  name: string;
  /** The runner only passes these. */
  canHandle: readonly E['type'][];
  /** Emptied by rebuild. */
  tables: readonly string[];
  /** Data already upcast (parsed by the event's schema). Runs inside the transaction that also moves the checkpoint. */
  apply(tx: Queryable, events: readonly ProjectedEvent<E>[]): Promise<void>;
  /**
   * Event types after which a stream's rows no longer depend on its earlier events (a deletion:
   * applying it gives the same rows whether or not those events were applied). A stream with
   * parked events resumes at such an event and its parked events are resolved (see batch.ts).
   */
  resetsStream?: readonly E['type'][];
  /**
   * The record inside a stream an event belongs to, when one stream holds many records (a user's
   * account book, category list): a parked event then blocks only later events with the same key,
   * and the projection's rows for one key must depend only on that key's events. Absent: the whole
   * stream is one record. Called on stored data that may not parse (a parked event), so an event
   * whose key cannot be read (throws, not a non-empty string) parks the whole stream.
   */
  parkingKey?: (event: ProjectedEvent<E>) => string;
  /** As resetsStream, per key: after such an event a record's rows no longer depend on its earlier events (its deletion). */
  resetsKey?: readonly E['type'][];
}

/** Parking key of the whole stream (see `parkingKey`). */
export const WHOLE_STREAM = '';

/** The event's parking key, or WHOLE_STREAM when the projection has none or it cannot be read. */
export function parkingKeyOf(projection: Pick<Projection, 'parkingKey'>, event: StoredEvent): string {
  if (!projection.parkingKey) return WHOLE_STREAM;
  try {
    const key: unknown = projection.parkingKey(event);
    return typeof key === 'string' && key.length > 0 ? key : WHOLE_STREAM;
  } catch {
    return WHOLE_STREAM;
  }
}

/** The stored events of the listed Life event types, typed: what a Life projection's apply receives. */
export type LifeProjectedEvent<T extends LifeEventType> = ProjectedEvent<EventOfType<T>>;

/**
 * Declares a projection of Life events (as Emmett's `projection({ name, canHandle, handle })`):
 * `canHandle` lists event type names, checked against the domain's definitions, and `apply` gets
 * exactly those events, typed. A renamed or misspelt type is a compile error, not a projection
 * that silently stops receiving it.
 */
export function projection<T extends LifeEventType>(
  definition: Projection<EventOfType<T>> & { canHandle: readonly T[] },
): Projection<EventOfType<T>> {
  return definition;
}

/**
 * A type guard for the events of `types`, for a projection that handles several kinds apart:
 * `const isLedgerEvent = isOneOf(LEDGER_EVENT_TYPES)` narrows `event.data` after `if (isLedgerEvent(event))`.
 */
export function isOneOf<T extends string>(types: readonly T[]) {
  return <E extends { type: string }>(event: E): event is Extract<E, { type: T }> => (types as readonly string[]).includes(event.type);
}

/**
 * `apply` of a projection that writes each event with its own statements, in order: for read models
 * with few events per user (accounts, categories, budgets), where one statement per event stays
 * obviously correct.
 */
export function eventByEvent<Event>(applyOne: (tx: Queryable, event: Event) => Promise<void>) {
  return async (tx: Queryable, events: readonly Event[]): Promise<void> => {
    for (const event of events) await applyOne(tx, event);
  };
}
