import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import pg from 'pg';
import { migrate, migrationsDir as MIGRATIONS_DIR } from '../db/migrate';
import { openDb } from '../db/open';
import { PGliteDb } from '../db/pglite';
import type { Db } from '../db/types';
import { SqlEventStore } from '../event-store/sql-store';
import type { EventStore } from '../event-store/types';

export type TestDbKind = 'pglite' | 'postgres';

export interface TestDb {
  db: Db;
  /** Connection string of the fresh database (postgres only). */
  url?: string;
  /** Closes the Db and, for postgres, drops the database. */
  close(): Promise<void>;
}

/**
 * ['pglite'], plus 'postgres' when DATABASE_URL is set. With REQUIRE_SERVICES=1 a missing
 * DATABASE_URL is an error: CI must fail rather than silently test less.
 */
export function testDbKinds(): TestDbKind[] {
  const url = process.env.DATABASE_URL;
  if (!url && process.env.REQUIRE_SERVICES === '1') {
    throw new Error('REQUIRE_SERVICES=1 but DATABASE_URL is not set: PostgreSQL tests cannot run (set DATABASE_URL=postgres://…)');
  }
  return url ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * One backend: 'postgres' when DATABASE_URL is set, else 'pglite'. For the cross-cutting HTTP
 * sweeps (bad input, security matrix) whose subject is the same on every backend: each route's
 * own spec runs on both, and running the sweeps twice cost CI four minutes.
 */
export function oneTestDbKind(): TestDbKind[] {
  return testDbKinds().slice(-1);
}

export interface TestDbOptions {
  /** Pool size of the postgres Db (openDb's default when absent); PGlite has one connection. */
  maxConnections?: number;
  /** Server the postgres database is created on; DATABASE_URL when absent. */
  serverUrl?: string;
}

/**
 * Migrations run once per machine and migration set, then each test database starts from a copy:
 * PGlite from a dump of a migrated instance, PostgreSQL from a template database named by the
 * migration files (CREATE DATABASE ... TEMPLATE). Migrating every fresh database cost ~2 s each and
 * most of CI's time; `migrate` on the copy then finds nothing to do, so it still checks the copy.
 * The PGlite dump is kept in the temp directory under the same digest (plus PGlite's version):
 * vitest re-evaluates this module in every test file, and a fresh PGlite (initdb, then migrations)
 * cost each file ~3 s of CPU before its first test.
 */
let pgliteTemplate: Promise<Blob | File> | undefined;

/** sha256 of the migration files' names and contents: names the templates of this migration set. */
function migrationsDigest(): string {
  const files = readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const digest = createHash('sha256');
  for (const file of files) digest.update(file).update(readFileSync(join(MIGRATIONS_DIR, file)));
  return digest.digest('hex').slice(0, 16);
}

/** PGlite's version (its package.json is not exported: read beside its entry point, dist/). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = join(dirname(dirname(entry)), 'package.json');
  return (JSON.parse(readFileSync(packageJson, 'utf8')) as { version: string }).version;
}

function migratedPgliteDump(): Promise<Blob | File> {
  pgliteTemplate ??= (async () => {
    const file = join(tmpdir(), `life-pglite-template-${migrationsDigest()}-${pgliteVersion()}.tar`);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const db = await PGliteDb.open();
    try {
      await migrate(db);
      const dump = await db.pg.dumpDataDir('none');
      // Written aside and renamed, so a file racing to read it never sees half a dump.
      const building = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
      writeFileSync(building, new Uint8Array(await dump.arrayBuffer()));
      renameSync(building, file);
      return dump;
    } finally {
      await db.close();
    }
  })();
  return pgliteTemplate;
}

const serverTemplates = new Map<string, Promise<string>>();

/** The migrated template database on this server (created once; workers race safely under an advisory lock). */
function migratedServerTemplate(serverUrl: string): Promise<string> {
  let template = serverTemplates.get(serverUrl);
  if (!template) {
    template = createServerTemplate(serverUrl);
    serverTemplates.set(serverUrl, template);
  }
  return template;
}

async function createServerTemplate(serverUrl: string): Promise<string> {
  const name = `life_template_${migrationsDigest()}`;
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(4242001)');
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rows.length === 0) {
      const building = `${name}_building_${randomBytes(4).toString('hex')}`;
      await client.query(`CREATE DATABASE ${building}`);
      const db = await openDb({ databaseUrl: withDatabase(serverUrl, building), maxConnections: 1 });
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await client.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
    }
    return name;
  } finally {
    await client.query('SELECT pg_advisory_unlock(4242001)').catch(() => {});
    await client.end();
  }
}

/** A fresh, migrated database: PGlite in memory, or a new database on DATABASE_URL's server. */
export async function openTestDb(kind: TestDbKind, options: TestDbOptions = {}): Promise<TestDb> {
  if (kind === 'pglite') {
    const db = await PGliteDb.open(undefined, undefined, await migratedPgliteDump());
    await migrate(db);
    return { db, close: () => db.close() };
  }
  const serverUrl = options.serverUrl || process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('openTestDb("postgres") needs DATABASE_URL');
  const name = `life_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${await migratedServerTemplate(serverUrl)}`);
  const url = withDatabase(serverUrl, name);
  const db = await openDb({ databaseUrl: url, ...(options.maxConnections ? { maxConnections: options.maxConnections } : {}) });
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    throw error;
  }
  let closed = false;
  return {
    db,
    url,
    close: async () => {
      if (closed) return;
      closed = true;
      await db.close();
      await admin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh database plus the SQL event store on it. */
export async function openTestEventStore(
  kind: TestDbKind,
  options: TestDbOptions = {},
): Promise<{ db: Db; store: EventStore; url?: string; close: () => Promise<void> }> {
  const testDb = await openTestDb(kind, options);
  const store = new SqlEventStore(testDb.db);
  return {
    db: testDb.db,
    store,
    ...(testDb.url ? { url: testDb.url } : {}),
    close: async () => {
      await store.close();
      await testDb.close();
    },
  };
}

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

async function admin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
