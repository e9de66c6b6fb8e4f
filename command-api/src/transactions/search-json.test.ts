import { oneTestDbKind } from '@life/infra/testing/test-db';
import { countTransactions, listTransactions } from '@life/projector/projections/ledger/queries';
import { describe, expect, it } from 'vitest';
import { createAccount, record, recordTextEdgeCases, useTestApp } from '../testing/route-test';
import { toTransactionJson } from './mapping';

/**
 * Issue 25: a search's first page (no account) and the page after it are the bytes
 * JSON.stringify(rows.map(toTransactionJson)) makes of listTransactions' rows for the same read, with
 * the same X-Total-Count and cursor, whichever way the route reads them: few matches
 * (readSearchFirstPage's one statement), many (counted, then the date index walked), none; text that
 * needs escaping, splits with memos, an edited row. What a faster reading of these pages must keep.
 */
describe.each(oneTestDbKind())('a search’s pages as JSON (%s)', (kind) => {
  const app = useTestApp(kind);

  it('answers the bytes toTransactionJson makes of the same rows, with the same count and cursor', async () => {
    const { client, user } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking', startingBalanceAsof: '2025-10-01' });
    const savings = await createAccount(client, { accountName: 'Savings', accountType: 'savings' });
    await recordTextEdgeCases(client, checking.id, 'Coffee', 'Split coffee');
    await record(client, {
      title: 'Move coffee',
      amount: '10.10',
      type: 'payment',
      fromAccountId: savings.id,
      toAccountId: checking.id,
      date: '2025-11-03',
    });
    for (let i = 0; i < 12; i++)
      await record(client, {
        title: `Coffee ${i}`,
        amount: `${i + 1}.25`,
        type: 'income',
        toAccountId: checking.id,
        date: `2025-10-${String(10 + i)}`,
      });
    const edited = await record(client, { title: 'Tea', amount: '3.20', type: 'expense', fromAccountId: checking.id, date: '2025-10-15' });
    expect((await client.put(`/api/transactions/${edited.id}`, { title: 'Tea with coffee' })).status).toBe(200);

    for (const [search, limit] of [
      ['coffee', '100'],
      ['coffee', '3'],
      ['COFFEE 1', '100'],
      ['quoted', '100'],
      ['no such thing', '100'],
      ['food', '5'],
    ] as const) {
      const response = await client.get(`/api/transactions?${new URLSearchParams({ search, limit }).toString()}`);
      expect(response.status).toBe(200);
      const rows = await listTransactions(app.deps.db, user.id, { search, limit: Number(limit) + 1 });
      expect(await response.text()).toBe(JSON.stringify(rows.slice(0, Number(limit)).map(toTransactionJson)));
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(response.headers.get('x-total-count')).toBe(String(await countTransactions(app.deps.db, user.id, { search })));
      const cursor = response.headers.get('x-next-cursor');
      expect(cursor !== null).toBe(rows.length > Number(limit));
      if (cursor === null) continue;
      // The next page from the cursor: the rows after the first page's last.
      const next = await client.get(`/api/transactions?${new URLSearchParams({ search, limit, cursor }).toString()}`);
      const last = rows[Number(limit) - 1]!;
      const after = await listTransactions(app.deps.db, user.id, {
        search,
        limit: Number(limit),
        after: { date: last.date, position: last.created_position },
      });
      expect(await next.text()).toBe(JSON.stringify(after.map(toTransactionJson)));
    }
  });
});
