import { oneTestDbKind } from '@life/infra/testing/test-db';
import { readCheckpoint } from '@life/projector/checkpoints';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { countTransactions, listTransactions, type TransactionFilters } from '@life/projector/projections/ledger/queries';
import { describe, expect, it } from 'vitest';
import { positionOf } from '../testing/position-tokens';
import { createAccount, createCategory, record, recordTextEdgeCases, useTestApp } from '../testing/route-test';
import { READ_POSITION_HEADER } from './changes';
import { toTransactionJson } from './mapping';

/**
 * Issue 24/25: the account register's rows come from the database as JSON text (listRegisterJson),
 * not as rows mapped and stringified in Node; the answer must be the same bytes as
 * JSON.stringify(rows.map(toTransactionJson)) for the same read: text that needs escaping, splits
 * with memos, no account on a side, amounts from a cent up, null balances, pages.
 */
describe.each(oneTestDbKind())('account register as JSON text (%s)', (kind) => {
  const app = useTestApp(kind);

  it('answers the bytes toTransactionJson makes of the same rows, with the same headers', async () => {
    const { client, user } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking', startingBalance: '1000', startingBalanceAsof: '2025-10-01' });
    const savings = await createAccount(client, { accountName: 'Savings', accountType: 'savings', startingBalanceAsof: '2025-10-01' });
    await recordTextEdgeCases(client, checking.id, 'Quote', 'Split');
    const salary = await createCategory(client, 'Salary', 'Income');
    await record(client, {
      title: 'Pay',
      amount: '1234567.89',
      type: 'income',
      toAccountId: checking.id,
      date: '2025-11-02',
      posted: 'pending',
      isRecurring: true,
      transactionCategoryIds: [salary.id],
    });
    await record(client, {
      title: 'Move in',
      amount: '10.10',
      type: 'payment',
      fromAccountId: savings.id,
      toAccountId: checking.id,
      date: '2025-11-03',
    });
    await record(client, {
      title: 'Move out',
      amount: '1',
      type: 'payment',
      fromAccountId: checking.id,
      toAccountId: savings.id,
      date: '2025-11-03',
    });
    await record(client, { title: 'Before start', amount: '5', type: 'expense', fromAccountId: checking.id, date: '2025-09-30' });
    // Edited since (its updatedAt is not its createdAt).
    const edited = await record(client, {
      title: 'Coffee',
      amount: '3.20',
      type: 'expense',
      fromAccountId: checking.id,
      date: '2025-10-15',
    });
    expect((await client.patch(`/api/transactions/${edited.id}/status`, { posted: 'pending' })).status).toBe(200);

    const reads: Omit<TransactionFilters, 'limit'>[] = [
      { accountId: checking.id },
      { accountId: checking.id, startDate: '2025-11-02', endDate: '2025-11-03' },
      { accountId: checking.id, endDate: '2025-11-01' },
      { accountId: savings.id },
      { accountId: checking.id, startDate: '2026-01-01' },
    ];
    for (const read of reads) {
      const query = new URLSearchParams({ ...(read as Record<string, string>), limit: '1000' });
      const response = await client.get(`/api/transactions?${query.toString()}`);
      expect(response.status).toBe(200);
      const rows = await listTransactions(app.deps.db, user.id, { ...read, limit: 1001 });
      expect(await response.text()).toBe(JSON.stringify(rows.map(toTransactionJson)));
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    }

    // Pages: the cursor of a page of JSON text, and the rows of the next page.
    const first = await client.get(`/api/transactions?accountId=${checking.id}&limit=2`);
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).not.toBeNull();
    const firstRows = await listTransactions(app.deps.db, user.id, { accountId: checking.id, limit: 3 });
    expect(await first.text()).toBe(JSON.stringify(firstRows.slice(0, 2).map(toTransactionJson)));
    const second = await client.get(`/api/transactions?accountId=${checking.id}&limit=2&cursor=${cursor}`);
    const last = firstRows[1]!;
    const secondRows = await listTransactions(app.deps.db, user.id, {
      accountId: checking.id,
      limit: 3,
      after: { date: last.date, position: last.created_position },
    });
    expect(await second.text()).toBe(JSON.stringify(secondRows.slice(0, 2).map(toTransactionJson)));
    expect(secondRows.map((row) => row.title)).toEqual(['Pay', 'Split', 'Quote " backslash \\ slash / é 💸']);

    // A read the register statement does not answer (a status filter) has the same headers.
    const posted = await client.get(`/api/transactions?accountId=${checking.id}&status=posted`);
    expect(posted.headers.get('content-type')).toBe('application/json; charset=utf-8');
  });

  it('answers the counts and the read position of the separate reads, in one statement (empty pages and later pages too)', async () => {
    const { client, user } = await app.register();
    const checking = await createAccount(client, { accountName: 'Checking', startingBalanceAsof: '2025-10-01' });
    const savings = await createAccount(client, { accountName: 'Savings', accountType: 'savings' });
    for (const [date, title] of [
      ['2025-10-30', 'Old'],
      ['2025-11-01', 'A'],
      ['2025-11-02', 'B'],
      ['2025-11-02', 'C'],
    ])
      await record(client, { title, amount: '3', type: 'expense', fromAccountId: checking.id, date });
    await record(client, {
      title: 'Move',
      amount: '2',
      type: 'payment',
      fromAccountId: savings.id,
      toAccountId: checking.id,
      date: '2025-11-03',
    });
    const position = await readCheckpoint(app.deps.db, MONEY_LEDGER);
    const reads: Omit<TransactionFilters, 'limit'>[] = [
      { accountId: checking.id },
      { accountId: checking.id, startDate: '2025-11-01', endDate: '2025-11-02' },
      { accountId: checking.id, startDate: '2026-01-01' },
      { accountId: savings.id, endDate: '2025-01-01' },
      { accountId: '00000000-0000-4000-8000-000000000000', startDate: '2025-11-01' },
    ];
    for (const read of reads) {
      for (const limit of ['1000', '2']) {
        const query = new URLSearchParams({ ...(read as Record<string, string>), limit });
        const response = await client.get(`/api/transactions?${query.toString()}`);
        expect(response.status).toBe(200);
        const { accountId, startDate, endDate } = read;
        expect(response.headers.get('x-total-count')).toBe(String(await countTransactions(app.deps.db, user.id, read)));
        expect(response.headers.get('x-total-without-dates')).toBe(
          startDate || endDate ? String(await countTransactions(app.deps.db, user.id, { accountId })) : null,
        );
        expect(positionOf(app, user.id, response.headers.get(READ_POSITION_HEADER))).toBe(position);
        const cursor = response.headers.get('x-next-cursor');
        if (cursor === null) continue;
        // A later page: no counts, the same read position.
        const next = await client.get(`/api/transactions?${query.toString()}&cursor=${cursor}`);
        expect(next.status).toBe(200);
        expect(next.headers.get('x-total-count')).toBeNull();
        expect(next.headers.get('x-total-without-dates')).toBeNull();
        expect(positionOf(app, user.id, next.headers.get(READ_POSITION_HEADER))).toBe(position);
      }
    }
  });

  it('escapes text as JSON.stringify does (every control character, older rows may hold them)', async () => {
    const texts = [...Array.from({ length: 0xa0 }, (_, code) => code).slice(1), 0x2028, 0x2029, 0xfeff, 0x1f4b8].map((code) =>
      String.fromCodePoint(code),
    );
    texts.push('a"b\\c/d', '');
    const { rows } = await app.deps.db.query<{ json: string }>(
      'SELECT to_json(t.text)::text AS json FROM jsonb_array_elements_text($1::jsonb) WITH ORDINALITY AS t(text, n) ORDER BY t.n',
      [JSON.stringify(texts)],
    );
    expect(rows.map((row) => row.json)).toEqual(texts.map((text) => JSON.stringify(text)));
  });
});
