import { describe, expect, it } from 'vitest';
import { ConflictError, NotFoundError, ValidationError } from '../core/errors';
import { deciderSpec } from '../testing/decider-spec';
import { draftOrThrow } from '../shared/zod';
import type { CreateRule, DeleteRule, MoveRule, RestoreRule, UpdateRule } from './commands';
import { MAX_RULES_PER_USER } from './constants';
import { ruleListDecider } from './decider';
import type { RuleCreatedEvent } from './events';
import type { RuleInput } from './schemas';
import { ruleListStreamId } from './state';
import { checkRule, validateRuleInput } from './validation';

const userId = 'a0000000-0000-4000-8000-000000000001';
const ruleId = 'f0000000-0000-4000-8000-000000000001';
const foodId = 'e0000000-0000-4000-8000-000000000001';
const savingsId = 'b0000000-0000-4000-8000-000000000002';
const metadata = { userId, now: '2025-11-05T10:00:00.000Z', today: '2025-11-05' };
const spec = deciderSpec(ruleListDecider);

const body: RuleInput = { name: 'Groceries', matchKind: 'contains', pattern: ' whole foods ', categoryId: foodId };
const create =
  (input: RuleInput, id = ruleId) =>
  (): CreateRule => ({ type: 'CreateRule', data: { ruleId: id, draft: draftOrThrow(checkRule(input)) }, metadata });
const update =
  (input: RuleInput, id = ruleId) =>
  (): UpdateRule => ({ type: 'UpdateRule', data: { ruleId: id, draft: draftOrThrow(checkRule(input)) }, metadata });
const remove = (id = ruleId): DeleteRule => ({ type: 'DeleteRule', data: { ruleId: id }, metadata });
const restore = (id = ruleId): RestoreRule => ({ type: 'RestoreRule', data: { ruleId: id }, metadata });

const created = (id: string, overrides: Partial<RuleCreatedEvent['data']> = {}): RuleCreatedEvent => ({
  type: 'RuleCreated',
  data: {
    ruleId: id,
    name: 'Groceries',
    matchKind: 'contains',
    pattern: 'whole foods',
    accountId: null,
    minAmountCents: null,
    maxAmountCents: null,
    categoryId: foodId,
    renameTo: '',
    transferAccountId: null,
    userId,
    ...overrides,
  },
});
const groceries = created(ruleId);
const { userId: _u, ...snapshot } = groceries.data;

describe('rule list', () => {
  it('uses the per-user stream id', () => {
    expect(ruleListStreamId(userId)).toBe(`rules-${userId}`);
  });

  it('creates a rule with trimmed texts and amounts in cents', () => {
    spec.given([]).when(create(body)).then([groceries]);
    spec
      .given([])
      .when(create({ ...body, minAmount: '10', maxAmount: '99.95' }))
      .then([created(ruleId, { minAmountCents: 1000, maxAmountCents: 9995 })]);
  });

  it.each([
    [{ name: '' }, { name: 'Name is required' }],
    [{ pattern: '  ' }, { pattern: 'Pattern is required' }],
    [{ pattern: 'x'.repeat(201) }, { pattern: 'Pattern must be 200 characters or fewer' }],
    [{ matchKind: 'regex' }, { matchKind: 'Match must be contains or matches' }],
    [{ minAmount: 'ten' }, { minAmount: 'Minimum amount must be a valid number of 0 or more' }],
    [{ minAmount: '20', maxAmount: '10' }, { maxAmount: 'Maximum amount must not be below the minimum' }],
    [{ categoryId: null }, { categoryId: 'Choose at least one action: a category, a new title or a transfer account' }],
    [
      { accountId: savingsId, transferAccountId: savingsId },
      { transferAccountId: 'A rule cannot transfer to the account it is limited to' },
    ],
  ] as [RuleInput, Record<string, string>][])('refuses %j', (override, fields) => {
    expect(validateRuleInput({ ...body, ...override })).toEqual(fields);
    spec
      .given([])
      .when(create({ ...body, ...override }))
      .thenThrows(ValidationError, { fields });
  });

  it('refuses a second rule with the same id, and more than the per-user limit', () => {
    spec.given([groceries]).when(create(body)).thenThrows(ConflictError);
    const many = Array.from({ length: MAX_RULES_PER_USER }, (_, index) => created(`r-${index}`));
    spec
      .given(many)
      .when(create(body, 'one-more'))
      .thenThrows(ConflictError, { message: `A user can keep at most ${MAX_RULES_PER_USER} rules` });
  });

  it('updates with a full snapshot, and not at all when nothing changed', () => {
    spec
      .given([groceries])
      .when(update({ ...body, renameTo: 'Whole Foods' }))
      .then([{ type: 'RuleUpdated', data: { ...snapshot, renameTo: 'Whole Foods' } }]);
    spec.given([groceries]).when(update(body)).then([]);
  });

  it('deletes softly, then restores; a missing, deleted or foreign rule is not found', () => {
    spec
      .given([groceries])
      .when(remove())
      .then([{ type: 'RuleDeleted', data: { ruleId } }]);
    spec
      .given([groceries, { type: 'RuleDeleted', data: { ruleId } }])
      .when(update(body))
      .thenThrows(NotFoundError);
    spec
      .given([groceries, { type: 'RuleDeleted', data: { ruleId } }])
      .when(restore())
      .then([groceries]);
    spec.given([groceries]).when(restore()).thenThrows(ConflictError);
    spec.given([]).when(remove()).thenThrows(NotFoundError);
    spec
      .given([created(ruleId, { userId: 'someone-else' })])
      .when(remove())
      .thenThrows(NotFoundError);
  });

  it('moves a rule up or down past the next live rule, deleted ones keeping their place; the first cannot go up', () => {
    const [a, b, c] = [
      'f0000000-0000-4000-8000-00000000000a',
      'f0000000-0000-4000-8000-00000000000b',
      'f0000000-0000-4000-8000-00000000000c',
    ];
    const move = (id: string, direction: 'up' | 'down') => (): MoveRule => ({
      type: 'MoveRule',
      data: { ruleId: id, direction },
      metadata,
    });
    const three = [created(a), created(b), created(c)];
    spec
      .given(three)
      .when(move(c, 'up'))
      .then([{ type: 'RulesReordered', data: { ruleIds: [a, c, b] } }]);
    spec
      .given(three)
      .when(move(a, 'down'))
      .then([{ type: 'RulesReordered', data: { ruleIds: [b, a, c] } }]);
    // b deleted: c moves up past it to before a; b keeps its place between them for a restore.
    const withDeleted = [...three, { type: 'RuleDeleted' as const, data: { ruleId: b } }];
    spec
      .given(withDeleted)
      .when(move(c, 'up'))
      .then([{ type: 'RulesReordered', data: { ruleIds: [c, b, a] } }]);
    const reordered = [...three, { type: 'RulesReordered' as const, data: { ruleIds: [c, a, b] } }];
    spec.given(reordered).when(move(c, 'up')).thenThrows(ConflictError, { message: 'This rule is already the first' });
    spec.given(reordered).when(move(b, 'down')).thenThrows(ConflictError, { message: 'This rule is already the last' });
    spec
      .given(reordered)
      .when(move(b, 'up'))
      .then([{ type: 'RulesReordered', data: { ruleIds: [c, b, a] } }]);
    spec.given(withDeleted).when(move(b, 'up')).thenThrows(NotFoundError);
    const state = [...reordered, { type: 'RuleDeleted' as const, data: { ruleId: a } }, created(a)].reduce(
      ruleListDecider.evolve,
      ruleListDecider.initialState(),
    );
    expect(state.order).toEqual([c, a, b]);
  });
});
