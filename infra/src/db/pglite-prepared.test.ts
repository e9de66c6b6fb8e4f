import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDbKinds, type TestDb } from '../testing/test-db';
import type { Db } from './types';

const prepared = { prepared: true } as const;

/** The error a call throws (its code and message), to compare the prepared path with the plain one. */
async function failure(call: Promise<unknown>): Promise<{ code: unknown; message: string }> {
  try {
    await call;
  } catch (error) {
    return { code: (error as { code?: unknown }).code, message: (error as Error).message };
  }
  throw new Error('expected the call to fail');
}

// Prepared statements keep the answers of the plain path on both backends (the Db seam's contract).
describe.each(testDbKinds())('prepared statements on %s answer as unprepared ones', (kind) => {
  let testDb: TestDb;
  let db: Db;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
    db = testDb.db;
    await db.query(`CREATE TABLE prepared_items (id int PRIMARY KEY, label text NOT NULL, cents int8 NOT NULL, day date, tags text[])`);
    await db.query(
      `INSERT INTO prepared_items SELECT n, 'item ' || n, n * 100, date '2026-01-01' + n, ARRAY['t' || n] FROM generate_series(1, 200) n`,
    );
    await db.query('ANALYZE prepared_items');
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('gives the same rows for every type of param and column, null params included', async () => {
    const sql = `SELECT $1::int8 AS big, $2::numeric(12,2) AS money, $3::text[] AS texts, $4::jsonb AS doc, $5::date AS day,
      $6::timestamptz AS at, $7::bool AS flag, $8::text AS missing, $9::uuid AS id, ARRAY[$1::int8] AS bigs`;
    const params = [
      '9007199254740993',
      '12.30',
      ['a', 'b"c', null],
      { nested: [1, 'two'] },
      '2026-02-28',
      new Date('2026-03-01T12:00:00Z'),
      true,
      null,
      '0b7d7c1e-9a52-4b0e-8a61-2f1d3c4b5a69',
    ];
    const plain = await db.query(sql, params);
    const answers = await db.query(sql, params, prepared);
    expect(answers.rows).toEqual(plain.rows);
    expect(answers.rows[0]).toMatchObject({ big: '9007199254740993', money: '12.30', bigs: ['9007199254740993'], missing: null });
  });

  it('re-uses one text many times (past the custom plans) with other params, and two texts side by side', async () => {
    const byId = 'SELECT id, label, cents, tags FROM prepared_items WHERE id = $1';
    const byRange = 'SELECT count(*) AS n, sum(cents) AS total FROM prepared_items WHERE id BETWEEN $1 AND $2';
    for (let i = 1; i <= 30; i++) {
      const one = await db.query(byId, [i], prepared);
      expect(one.rows).toEqual([{ id: i, label: `item ${i}`, cents: String(i * 100), tags: [`t${i}`] }]);
      const range = await db.query(byRange, [i, i * 5], prepared);
      expect(range.rows).toEqual((await db.query(byRange, [i, i * 5])).rows);
    }
    expect((await db.query(byId, [999], prepared)).rows).toEqual([]);
  });

  it('writes, counts affected rows and runs in a transaction that rolls back', async () => {
    const insert = await db.query<{ id: number }>(
      'INSERT INTO prepared_items (id, label, cents) VALUES ($1, $2, $3) RETURNING id',
      [1001, 'new', 5],
      prepared,
    );
    expect(insert).toMatchObject({ rows: [{ id: 1001 }], rowCount: 1 });
    const update = await db.query('UPDATE prepared_items SET cents = cents + $1 WHERE id > $2', [1, 195], prepared);
    expect(update.rowCount).toBe(6);
    await expect(
      db.transaction(async (tx) => {
        await tx.query('UPDATE prepared_items SET label = $1 WHERE id = $2', ['changed', 1001], prepared);
        const seen = await tx.query('SELECT label FROM prepared_items WHERE id = $1', [1001], prepared);
        expect(seen.rows).toEqual([{ label: 'changed' }]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect((await db.query('SELECT label FROM prepared_items WHERE id = $1', [1001], prepared)).rows).toEqual([{ label: 'new' }]);
    const inSession = await db.session((session) => session.query('SELECT cents FROM prepared_items WHERE id = $1', [1001], prepared));
    expect(inSession.rows).toEqual([{ cents: '6' }]); // 5, plus the update's 1
  });

  it('throws the errors of the plain path, then goes on answering', async () => {
    const duplicate = 'INSERT INTO prepared_items (id, label, cents) VALUES ($1, $2, $3)';
    expect(await failure(db.query(duplicate, [1, 'again', 1], prepared))).toEqual(await failure(db.query(duplicate, [1, 'again', 1])));
    expect((await failure(db.query(duplicate, [1, 'again', 1], prepared))).code).toBe('23505');
    const broken = 'SELEC label FROM prepared_items WHERE id = $1';
    expect(await failure(db.query(broken, [1], prepared))).toEqual(await failure(db.query(broken, [1])));
    const cast = 'SELECT label FROM prepared_items WHERE id = $1';
    expect(await failure(db.query(cast, ['not a number'], prepared))).toEqual(await failure(db.query(cast, ['not a number'])));
    expect((await db.query(cast, [2], prepared)).rows).toEqual([{ label: 'item 2' }]);
    // An error inside a transaction aborts it on both paths; the statement serves the next one.
    await expect(db.transaction((tx) => tx.query(duplicate, [2, 'again', 1], prepared))).rejects.toMatchObject({ code: '23505' });
    expect((await db.transaction((tx) => tx.query(cast, [3], prepared))).rows).toEqual([{ label: 'item 3' }]);
  });
});

describe('prepared statements on PGlite', () => {
  let testDb: TestDb;
  let db: Db;
  beforeAll(async () => {
    testDb = await openTestDb('pglite');
    db = testDb.db;
    await db.query(`CREATE TABLE kept (id int PRIMARY KEY, label text NOT NULL)`);
    await db.query(`INSERT INTO kept VALUES (1, 'one'), (2, 'two')`);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  const statementsOf = async (text: string) =>
    (await db.query<{ n: string }>('SELECT count(*) AS n FROM pg_prepared_statements WHERE statement = $1', [text])).rows[0]?.n;

  it('keeps one named statement per text on the backend', async () => {
    const sql = 'SELECT label FROM kept WHERE id = $1';
    for (let i = 0; i < 10; i++) await db.query(sql, [1 + (i % 2)], prepared);
    expect(await statementsOf(sql)).toBe('1');
    const plain = 'SELECT label FROM kept WHERE id = $1 AND true';
    await db.query(plain, [1]);
    expect(await statementsOf(plain)).toBe('0');
  });

  it('prepares again a statement the schema outdated (its columns changed), outside a transaction', async () => {
    const sql = 'SELECT * FROM kept WHERE id = $1';
    expect((await db.query(sql, [1], prepared)).rows).toEqual([{ id: 1, label: 'one' }]);
    await db.query(`ALTER TABLE kept ADD COLUMN note text NOT NULL DEFAULT 'n'`);
    expect((await db.query(sql, [1], prepared)).rows).toEqual([{ id: 1, label: 'one', note: 'n' }]);
    await db.query('DEALLOCATE ALL');
    expect((await db.query(sql, [2], prepared)).rows).toEqual([{ id: 2, label: 'two', note: 'n' }]);
  });

  it('holds a bounded number of statements, the least recently used closed first', async () => {
    const texts = Array.from({ length: 100 }, (_, i) => `SELECT label, ${i} AS n FROM kept WHERE id = $1`);
    for (const text of texts) expect((await db.query(text, [2], prepared)).rows).toEqual([{ label: 'two', n: texts.indexOf(text) }]);
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM pg_prepared_statements WHERE name LIKE 'life_%'`);
    expect(Number(rows[0]?.n)).toBeLessThanOrEqual(64);
    expect(await statementsOf(texts[0]!)).toBe('0');
    expect(await statementsOf(texts[99]!)).toBe('1');
    expect((await db.query(texts[0]!, [1], prepared)).rows).toEqual([{ label: 'one', n: 0 }]);
  });
});
