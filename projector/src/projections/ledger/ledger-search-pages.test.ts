import { randomUUID } from 'node:crypto';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import type { Queryable } from '@life/infra';
import { afterEach, beforeEach, describe, it } from 'vitest';
import { projectionSpec } from '../../testing/projection-spec';
import { transactionRecorded } from '../../testing/transactions';
import { moneyLedgerProjection } from './ledger';
import { countTransactions, listTransactions, readSearchFirstPage, type TransactionFilters } from './transactions';

/**
 * A search's first page knowing how many match (issue 25 goal 4): reading every match and then
 * ordering them gives the same rows as walking the date index, and none reads nothing.
 */
describe.each(testDbKinds())('money-ledger pages of a search that knows its matches on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const checking = randomUUID();
  const card = randomUUID();
  // 40 transactions over 20 days, two a day (same day: creation order decides), from two accounts.
  const recorded = Array.from({ length: 40 }, (_, i) =>
    transactionRecorded(userId, i % 3 === 0 ? card : checking, {
      title: i % 4 === 0 ? `Coffee ${i}` : `Groceries ${i}`,
      notes: i % 10 === 0 ? 'coffee with Sam' : '',
      date: `2025-11-${String(1 + Math.floor(i / 2)).padStart(2, '0')}`,
    }),
  );

  /** The page as listTransactions walks it, and as it reads it knowing the matches. */
  const bothWays = async (q: Queryable, filters: TransactionFilters) => {
    const { after: _after, limit: _limit, ...match } = filters;
    const known = { matches: await countTransactions(q, userId, match), all: await countTransactions(q, userId, {}) };
    const walked = await listTransactions(q, userId, filters);
    const statements: string[] = [];
    const watched: Queryable = { query: (sql, params, options) => (statements.push(sql), q.query(sql, params, options)) };
    const read = await listTransactions(watched, userId, filters, undefined, known);
    const how = statements.length === 0 ? 'nothing read' : statements.some((sql) => sql.includes('OFFSET 0')) ? 'matches read' : 'walked';
    return { same: JSON.stringify(read) === JSON.stringify(walked), rows: read.length, how };
  };

  it('gives the walk’s rows for few matches, many, an account’s and a later page, and nothing for none', async () => {
    const given = projectionSpec(moneyLedgerProjection, env, { userId }).given([]).when(recorded);
    await given.thenRows((q) => bothWays(q, { search: 'coffee', limit: 4 }), { same: true, rows: 4, how: 'matches read' });
    await given.thenRows((q) => bothWays(q, { search: 'coffee', limit: 100 }), { same: true, rows: 12, how: 'matches read' });
    await given.thenRows((q) => bothWays(q, { search: 'o', limit: 7 }), { same: true, rows: 7, how: 'walked' });
    await given.thenRows((q) => bothWays(q, { search: 'coffee', accountId: card, limit: 3 }), { same: true, rows: 3, how: 'matches read' });
    await given.thenRows((q) => bothWays(q, { search: 'coffee', startDate: '2025-11-05', endDate: '2025-11-15', limit: 100 }), {
      same: true,
      rows: 7,
      how: 'matches read',
    });
    await given.thenRows((q) => bothWays(q, { search: 'coffee', after: { date: '2025-11-10', position: '99999999999' }, limit: 5 }), {
      same: true,
      rows: 5,
      how: 'matches read',
    });
    await given.thenRows((q) => bothWays(q, { search: 'groceries', limit: 5 }), { same: true, rows: 5, how: 'walked' });
    await given.thenRows((q) => bothWays(q, { search: 'no such thing', limit: 10 }), { same: true, rows: 0, how: 'nothing read' });
  });

  /**
   * readSearchFirstPage against the walk and the counts: the same rows and figures (`page`: few matches, or many
   * counted by the search blocks when its largest block promised many), or no rows for many matches (`many`).
   */
  const inOneStatement = async (q: Queryable, filters: TransactionFilters & { search: string }) => {
    const { after: _after, limit: _limit, ...match } = filters;
    const read = await readSearchFirstPage(q, userId, filters, moneyLedgerProjection.name);
    const { rows } = await q.query<{ position: string }>('SELECT position FROM projection_checkpoints WHERE name = $1', [
      moneyLedgerProjection.name,
    ]);
    const walked = await listTransactions(q, userId, filters);
    return {
      position: read.position === (rows[0]?.position ?? ''),
      all: read.all === (await countTransactions(q, userId, {})),
      how: read.rows !== undefined ? 'page' : 'many',
      matches: read.matches === undefined || read.matches === (await countTransactions(q, userId, match)),
      same: read.rows === undefined || JSON.stringify(read.rows) === JSON.stringify(walked),
      rows: read.rows?.length ?? 0,
    };
  };

  it('in one statement (no account, first page): the walk’s rows, the counts and the checkpoint, or no rows for many matches', async () => {
    const given = projectionSpec(moneyLedgerProjection, env, { userId }).given([]).when(recorded);
    const of = (how: 'page' | 'many', rows: number) => ({ position: true, all: true, how, matches: true, same: true, rows });
    // 40 transactions, 12 match "coffee": few even with a limit of 4 (12² = 144 <= 4 × 40), but its one search block holds
    // it 14 times (twice in a title and the notes), more than the 13 that can be few: counted there, and walked.
    await given.thenRows((q) => inOneStatement(q, { search: 'coffee', limit: 4 }), of('page', 4));
    await given.thenRows((q) => inOneStatement(q, { search: 'coffee', limit: 100 }), of('page', 12));
    await given.thenRows(
      (q) => inOneStatement(q, { search: 'coffee', transactionType: 'expense', startDate: '2025-11-05', limit: 100 }),
      of('page', 10),
    );
    await given.thenRows((q) => inOneStatement(q, { search: 'no such thing', limit: 10 }), of('page', 0));
    // 30 match "groceries": 30² = 900 > 5 × 40, many: counted by the blocks, and walked.
    await given.thenRows((q) => inOneStatement(q, { search: 'groceries', limit: 5 }), of('page', 5));
    await given.thenRows((q) => inOneStatement(q, { search: 'o', limit: 7 }), of('page', 7));
    // With another filter the blocks do not count: many, uncounted (the caller counts them and walks).
    await given.thenRows((q) => inOneStatement(q, { search: 'groceries', transactionType: 'expense', limit: 5 }), of('many', 0));
  });
});
