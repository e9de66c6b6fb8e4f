// `npm run test:e2e` after the build: the browser tests against a fresh embedded instance, then
// `projector verify` on the data they left behind, so every feature the browser drove is proven
// to have read models equal to its events (issue 10). Extra arguments go to Playwright.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'life-e2e-'));
const bin = (name) => join(root, 'node_modules', '.bin', name);
const run = (command, args, env) => spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status ?? 1;

let status = run(bin('playwright'), ['test', '-c', 'web/playwright.config.ts', ...process.argv.slice(2)], {
  E2E_DATA_DIR: dataDir,
  E2E_KEEP_DATA: '1', // global-teardown leaves it for the check below
});
if (status === 0) {
  console.log(`e2e: verifying the read models the browser tests built (${dataDir})`);
  // The embedded instance's own database, whatever services the surrounding shell points at.
  status = run(bin('tsx'), ['projector/src/cli.ts', 'verify'], { DATABASE_URL: '', EVENTSTORE_URL: '', DATA_DIR: dataDir });
}
if (!process.env.E2E_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
process.exit(status);
