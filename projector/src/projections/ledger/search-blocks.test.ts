import { randomUUID } from 'node:crypto';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import type { Queryable } from '@life/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eventRegistry } from '@life/domain';
import { applyNextBatch } from '../../batch';
import { ensureCheckpoint, readCheckpoint } from '../../checkpoints';
import { projectionSpec } from '../../testing/projection-spec';
import { transactionRecorded } from '../../testing/transactions';
import { moneyLedgerProjection } from './ledger';
import { countsBySearchBlocks } from './search-blocks';
import { countTransactions, listTransactions } from './transactions';

/**
 * money_search_blocks (issue 25 goal 4): the ledger keeps, in blocks by the append that recorded them,
 * the lowered texts a search matches, and a search's count comes from them. The blocks must be what the rows give
 * (whatever the batches: projector verify rebuilds them), and the count what the rows listed by
 * ILIKE number: case, Unicode, a text held twice in a line or overlapping itself, notes, memos, a
 * category's name, an amount, LIKE's wildcards taken literally, deleted and moved transactions.
 */
describe.each(testDbKinds())('money-ledger search blocks on %s', (kind) => {
  let env: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeEach(async () => {
    env = await openTestEventStore(kind);
  });
  afterEach(async () => {
    await env.close();
  });

  const userId = randomUUID();
  const other = randomUUID();
  const checking = randomUUID();
  const food = randomUUID();
  const texts = [
    'Coffee',
    'COFFEE beans',
    'Café Crème',
    'CAFÉ',
    'Straße',
    'STRASSE',
    'Σοφία ΟΔΟΣ',
    'İstanbul',
    'aaaa',
    'ababa',
    'coffee coffee coffee',
    '100% off_sale',
    'back\\slash',
    'Rent',
  ];
  const recorded = texts.map((title, i) =>
    transactionRecorded(userId, checking, {
      title,
      notes: i % 4 === 0 ? `note ${title.toLowerCase()} café` : i % 5 === 0 ? 'Line 1\nLine 2\tcoffee' : '',
      splits:
        i % 6 === 0
          ? [
              { categoryId: food, amountCents: 60, memo: 'Memo coffee CAFÉ' },
              { categoryId: food, amountCents: 40, memo: '' },
            ]
          : [],
      transactionCategoryIds: i % 3 === 0 ? [food] : [],
      amountCents: 100 + i,
      date: `2025-${String(1 + (i % 4)).padStart(2, '0')}-${String(1 + i).padStart(2, '0')}`,
    }),
  );
  const [moved, renamed, removed] = [recorded[1]!, recorded[2]!, recorded[3]!];
  /** The records, then one moved to another month, one renamed, one deleted, and another user's transaction (never counted). */
  const afterChanges = () =>
    projectionSpec(moneyLedgerProjection, env, { userId })
      .given(recorded)
      .when([
        {
          streamId: moved.streamId,
          type: 'TransactionUpdated',
          data: { ...moved.data, date: '2025-07-30' },
        },
        {
          streamId: renamed.streamId,
          type: 'TransactionUpdated',
          data: { ...renamed.data, title: 'Tea', notes: 'no coffee today' },
        },
        { streamId: removed.streamId, type: 'TransactionDeleted', data: { transactionId: removed.data.transactionId } },
        transactionRecorded(other, null, { title: 'Coffee of another user', date: '2025-01-05' }),
      ]);

  /** The blocks as migration 0298 builds them from money_transactions (the same statement). */
  const fromScratch = async (q: Queryable) =>
    (
      await q.query(
        `SELECT t.user_id::text AS user_id, left(t.created_position, 20) AS creation,
                string_agg(t.line, chr(2) ORDER BY t.created_position, t.id) AS lines, max(octet_length(t.line)) AS longest,
                max(t.created_position) AS last_position
           FROM (SELECT user_id, id, created_position, money_search_line(title, notes, splits) AS line FROM money_transactions) AS t
          GROUP BY 1, 2 ORDER BY 1, 2`,
      )
    ).rows;
  const kept = async (q: Queryable) =>
    (await q.query(`SELECT user_id::text AS user_id, creation, lines, longest, last_position FROM money_search_blocks ORDER BY 1, 2`)).rows;
  const sameAsRebuilt = async (q: Queryable) => {
    const blocks = await kept(q);
    return { same: JSON.stringify(blocks) === JSON.stringify(await fromScratch(q)), blocks: blocks.length };
  };

  it('holds what the rows give, after records, a move to another month, a rename and a deletion', async () => {
    // Each event its own append here: a block each (13 of the user's transactions left, and the other user's).
    await afterChanges().thenRows(sameAsRebuilt, { same: true, blocks: 14 });
  });

  it('appends an import’s lines to its block over several batches, and rebuilds only the block of an edit', async () => {
    // One append of 30 transactions (one block), projected 7 events a batch; then an edit and a deletion in it.
    const imported = Array.from({ length: 30 }, (_, i) =>
      transactionRecorded(userId, checking, {
        title: `Import ${i} coffee`,
        date: `2024-${String(1 + (i % 12)).padStart(2, '0')}-0${1 + (i % 9)}`,
      }),
    );
    const metadata = (type: string) => ({ occurredAt: '2025-11-15T12:00:00.000Z', schemaVersion: eventRegistry.versionOf(type), userId });
    const appendAll = (events: readonly { streamId: string; type: string; data: unknown }[]) =>
      env.store.appendMany(
        events.map(({ streamId, type, data }) => ({
          streamId,
          events: [{ type, data, metadata: metadata(type) }],
          expectedRevision: 'any' as const,
        })),
      );
    await ensureCheckpoint(env.db, moneyLedgerProjection.name);
    const project = async () => {
      const last = await env.store.lastWritten();
      let checkpoint = await readCheckpoint(env.db, moneyLedgerProjection.name);
      while (checkpoint < last) {
        const result = await applyNextBatch(env.db, env.store, moneyLedgerProjection, checkpoint, { batchSize: 7 });
        if (result.kind === 'applied') checkpoint = result.position;
      }
    };
    await appendAll(imported);
    await project();
    expect(await sameAsRebuilt(env.db)).toEqual({ same: true, blocks: 1 });
    const [edited, removed] = [imported[4]!, imported[20]!];
    await appendAll([
      { streamId: edited.streamId, type: 'TransactionUpdated', data: { ...edited.data, title: 'Tea', notes: 'no coffee' } },
      { streamId: removed.streamId, type: 'TransactionDeleted', data: { transactionId: removed.data.transactionId } },
    ]);
    await project();
    expect(await sameAsRebuilt(env.db)).toEqual({ same: true, blocks: 1 });
    expect(await countTransactions(env.db, userId, { search: 'coffee' })).toBe(29);
    expect(await countTransactions(env.db, userId, { search: 'tea' })).toBe(1);
  });

  it('counts what ILIKE lists, for every search', async () => {
    const given = afterChanges();
    // A category's name: a match that is no text's (and one that is a text's too, counted once).
    await given.thenRows(async (q) => {
      for (const [id, name] of [
        [food, 'Food and coffee'],
        [randomUUID(), 'Rent'],
      ] as const)
        await q.query(
          `INSERT INTO money_categories (user_id, id, transaction_category, transaction_type, description, color, is_active, created_position, created_at, updated_at)
           VALUES ($1, $2, $3, 'Expense - Variable', '', '', true, '0', now(), now())`,
          [userId, id, name],
        );
      return true;
    }, true);
    const searches = [
      'coffee',
      'COFFEE',
      'Coffee coffee',
      'coffee coffee coffee',
      'caf',
      'café',
      'CAFÉ CRÈME',
      'strasse',
      'straße',
      'σοφία',
      'οδος',
      'istanbul',
      'i̇stanbul',
      'aa',
      'aaa',
      'aba',
      'a',
      'e',
      '100%',
      '%',
      '_',
      'off_',
      'back\\',
      '\\',
      'note',
      'line 2',
      'memo',
      'rent',
      'food',
      '1.05',
      '1',
      'no such thing',
      'tea',
      'ea',
    ];
    const counted = [];
    const listed = [];
    for (const search of searches) {
      expect(countsBySearchBlocks(search)).toBe(true);
      counted.push({ search, count: await countTransactions(env.db, userId, { search }) });
      // What ILIKE matches: listTransactions reads the rows, never the blocks.
      listed.push({ search, count: (await listTransactions(env.db, userId, { search, limit: 1000 })).length });
    }
    expect(counted).toEqual(listed);
    // The searches meet every path: none, one line each, a line holding the text twice, a category's name, an amount.
    expect(listed.filter((row) => row.count === 0).length).toBeGreaterThan(0);
    expect(listed.find((row) => row.search === 'coffee coffee coffee')?.count).toBeGreaterThan(0);
    expect(listed.find((row) => row.search === 'food')?.count).toBeGreaterThan(0);
  });

  it('leaves a search with a control character, which could span lines, to the rows', () => {
    expect(countsBySearchBlocks('line 1\nline 2')).toBe(false);
    expect(countsBySearchBlocks('a\u0002b')).toBe(false);
    expect(countsBySearchBlocks('\u0085')).toBe(false);
    expect(countsBySearchBlocks('')).toBe(false);
    expect(countsBySearchBlocks('café')).toBe(true);
  });
});
