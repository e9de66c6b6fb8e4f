import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PGLITE_MEMORY_SETTINGS, PGliteDb } from './pglite';

const setting = async (db: PGliteDb, name: string) =>
  (await db.query<{ value: string }>('SELECT current_setting($1) AS value', [name])).rows[0]?.value;

describe('PGlite memory settings (embedded footprint)', () => {
  it('opens in memory with the small buffers, not PostgreSQL defaults (shared_buffers 128MB)', async () => {
    const db = await PGliteDb.open();
    try {
      expect(await setting(db, 'shared_buffers')).toBe(PGLITE_MEMORY_SETTINGS.shared_buffers);
      expect(await setting(db, 'maintenance_work_mem')).toBe(PGLITE_MEMORY_SETTINGS.maintenance_work_mem);
      expect(await setting(db, 'search_path')).toBe('public'); // PGlite's own start parameters are kept
    } finally {
      await db.close();
    }
  });

  it('creates a new data directory (initdb in a child process), then keeps its data across reopening', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'life-pglite-memory-'));
    const dataDir = join(dir, 'pglite');
    try {
      const db = await PGliteDb.open(dataDir, { shared_buffers: '8MB' });
      expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
      expect(await setting(db, 'shared_buffers')).toBe('8MB');
      await db.query('CREATE TABLE kept (n int)');
      await db.query('INSERT INTO kept VALUES (42)');
      await db.close();

      const reopened = await PGliteDb.open(dataDir);
      expect((await reopened.query<{ n: number }>('SELECT n FROM kept')).rows).toEqual([{ n: 42 }]);
      expect(await setting(reopened, 'shared_buffers')).toBe(PGLITE_MEMORY_SETTINGS.shared_buffers);
      await reopened.close();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('reports a data directory it cannot create, with the path', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'life-pglite-memory-'));
    try {
      const blocked = join(dir, 'file');
      await writeFile(blocked, 'not a directory');
      await expect(PGliteDb.open(join(blocked, 'pglite'))).rejects.toThrow(/PGlite could not create .*file\/pglite/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
