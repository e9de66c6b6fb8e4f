import type { Command } from './commands';
import type { DomainEvent } from './events';

/** Emmett-style decider: the whole behaviour of one aggregate. */
export interface Decider<State, C extends Command, E extends DomainEvent> {
  initialState: () => State;
  evolve: (state: State, event: E) => State;
  /** Returns the events the command causes, or throws a DomainError. */
  decide: (command: C, state: State) => E[];
}

export function fold<State, E extends DomainEvent>(
  decider: Pick<Decider<State, never, E>, 'initialState' | 'evolve'>,
  events: readonly E[],
): State {
  return events.reduce(decider.evolve, decider.initialState());
}

/** Exhaustiveness check for the end of `decide` and `evolve` switches. */
export function assertNever(value: never): never {
  throw new Error(`Unexpected value: ${JSON.stringify(value)}`);
}
