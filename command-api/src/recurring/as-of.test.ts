import { oneTestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { getAsOf, momentBetween } from '../testing/as-of';
import { createAccount, useTestApp } from '../testing/route-test';

const NEXT_YEAR = new Date().getUTCFullYear() + 1;

/** Issue 26: the recurring transactions as they were known at a moment. */
describe.each(oneTestDbKind())('recurring transactions as of a moment (%s)', (kind) => {
  const app = useTestApp(kind);

  it('absent before its creation, the old title before an edit, present after its deletion as of before it', async () => {
    const owner = await app.register();
    const checking = await createAccount(owner.client, { accountName: 'Checking', startingBalanceAsof: '2024-01-01' });
    const before = await momentBetween();
    const created = await owner.client.post('/api/recurring-transactions', {
      title: 'Rent',
      amount: '1200',
      type: 'expense',
      fromAccountId: checking.id,
      frequency: 'monthly',
      startDate: `${NEXT_YEAR}-01-31`,
      endDate: `${NEXT_YEAR}-03-31`,
    });
    expect(created.status).toBe(201);
    const { id } = await created.json();
    const afterCreate = await momentBetween();
    const updated = await owner.client.put(`/api/recurring-transactions/${id}`, { title: 'New rent' });
    expect(updated.status).toBe(200);
    const position = updated.headers.get('x-position');

    expect(await getAsOf(owner.client, '/api/recurring-transactions', before, position)).toEqual([]);
    expect(await getAsOf(owner.client, '/api/recurring-transactions', afterCreate, position)).toEqual([
      expect.objectContaining({ id, title: 'Rent' }),
    ]);
    expect(await getAsOf(owner.client, '/api/recurring-transactions', undefined, position)).toEqual([
      expect.objectContaining({ id, title: 'New rent' }),
    ]);

    const deleted = await owner.client.delete(`/api/recurring-transactions/${id}`);
    expect(deleted.status).toBe(204);
    const afterDelete = deleted.headers.get('x-position');
    expect(await getAsOf(owner.client, '/api/recurring-transactions', undefined, afterDelete)).toEqual([]);
    expect(await getAsOf(owner.client, '/api/recurring-transactions', afterCreate, afterDelete)).toEqual([
      expect.objectContaining({ id, title: 'Rent' }),
    ]);
  });
});
