import { describe, expect, it } from 'vitest';
import { eventRegistry } from '../registry';
import type { TransactionEvent } from './events';
import { expenseRecorded } from './testing/fixtures';

const { userId: _u, recurringTransactionId: _r, isRecurring: _i, ...snapshot } = expenseRecorded.data;
const samples: TransactionEvent[] = [
  expenseRecorded,
  { type: 'TransactionUpdated', data: { ...snapshot, type: 'payment', toAccountId: 'b' } },
  { type: 'TransactionStatusChanged', data: { transactionId: 't1', posted: 'pending' } },
  { type: 'TransactionDeleted', data: { transactionId: 't1' } },
];

describe('transaction events', () => {
  it.each(samples.map((event) => [event.type, event] as const))('%s is registered and round-trips', (type, event) => {
    expect(eventRegistry.versionOf(type)).toBe(1);
    expect(eventRegistry.parse(type, 1, JSON.parse(JSON.stringify(event.data)))).toEqual(event.data);
  });

  it('keeps amounts absolute and in whole cents', () => {
    expect(() => eventRegistry.parse('TransactionRecorded', 1, { ...expenseRecorded.data, amountCents: -1230 })).toThrow();
    expect(() => eventRegistry.parse('TransactionRecorded', 1, { ...expenseRecorded.data, amountCents: 12.3 })).toThrow();
  });
});
