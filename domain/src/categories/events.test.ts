import { describe, expect, it } from 'vitest';
import { eventRegistry } from '../registry';
import type { CategoryEvent } from './events';

const samples: CategoryEvent[] = [
  {
    type: 'CategoryCreated',
    data: {
      categoryId: 'c1',
      userId: 'u1',
      transactionCategory: 'Food',
      transactionType: 'Expense - Variable',
      description: '',
      color: '#ff2600',
      isActive: true,
    },
  },
  {
    type: 'CategoryUpdated',
    data: {
      categoryId: 'c1',
      transactionCategory: 'Salary',
      transactionType: 'Income',
      description: 'x',
      color: '#00f900',
      isActive: false,
    },
  },
  { type: 'CategoryDeleted', data: { categoryId: 'c1' } },
];

describe('category events', () => {
  it.each(samples.map((event) => [event.type, event] as const))('%s is registered and round-trips', (type, event) => {
    expect(eventRegistry.versionOf(type)).toBe(1);
    expect(eventRegistry.parse(type, 1, JSON.parse(JSON.stringify(event.data)))).toEqual(event.data);
  });
});
