/**
 * Bank CSV import (issue 11) end to end on PostgreSQL: a generated 100,000-row CSV (quoted
 * descriptions, signed amounts) POSTed as the raw body of /api/imports/bank-csv; the time to its 201
 * (stream, map, duplicate check, bulk decider, appendMany in chunks of 1,000) and until the ledger and
 * the imported-transactions read model caught up; then the undo of the whole batch. Target: the upload
 * route <= 20 s.
 *
 * Two layouts, each on a fresh database: `processes` is the PostgreSQL deployment (docker-compose):
 * the built server's api and projector modes as two processes; `one-process` runs the app and the
 * projector in the bench's own process, as embedded mode does. BENCH_BANK_CSV_LAYOUT picks one.
 */
import { createClient } from '@life/command-api/testing/test-app';
import { CheckpointWatcher } from '@life/projector';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { MONEY_IMPORTS } from '@life/projector/projections/money-imports/names';
import { openBenchBackend, type BenchBackend } from './backends';
import { json, seed, startApp } from './money';
import { buildIfStale, freePort, memory, SERVER_BUNDLE, startServerProcess, type ServerProcess } from './server-process';
import { log, round, type BenchModule } from './types';

const ROWS = Number(process.env.BENCH_BANK_CSV_ROWS ?? 100_000);
const TARGET_SECONDS = 20;
const LAYOUTS = ['processes', 'one-process'] as const;
type Layout = (typeof LAYOUTS)[number];
const MAPPING = {
  delimiter: ',',
  dateFormat: 'yyyy-mm-dd',
  numberFormat: '1,234.56',
  date: 'Date',
  description: 'Description',
  amount: 'Amount',
};

function generatedCsv(rows: number): Buffer {
  const lines = ['Date,Description,Amount'];
  const first = Date.UTC(2021, 0, 1);
  for (let index = 0; index < rows; index++) {
    const day = new Date(first + Math.floor(index / 90) * 86_400_000).toISOString().slice(0, 10);
    const cents = index % 10 === 0 ? 150_000 + index : -(100 + ((index * 7919) % 90_000));
    const amount = `${cents < 0 ? '-' : ''}${Math.floor(Math.abs(cents) / 100)}.${String(Math.abs(cents) % 100).padStart(2, '0')}`;
    lines.push(`${day},"Card payment ${index % 500}, shop ${index}",${amount}`);
  }
  return Buffer.from(`${lines.join('\n')}\n`);
}

interface RunningApp {
  baseUrl: string;
  watcher: Pick<CheckpointWatcher, 'waitFor'>;
  /** Peak resident memory of the process(es) serving the upload, MB. */
  peakRssMb(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

/** The PostgreSQL deployment: `main.mjs api` and `main.mjs projector` on the bench database. */
async function startProcesses(backend: BenchBackend): Promise<RunningApp> {
  if (!backend.url) throw new Error('the processes layout needs a PostgreSQL URL');
  buildIfStale();
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    DATABASE_URL: backend.url,
    EVENTSTORE_URL: '',
    REDIS_URL: '',
    SESSION_SECRET: 'bench-session-key-0123456789abcdef0123456789',
    PORT: String(port),
    LOG_LEVEL: 'info',
  };
  // BENCH_BANK_CSV_NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof": profile both processes.
  const flags = (process.env.BENCH_BANK_CSV_NODE_FLAGS ?? '').split(/\s+/).filter(Boolean);
  const started: ServerProcess[] = [];
  try {
    started.push(await startServerProcess({ args: [...flags, SERVER_BUNDLE, 'projector'], env, readyLine: 'projector started' }));
    started.push(await startServerProcess({ args: [...flags, SERVER_BUNDLE, 'api'], env: { ...env, LOG_LEVEL: 'warn' }, baseUrl }));
  } catch (error) {
    await Promise.all(started.map((child) => child.stop()));
    throw error;
  }
  const [projector, api] = started as [ServerProcess, ServerProcess];
  const watcher = new CheckpointWatcher(backend.db);
  return {
    baseUrl,
    watcher,
    peakRssMb: async () => ({ api: (await memory(api.pid)).peakRssMb, projector: (await memory(projector.pid)).peakRssMb }),
    close: async () => {
      await watcher.close();
      await Promise.all([api.stop(), projector.stop()]);
    },
  };
}

async function startOneProcess(backend: BenchBackend): Promise<RunningApp> {
  const app = await startApp(backend);
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 100);
  return {
    ...app,
    peakRssMb: () => Promise.resolve({ bench: round(peak / 1024 / 1024) }),
    close: async () => {
      clearInterval(sampler);
      await app.close();
    },
  };
}

async function benchLayout(layout: Layout, csv: Buffer) {
  const backend = await openBenchBackend('postgres');
  const app = await (layout === 'processes' ? startProcesses(backend) : startOneProcess(backend));
  try {
    const client = createClient(app.baseUrl);
    const { accounts } = await seed(client);
    const started = performance.now();
    const path = `/api/imports/bank-csv?accountId=${accounts[0]}&mapping=${encodeURIComponent(JSON.stringify(MAPPING))}&fileName=bench.csv`;
    const response = await client.fetch(path, { method: 'POST', body: csv, headers: { 'Content-Type': 'text/csv' } });
    const summary = await json<{ importId: string; added: number; skipped: number; rejectedCount: number }>(response, 201);
    const uploadSeconds = (performance.now() - started) / 1000;
    // X-Position is a token for the user (issue 22): the bench, server-side, waits for the log's last write.
    const position = await backend.store.lastWritten();
    if (!(await app.watcher.waitFor([MONEY_LEDGER, MONEY_IMPORTS], position, 600_000))) throw new Error('projector did not catch up');
    const projectedSeconds = (performance.now() - started) / 1000;
    log(`bank-csv ${layout}: 201 after ${round(uploadSeconds, 2)} s, projected after ${round(projectedSeconds, 2)} s`);
    // Undo: the batch's 100,000 deletions, answered once the batch's read model holds the undo.
    const undoStarted = performance.now();
    const undone = await json<{ removed: number }>(await client.post(`/api/imports/${summary.importId}/undo`), 200);
    const undoSeconds = (performance.now() - undoStarted) / 1000;
    log(`bank-csv ${layout}: undo of ${undone.removed} after ${round(undoSeconds, 2)} s`);
    return {
      summary,
      uploadSeconds: round(uploadSeconds, 2),
      rowsPerSecond: Math.round(ROWS / uploadSeconds),
      projectedSeconds: round(projectedSeconds, 2),
      undoSeconds: round(undoSeconds, 2),
      undoRemoved: undone.removed,
      peakRssMb: await app.peakRssMb(),
      target: { target: `upload route <= ${TARGET_SECONDS} s`, met: uploadSeconds <= TARGET_SECONDS },
    };
  } finally {
    await app.close();
    await backend.close();
  }
}

export const bankCsvBench: BenchModule = {
  name: 'bank-csv',
  async run() {
    const chosen = process.env.BENCH_BANK_CSV_LAYOUT;
    const layouts = LAYOUTS.filter((layout) => !chosen || layout === chosen);
    if (layouts.length === 0) throw new Error(`BENCH_BANK_CSV_LAYOUT must be one of ${LAYOUTS.join(', ')}`);
    const csv = generatedCsv(ROWS);
    log(`bank-csv: ${ROWS} rows, ${round(csv.length / 1024 / 1024)} MB`);
    const results: Record<string, unknown> = { rows: ROWS, fileMb: round(csv.length / 1024 / 1024, 1) };
    for (const layout of layouts) results[layout] = await benchLayout(layout, csv);
    return results;
  },
};
