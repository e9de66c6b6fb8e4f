import { describe, expect, it } from 'vitest';
import { eventRegistry } from '../registry';
import type { AccountEvent } from './events';

const samples: AccountEvent[] = [
  {
    type: 'AccountOpened',
    data: {
      accountId: 'a1',
      userId: 'u1',
      accountName: 'Card',
      accountType: 'credit_card',
      startingBalanceCents: -2550,
      startingBalanceAsOf: '2025-10-01',
      creditLimitCents: 500000,
      description: '',
      color: '#EF4444',
      isActive: true,
    },
  },
  {
    type: 'AccountUpdated',
    data: {
      accountId: 'a1',
      accountName: 'Bills',
      accountType: 'loan / line of credit',
      startingBalanceCents: 0,
      startingBalanceAsOf: '2025-10-01',
      creditLimitCents: 0,
      description: 'x',
      color: '#F59E0B',
      isActive: false,
    },
  },
  { type: 'AccountMadePrimary', data: { accountId: 'a1', previousPrimaryId: null } },
  { type: 'AccountPrimaryUnset', data: { accountId: 'a1' } },
  {
    type: 'BalanceAdjusted',
    data: {
      accountId: 'a1',
      adjustmentId: 'd1',
      amountCents: -4000,
      date: '2025-11-05',
      previousBalanceCents: 52000,
      newBalanceCents: 48000,
    },
  },
  { type: 'AccountDeleted', data: { accountId: 'a1', wasPrimary: true } },
];

describe('account events', () => {
  it.each(samples.map((event) => [event.type, event] as const))('%s is registered and round-trips', (type, event) => {
    expect(eventRegistry.versionOf(type)).toBe(1);
    expect(eventRegistry.parse(type, 1, JSON.parse(JSON.stringify(event.data)))).toEqual(event.data);
  });

  it('rejects fractional cents and unknown account types', () => {
    const opened = samples[0]!.data;
    expect(() => eventRegistry.parse('AccountOpened', 1, { ...opened, startingBalanceCents: 1.5 })).toThrow();
    expect(() => eventRegistry.parse('AccountOpened', 1, { ...opened, accountType: 'cash' })).toThrow();
  });
});
