import { randomUUID } from 'node:crypto';
import { categoryListStreamId } from '@life/domain';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { moneyCategoriesProjection } from './categories';
import { listCategories } from './queries';

describe.each(testDbKinds())('money-categories projection on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const list = categoryListStreamId(userId);
  const food = randomUUID();
  const spec = () => projectionSpec(moneyCategoriesProjection, env, { userId });
  const later = { occurredAt: '2025-11-16T08:30:00.000Z' };
  const fields = {
    categoryId: food,
    transactionCategory: 'Food',
    transactionType: 'Expense - Variable',
    description: 'Groceries',
    color: 'green',
    isActive: true,
  } as const;
  const created = { streamId: list, type: 'CategoryCreated', data: { ...fields, userId } } as const;

  it('CategoryCreated inserts the category', async () => {
    await spec()
      .given([])
      .when([created])
      .then('money_categories', [
        {
          user_id: userId,
          id: food,
          transaction_category: 'Food',
          transaction_type: 'Expense - Variable',
          description: 'Groceries',
          color: 'green',
          is_active: true,
          deleted: false,
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-15T12:00:00.000Z',
        },
      ]);
  });

  it('CategoryUpdated overwrites the editable fields and updated_at', async () => {
    await spec()
      .given([created])
      .when([
        {
          streamId: list,
          type: 'CategoryUpdated',
          data: { ...fields, transactionCategory: 'Salary', transactionType: 'Income', description: '', color: 'teal', isActive: false },
          metadata: later,
        },
      ])
      .then('money_categories', [
        {
          id: food,
          transaction_category: 'Salary',
          transaction_type: 'Income',
          description: '',
          color: 'teal',
          is_active: false,
          created_at: '2025-11-15T12:00:00.000Z',
          updated_at: '2025-11-16T08:30:00.000Z',
        },
      ]);
  });

  it('CategoryDeleted soft-deletes the category; the list no longer shows it', async () => {
    const deleted = spec()
      .given([created])
      .when([{ streamId: list, type: 'CategoryDeleted', data: { categoryId: food }, metadata: later }]);
    await deleted.then('money_categories', [{ id: food, deleted: true, updated_at: '2025-11-16T08:30:00.000Z' }]);
    await deleted.thenRows((q) => listCategories(q, userId), []);
  });
});
