/**
 * Split transactions (issue 24): for random transactions, split or not, then random edits (lines
 * changed, a split removed, the amount changed with new lines, deletions), every read model's
 * per-category figures equal what the transactions give each category (the domain's
 * categoryShares), exactly in cents, and add up to the transactions' totals: the ledger's monthly
 * spending (budgets' spent, the money summary), the money summary as of an instant (the history's
 * versions, after every step), reports (partial months read rows, whole months the monthly sums,
 * with and without filters) and pay-period budgets. Counts too: a split transaction counts once in each
 * category it reaches and once in every total (a month's, a report month's and total). Then a replay
 * equals the live tables (verify).
 * Commands go through the real decider and event store; projections catch up as the runner does.
 */
import { randomUUID } from 'node:crypto';
import {
  categoryShares,
  formatCents,
  transactionCreateSchema,
  transactionDecider,
  transactionStreamId,
  transactionUpdateSchema,
  type CommandMetadata,
  type TransactionInput,
  type TransactionReferenceContext,
  type TransactionType,
  parseOrThrow,
} from '@life/domain';
import type { Db, EventStore } from '@life/infra';
import { handleCommand } from '@life/infra/event-store/handle-command';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyNextBatch } from '../../batch';
import { ensureCheckpoint, readCheckpoint } from '../../checkpoints';
import type { Projection } from '../../projection';
import { verifyProjections } from '../../verify';
import { versionsKnownAt, type RowSource, LIVE } from '../as-of/source';
import { periodBudgetData } from '../budgets/queries';
import { moneyHistoryProjection } from '../history/projection';
import { moneyLedgerProjection } from './ledger';
import { NO_CATEGORY } from './names';
import { categorySpending, monthSummary, reportSums } from './queries';

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 12);
const PROJECTIONS: Projection[] = [moneyLedgerProjection, moneyHistoryProjection];
const ACCOUNT = randomUUID();
const EXPENSE_CATEGORIES = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
const INCOME_CATEGORIES = [randomUUID(), randomUUID()];
const context: TransactionReferenceContext = {
  accounts: { [ACCOUNT]: { name: 'Checking', isActive: true } },
  categories: Object.fromEntries([
    ...EXPENSE_CATEGORIES.map((id, index) => [id, { name: `Expense ${index}`, isActive: true, type: 'Expense - Variable' as const }]),
    ...INCOME_CATEGORIES.map((id, index) => [id, { name: `Income ${index}`, isActive: true, type: 'Income' as const }]),
  ]),
};
// Month edges: October's last day, November's first, middle and last, December's first.
const DATES = ['2025-10-31', '2025-11-01', '2025-11-15', '2025-11-30', '2025-12-01'];
const MONTHS = ['2025-10-01', '2025-11-01', '2025-12-01'];

/** The categories of the type, and how a body categorises a transaction: split lines, or ids (maybe none). */
const categoriesOf = (type: TransactionType) => (type === 'income' ? INCOME_CATEGORIES : EXPENSE_CATEGORIES);
const cents = fc.oneof(fc.integer({ min: 1, max: 999 }), fc.integer({ min: 1, max: 5_000_000 }));
type Categorisation =
  { kind: 'split'; lines: { categoryId: string; cents: number; memo: string }[] } | { kind: 'whole'; ids: string[]; cents: number };
const categorised = (type: TransactionType): fc.Arbitrary<Categorisation> => {
  const category = fc.constantFrom(...categoriesOf(type));
  return fc.oneof(
    fc
      .array(fc.record({ categoryId: category, cents, memo: fc.constantFrom('', 'Bread', 'Gift for Sam') }), {
        minLength: 2,
        maxLength: 5,
      })
      .map((lines) => ({ kind: 'split' as const, lines })),
    fc.record({ kind: fc.constant('whole' as const), ids: fc.uniqueArray(category, { maxLength: 2 }), cents }),
  );
};
/** The body fields that categorise it, and its amount. */
function categorisation(value: Categorisation): Partial<TransactionInput> {
  if (value.kind === 'whole') return { amount: formatCents(value.cents), transactionCategoryIds: value.ids, splits: [] };
  const total = value.lines.reduce((sum, line) => sum + line.cents, 0);
  return {
    amount: formatCents(total),
    splits: value.lines.map((line) => ({ categoryId: line.categoryId, amount: formatCents(line.cents), memo: line.memo })),
  };
}

const transactionArb = fc
  .constantFrom<TransactionType>('expense', 'income')
  .chain((type) => fc.record({ type: fc.constant(type), date: fc.constantFrom(...DATES), categorised: categorised(type) }));
const editArb = (count: number) =>
  fc.record({
    index: fc.integer({ min: 0, max: count - 1 }),
    kind: fc.constantFrom('recategorise', 'unsplit', 'move', 'delete'),
    date: fc.constantFrom(...DATES),
    seed: fc.integer({ min: 0, max: 1000 }),
  });
const scenarioArb = fc
  .array(transactionArb, { minLength: 1, maxLength: 5 })
  .chain((transactions) =>
    fc.record({ transactions: fc.constant(transactions), edits: fc.array(editArb(transactions.length), { maxLength: 6 }) }),
  );

interface Live {
  type: TransactionType;
  amountCents: number;
  date: string;
  transactionCategoryIds: string[];
  splits: { categoryId: string; amountCents: number; memo: string }[];
}

/**
 * What each (month, category) of expenses is owed and how many transactions reach it (`counts`), and
 * each month's income and expense totals with their numbers of transactions (each counted once).
 */
function expected(live: ReadonlyMap<string, Live>) {
  const spending = new Map<string, number>();
  const counts = new Map<string, number>();
  const totals = new Map<string, { income: number; expense: number; incomeCount: number; expenseCount: number }>();
  for (const tx of live.values()) {
    const month = `${tx.date.slice(0, 7)}-01`;
    const total = totals.get(month) ?? { income: 0, expense: 0, incomeCount: 0, expenseCount: 0 };
    total[tx.type === 'income' ? 'income' : 'expense'] += tx.amountCents;
    total[tx.type === 'income' ? 'incomeCount' : 'expenseCount'] += 1;
    totals.set(month, total);
    const shares = categoryShares(tx);
    expect(shares.reduce((sum, share) => sum + share.amountCents, 0)).toBe(tx.amountCents);
    if (tx.type !== 'expense') continue;
    for (const share of shares) {
      const key = `${month}|${share.categoryId ?? NO_CATEGORY}`;
      spending.set(key, (spending.get(key) ?? 0) + share.amountCents);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return { spending, counts, totals };
}

const spendingOf = (spending: ReadonlyMap<string, number>, month: string): Record<string, number> =>
  Object.fromEntries([...spending].filter(([key]) => key.startsWith(month)).map(([key, value]) => [key.split('|')[1], value]));

describe.each(testDbKinds())('split transactions: every per-category figure adds up, on %s', (kind) => {
  let env: { db: Db; store: EventStore; close(): Promise<void> };
  let written = '';

  beforeAll(async () => {
    env = await openTestEventStore(kind);
    for (const projection of PROJECTIONS) await ensureCheckpoint(env.db, projection.name);
  });
  afterAll(async () => {
    await env?.close();
  });

  async function drain(): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (const projection of PROJECTIONS) {
      for (;;) {
        const after = await readCheckpoint(env.db, projection.name);
        const result = await applyNextBatch(env.db, env.store, projection, after, { batchSize: 100 });
        if (result.kind !== 'empty') continue;
        if (after >= written) break;
        if (Date.now() > deadline) throw new Error(`${projection.name} did not reach ${written}`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    }
  }

  /** The read models' expense spending per category of `month`, through every read that gives it. */
  async function readSpending(userId: string, month: string, source: RowSource) {
    const rows = await categorySpending(env.db, userId, month, source);
    return Object.fromEntries(rows.map((row) => [row.category_id, Number(row.expense_cents)]));
  }
  /** How many transactions reach each category of `month` (a split one counts in each of its categories). */
  async function readCounts(userId: string, month: string, source: RowSource) {
    const rows = await categorySpending(env.db, userId, month, source);
    return Object.fromEntries(rows.map((row) => [row.category_id, row.expense_count]));
  }

  it('for random split transactions and edits', { timeout: 600_000 }, async () => {
    const property = fc.asyncProperty(scenarioArb, async ({ transactions, edits }) => {
      const userId = randomUUID();
      let minute = 0;
      const metadata = (): CommandMetadata => {
        minute += 1;
        const now = new Date(Date.UTC(2025, 10, 15, 10, minute)).toISOString();
        return { userId, now, today: '2025-11-15' };
      };
      const ids = transactions.map(() => randomUUID());
      const live = new Map<string, Live>();
      /** After each step: its instant and what each month's spending (and its counts) was then. */
      const steps: { instant: string; spending: Map<string, number>; counts: Map<string, number> }[] = [];
      const run = async (transactionId: string, command: Parameters<typeof transactionDecider.decide>[0]) => {
        const result = await handleCommand(env.store, transactionStreamId(transactionId), transactionDecider, command);
        if (result.position > written) written = result.position;
        if (result.state.status === 'recorded') live.set(transactionId, { ...result.state.fields });
        else live.delete(transactionId);
        const { spending, counts } = expected(live);
        steps.push({ instant: command.metadata.now, spending, counts });
      };

      for (const [index, tx] of transactions.entries()) {
        const body: TransactionInput = { title: `T${index}`, type: tx.type, fromAccountId: ACCOUNT, toAccountId: ACCOUNT, date: tx.date };
        const draft = parseOrThrow(transactionCreateSchema, { ...body, ...categorisation(tx.categorised) });
        await run(ids[index]!, { type: 'RecordTransaction', data: { transactionId: ids[index]!, draft, context }, metadata: metadata() });
      }
      for (const edit of edits) {
        const transactionId = ids[edit.index]!;
        const current = live.get(transactionId);
        if (!current) continue;
        if (edit.kind === 'delete') {
          await run(transactionId, { type: 'DeleteTransaction', data: { transactionId }, metadata: metadata() });
          continue;
        }
        const recategorised = fc.sample(categorised(current.type), { numRuns: 1, seed: edit.seed })[0]!;
        const body: Partial<TransactionInput> =
          edit.kind === 'recategorise'
            ? categorisation(recategorised)
            : edit.kind === 'unsplit'
              ? { splits: [], transactionCategoryIds: categoriesOf(current.type).slice(0, 1) }
              : { date: edit.date, ...categorisation(recategorised) };
        const draft = parseOrThrow(transactionUpdateSchema, body);
        await run(transactionId, { type: 'UpdateTransaction', data: { transactionId, draft, context }, metadata: metadata() });
      }
      await drain();

      const { spending, counts, totals } = expected(live);
      for (const month of MONTHS) {
        const want = spendingOf(spending, month);
        // Budgets' spent and the money summary (money_monthly_category_spending), live.
        expect(await readSpending(userId, month, LIVE)).toEqual(want);
        expect(await readCounts(userId, month, LIVE)).toEqual(spendingOf(counts, month));
        const summary = await monthSummary(env.db, userId, month);
        expect(Number(summary.month.expense_cents)).toBe(totals.get(month)?.expense ?? 0);
        expect(Object.values(want).reduce((sum, value) => sum + value, 0)).toBe(totals.get(month)?.expense ?? 0);
        // The money summary's counts: each transaction once, however many categories it reaches.
        expect([summary.month.income_count, summary.month.expense_count]).toEqual([
          totals.get(month)?.incomeCount ?? 0,
          totals.get(month)?.expenseCount ?? 0,
        ]);
      }
      const allTime = (await monthSummary(env.db, userId, MONTHS[0]!)).allTime;
      expect([allTime.income_count, allTime.expense_count]).toEqual([
        [...live.values()].filter((tx) => tx.type === 'income').length,
        [...live.values()].filter((tx) => tx.type === 'expense').length,
      ]);
      // As of every step's instant (the history's versions keep the lines).
      for (const step of steps) {
        for (const month of MONTHS) {
          expect(await readSpending(userId, month, versionsKnownAt(step.instant))).toEqual(spendingOf(step.spending, month));
          expect(await readCounts(userId, month, versionsKnownAt(step.instant))).toEqual(spendingOf(step.counts, month));
        }
      }
      // Reports: partial months (rows) and whole months (monthly sums), unfiltered and by account and category
      // (all of them, or some: a split whose first line's category is filtered out still counts once).
      const filters: { accountIds?: string[]; categoryIds?: string[]; withoutCategory?: boolean }[] = [
        {},
        { accountIds: [ACCOUNT] },
        { categoryIds: [...EXPENSE_CATEGORIES, ...INCOME_CATEGORIES], withoutCategory: true },
        { categoryIds: [EXPENSE_CATEGORIES[1]!, EXPENSE_CATEGORIES[2]!, INCOME_CATEGORIES[1]!] },
        {
          accountIds: [ACCOUNT],
          categoryIds: [EXPENSE_CATEGORIES[0]!, EXPENSE_CATEGORIES[3]!, INCOME_CATEGORIES[0]!],
          withoutCategory: true,
        },
      ];
      for (const [start, end] of [
        ['2025-10-15', '2025-12-10'],
        ['2025-10-01', '2025-12-31'],
        ['2025-11-02', '2025-11-29'],
      ] as const) {
        for (const filter of filters) {
          const sums = await reportSums(env.db, userId, { start, end, ...filter });
          const kept = (categoryId: string | null) =>
            filter.categoryIds === undefined ||
            (categoryId === null ? filter.withoutCategory === true : filter.categoryIds.includes(categoryId));
          const add = (map: Map<string, number>, key: string, value: number) => {
            if (value !== 0) map.set(key, (map.get(key) ?? 0) + value);
          };
          // Cents and counts per (month, category or income), and transactions per (month, type).
          const byKey = new Map<string, number>();
          const countByKey = new Map<string, number>();
          const onceByMonth = new Map<string, number>();
          for (const row of sums) {
            const key = `${row.month}-01|${row.type === 'income' ? 'income' : row.category_id}`;
            add(byKey, key, Number(row.cents));
            if (row.type === 'expense') add(countByKey, key, row.count);
            add(onceByMonth, `${row.month}-01|${row.type}`, row.transactions);
          }
          const want = new Map<string, number>();
          const wantCounts = new Map<string, number>();
          const wantOnce = new Map<string, number>();
          for (const tx of live.values()) {
            if (tx.date < start || tx.date > end) continue;
            const month = `${tx.date.slice(0, 7)}-01`;
            const shares = categoryShares(tx).filter((share) => kept(share.categoryId));
            for (const share of shares) {
              const key = `${month}|${tx.type === 'income' ? 'income' : (share.categoryId ?? NO_CATEGORY)}`;
              add(want, key, share.amountCents);
              if (tx.type === 'expense') add(wantCounts, key, 1);
            }
            if (shares.length > 0) add(wantOnce, `${month}|${tx.type}`, 1);
          }
          const label = `${start}..${end} ${JSON.stringify(filter)}`;
          expect(Object.fromEntries(byKey), label).toEqual(Object.fromEntries(want));
          expect(Object.fromEntries(countByKey), label).toEqual(Object.fromEntries(wantCounts));
          expect(Object.fromEntries(onceByMonth), label).toEqual(Object.fromEntries(wantOnce));
        }
      }
      // Pay-period budgets: spending per category over a range, from the rows.
      const period = await periodBudgetData(env.db, userId, '2025-11-01', '2025-11-30');
      const wantNovember = spendingOf(spending, '2025-11-01');
      delete wantNovember[NO_CATEGORY];
      expect(Object.fromEntries(period.spending.map((row) => [row.category_id, Number(row.expense_cents)]))).toEqual(wantNovember);
    });
    await fc.assert(property, { numRuns: NUM_RUNS });
  });

  it('a replay equals the live ledger and its history (verify)', { timeout: 300_000 }, async () => {
    await drain();
    const results = await verifyProjections(env.db, env.store, PROJECTIONS);
    expect(results.filter((result) => !result.equal)).toEqual([]);
  });
});
