import type { z } from 'zod';
import { EventRegistry, type DomainEvent, type EventDefinition } from './core/events';
import { lifeEventDefinitions, type EventOfType, type LifeEvent, type LifeEventType } from './events';

/**
 * Every event type of every aggregate. Each aggregate exports its definitions
 * (e.g. `userEvents`) and adds them to `lifeEventDefinitions` (events.ts), so readers can upcast
 * stored events and projections get them typed (`LifeEvent`).
 */
export const eventRegistry = new EventRegistry();

eventRegistry.register(...lifeEventDefinitions);

/** An event as the store keeps it: its type, the version its data was written at, and that data. */
export interface StoredEventData {
  type: string;
  schemaVersion: number;
  data: unknown;
}

/** The one place a checked event becomes the union: the registry knows its type, so `type` picks the member. */
function isLifeEvent(event: DomainEvent): event is LifeEvent {
  return eventRegistry.has(event.type);
}

function toLifeEvent(type: string, data: unknown): LifeEvent {
  const event = { type, data };
  if (!isLifeEvent(event)) throw new Error(`Unknown event type ${type}`);
  return event;
}

/** A stored event as its typed union member: data upcast from its version and validated (throws when it does not parse). */
export function parseEvent(stored: StoredEventData): LifeEvent {
  return toLifeEvent(stored.type, eventRegistry.parse(stored.type, stored.schemaVersion, stored.data));
}

/**
 * As parseEvent, but data today's schema refuses is kept as stored, unchecked (operator repairs:
 * the event being voided may be exactly that one). Everything else uses parseEvent.
 */
export function parseEventLeniently(stored: StoredEventData): LifeEvent {
  try {
    return parseEvent(stored);
  } catch {
    return toLifeEvent(stored.type, stored.data);
  }
}

/** An aggregate's event definitions, e.g. `transactionEvents`. */
export type LifeEventDefinition = EventDefinition<LifeEventType, z.ZodType>;

/** Whether the event is one of these definitions' (an aggregate's `xxxEvents`): narrows it to their union. */
export function isEventOf<D extends LifeEventDefinition>(definitions: readonly D[], event: LifeEvent): event is EventOfType<D['type']> {
  return definitions.some((definition) => definition.type === event.type);
}

/** A decider's folding half, for the events of its definitions. */
export interface Evolving<State, E> {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
}

/**
 * The event as one of the aggregate's (its definitions'); another aggregate's event in its stream
 * is a broken stream and throws, as the decider's exhaustive switch would.
 */
export function ownEvent<D extends LifeEventDefinition>(definitions: readonly D[], event: LifeEvent): EventOfType<D['type']> {
  if (!isEventOf(definitions, event)) throw new Error(`Unexpected value: ${JSON.stringify(event)}`);
  return event;
}

/** The events as the aggregate's own union (see ownEvent). */
export function ownEvents<D extends LifeEventDefinition>(
  definitions: readonly D[],
  events: readonly LifeEvent[],
): EventOfType<D['type']>[] {
  return events.map((event) => ownEvent(definitions, event));
}

/** The state after these already parsed events: the pure half of infra's `aggregateStream`. */
export function foldEvents<State, D extends LifeEventDefinition>(
  decider: Evolving<State, EventOfType<D['type']>>,
  definitions: readonly D[],
  events: readonly LifeEvent[],
): State {
  let state = decider.initialState();
  for (const event of events) state = decider.evolve(state, ownEvent(definitions, event));
  return state;
}

/** An event whose data was already upcast to today's shape (e.g. on read), checked against its schema again and typed. */
export function parseCurrentEvent(event: { type: string; data: unknown }): LifeEvent {
  return parseEvent({ type: event.type, schemaVersion: eventRegistry.versionOf(event.type), data: event.data });
}
