import { formatCents } from '@life/domain';
import { oneTestDbKind } from '@life/infra/testing/test-db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { TestClient } from '../testing/test-app';
import { createAccount, record, useTestApp } from '../testing/route-test';

const NUM_RUNS = Number(process.env.PROPERTY_RUNS ?? 10);
/** Days before the app's today (a balance edit is dated today); the starting balance is as of the second. */
const DAYS = [3, 2, 1, 0];

type Step =
  | { kind: 'transaction'; type: 'expense' | 'income' | 'payment'; outgoing: boolean; cents: number; daysAgo: number; pending: boolean }
  | { kind: 'adjustment'; balanceCents: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('transaction' as const),
      type: fc.constantFrom('expense' as const, 'income' as const, 'payment' as const),
      outgoing: fc.boolean(),
      cents: fc.integer({ min: 1, max: 100_000 }),
      daysAgo: fc.constantFrom(...DAYS, 1, 0),
      pending: fc.boolean(),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('adjustment' as const),
      balanceCents: fc.integer({ min: -50_000, max: 200_000 }),
    }),
  },
);

/** A read of the register: a page size, maybe a date window, maybe a filter that narrows the page but not the balances. */
const readArb = fc
  .record({
    limit: fc.integer({ min: 1, max: 4 }),
    startDaysAgo: fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
    endDaysAgo: fc.option(fc.constantFrom(...DAYS), { nil: undefined }),
    status: fc.option(fc.constantFrom('posted', 'pending'), { nil: undefined }),
  })
  .map((read) =>
    read.startDaysAgo !== undefined && read.endDaysAgo !== undefined && read.startDaysAgo < read.endDaysAgo
      ? { ...read, startDaysAgo: read.endDaysAgo, endDaysAgo: read.startDaysAgo }
      : read,
  );
/** Always tried: a page cut within a day (its oldest row's day has older rows), and a balance edit among today's rows. */
const CUT_DAY: Step[] = [
  ...[1, 2, 4].map((cents) => ({
    kind: 'transaction' as const,
    type: 'expense' as const,
    outgoing: true,
    cents,
    daysAgo: 1,
    pending: false,
  })),
  { kind: 'transaction', type: 'income', outgoing: false, cents: 8, daysAgo: 0, pending: true },
  { kind: 'adjustment', balanceCents: 5_000 },
  { kind: 'transaction', type: 'payment', outgoing: true, cents: 16, daysAgo: 0, pending: false },
];
type Read = typeof readArb extends fc.Arbitrary<infer R> ? R : never;

interface Move {
  title?: string;
  date: string;
  seq: number;
  cents: number;
  posted: boolean;
}
type Row = { title: string; date: string; posted: string; balanceAfter: string | null; balanceAfterWithPending: string | null };

/**
 * The register's running balance (issue 24) against a model: for random transactions of one account
 * (both sides of payments, pending and posted, some dated before the starting balance's as-of day)
 * and balance adjustments, every page of every read (page sizes that cut days, date windows, a cursor,
 * a status filter) shows each row's balance after it in ledger order (date, then the order written).
 * Reads by account and dates take the register's own statement, a status filter the general one.
 */
describe.each(oneTestDbKind())('account register balances, property (%s)', (kind) => {
  const app = useTestApp(kind);

  /** The app's today less `days` (UTC, as a balance edit without X-Time-Zone dates it). */
  const day = (days: number) => new Date(app.clock.now().getTime() - days * 86_400_000).toISOString().slice(0, 10);

  async function readAll(client: TestClient, accountId: string, read: Read) {
    const query = new URLSearchParams({ accountId, limit: String(read.limit) });
    if (read.startDaysAgo !== undefined) query.set('startDate', day(read.startDaysAgo));
    if (read.endDaysAgo !== undefined) query.set('endDate', day(read.endDaysAgo));
    if (read.status) query.set('status', read.status);
    const rows: Row[] = [];
    for (let cursor: string | null = null, pages = 0; pages < 50; pages++) {
      if (cursor) query.set('cursor', cursor);
      const response = await client.get(`/api/transactions?${query.toString()}`);
      expect(response.status).toBe(200);
      rows.push(...((await response.json()) as Row[]));
      cursor = response.headers.get('x-next-cursor');
      if (!cursor) break;
    }
    return rows;
  }

  it('gives every row the balance after it, whatever the page', { timeout: 600_000 }, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(stepArb, { minLength: 3, maxLength: 14 }),
        fc.array(readArb, { minLength: 1, maxLength: 4 }),
        async (steps, reads) => {
          const { client } = await app.register();
          const asOf = day(2);
          const account = await createAccount(client, { accountName: 'Checking', startingBalance: '100', startingBalanceAsof: asOf });
          const other = await createAccount(client, { accountName: 'Savings', accountType: 'savings', startingBalanceAsof: asOf });
          const moves: Move[] = [];
          /** Each balance edit's step and when it was sent (the steps are a second apart on the app's clock). */
          const edits: { seq: number; from: number; to: number }[] = [];
          for (const [seq, step] of steps.entries()) {
            app.clock.advance(1000);
            if (step.kind === 'adjustment') {
              const from = app.clock.now().getTime();
              const response = await client.put(`/api/accounts/${account.id}`, { balance: formatCents(step.balanceCents) });
              expect(response.status).toBe(200);
              edits.push({ seq, from, to: app.clock.now().getTime() });
              continue;
            }
            const title = `T${seq}`;
            const from =
              step.type === 'expense' || (step.type === 'payment' && step.outgoing)
                ? account.id
                : step.type === 'payment'
                  ? other.id
                  : null;
            const to =
              step.type === 'income' || (step.type === 'payment' && !step.outgoing)
                ? account.id
                : step.type === 'payment'
                  ? other.id
                  : null;
            const date = day(step.daysAgo);
            await record(client, {
              title,
              amount: formatCents(step.cents),
              type: step.type,
              fromAccountId: from,
              toAccountId: to,
              date,
              posted: step.pending ? 'pending' : 'posted',
            });
            moves.push({ title, date, seq, cents: from === account.id ? -step.cents : step.cents, posted: !step.pending });
          }
          // What each balance edit added (the service computes it from the balance it replaced), in the order written.
          const adjustments = (await (await client.get(`/api/accounts/${account.id}/adjustments`)).json()) as {
            amount: string;
            date: string;
            createdAt: string;
          }[];
          for (const adjustment of adjustments) {
            const at = Date.parse(adjustment.createdAt);
            const edit = edits.find((candidate) => candidate.from <= at && at <= candidate.to);
            expect(edit).toBeDefined();
            moves.push({ date: adjustment.date, seq: edit!.seq, cents: Math.round(Number(adjustment.amount) * 100), posted: true });
          }

          // The model: ledger order, the starting balance from its as-of day on.
          moves.sort((a, b) => (a.date === b.date ? a.seq - b.seq : a.date < b.date ? -1 : 1));
          const expected = new Map<string, [string | null, string | null]>();
          let posted = 10_000;
          let all = 10_000;
          for (const move of moves) {
            if (move.date < asOf) {
              if (move.title) expected.set(move.title, [null, null]);
              continue;
            }
            all += move.cents;
            if (move.posted) posted += move.cents;
            if (move.title) expected.set(move.title, [formatCents(posted), formatCents(all)]);
          }
          const newestFirst = moves.filter((move) => move.title).reverse();

          for (const read of reads) {
            const rows = await readAll(client, account.id, read);
            const wanted = newestFirst.filter(
              (move) =>
                (read.startDaysAgo === undefined || move.date >= day(read.startDaysAgo)) &&
                (read.endDaysAgo === undefined || move.date <= day(read.endDaysAgo)) &&
                (!read.status || move.posted === (read.status === 'posted')),
            );
            expect(rows.map((row) => [row.title, row.balanceAfter, row.balanceAfterWithPending])).toEqual(
              wanted.map((move) => [move.title, ...expected.get(move.title!)!]),
            );
          }
        },
      ),
      { numRuns: NUM_RUNS, examples: [[CUT_DAY, [{ limit: 1, startDaysAgo: undefined, endDaysAgo: undefined, status: undefined }]]] },
    );
  });
});
