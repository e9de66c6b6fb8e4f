/**
 * Browser benchmark (issue 13): scrolling 'All Transactions' with 2,000 rows on a slow machine.
 *
 * Starts the built embedded app (`npm run build` first) as `npm start` runs it, signs a new user up,
 * imports BENCH_LEDGER_ROWS transactions through POST /api/transactions/bulk, opens
 * /money/transactions in the system Chromium, loads every page, slows the CPU 4x through the
 * DevTools protocol (Emulation.setCPUThrottlingRate) and scrolls the list from top to bottom by
 * BENCH_LEDGER_STEP_PX per frame, timing each frame with requestAnimationFrame deltas.
 *
 *   npm run bench -- --only ledger-scroll
 *   LEDGER_APP_DIR=/tmp/ledger-base npm run bench -- --only ledger-scroll   (another checkout's build)
 *
 * The step is in pixels, not rows: a user's wheel moves pixels, so a denser list brings more rows
 * into view per frame (the harder case for it).
 */
import { chromium, type Page } from '@playwright/test';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { embeddedEnv, freePort, repoRoot, SERVER_BUNDLE, startServerProcess } from './server-process';
import { log, percentile, round, type BenchModule } from './types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../web/e2e/chromium';

const APP_DIR = resolve(process.env.LEDGER_APP_DIR ?? repoRoot);
const ROWS = Number(process.env.BENCH_LEDGER_ROWS ?? 2_000);
const CPU_RATE = Number(process.env.BENCH_LEDGER_CPU_RATE ?? 4);
const STEP_PX = Number(process.env.BENCH_LEDGER_STEP_PX ?? 120);
const PASSES = Number(process.env.BENCH_LEDGER_PASSES ?? 3);
const TARGETS = { meanFrameMs: 25 } as const;
const LIST = '[data-testid="transaction-list"]';

/*
 * The little of the DOM the page functions below use, declared here: bench/ compiles without the
 * DOM library (adding it would change fetch's types for every Node package in the same program).
 */
interface Box {
  top: number;
  bottom: number;
}
interface ListElement {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  getBoundingClientRect(): Box;
  querySelectorAll(selector: string): ArrayLike<{ getBoundingClientRect(): Box }>;
}
declare const document: { querySelector(selector: string): ListElement };
declare function requestAnimationFrame(callback: (time: number) => void): number;

export async function startApp(dataDir: string): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  await stat(join(APP_DIR, 'web/dist/index.html')).catch(() => {
    throw new Error(`${APP_DIR}/web/dist is missing: run npm run build there first`);
  });
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // The compiled server directly (what `npm start` runs after its prestart build check).
  const server = await startServerProcess({
    args: ['--enable-source-maps', SERVER_BUNDLE, 'embedded'],
    cwd: APP_DIR,
    env: embeddedEnv(port, dataDir, { SCRYPT_COST: '1024' }),
    baseUrl,
  });
  return { baseUrl, stop: () => server.stop() };
}

function isoDay(offset: number): string {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A user with two accounts, five categories and ROWS transactions inside the default filter window (today ± 15 days). */
export async function seed(page: Page, baseUrl: string): Promise<void> {
  const post = async (path: string, data: unknown): Promise<{ id: string }> => {
    const response = await page.request.post(`${baseUrl}${path}`, { data, headers: { Origin: baseUrl } });
    if (!response.ok()) throw new Error(`${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  await post('/api/auth/register', { email: `bench-${Date.now()}@example.com`, password: 'bench-password-1', displayName: 'Bench Ledger' });
  const checking = await post('/api/accounts', { accountName: 'Everyday Checking', accountType: 'checking', startingBalance: '100000' });
  const savings = await post('/api/accounts', { accountName: 'Rainy Day Savings', accountType: 'savings', startingBalance: '5000' });
  const categories: string[] = [];
  for (const name of ['Groceries', 'Dining', 'Fuel', 'Household', 'Gifts']) {
    categories.push(
      (await post('/api/expense-types', { transactionCategory: name, transactionType: 'Expense - Variable', color: '#3B82F6' })).id,
    );
  }
  const body = (i: number) => {
    const kind = i % 10;
    const base = { title: `Bench ${String(i).padStart(4, '0')} purchase at the corner shop`, date: isoDay((i % 29) - 14) };
    if (kind === 0) return { ...base, type: 'income', amount: '2500.00', toAccountId: checking.id };
    if (kind === 1) return { ...base, type: 'payment', amount: '150.00', fromAccountId: checking.id, toAccountId: savings.id };
    return {
      ...base,
      type: 'expense',
      amount: `${(i % 97) + 1}.25`,
      fromAccountId: checking.id,
      posted: i % 7 === 0 ? 'pending' : 'posted',
      transactionCategoryIds: categories.slice(0, (i % 5) + 1), // 1 to 5 tags: some rows show '+N more'
    };
  };
  for (let from = 0; from < ROWS; from += 1_000) {
    const transactions = Array.from({ length: Math.min(1_000, ROWS - from) }, (_, k) => body(from + k));
    await post('/api/transactions/bulk', { transactions });
  }
}

/** Scrolls the list to its end until every page is loaded (the oldest row, 'Bench 0000 ...', renders). */
export async function loadAllPages(page: Page): Promise<void> {
  const list = page.getByTestId('transaction-list');
  await list.waitFor({ timeout: 120_000 });
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    await page.evaluate((selector) => {
      const element = document.querySelector(selector);
      element.scrollTop = element.scrollHeight;
    }, LIST);
    await page.waitForTimeout(250);
    const oldest = await page.locator('[aria-label^="Bench 0000 "]').count();
    if (oldest > 0) return;
  }
  throw new Error('not every page loaded within 180 s');
}

interface Pass {
  /** Main-thread time per frame by kind (CDP Performance.getMetrics deltas over the pass, throttled ms). */
  perFrameMs: { script: number; layout: number; style: number; task: number };
  frames: number;
  meanMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  over50Ms: number;
}

type Cdp = Awaited<ReturnType<ReturnType<Page['context']>['newCDPSession']>>;

async function metrics(cdp: Cdp): Promise<Record<string, number>> {
  const { metrics: list } = await cdp.send('Performance.getMetrics');
  return Object.fromEntries(list.map((metric) => [metric.name, metric.value]));
}

/**
 * Frames with nothing to do (no scrolling) at the same throttling: the floor the machine gives a
 * frame at that moment. Other engineers' tests share the 2 cores, so a busy machine raises it.
 */
async function idleFrameMs(page: Page): Promise<number> {
  const deltas = await page.evaluate(async () => {
    const times: number[] = [];
    let last = performance.now();
    for (let i = 0; i < 120; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      const now = performance.now();
      times.push(now - last);
      last = now;
    }
    return times;
  });
  return round(deltas.reduce((sum, value) => sum + value, 0) / deltas.length);
}

/** One pass top to bottom, STEP_PX per frame; each frame's time is the delta between animation frames. */
async function scrollPass(page: Page, cdp: Cdp): Promise<Pass> {
  const before = await metrics(cdp);
  const deltas = await page.evaluate(
    async ({ selector, step }) => {
      const element = document.querySelector(selector);
      element.scrollTop = 0;
      await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
      const times: number[] = [];
      let last = performance.now();
      while (element.scrollTop + element.clientHeight < element.scrollHeight - 1) {
        element.scrollTop += step;
        await new Promise((r) => requestAnimationFrame(r));
        const now = performance.now();
        times.push(now - last);
        last = now;
      }
      return times;
    },
    { selector: LIST, step: STEP_PX },
  );
  const after = await metrics(cdp);
  const perFrame = (name: string) => round((((after[name] ?? 0) - (before[name] ?? 0)) * 1000) / Math.max(1, deltas.length));
  const mean = deltas.reduce((sum, value) => sum + value, 0) / Math.max(1, deltas.length);
  return {
    perFrameMs: {
      script: perFrame('ScriptDuration'),
      layout: perFrame('LayoutDuration'),
      style: perFrame('RecalcStyleDuration'),
      task: perFrame('TaskDuration'),
    },
    frames: deltas.length,
    meanMs: round(mean),
    p50Ms: round(percentile(deltas, 50)),
    p95Ms: round(percentile(deltas, 95)),
    maxMs: round(Math.max(...deltas)),
    over50Ms: deltas.filter((value) => value > 50).length,
  };
}

export async function runLedgerScroll() {
  const dataDir = await mkdtemp(join(tmpdir(), 'life-bench-ledger-'));
  const app = await startApp(dataDir);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    log(`ledger-scroll: seeding ${ROWS} transactions (${APP_DIR})`);
    await seed(page, app.baseUrl);
    await page.goto(`${app.baseUrl}/money/transactions`);
    await page.getByText(`${ROWS.toLocaleString('en-US')} transactions recorded`).waitFor({ timeout: 120_000 });
    await loadAllPages(page);
    const listBox = await page.getByTestId('transaction-list').boundingBox();
    const rowsInView = await page.evaluate((selector) => {
      const list = document.querySelector(selector);
      const box = list.getBoundingClientRect();
      return Array.from(list.querySelectorAll('[data-testid="transaction-row"]')).filter((row) => {
        const r = row.getBoundingClientRect();
        return r.top >= box.top - 1 && r.bottom <= box.bottom + 1;
      }).length;
    }, LIST);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_RATE });
    const passes: Array<Pass & { idleFrameMs: number }> = [];
    for (let i = 0; i < PASSES; i++) {
      const idle = await idleFrameMs(page);
      passes.push({ idleFrameMs: idle, ...(await scrollPass(page, cdp)) });
      log(`ledger-scroll: pass ${i + 1}: ${JSON.stringify(passes.at(-1))}`);
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    const means = passes.map((pass) => pass.meanMs);
    return {
      appDir: APP_DIR,
      rows: ROWS,
      cpuThrottlingRate: CPU_RATE,
      stepPx: STEP_PX,
      viewport: '1280x900',
      listHeightPx: listBox ? Math.round(listBox.height) : null,
      rowsFullyInView: rowsInView,
      passes,
      meanFrameMs: round(means.reduce((sum, value) => sum + value, 0) / means.length),
      meanFrameMsSpread: [Math.min(...means), Math.max(...means)],
      target: `mean frame under ${TARGETS.meanFrameMs} ms at ${CPU_RATE}x CPU throttling`,
      met: Math.max(...means) < TARGETS.meanFrameMs,
    };
  } finally {
    await browser.close();
    await app.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export const ledgerScrollBench: BenchModule = { name: 'ledger-scroll', run: runLedgerScroll };
