/**
 * The peer in the same run (issue 25, goal 5): `npm run bench -- --only peer-actual` installs
 * @actual-app/api (pinned) in a scratch folder outside the workspaces (os.tmpdir()/life-peer-actual,
 * `npm install --prefix <dir>`; the project's own install does not grow), runs the money bench's
 * workload through it in a child process (bench/peer-actual-runner.mjs: Actual's bulk-import mode,
 * batches of 1,000, then all balances, one account's month, 600 period balances), then ours on
 * PostgreSQL and PGlite (`benchMoney`) and PostgreSQL's in-database limit (pg-limit.ts), all at the same
 * size, and prints the ratios beside the figures. BENCH_PEER_TRANSACTIONS (else BENCH_MONEY_TRANSACTIONS,
 * else 100,000) sets the size; BENCH_PEER_DIR the scratch folder. Absolute numbers compare only within one run.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backendKinds, openBenchBackend } from './backends';
import { benchMoney, benchMonth, BATCH, PERIODS, transactionBodies } from './money';
import { pgLimit } from './pg-limit';
import { repoRoot } from './server-process';
import { log, round, type BenchModule } from './types';

/** The version the figures were taken with; change it deliberately (figures are per version). */
export const ACTUAL_API_VERSION = '26.9.0';
const PEER_DIR = process.env.BENCH_PEER_DIR ?? join(tmpdir(), 'life-peer-actual');
const TRANSACTIONS = Number(process.env.BENCH_PEER_TRANSACTIONS ?? process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000);
const QUERY_RUNS = 20;
const WARMUP_RUNS = 3;

function installedVersion(): string | undefined {
  const manifest = join(PEER_DIR, 'node_modules/@actual-app/api/package.json');
  return existsSync(manifest) ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version : undefined;
}

/** The pinned @actual-app/api in PEER_DIR, installed there unless already; throws with npm's reason. */
function installPeer(): 'already installed' | 'installed now' {
  if (installedVersion() === ACTUAL_API_VERSION) return 'already installed';
  mkdirSync(PEER_DIR, { recursive: true });
  // Its own package.json, so npm does not walk up into a workspace.
  if (!existsSync(join(PEER_DIR, 'package.json')))
    writeFileSync(join(PEER_DIR, 'package.json'), '{"name":"life-peer-actual","private":true}\n');
  log(`peer-actual: npm install --prefix ${PEER_DIR} @actual-app/api@${ACTUAL_API_VERSION}`);
  const npm = spawnSync('npm', ['install', '--prefix', PEER_DIR, '--no-audit', '--no-fund', `@actual-app/api@${ACTUAL_API_VERSION}`], {
    cwd: PEER_DIR,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
    timeout: 900_000,
  });
  if (npm.status !== 0 || installedVersion() !== ACTUAL_API_VERSION) {
    throw new Error(
      `could not install @actual-app/api@${ACTUAL_API_VERSION} in ${PEER_DIR} (npm exit ${npm.status}): ${npm.stderr.slice(-2000)}`,
    );
  }
  return 'installed now';
}

/** The last day of each monthly period over PERIODS (120). */
function periodEnds(): string[] {
  const ends: string[] = [];
  const [year, month] = PERIODS.start.split('-').map(Number) as [number, number];
  for (let at = new Date(Date.UTC(year, month - 1, 1)); ;) {
    const next = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
    const end = new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
    if (end > PERIODS.end) break;
    ends.push(end);
    at = next;
  }
  return ends;
}

interface PeerResult {
  actualApiVersion: string;
  import: { transactionsPerSec: number; addTransactionsPerSec: number; seconds: number };
  queries: {
    allBalances: { p50Ms: number; p95Ms: number };
    monthOfOneAccount: { p50Ms: number; p95Ms: number; rows: number };
    periodBalances: { count: number; seconds: number };
  };
  maxRssMb: number;
}

/** Actual's side in its own node process (its memory is its own); the runner prints one JSON document. */
async function runPeer(count: number): Promise<PeerResult> {
  const work = await mkdtemp(join(tmpdir(), 'life-peer-run-'));
  try {
    const accounts = Array.from({ length: 5 }, (_, i) => `account-${i}`);
    const categories = Array.from({ length: 5 }, (_, i) => `category-${i}`);
    const workload = {
      accounts,
      categories,
      bodies: transactionBodies(count, accounts, categories),
      batch: BATCH,
      month: benchMonth(),
      periodEnds: periodEnds(),
      runs: QUERY_RUNS,
      warmups: WARMUP_RUNS,
    };
    const workloadFile = join(work, 'workload.json');
    writeFileSync(workloadFile, JSON.stringify(workload));
    const dataDir = join(work, 'data');
    mkdirSync(dataDir);
    const child = spawn(process.execPath, [join(repoRoot, 'bench/peer-actual-runner.mjs'), PEER_DIR, workloadFile, dataDir], {
      cwd: PEER_DIR,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr = (stderr + String(chunk)).slice(-20_000)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    if (code !== 0) throw new Error(`Actual's runner exited ${code}:\n${stderr.slice(-4000)}`);
    return JSON.parse(stdout.trim().split('\n').at(-1)!) as PeerResult;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const times = (ours: number, theirs: number) => `${round(ours / theirs, 2)}x`;

export const peerActualBench: BenchModule = {
  name: 'peer-actual',
  async run() {
    const install = installPeer();
    log(`peer-actual: @actual-app/api ${ACTUAL_API_VERSION} ${install} in ${PEER_DIR}; ${TRANSACTIONS} transactions`);
    const actual = await runPeer(TRANSACTIONS);
    log(`peer-actual: Actual ${actual.import.transactionsPerSec} transactions/s, month p50 ${actual.queries.monthOfOneAccount.p50Ms} ms`);
    const ours: Record<string, unknown> = {};
    const ratios: Record<string, unknown> = {};
    for (const kind of backendKinds) {
      const backend = await openBenchBackend(kind);
      try {
        const money = await benchMoney(backend, TRANSACTIONS);
        const { monthOfOneAccount, accountsWithBalances, periodBalances } = money.queries;
        ours[kind] = {
          import: money.import.transactionsPerSec,
          allBalancesP50Ms: accountsWithBalances.p50Ms,
          monthOfOneAccountP50Ms: monthOfOneAccount.p50Ms,
          periodBalancesP50Ms: periodBalances.p50Ms,
          readModelCorrect: money.projector.readModelCorrect,
        };
        ratios[kind] = {
          // Faster is > 1x: ours over theirs for a rate, theirs over ours for a time. Actual's "added" rate is
          // addTransactions alone (the 254/s); with runImport's finish (reload, spreadsheet) beside it.
          importVsActual: times(money.import.transactionsPerSec, actual.import.addTransactionsPerSec),
          importVsActualWithFinish: times(money.import.transactionsPerSec, actual.import.transactionsPerSec),
          allBalancesVsActual: times(actual.queries.allBalances.p50Ms, accountsWithBalances.p50Ms),
          monthOfOneAccountVsActual: times(actual.queries.monthOfOneAccount.p50Ms, monthOfOneAccount.p50Ms),
          periodBalancesVsActual: times(actual.queries.periodBalances.seconds * 1000, periodBalances.p50Ms),
        };
        log(`peer-actual: ours on ${kind} ${JSON.stringify(ratios[kind])}`);
      } finally {
        await backend.close();
      }
    }
    const limit = await pgLimit(TRANSACTIONS);
    const oursOnPostgres = (ours.postgres as { import: number }).import;
    return {
      transactions: TRANSACTIONS,
      batchSize: BATCH,
      actual: { ...actual, installedIn: PEER_DIR, install },
      note: "Actual's reads are in-process API calls (no HTTP); ours are timed over HTTP with a session, JSON included.",
      ours,
      ratios,
      inDatabaseLimit: { ...limit, oursShare: `${round((100 * oursOnPostgres) / limit.transactionsPerSec)}%` },
      targets: {
        embeddedImportVsActual: {
          target: '>= 20x',
          met: (ours.pglite as { import: number }).import >= 20 * actual.import.addTransactionsPerSec,
        },
        postgresShareOfLimit: { target: '>= 25%', met: oursOnPostgres >= 0.25 * limit.transactionsPerSec },
      },
    };
  },
};
