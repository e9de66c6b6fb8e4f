import { eventRegistry, fold, type Decider, type DomainEvent } from '@life/domain';
import type { EventStore, StoredEvent } from '@life/infra';

/**
 * Current state of one stream, read straight from the event store (no projection lag):
 * events are upcast through the registry, then folded with the decider.
 */
export async function loadAggregate<State, E extends DomainEvent>(
  store: EventStore,
  streamId: string,
  decider: Pick<Decider<State, never, E>, 'initialState' | 'evolve'>,
): Promise<{ state: State; events: StoredEvent[] }> {
  const events = await store.readStream(streamId);
  const domainEvents = events.map(
    (event) => ({ type: event.type, data: eventRegistry.parse(event.type, event.metadata.schemaVersion, event.data) }) as E,
  );
  return { state: fold(decider, domainEvents), events };
}
