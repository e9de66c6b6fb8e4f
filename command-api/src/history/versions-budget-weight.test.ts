import { bodyWeightStreamId, budgetBookStreamId, type RecordHistoryJson } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { apiSpec, expectNewEvents, POST } from '../testing/api-spec';
import { createCategory, useTestApp } from '../testing/route-test';
import type { RegisteredUser } from '../testing/test-app';

/** Issue 26: 'Restore this version' for budgets (a history kind of their own now) and body weight, through their PUT. */
describe.each(oneTestDbKind())('restore a version of a budget, a body weight (%s)', (kind) => {
  const app = useTestApp(kind, { recurringGeneration: false });

  const history = async ({ client }: RegisteredUser, path: string) => {
    const response = await client.get(`/api/history/${path}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as RecordHistoryJson).entries;
  };

  it('a budget: its history shows its changes; its earlier amount and category come back in one BudgetUpdated', async () => {
    const user = await app.register();
    const food = await createCategory(user.client, 'Food');
    const fun = await createCategory(user.client, 'Fun');
    const created = await user.client.post('/api/budgets', { categoryId: food.id, budgetAmount: '100', month: 11, year: 2026 });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await user.client.put(`/api/budgets/${id}`, { budgetAmount: '150.50', categoryId: fun.id })).status).toBe(200);

    const entries = await history(user, `budget/${id}`);
    expect(entries.map((entry) => [entry.label, entry.restorable ?? false])).toEqual([
      ['Created', true],
      ['Edited', false],
    ]);
    expect(entries[0]!.changes).toEqual([
      { field: 'categoryId', label: 'Category', before: null, after: food.id, ref: 'categories' },
      { field: 'budgetAmount', label: 'Amount', before: null, after: '100.00', format: 'money' },
      { field: 'month', label: 'Month', before: null, after: 'November 2026' },
    ]);

    const restored = await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/budget/${id}/restore`, { position: entries[0]!.position }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: budgetBookStreamId(user.user.id),
            type: 'BudgetUpdated',
            data: { budgetId: id, categoryId: food.id, budgetAmountCents: 10_000, month: 11, year: 2026 },
          },
        ]),
      );
    expect(restored.body).toEqual({ kind: 'budget', id });
    const month = await user.client.get('/api/budgets?month=2026-11', {
      'X-Min-Position': restored.response.headers.get('x-position') ?? '',
    });
    expect(await month.json()).toMatchObject({ budgets: [{ id, categoryId: food.id, categoryName: 'Food', budgetAmount: '100.00' }] });

    // The version it is now records nothing; another user's budget is 404.
    const again = await history(user, `budget/${id}`);
    await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/budget/${id}/restore`, { position: again[0]!.position }))
      .then(200, expectNewEvents([]));
    const stranger = await app.register();
    await apiSpec(app)
      .given(stranger)
      .when(POST(`/api/history/budget/${id}/restore`, { position: again[0]!.position }))
      .then(404, expectNewEvents([]));
    expect((await stranger.client.get(`/api/history/budget/${id}`)).status).toBe(404);
  });

  it('a budget: a month taken since by another budget of that category is a 409, nothing written; a deleted one cannot go back', async () => {
    const user = await app.register();
    const food = await createCategory(user.client, 'Food');
    const first = (await (
      await user.client.post('/api/budgets', { categoryId: food.id, budgetAmount: '100', month: 11, year: 2026 })
    ).json()) as { id: string };
    expect((await user.client.put(`/api/budgets/${first.id}`, { month: 12 })).status).toBe(200);
    expect((await user.client.post('/api/budgets', { categoryId: food.id, budgetAmount: '80', month: 11, year: 2026 })).status).toBe(201);
    const entries = await history(user, `budget/${first.id}`);
    await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/budget/${first.id}/restore`, { position: entries[0]!.position }))
      .then(409, expectNewEvents([]));

    expect((await user.client.delete(`/api/budgets/${first.id}`)).status).toBe(204);
    const deleted = await history(user, `budget/${first.id}`);
    expect(deleted.every((entry) => !entry.restorable)).toBe(true);
    await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/budget/${first.id}/restore`, { position: deleted[0]!.position }))
      .then(400, expectNewEvents([]));
  });

  it('a body weight: its earlier weight and day come back in one BodyWeightChanged', async () => {
    const user = await app.register();
    const logged = await user.client.post('/api/body-weight', { date: '2026-11-02', weight: '80.5', unit: 'kg' });
    expect(logged.status).toBe(201);
    const { id } = (await logged.json()) as { id: string };
    expect((await user.client.put(`/api/body-weight/${id}`, { weight: '79.9', date: '2026-11-03' })).status).toBe(200);
    const entries = await history(user, `body-weight/${id}`);
    expect(entries.map((entry) => entry.restorable ?? false)).toEqual([true, false]);
    const restored = await apiSpec(app)
      .given(user)
      .when(POST(`/api/history/body-weight/${id}/restore`, { position: entries[0]!.position }))
      .then(
        200,
        expectNewEvents([
          {
            streamId: bodyWeightStreamId(id),
            type: 'BodyWeightChanged',
            data: { entryId: id, date: '2026-11-02', weight: '80.5', unit: 'kg' },
          },
        ]),
      );
    expect(restored.body).toEqual({ kind: 'body-weight', id });
    const stranger = await app.register();
    await apiSpec(app)
      .given(stranger)
      .when(POST(`/api/history/body-weight/${id}/restore`, { position: entries[0]!.position }))
      .then(404, expectNewEvents([]));
  });
});
