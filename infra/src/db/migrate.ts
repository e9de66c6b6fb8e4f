import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db } from './types';

/** infra/migrations, found relative to this file so it works from any cwd. */
export const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** Arbitrary constant shared by every process that migrates this database. */
const MIGRATION_LOCK_KEY = 7_202_501;

export interface Migration {
  version: string;
  name: string;
  sql: string;
}

export async function loadMigrations(dir = migrationsDir): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d{4}_.+\.sql$/.test(file)).sort();
  const versions = new Set<string>();
  for (const file of files) {
    // Two packages picking the same number would silently skip one file: refuse instead.
    if (versions.has(file.slice(0, 4))) throw new Error(`Duplicate migration number ${file.slice(0, 4)} in ${dir}`);
    versions.add(file.slice(0, 4));
  }
  return Promise.all(files.map(async (file) => ({ version: file.slice(0, 4), name: file, sql: await readFile(`${dir}/${file}`, 'utf8') })));
}

/**
 * Applies pending migrations in filename order, each in its own transaction together
 * with its schema_migrations row. A session advisory lock makes concurrent starters
 * (API and projector booting at once) take turns; the second finds nothing to do.
 * Returns the names applied by this call.
 */
export async function migrate(db: Db, options: { dir?: string } = {}): Promise<string[]> {
  const migrations = await loadMigrations(options.dir);
  return db.session(async (session) => {
    await session.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await session.query(
        `CREATE TABLE IF NOT EXISTS schema_migrations (
           version text PRIMARY KEY,
           name text NOT NULL,
           applied_at timestamptz NOT NULL DEFAULT now()
         )`,
      );
      const applied: string[] = [];
      for (const migration of migrations) {
        await session.query('BEGIN');
        try {
          // Claim the version first: on a single-backend PGlite the advisory lock does not
          // exclude a second caller, this row does.
          const claim = await session.query(
            'INSERT INTO schema_migrations (version, name) VALUES ($1, $2) ON CONFLICT (version) DO NOTHING',
            [migration.version, migration.name],
          );
          if (claim.rowCount === 1) {
            await session.query(migration.sql);
            applied.push(migration.name);
          }
          await session.query('COMMIT');
        } catch (error) {
          await session.query('ROLLBACK');
          throw new Error(`Migration ${migration.name} failed: ${(error as Error).message}`, { cause: error });
        }
      }
      return applied;
    } finally {
      await session.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  });
}
