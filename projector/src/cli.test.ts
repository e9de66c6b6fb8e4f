import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { oneTestDbKind, openTestDb, testDbKinds, type TestDbKind } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { allProjections } from './projections/index';
import { runCliHere } from './test-support';

const root = fileURLToPath(new URL('../../', import.meta.url));
const run = promisify(execFile);

/** Runs the CLI process the way `npm run projector -- ...` does. */
async function cliProcess(args: string[], env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...base } = process.env;
  try {
    const { stdout } = await run(join(root, 'node_modules/.bin/tsx'), ['projector/src/cli.ts', ...args], {
      cwd: root,
      env: { ...base, ...env },
    });
    return { code: 0, stdout, stderr: '' };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

/** A fresh database of `kind` and the env the CLI finds it by (a data directory or a URL); `close` removes both. */
async function cliDatabase(kind: TestDbKind) {
  const dataDir = await mkdtemp(join(tmpdir(), 'life-cli-'));
  const testDb = kind === 'postgres' ? await openTestDb('postgres') : undefined;
  const env: Record<string, string> = testDb?.url ? { DATABASE_URL: testDb.url } : { DATA_DIR: dataDir };
  const close = async () => {
    await testDb?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { env, close };
}

// One real process (on one backend: its wiring is the same on both), the rest of the commands in-process.
it('the process prints what a command prints and exits with its code', async () => {
  const [kind = 'pglite'] = oneTestDbKind();
  const { env, close } = await cliDatabase(kind);
  try {
    const status = await cliProcess(['status'], env);
    expect(status.code).toBe(0);
    expect((JSON.parse(status.stdout) as { head: string }).head).toBe('');
    const unknown = await cliProcess(['frobnicate'], env);
    expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('usage: npm run projector') });
  } finally {
    await close();
  }
}, 120_000);

describe.each(testDbKinds())('projector CLI on %s', (kind) => {
  it('migrates, prints status as JSON, rebuilds, verifies, and rejects unknown names', async () => {
    const { env, close } = await cliDatabase(kind);
    try {
      const status = await runCliHere(['status'], env);
      expect(status.code).toBe(0);
      const parsed = JSON.parse(status.stdout) as { head: string; projections: { name: string; eventsBehind: number }[] };
      expect(parsed.head).toBe('');
      expect(parsed.projections.map((p) => p.name)).toEqual(allProjections.map((p) => p.name));

      const rebuild = await runCliHere(['rebuild'], env);
      expect(rebuild.code).toBe(0);
      expect(rebuild.stdout.trim().split('\n')).toHaveLength(allProjections.length);

      const verify = await runCliHere(['verify'], env);
      expect(verify.code).toBe(0);
      const verified = verify.stdout
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { name: string; equal: boolean });
      expect(verified.map((v) => [v.name, v.equal])).toEqual(allProjections.map((p) => [p.name, true]));

      expect((await runCliHere(['rebuild', 'no-such-projection'], env)).code).toBe(2);
      expect((await runCliHere(['verify', 'no-such-projection'], env)).code).toBe(2);
      expect((await runCliHere(['frobnicate'], env)).code).toBe(2);
    } finally {
      await close();
    }
  }, 120_000);
});
