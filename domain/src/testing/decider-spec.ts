import { expect } from 'vitest';
import type { Command } from '../core/commands';
import type { Decider } from '../core/decider';
import type { DomainEvent } from '../core/events';

/**
 * Decider specs in given/when/then form:
 *   spec(decider).given([...events]).when(command).then([...events])
 *   spec(decider).given([]).when(command).thenThrows(ValidationError, { fields: { field: 'message' } })
 * thenThrows returns the error; `validationFields(() => ...)` in ./errors reads a ValidationError's fields.
 * `when` also takes a function building the command (e.g. parsing a body into its draft with the
 * feature's schema), run inside then/thenThrows: a body the schema refuses throws there, as at the API.
 */
export function deciderSpec<State, C extends Command, E extends DomainEvent>(decider: Decider<State, C, E>) {
  return {
    given(events: readonly E[]) {
      return {
        when(command: C | (() => C)) {
          const run = () =>
            decider.decide(typeof command === 'function' ? command() : command, events.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: readonly E[]) {
              expect(run()).toEqual(expected);
            },
            /**
             * Passes when decide throws an error of that class; `details` is matched against the error's own fields.
             * Returns the error for further assertions.
             */
            thenThrows<T extends Error>(errorClass: abstract new (...args: never[]) => T, details?: Record<string, unknown>): T {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown, 'decide should have thrown').toBeInstanceOf(errorClass);
              if (details) expect(thrown).toMatchObject(details);
              return thrown as T;
            },
          };
        },
      };
    },
  };
}
