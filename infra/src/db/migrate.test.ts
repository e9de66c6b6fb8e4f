import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testDbKinds } from '../testing/test-db';
import { loadMigrations, migrate } from './migrate';
import { openDb } from './open';

describe('migrate', () => {
  it('applies every migration once, in order, and is a no-op the second time (PGlite on disk)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'life-pglite-'));
    try {
      const files = (await loadMigrations()).map((migration) => migration.name);
      const db = await openDb({ dataDir: dir });
      const [first, second] = await Promise.all([migrate(db), migrate(db)]);
      expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(files);
      expect(await migrate(db)).toEqual([]);
      await db.close();
      // Reopen from disk: the data and the record survive.
      const reopened = await openDb({ dataDir: dir });
      const { rows } = await reopened.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY version');
      expect(rows.map((row) => row.name)).toEqual(files);
      expect(await migrate(reopened)).toEqual([]);
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 120_000); // initdb on disk, every migration, two opens: a loaded machine took over 30 s

  // Registered only when PostgreSQL is configured, like describe.each(testDbKinds()).
  if (testDbKinds().includes('postgres')) {
    it('is safe when two processes migrate a fresh PostgreSQL database at once', async () => {
      const serverUrl = process.env.DATABASE_URL!;
      const name = `life_test_migrate_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const [a, b] = [await openDb({ databaseUrl: url.toString() }), await openDb({ databaseUrl: url.toString() })];
      try {
        const files = (await loadMigrations()).map((migration) => migration.name);
        const [first, second] = await Promise.all([migrate(a), migrate(b)]);
        expect([...first, ...second].sort()).toEqual(files);
        const { rows } = await a.query<{ count: string }>('SELECT count(*) AS count FROM schema_migrations');
        expect(rows[0]?.count).toBe(String(files.length));
      } finally {
        await a.close();
        await b.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      }
    });
  }
});
