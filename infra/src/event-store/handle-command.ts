import {
  ConflictError,
  eventRegistry,
  fold,
  type Command,
  type CommandMetadata,
  type Decider,
  type DomainEvent,
  type EventMetadata,
} from '@life/domain';
import { START, WrongExpectedRevisionError, type AppendResult, type EventStore, type ExpectedRevision, type Position, type StoredEvent } from './types';

export const CONFLICT_MESSAGE = 'The record was changed by someone else, please retry';

export interface HandleCommandResult<State, E extends DomainEvent> {
  /** The events this command appended ([] when decide returned none). */
  events: E[];
  /** State after those events. */
  state: State;
  /** Stream revision after the command (-1: the stream still does not exist). */
  nextRevision: number;
  /** Position of the last appended event, else of the stream's last event (START if none). */
  position: Position;
}

/** Stored data in today's shape; types the registry does not know (ad-hoc test deciders) pass through. */
export function upcast(event: StoredEvent): DomainEvent {
  const data = eventRegistry.has(event.type)
    ? eventRegistry.parse(event.type, event.metadata.schemaVersion ?? 1, event.data)
    : event.data;
  return { type: event.type, data };
}

export function isWrongExpectedRevision(error: unknown): error is WrongExpectedRevisionError {
  return error instanceof WrongExpectedRevisionError || (error instanceof Error && error.name === 'WrongExpectedRevisionError');
}

/** Event metadata from the command's: who, when (the command's `now`), and the schema version. */
export function eventMetadata(type: string, metadata: CommandMetadata, extra: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: metadata.userId,
    ...(metadata.correlationId ? { correlationId: metadata.correlationId } : {}),
    occurredAt: metadata.now,
    schemaVersion: eventRegistry.has(type) ? eventRegistry.versionOf(type) : 1,
    ...extra,
  };
}

/** Lower-level append of domain events with metadata filled in (e.g. for multi-stream operations). */
export function appendEvents(
  store: EventStore,
  streamId: string,
  events: readonly DomainEvent[],
  metadata: CommandMetadata,
  expectedRevision: ExpectedRevision,
): Promise<AppendResult> {
  return store.append(
    streamId,
    events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, metadata) })),
    { expectedRevision },
  );
}

/**
 * Read, upcast, fold, decide, append with the expected revision. On a concurrent change
 * re-reads and decides again (the decision may differ), up to maxRetries times, then 409.
 */
export async function handleCommand<State, C extends Command, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Decider<State, C, E>,
  command: C,
  options: { maxRetries?: number } = {},
): Promise<HandleCommandResult<State, E>> {
  const maxRetries = options.maxRetries ?? 3;
  for (let attempt = 0; ; attempt++) {
    const stored = await store.readStream(streamId);
    const state = fold(decider, stored.map(upcast) as E[]);
    const events = decider.decide(command, state);
    const last = stored[stored.length - 1];
    if (events.length === 0) {
      return { events, state, nextRevision: last?.revision ?? -1, position: last?.position ?? START };
    }
    try {
      const result = await appendEvents(store, streamId, events, command.metadata, last ? last.revision : 'no-stream');
      return { events, state: events.reduce(decider.evolve, state), ...result };
    } catch (error) {
      if (!isWrongExpectedRevision(error)) throw error;
      if (attempt >= maxRetries) throw new ConflictError(CONFLICT_MESSAGE);
    }
  }
}
