import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb, testDbKinds, type TestDb } from '../testing/test-db';

/**
 * Migration 0297: every GIN index keeps its pending list at 64 kB. PGlite has no autovacuum to empty
 * a 4 MB one, and every scan of the index reads it whole (a search after an import: 6.7 ms, not 0.06).
 */
describe.each(testDbKinds())('GIN indexes on %s', (kind) => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await openTestDb(kind);
  });
  afterAll(async () => {
    await testDb?.close();
  });

  it('every GIN index of the schema sets gin_pending_list_limit = 64', async () => {
    const { rows } = await testDb.db.query<{ name: string; options: string[] | null }>(
      `SELECT c.relname AS name, c.reloptions AS options FROM pg_class c
         JOIN pg_am am ON am.oid = c.relam JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind = 'i' AND am.amname = 'gin' AND n.nspname = current_schema() ORDER BY c.relname`,
    );
    // The search indexes at least (pg_trgm is on both backends here).
    expect(rows.map((row) => row.name)).toEqual(expect.arrayContaining(['money_transactions_title_trgm', 'money_transactions_notes_trgm']));
    for (const row of rows)
      expect({ name: row.name, options: row.options }).toEqual({ name: row.name, options: ['gin_pending_list_limit=64'] });
  });
});
