import { eventRegistry } from '@life/domain';
import { describe, expect, it } from 'vitest';
import { projection } from './projection';
import { allProjections } from './projections/index';

/*
 * Compile-time checks (`npm run typecheck` fails if a `@ts-expect-error` line stops being an error):
 * a projection names event types the domain defines, and its apply only sees those types.
 */
const typed = projection({
  name: 'typed-example',
  canHandle: ['AccountOpened', 'AccountDeleted'],
  tables: [],
  apply(_tx, events) {
    for (const event of events) {
      switch (event.type) {
        case 'AccountOpened':
          event.data.accountName satisfies string;
          break;
        case 'AccountDeleted':
          event.data.wasPrimary satisfies boolean;
          // @ts-expect-error AccountDeleted carries no accountName
          void event.data.accountName;
          break;
        // @ts-expect-error a type the projection does not handle never reaches apply
        case 'AccountUpdated':
          break;
      }
    }
    return Promise.resolve();
  },
});

projection({
  name: 'renamed-type',
  // @ts-expect-error 'AccountCreated' is no event type (renaming AccountOpened must break projections that list it)
  canHandle: ['AccountCreated'],
  tables: [],
  async apply() {},
});

projection({
  name: 'reset-type',
  canHandle: ['TransactionRecorded'],
  // @ts-expect-error resetsStream lists only types the projection handles
  resetsStream: ['TransactionDeleted'],
  tables: [],
  async apply() {},
});

describe('projection', () => {
  it('keeps the listed event types as the runner filter', () => {
    expect(typed.canHandle).toEqual(['AccountOpened', 'AccountDeleted']);
  });

  it('every type a registered projection handles is a registered event type', () => {
    for (const registered of allProjections) {
      for (const type of [...registered.canHandle, ...(registered.resetsStream ?? [])])
        expect(eventRegistry.has(type), `${registered.name}: ${type}`).toBe(true);
    }
  });
});
