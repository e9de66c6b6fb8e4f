import { randomUUID } from 'node:crypto';
import { budgetBookStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { moneyBudgetsProjection } from './budgets';
import { budgetIdsOfMonth } from './queries';

describe.each(testDbKinds())('money-budgets projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const book = budgetBookStreamId(userId);
  const budgetId = randomUUID();
  const food = randomUUID();
  const rent = randomUUID();
  const spec = () => projectionSpec(moneyBudgetsProjection, env, { userId });
  const later = { occurredAt: '2025-11-16T08:30:00.000Z' };
  const fields = { budgetId, categoryId: food, budgetAmountCents: 10000, month: 11, year: 2026 };
  const set = { streamId: book, type: 'BudgetSet', data: { ...fields, userId, copiedFrom: null } } as const;

  it('BudgetSet inserts the budget', async () => {
    await spec()
      .given([])
      .when([set])
      .then('money_budgets', [
        {
          user_id: userId,
          id: budgetId,
          category_id: food,
          year: 2026,
          month: 11,
          amount_cents: 10000,
          copied_from: null,
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-15T12:00:00.000Z',
        },
      ]);
  });

  it('BudgetUpdated overwrites category, month and amount', async () => {
    await spec()
      .given([set])
      .when([
        {
          streamId: book,
          type: 'BudgetUpdated',
          data: { ...fields, categoryId: rent, month: 12, budgetAmountCents: 12345 },
          metadata: later,
        },
      ])
      .then('money_budgets', [{ id: budgetId, category_id: rent, month: 12, amount_cents: 12345, updated_at: '2025-11-16T08:30:00.000Z' }]);
  });

  it('BudgetDeleted removes the row', async () => {
    const deleted = spec()
      .given([set])
      .when([{ streamId: book, type: 'BudgetDeleted', data: { budgetId }, metadata: later }]);
    await deleted.then('money_budgets', []);
    await deleted.thenRows((q) => budgetIdsOfMonth(q, userId, 2026, 11), []);
  });

  it('keeps every version of a budget, each known from its event until the next (issue 26: as of a moment)', async () => {
    const updated = { streamId: book, type: 'BudgetUpdated', data: { ...fields, budgetAmountCents: 12345 }, metadata: later } as const;
    const gone = { occurredAt: '2025-11-17T09:00:00.000Z' };
    await spec()
      .given([set, updated])
      .when([{ streamId: book, type: 'BudgetDeleted', data: { budgetId }, metadata: gone }])
      .then('money_budgets_versions', [
        { id: budgetId, amount_cents: 10000, known_from: '2025-11-15T12:00:00.000Z', known_to: later.occurredAt },
        { id: budgetId, amount_cents: 12345, known_from: later.occurredAt, known_to: gone.occurredAt },
      ]);
  });
});
