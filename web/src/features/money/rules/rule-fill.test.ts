import { describe, expect, it } from 'vitest';
import { payeeFill, ruleContext, ruleFill, type RuleFillValues } from './rule-fill';
import { payeePattern } from './ImportRuleTools';
import type { Rule } from './types';

const rule = (overrides: Partial<Rule>): Rule => ({
  id: 'r1',
  name: 'Groceries',
  matchKind: 'contains',
  pattern: 'whole foods',
  accountId: null,
  minAmount: null,
  maxAmount: null,
  categoryId: 'food',
  renameTo: '',
  transferAccountId: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...overrides,
});
const context = ruleContext(
  [
    {
      id: 'food',
      transactionCategory: 'Food',
      transactionType: 'Expense - Variable',
      description: '',
      color: '#000',
      isActive: true,
      createdAt: '',
      updatedAt: '',
    },
  ],
  [],
);
const typed: RuleFillValues = {
  title: 'Whole Foods Market',
  type: 'expense',
  amount: '86.42',
  fromAccountId: 'checking',
  toAccountId: '',
  transactionCategoryIds: [],
};

describe('ruleFill (the transaction form)', () => {
  it('offers only the fields the first matching rule changes', () => {
    expect(ruleFill([rule({})], typed, context)).toEqual({
      hit: { ruleId: 'r1', name: 'Groceries', changed: ['category'] },
      patch: { transactionCategoryIds: ['food'] },
    });
  });

  it('offers nothing once the form already holds what the rule gives, or when no rule matches', () => {
    expect(ruleFill([rule({})], { ...typed, transactionCategoryIds: ['food'] }, context)).toBeNull();
    expect(ruleFill([rule({ pattern: 'cinema' })], typed, context)).toBeNull();
  });

  it('respects the amount range once an amount is typed', () => {
    expect(ruleFill([rule({ minAmount: '100.00' })], typed, context)).toBeNull();
    expect(ruleFill([rule({ minAmount: '100.00' })], { ...typed, amount: '' }, context)).not.toBeNull();
  });
});

describe('payeeFill (payee memory)', () => {
  const memory = {
    title: 'Whole Foods Market',
    type: 'expense',
    transactionCategoryIds: ['food'],
    fromAccountId: 'checking',
    toAccountId: null,
  } as const;
  it('offers the last category and account used with the title', () => {
    expect(payeeFill({ ...memory, transactionCategoryIds: ['food'] }, { ...typed, fromAccountId: '' })).toEqual({
      type: 'expense',
      fromAccountId: 'checking',
      toAccountId: '',
      transactionCategoryIds: ['food'],
    });
  });
  it('offers nothing for a new title or when the form already matches', () => {
    expect(payeeFill({ title: null, type: null, transactionCategoryIds: [], fromAccountId: null, toAccountId: null }, typed)).toBeNull();
    expect(payeeFill({ ...memory, transactionCategoryIds: ['food'] }, { ...typed, transactionCategoryIds: ['food'] })).toBeNull();
  });
});

describe('payeePattern', () => {
  it.each([
    ['WHOLE FOODS MARKET #10234 SAN FRANCISCO CA', 'WHOLE FOODS MARKET'],
    ['AMAZON MKTP US*2K4LL7XY3', 'AMAZON MKTP US'],
    ['SHELL OIL 57444165009 HOUSTON', 'SHELL OIL'],
    ['Netflix', 'Netflix'],
  ])('%s -> %s', (description, pattern) => {
    expect(payeePattern(description)).toBe(pattern);
  });
});
