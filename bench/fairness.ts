/**
 * Fairness under load (issue 22): while user A runs a large command, user B creates and lists goals
 * one request after another (a list waits for B's own last write, as the web's X-Min-Position does)
 * and times each. Cases: the stall case (weekly 1901-2099, then a new start date); a daily
 * rule as large as one request may write (weekly since 1901 with older occurrences, ~6,600) created and its amount edited; the undo of a bank import of
 * BENCH_FAIRNESS_ROWS rows (default 100,000; the import itself is not timed); an Apple Health export
 * of BENCH_FAIRNESS_HEALTH_MB MB (default 50) imported. Each case ends when A's ledger shows its last
 * write. The server is the embedded composition (`npm start`: PGlite, projector and worker in one
 * process) in the bench's process; with DATABASE_URL also the same composition on PostgreSQL.
 * Targets: B's reads p99 < 250 ms, writes p99 < 500 ms.
 */
import { startEmbeddedServer, type EmbeddedServer } from '@life/command-api/testing/embedded-server';
import { caughtUp, editLargeRule, stallCase } from '@life/command-api/testing/fairness-load';
import { percentile, summarize, timeSecondUserDuring } from '@life/command-api/testing/second-client';
import type { TestClient } from '@life/command-api/testing/test-app';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openBenchBackend } from './backends';
import { bankCsv, bankCsvImportPath } from './bank-csv';
import { log, round, type BenchModule } from './types';

const ROWS = Number(process.env.BENCH_FAIRNESS_ROWS ?? 100_000);
const HEALTH_MB = Number(process.env.BENCH_FAIRNESS_HEALTH_MB ?? 50);
/** BENCH_FAIRNESS_CASES=stall,rule,undo,health runs a subset. */
const CASES = (process.env.BENCH_FAIRNESS_CASES ?? 'stall,rule,undo,health').split(',');
/** BENCH_FAIRNESS_BACKENDS=postgres skips the embedded (PGlite) run. */
const BACKENDS = (process.env.BENCH_FAIRNESS_BACKENDS ?? 'embedded,postgres').split(',');
const READ_P99_MS = 250;
const WRITE_P99_MS = 500;

/** An export.xml of about `mb` MB: heart-rate records with a workout every 20 of them. */
function healthExport(mb: number): { xml: Buffer; workouts: number } {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<HealthData locale="en_US">\n <ExportDate value="2024-03-10 20:00:00 +0100"/>\n'];
  let bytes = parts[0]!.length;
  let workouts = 0;
  for (let index = 0; bytes < mb * 1024 * 1024; index++) {
    const at = new Date(Date.UTC(2015, 0, 1) + index * 600_000).toISOString();
    const stamp = `${at.slice(0, 10)} ${at.slice(11, 19)} +0100`;
    const line =
      index % 20 === 0
        ? ` <Workout workoutActivityType="HKWorkoutActivityTypeRunning" duration="32.5" durationUnit="min" totalEnergyBurned="301.6" totalEnergyBurnedUnit="kcal" sourceName="Watch" creationDate="${stamp}" startDate="${stamp}" endDate="${stamp}"/>\n`
        : ` <Record type="HKQuantityTypeIdentifierHeartRate" sourceName="Watch" unit="count/min" creationDate="${stamp}" startDate="${stamp}" endDate="${stamp}" value="${60 + (index % 90)}"/>\n`;
    if (index % 20 === 0) workouts++;
    parts.push(line);
    bytes += line.length;
  }
  parts.push('</HealthData>\n');
  return { xml: Buffer.from(parts.join('')), workouts };
}

async function upload(client: TestClient, path: string, body: Buffer, type: string) {
  const response = await client.fetch(path, { method: 'POST', body, headers: { 'Content-Type': type } });
  const text = await response.text();
  if (response.status !== 201) throw new Error(`${path}: ${response.status} ${text.slice(0, 300)}`);
  const summary = JSON.parse(text) as { importId: string; added: number };
  return { ...summary, position: response.headers.get('X-Position') ?? '' };
}

async function accountOf(client: TestClient): Promise<string> {
  const response = await client.post('/api/accounts', { accountName: 'Bank', accountType: 'checking' });
  if (response.status !== 201) throw new Error(`account: ${response.status}`);
  return String(((await response.json()) as { id: string }).id);
}

type Work = () => Promise<Record<string, unknown>>;

/** One case: `prepare` runs as A untimed and returns A's large command, which B's requests are timed against. */
async function timed(name: string, server: EmbeddedServer, prepare: (a: TestClient) => Work | Promise<Work>) {
  const a = await server.register('a');
  const b = await server.register('b');
  const work = await prepare(a);
  const started = performance.now();
  // The event loop's stalls while the case runs: a stall delays B's requests whatever the database does.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const { result, latencies } = await timeSecondUserDuring(b, work, { minSamples: 50 });
  loop.disable();
  const eventLoopDelay = { p99: round(loop.percentile(99) / 1e6), max: round(loop.max / 1e6) };
  const seconds = round((performance.now() - started) / 1000, 2);
  const reads = summarize(latencies.reads);
  const writes = summarize(latencies.writes);
  const met =
    percentile(latencies.reads, 99) < READ_P99_MS && percentile(latencies.writes, 99) < WRITE_P99_MS && latencies.failures.length === 0;
  log(
    `fairness ${name}: ${seconds} s; B reads p99 ${reads.p99} ms, writes p99 ${writes.p99} ms; event loop delay p99 ${eventLoopDelay.p99} ms, max ${eventLoopDelay.max} ms${met ? '' : ' (target missed)'}`,
  );
  return {
    seconds,
    ...result,
    reads,
    writes,
    eventLoopDelay,
    failures: latencies.failures.slice(0, 5),
    failureCount: latencies.failures.length,
    met,
  };
}

async function benchBackend(databaseUrl?: string) {
  const server = await startEmbeddedServer(databaseUrl ? { databaseUrl } : {});
  try {
    const cases: Record<string, unknown> = {};
    if (CASES.includes('stall')) cases.stallCase = await timed('stall-case', server, (a) => () => stallCase(a));
    if (CASES.includes('rule')) cases.ruleEdit = await timed('rule-edit', server, (a) => () => editLargeRule(a));
    if (CASES.includes('undo')) cases.importUndo = await undoCase(server);
    if (CASES.includes('health')) cases.healthImport = await healthCase(server);
    return cases;
  } finally {
    await server.stop();
  }
}

function undoCase(server: EmbeddedServer) {
  const csv = bankCsv(ROWS, (index) => `-${1 + (index % 90)}.${String(index % 100).padStart(2, '0')}`);
  return timed(`import-undo (${ROWS} rows)`, server, async (a) => {
    const accountId = await accountOf(a);
    const imported = await upload(a, bankCsvImportPath(accountId, 'fairness.csv'), csv, 'text/csv');
    await caughtUp(a, imported.position);
    log(`fairness: ${imported.added} rows imported (untimed)`);
    return async () => {
      const undone = await a.post(`/api/imports/${imported.importId}/undo`);
      const text = await undone.text();
      if (undone.status !== 200) throw new Error(`undo: ${undone.status} ${text.slice(0, 300)}`);
      await caughtUp(a, undone.headers.get('X-Position') ?? '');
      return { rows: ROWS, removed: (JSON.parse(text) as { removed?: number }).removed };
    };
  });
}

function healthCase(server: EmbeddedServer) {
  const { xml, workouts } = healthExport(HEALTH_MB);
  return timed(`apple-health (${HEALTH_MB} MB, ${workouts} workouts)`, server, (a) => async () => {
    const imported = await upload(a, '/api/imports/apple-health?fileName=export.xml', xml, 'application/xml');
    await caughtUp(a, imported.position);
    return { fileMb: round(xml.length / 1024 / 1024), workouts, added: imported.added };
  });
}

export const fairnessBench: BenchModule = {
  name: 'fairness',
  async run() {
    const results: Record<string, unknown> = {
      targets: { readP99Ms: READ_P99_MS, writeP99Ms: WRITE_P99_MS },
      sizes: { importRows: ROWS, healthMb: HEALTH_MB },
    };
    if (BACKENDS.includes('embedded')) {
      log('fairness: embedded (PGlite)');
      results.embedded = await benchBackend();
    }
    if (process.env.DATABASE_URL && BACKENDS.includes('postgres')) {
      const backend = await openBenchBackend('postgres');
      try {
        log('fairness: embedded composition on PostgreSQL');
        results.postgres = { serverVersion: backend.version, ...(await benchBackend(backend.url)) };
      } catch (error) {
        // Keep the embedded figures when the PostgreSQL run fails.
        log(`fairness on PostgreSQL failed: ${String(error)}`);
        results.postgres = { error: String(error) };
      } finally {
        await backend.close();
      }
    }
    return results;
  },
};
