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
