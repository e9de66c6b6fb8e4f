import {
  foldEvents,
  ownEvents,
  parseEvent,
  parseEventLeniently,
  type EventOfType,
  type Evolving,
  type LifeEvent,
  type LifeEventDefinition,
} from '@life/domain';
import type { EventStore, StoredEvent } from './types';

/** The aggregate a stream holds: its decider (the folding half is enough) and its event definitions (`xxxEvents`). */
export interface AggregateOf<State, D extends LifeEventDefinition> {
  decider: Evolving<State, EventOfType<D['type']>>;
  events: readonly D[];
}

export interface FoldOptions {
  /** Keep data today's schema refuses as stored instead of throwing (operator repairs only). */
  lenient?: boolean;
}

/** A stored event as its typed domain event, upcast through the registry. */
export function toDomainEvent(event: StoredEvent, options: FoldOptions = {}): LifeEvent {
  const stored = { type: event.type, schemaVersion: event.metadata.schemaVersion ?? 1, data: event.data };
  return options.lenient ? parseEventLeniently(stored) : parseEvent(stored);
}

/** The state after already-read stored events: upcast through the registry, folded with the decider. */
export function foldStream<State, D extends LifeEventDefinition>(
  aggregate: AggregateOf<State, D>,
  stored: readonly StoredEvent[],
  options: FoldOptions = {},
): State {
  return foldEvents(
    aggregate.decider,
    aggregate.events,
    stored.map((event) => toDomainEvent(event, options)),
  );
}

/**
 * Current state of one stream, read straight from the event store (no projection lag), like
 * Emmett's `aggregateStream`: events are upcast through the registry, then folded with the decider.
 */
export async function aggregateStream<State, D extends LifeEventDefinition>(
  store: EventStore,
  streamId: string,
  aggregate: AggregateOf<State, D>,
  options: FoldOptions = {},
): Promise<{ state: State; events: StoredEvent[] }> {
  const events = await store.readStream(streamId);
  return { state: foldStream(aggregate, events, options), events };
}

/** Already-read stored events as the aggregate's typed events (upcast through the registry). */
export function streamEvents<D extends LifeEventDefinition>(
  definitions: readonly D[],
  stored: readonly StoredEvent[],
): EventOfType<D['type']>[] {
  return ownEvents(
    definitions,
    stored.map((event) => toDomainEvent(event)),
  );
}
