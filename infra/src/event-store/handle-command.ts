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
import {
  START,
  WrongExpectedRevisionError,
  type AppendResult,
  type EventStore,
  type ExpectedRevision,
  type Position,
  type StoredEvent,
} from './types';

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
  const data = eventRegistry.has(event.type) ? eventRegistry.parse(event.type, event.metadata.schemaVersion ?? 1, event.data) : event.data;
  return { type: event.type, data };
}

export function isWrongExpectedRevision(error: unknown): error is WrongExpectedRevisionError {
  return error instanceof WrongExpectedRevisionError || (error instanceof Error && error.name === 'WrongExpectedRevisionError');
}

/**
 * Event metadata from the command's: who and how (`userId`, `actor`), which request (`requestId`),
 * when (the command's `now`, the server's clock, and the user's `today`), and the schema version.
 */
export function eventMetadata(type: string, metadata: CommandMetadata, extra: Partial<EventMetadata> = {}): EventMetadata {
  return {
    userId: metadata.userId,
    ...(metadata.actor ? { actor: metadata.actor } : {}),
    ...(metadata.requestId ? { requestId: metadata.requestId } : {}),
    ...(metadata.correlationId ? { correlationId: metadata.correlationId } : {}),
    occurredAt: metadata.now,
    today: metadata.today,
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
  eventIds?: (index: number) => string,
): Promise<AppendResult> {
  return store.append(
    streamId,
    events.map((event, index) => ({
      ...(eventIds ? { id: eventIds(index) } : {}),
      type: event.type,
      data: event.data,
      metadata: eventMetadata(event.type, metadata),
    })),
    { expectedRevision },
  );
}

export interface HandleCommandOptions {
  /**
   * Re-reads and decisions after a concurrent change before answering 409 (default 10: one user's
   * parallel writes to one stream, e.g. six categories created at once, each lose at most the others' turns).
   */
  maxRetries?: number;
  /**
   * Deterministic ids for the events this command appends (by index), e.g. derived from an
   * Idempotency-Key. A stream that already holds the first of them means the command ran before
   * (a retry after a crash or a lost answer): its original events and position are returned,
   * without deciding again (the decider would now refuse, e.g. 'already exists') or appending.
   */
  eventIds?: (index: number) => string;
}

/** The events an earlier run with these ids appended (contiguous: one append), if any. */
function earlierRun(stored: readonly StoredEvent[], eventIds: (index: number) => string): StoredEvent[] | undefined {
  const start = stored.findIndex((event) => event.id === eventIds(0));
  if (start < 0) return undefined;
  let end = start + 1;
  while (end < stored.length && stored[end]!.id === eventIds(end - start)) end++;
  return stored.slice(start, end);
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
  options: HandleCommandOptions = {},
): Promise<HandleCommandResult<State, E>> {
  const maxRetries = options.maxRetries ?? 10;
  for (let attempt = 0; ; attempt++) {
    const stored = await store.readStream(streamId);
    const earlier = options.eventIds ? earlierRun(stored, options.eventIds) : undefined;
    if (earlier) {
      const last = earlier[earlier.length - 1]!;
      const upTo = stored.slice(0, last.revision + 1).map(upcast) as E[];
      return { events: earlier.map(upcast) as E[], state: fold(decider, upTo), nextRevision: last.revision, position: last.position };
    }
    const state = fold(decider, stored.map(upcast) as E[]);
    const events = decider.decide(command, state);
    const last = stored[stored.length - 1];
    if (events.length === 0) {
      return { events, state, nextRevision: last?.revision ?? -1, position: last?.position ?? START };
    }
    try {
      const result = await appendEvents(store, streamId, events, command.metadata, last ? last.revision : 'no-stream', options.eventIds);
      return { events, state: events.reduce(decider.evolve, state), ...result };
    } catch (error) {
      if (!isWrongExpectedRevision(error)) throw error;
      if (attempt >= maxRetries) throw new ConflictError(CONFLICT_MESSAGE);
      // A short jittered pause so writers that collided do not collide again in lockstep.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * (attempt + 1)));
    }
  }
}
