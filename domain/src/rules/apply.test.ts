import { describe, expect, it } from 'vitest';
import { applyRules, type RuleTarget, type RuleToApply } from './apply';
import { globMatches } from './glob';

const checking = 'acc-checking';
const savings = 'acc-savings';
const food = 'cat-food';
const salary = 'cat-salary';
const transfer = 'cat-transfer';
const context = {
  categoryTypes: { [food]: 'Expense - Variable', [salary]: 'Income', [transfer]: 'Payment' } as const,
  accountIds: new Set([checking, savings]),
};

const rule = (overrides: Partial<RuleToApply>): RuleToApply => ({
  ruleId: 'r1',
  name: 'Groceries',
  matchKind: 'contains',
  pattern: 'whole foods',
  accountId: null,
  minAmountCents: null,
  maxAmountCents: null,
  categoryId: null,
  renameTo: '',
  transferAccountId: null,
  ...overrides,
});

const row: RuleTarget = {
  title: 'WHOLE FOODS MARKET #10234 SAN FRANCISCO CA',
  type: 'expense',
  amountCents: 8642,
  fromAccountId: checking,
  toAccountId: null,
  transactionCategoryIds: [],
  category: '',
};

describe('globMatches', () => {
  it.each([
    ['whole foods*', 'WHOLE FOODS MARKET', true],
    ['*foods*', 'Whole Foods Market', true],
    ['amzn mktp ??', 'AMZN Mktp US', true],
    ['amzn mktp ??', 'AMZN Mktp USA', false],
    ['whole foods', 'Whole Foods Market', false],
    ['*', '', true],
  ])('%s on %s is %s', (pattern, text, expected) => {
    expect(globMatches(pattern, text)).toBe(expected);
  });

  it('stays fast on patterns that would backtrack catastrophically as a regex', () => {
    const started = performance.now();
    expect(globMatches(`${'*a'.repeat(100)}b`, 'a'.repeat(10_000))).toBe(false);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('applyRules', () => {
  it('sets the category, case-insensitively on "contains", and names the rule that hit', () => {
    const { draft, hit } = applyRules([rule({ categoryId: food })], row, context);
    expect(draft).toMatchObject({ transactionCategoryIds: [food], title: row.title });
    expect(draft).not.toHaveProperty('category');
    expect(hit).toEqual({ ruleId: 'r1', name: 'Groceries', changed: ['category'] });
  });

  it('first match wins, in the given order', () => {
    const rules = [rule({ ruleId: 'a', name: 'A', renameTo: 'Whole Foods' }), rule({ ruleId: 'b', name: 'B', categoryId: food })];
    const { draft, hit } = applyRules(rules, row, context);
    expect(draft.title).toBe('Whole Foods');
    expect(draft.transactionCategoryIds).toEqual([]);
    expect(hit?.ruleId).toBe('a');
  });

  it('checks the account and the absolute amount range', () => {
    expect(applyRules([rule({ categoryId: food, accountId: savings })], row, context).hit).toBeNull();
    expect(applyRules([rule({ categoryId: food, minAmountCents: 8643 })], row, context).hit).toBeNull();
    expect(applyRules([rule({ categoryId: food, maxAmountCents: 8641 })], row, context).hit).toBeNull();
    expect(
      applyRules([rule({ categoryId: food, minAmountCents: 8642, maxAmountCents: 8642, accountId: checking })], row, context).hit,
    ).not.toBeNull();
  });

  it('never sets a category that does not fit the type', () => {
    const { draft, hit } = applyRules([rule({ categoryId: salary })], row, context);
    expect(draft).toEqual(row);
    expect(hit?.changed).toEqual([]);
  });

  it('makes an expense a transfer out, an income a transfer in, dropping categories that no longer fit', () => {
    const out = applyRules([rule({ transferAccountId: savings })], { ...row, transactionCategoryIds: [food] }, context).draft;
    expect(out).toMatchObject({ type: 'payment', fromAccountId: checking, toAccountId: savings, transactionCategoryIds: [] });
    const income: RuleTarget = { ...row, type: 'income', fromAccountId: null, toAccountId: checking };
    const inward = applyRules([rule({ transferAccountId: savings, categoryId: transfer })], income, context).draft;
    expect(inward).toMatchObject({ type: 'payment', fromAccountId: savings, toAccountId: checking, transactionCategoryIds: [transfer] });
  });

  it('leaves a transfer to an unknown account or to the same account alone', () => {
    expect(applyRules([rule({ transferAccountId: 'gone' })], row, context).draft).toEqual(row);
    expect(applyRules([rule({ transferAccountId: checking })], row, context).draft).toEqual(row);
  });

  it('"matches" is a whole-title glob', () => {
    expect(applyRules([rule({ matchKind: 'matches', pattern: 'whole foods*', categoryId: food })], row, context).hit).not.toBeNull();
    expect(applyRules([rule({ matchKind: 'matches', pattern: 'foods*', categoryId: food })], row, context).hit).toBeNull();
  });
});

describe('applyRules on a split transaction (issue 24)', () => {
  const split = { ...row, transactionCategoryIds: ['cat-a', 'cat-b'], splits: [{}, {}] };

  it('neither recategorises it nor makes it a transfer; a new title still applies', () => {
    const { draft, hit } = applyRules([rule({ categoryId: food, transferAccountId: savings, renameTo: 'Whole Foods' })], split, context);
    expect(draft).toEqual({ ...split, title: 'Whole Foods' });
    expect(hit?.changed).toEqual(['title']);
    expect(applyRules([rule({ categoryId: food })], { ...split, splits: [] }, context).draft.transactionCategoryIds).toEqual([food]);
  });
});
