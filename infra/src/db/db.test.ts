import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDbKinds, type TestDb } from '../testing/test-db';

describe.each(testDbKinds())('Db on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
    await testDb.db.query('CREATE TABLE counters (id text PRIMARY KEY, n int NOT NULL)');
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('returns int8 and numeric as exact strings', async () => {
    const { rows } = await testDb.db.query<{ big: unknown; money: unknown; arr: unknown; small: unknown }>(
      'SELECT 9007199254740993::int8 AS big, 12.30::numeric(12,2) AS money, ARRAY[1,2]::int8[] AS arr, 7::int4 AS small',
    );
    expect(rows[0]).toEqual({ big: '9007199254740993', money: '12.30', arr: ['1', '2'], small: 7 });
  });

  it('reports rowCount and runs several statements when there are no params', async () => {
    const insert = await testDb.db.query(`INSERT INTO counters VALUES ('a', 0), ('b', 0)`);
    expect(insert.rowCount).toBe(2);
    const multi = await testDb.db.query<{ n: number }>(`UPDATE counters SET n = 1 WHERE id = 'a'; SELECT n FROM counters WHERE id = 'a'`);
    expect(multi.rows).toEqual([{ n: 1 }]);
  });

  it('runs a prepared statement again and again, with other params, on every connection and in a transaction', async () => {
    const sql = 'SELECT $1::int8 * 2 AS twice, $2::text AS label';
    // More runs than connections and than the five custom plans before a generic one.
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => testDb.db.query<{ twice: string; label: string }>(sql, [i, `run ${i}`], { prepared: true })),
    );
    expect(answers.map(({ rows }) => rows)).toEqual(Array.from({ length: 24 }, (_, i) => [{ twice: String(2 * i), label: `run ${i}` }]));
    const other = await testDb.db.query<{ twice: string }>('SELECT $1::int8 * 3 AS twice', [5], { prepared: true });
    expect(other.rows).toEqual([{ twice: '15' }]);
    const inTransaction = await testDb.db.transaction((tx) =>
      tx.query<{ twice: string; label: string }>(sql, [7, 'tx'], { prepared: true }),
    );
    expect(inTransaction.rows).toEqual([{ twice: '14', label: 'tx' }]);
  });

  it('commits transactions and rolls back on throw', async () => {
    await testDb.db.transaction(async (tx) => {
      await tx.query(`UPDATE counters SET n = 10 WHERE id = 'b'`);
    });
    await expect(
      testDb.db.transaction(async (tx) => {
        await tx.query(`UPDATE counters SET n = 99 WHERE id = 'b'`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const { rows } = await testDb.db.query<{ n: number }>(`SELECT n FROM counters WHERE id = 'b'`);
    expect(rows[0]?.n).toBe(10);
  });

  it('keeps concurrent read-modify-write transactions isolated', async () => {
    await testDb.db.query(`INSERT INTO counters VALUES ('c', 0)`);
    const bump = () =>
      testDb.db.transaction(async (tx) => {
        const { rows } = await tx.query<{ n: number }>(`SELECT n FROM counters WHERE id = 'c' FOR UPDATE`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.query(`UPDATE counters SET n = $1 WHERE id = 'c'`, [(rows[0]?.n ?? 0) + 1]);
      });
    await Promise.all([bump(), bump(), bump(), testDb.db.query('SELECT 1'), bump()]);
    const { rows } = await testDb.db.query<{ n: number }>(`SELECT n FROM counters WHERE id = 'c'`);
    expect(rows[0]?.n).toBe(4);
  });

  it('holds a session transaction against other callers', async () => {
    await testDb.db.query(`INSERT INTO counters VALUES ('d', 0)`);
    const other = testDb.db.session(async (session) => {
      await session.query('BEGIN');
      await session.query(`UPDATE counters SET n = 5 WHERE id = 'd'`);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await session.query('ROLLBACK');
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    const { rows } = await testDb.db.query<{ n: number }>(`SELECT n FROM counters WHERE id = 'd'`);
    expect(rows[0]?.n).toBe(0);
    await other;
    const lock = await testDb.db.session(async (session) => {
      const taken = await session.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(42) AS ok');
      return taken.rows[0]?.ok;
    });
    expect(lock).toBe(true);
  });

  it('delivers notifications to listeners until unlisten', async () => {
    const received: string[] = [];
    const unlisten = await testDb.db.listen('test_channel', (payload) => received.push(payload));
    await testDb.db.notify('test_channel', 'hello');
    await testDb.db.transaction(async (tx) => {
      await tx.query(`SELECT pg_notify('test_channel', 'from tx')`);
    });
    const deadline = Date.now() + 5_000;
    while (received.length < 2 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(received).toEqual(['hello', 'from tx']);
    await unlisten();
    await testDb.db.notify('test_channel', 'after');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(received).toEqual(['hello', 'from tx']);
  });

  // One backend: a Db call from inside a transaction callback joins it instead of deadlocking.
  if (kind === 'pglite')
    it('runs Db calls made inside a transaction callback in that transaction', async () => {
      await testDb.db.query(`INSERT INTO counters VALUES ('e', 0)`);
      await expect(
        testDb.db.transaction(async (tx) => {
          await tx.query(`UPDATE counters SET n = 7 WHERE id = 'e'`);
          const inner = await testDb.db.query<{ n: number }>(`SELECT n FROM counters WHERE id = 'e'`);
          expect(inner.rows[0]?.n).toBe(7);
          throw new Error('undo');
        }),
      ).rejects.toThrow('undo');
      const { rows } = await testDb.db.query<{ n: number }>(`SELECT n FROM counters WHERE id = 'e'`);
      expect(rows[0]?.n).toBe(0);
    });

  // PGlite has no connection to lose.
  if (kind === 'postgres')
    it('re-establishes LISTEN after the listener connection drops', async () => {
      const received: string[] = [];
      const unlisten = await testDb.db.listen('reconnect_channel', (payload) => received.push(payload));
      await testDb.db.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND query ILIKE 'LISTEN%'`,
      );
      const deadline = Date.now() + 10_000;
      while (!received.includes('back') && Date.now() < deadline) {
        await testDb.db.notify('reconnect_channel', 'back');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(received).toContain('back');
      await unlisten();
    });
});
