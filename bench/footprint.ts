import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import { seed, transactionBodies } from './money';
import { buildIfStale, embeddedEnv, freePort, memory, repoRoot, startServerProcess, type ServerProcess } from './server-process';
import { log, percentile, round, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_FOOTPRINT_TRANSACTIONS ?? 100_000);
const BATCH = 1_000;
const RESTARTS = 3;
const TARGETS = { rssAfterImportMb: 300, startupPopulatedMs: 3_000 } as const;

/** `npm start`'s own command line (package.json), run without npm in front so we time and weigh the server alone. */
export async function startCommand(): Promise<string[]> {
  const manifest = JSON.parse(await readFile(join(repoRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> };
  const [program, ...args] = (manifest.scripts.start ?? '').split(/\s+/).filter(Boolean);
  if (program !== 'node') throw new Error(`package.json "start" should run node, found: ${manifest.scripts.start}`);
  // BENCH_FOOTPRINT_NODE_FLAGS="--flag ...": try other node/V8 flags without editing package.json.
  const extra = (process.env.BENCH_FOOTPRINT_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  return [...extra, ...args];
}

interface Server extends ServerProcess {
  baseUrl: string;
}

async function startServer(args: readonly string[], dataDir: string, viaNpm = false): Promise<Server> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // Embedded as a new user runs it, with the default scrypt cost.
  return { ...(await startServerProcess({ args, env: embeddedEnv(port, dataDir), baseUrl, viaNpm })), baseUrl };
}

async function expectStatus(response: Response, status: number): Promise<Response> {
  if (response.status !== status) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
  return response;
}

/** The pages a user opens after an import: transactions list, money overview, accounts. */
async function pageLoads(client: TestClient, minPosition = ''): Promise<number> {
  const headers: Record<string, string> = minPosition ? { 'X-Min-Position': minPosition } : {};
  const started = performance.now();
  for (const path of ['/api/transactions', '/api/money/summary', '/api/accounts', '/api/expense-types', '/api/transactions?limit=1000']) {
    await expectStatus(await client.get(path, headers), 200);
  }
  return round(performance.now() - started);
}

/** Reads once the read models hold the whole import (503 means the projector is still catching up). */
async function waitForReadModels(client: TestClient, position: string): Promise<void> {
  const deadline = Date.now() + 900_000;
  for (;;) {
    const response = await client.get('/api/transactions', { 'X-Min-Position': position });
    if (response.status === 200) return;
    if (response.status !== 503 || Date.now() > deadline) await expectStatus(response, 200);
    await response.body?.cancel();
  }
}

/**
 * The embedded server as `npm start` runs it (compiled JS, PGlite in a fresh DATA_DIR): startup to
 * first answer and resident memory when empty, then after importing TRANSACTIONS through the bulk API
 * and opening a few pages, then startup again on the populated data directory.
 */
export const footprintBench: BenchModule = {
  name: 'footprint',
  async run() {
    buildIfStale();
    const args = await startCommand();
    const dataDir = await mkdtemp(join(tmpdir(), 'life-footprint-'));
    let server: Server | undefined;
    try {
      server = await startServer(args, dataDir);
      const emptyStartupMs = server.startupMs;
      const afterStart = await memory(server.pid);
      await new Promise((r) => setTimeout(r, 2_000));
      const settledAfterStart = await memory(server.pid);
      log(`footprint: fresh start ${emptyStartupMs} ms, RSS ${afterStart.rssMb} MB (${settledAfterStart.rssMb} MB 2 s later)`);

      const client = createClient(server.baseUrl);
      const { accounts, categories } = await seed(client);
      const bodies = transactionBodies(TRANSACTIONS, accounts, categories);
      let position = '';
      let peakDuringImportMb = 0;
      const importStarted = performance.now();
      for (let offset = 0; offset < bodies.length; offset += BATCH) {
        const response = await expectStatus(
          await client.post('/api/transactions/bulk', { transactions: bodies.slice(offset, offset + BATCH) }),
          201,
        );
        position = response.headers.get('x-position') ?? position;
        await response.body?.cancel();
        if (offset % (20 * BATCH) === 0) peakDuringImportMb = Math.max(peakDuringImportMb, (await memory(server.pid)).rssMb);
      }
      const importSeconds = (performance.now() - importStarted) / 1000;
      await waitForReadModels(client, position);
      const caughtUpSeconds = (performance.now() - importStarted) / 1000;
      const pagesMs = [await pageLoads(client, position), await pageLoads(client), await pageLoads(client)];
      const afterImport = await memory(server.pid);
      const email = await userEmail(client);
      log(
        `footprint: ${TRANSACTIONS} imported in ${round(importSeconds)} s, RSS ${afterImport.rssMb} MB (peak ${afterImport.peakRssMb} MB)`,
      );
      await server.stop();
      server = undefined;

      // Startup with data: the figure a returning user waits for.
      const startups: number[] = [];
      const restart = { afterStartMb: 0, afterLoginAndPageLoadsMb: 0, peakMb: 0, pageLoadsMs: 0 };
      for (let i = 0; i < RESTARTS; i++) {
        server = await startServer(args, dataDir);
        startups.push(server.startupMs);
        if (i === RESTARTS - 1) {
          restart.afterStartMb = (await memory(server.pid)).rssMb;
          const again = createClient(server.baseUrl);
          await expectStatus(await again.post('/api/auth/login', { email, password: 'bench-password' }), 200);
          restart.pageLoadsMs = await pageLoads(again);
          const after = await memory(server.pid);
          restart.afterLoginAndPageLoadsMb = after.rssMb;
          restart.peakMb = after.peakRssMb;
        }
        await server.stop();
        server = undefined;
      }
      const startupPopulatedMs = percentile(startups, 50);
      // What a user waits for after typing `npm start` (npm itself and the prestart build check included).
      buildIfStale(); // so a source edited meanwhile is not rebuilt inside the measurement
      server = await startServer(args, dataDir, true);
      const npmStartPopulatedMs = server.startupMs;
      await server.stop();
      server = undefined;
      log(
        `footprint: populated start ${startups.join(', ')} ms; RSS ${restart.afterStartMb} MB after restart, ${restart.afterLoginAndPageLoadsMb} MB after pages`,
      );

      return {
        command: `node ${args.join(' ')}`,
        transactions: TRANSACTIONS,
        batchSize: BATCH,
        startup: {
          emptyDataDirMs: emptyStartupMs,
          populatedDataDirMs: startupPopulatedMs,
          populatedRunsMs: startups,
          npmStartPopulatedDataDirMs: npmStartPopulatedMs,
        },
        rss: {
          afterStartMb: afterStart.rssMb,
          twoSecondsAfterStartMb: settledAfterStart.rssMb,
          duringImportMaxSampledMb: peakDuringImportMb,
          afterImportAndPageLoadsMb: afterImport.rssMb,
          peakMb: afterImport.peakRssMb,
          afterRestartWithDataMb: restart.afterStartMb,
          afterRestartLoginAndPageLoadsMb: restart.afterLoginAndPageLoadsMb,
          peakAfterRestartMb: restart.peakMb,
        },
        import: {
          seconds: round(importSeconds, 1),
          readModelsCaughtUpSeconds: round(caughtUpSeconds, 1),
          transactionsPerSec: Math.round(TRANSACTIONS / importSeconds),
        },
        pageLoadsMs: { afterImport: pagesMs, afterRestart: restart.pageLoadsMs },
        targets: {
          rssAfterImportMb: { target: `<= ${TARGETS.rssAfterImportMb}`, met: afterImport.rssMb <= TARGETS.rssAfterImportMb },
          startupPopulatedMs: { target: `<= ${TARGETS.startupPopulatedMs}`, met: startupPopulatedMs <= TARGETS.startupPopulatedMs },
        },
      };
    } finally {
      await server?.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

/** The seeded user's e-mail (seed() picks it), read back from the session. */
async function userEmail(client: TestClient): Promise<string> {
  const me = await expectStatus(await client.get('/api/auth/me'), 200);
  return ((await me.json()) as { email: string }).email;
}
