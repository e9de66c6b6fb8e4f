import {
  addDays,
  mealCreateSchema,
  mealDecider,
  mealStreamId,
  parseOrThrow,
  todayInTimeZone,
  workoutCreateSchema,
  workoutDecider,
  workoutStreamId,
  type CommandMetadata,
  type DashboardJson,
  type DomainEvent,
} from '@life/domain';
import { createClient, type TestClient } from '@life/command-api/testing/test-app';
import { eventMetadata, type AppendBatch, type Db, type EventStore, type Queryable } from '@life/infra';
import { LIVE, versionsKnownAt, type RowSource } from '@life/projector/projections/as-of/source';
import { dashboardStats } from '@life/projector/projections/dashboard/queries';
import { DASHBOARD, DASHBOARD_HISTORY } from '@life/projector/projections/dashboard/names';
import { MONEY_HISTORY } from '@life/projector/projections/history/names';
import { MONEY_LEDGER } from '@life/projector/projections/ledger/names';
import { randomUUID } from 'node:crypto';
import { openBenchBackend } from './backends';
import { BATCH, importTransactions, json, seed, startApp, timeGets, transactionBodies } from './money';
import { log, round, type BenchModule } from './types';

const TRANSACTIONS = Number(process.env.BENCH_MONEY_TRANSACTIONS ?? 100_000);
const WORKOUTS = Number(process.env.BENCH_DASHBOARD_WORKOUTS ?? 5_000);
const MEALS = Number(process.env.BENCH_DASHBOARD_MEALS ?? 20_000);
const GOALS = 50;
/** Workouts and meals are spread over the 3 years ending today, so today, this week and this month hold some. */
const DAYS = 3 * 365;
const TARGETS = { dashboardP50Ms: 10, asOfP50Ms: 100 } as const;
const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

/**
 * Records written through the domain's own decider and appended in batches of BATCH streams (no
 * bulk endpoint exists for workouts and meals): the same events the API would append, metadata
 * included, at a fraction of 25,000 requests' cost. Returns the last position.
 */
async function appendThroughDecider(
  store: EventStore,
  count: number,
  make: (index: number) => { streamId: string; events: readonly DomainEvent[] },
  metadata: CommandMetadata,
): Promise<string> {
  let last = '';
  for (let offset = 0; offset < count; offset += BATCH) {
    const batches: AppendBatch[] = [];
    for (let index = offset; index < Math.min(count, offset + BATCH); index++) {
      const { streamId, events } = make(index);
      batches.push({
        streamId,
        events: events.map((event) => ({ type: event.type, data: event.data, metadata: eventMetadata(event.type, metadata) })),
        expectedRevision: 'no-stream',
      });
    }
    const results = await store.appendMany(batches);
    last = results.at(-1)?.position ?? last;
  }
  return last;
}

const timeDashboard = (client: TestClient, path = '/api/dashboard') => timeGets<DashboardJson>(client, path);

/** BENCH_DASHBOARD_EXPLAIN=1: the plan of the dashboard's one statement over the source (EXPLAIN ANALYZE, BUFFERS), on stderr. */
async function explainDashboard(db: Db, userId: string, today: string, source: RowSource, label: string): Promise<void> {
  let statement: { sql: string; params: readonly unknown[] } | undefined;
  const capture: Queryable = {
    query: (sql, params) => {
      statement = { sql, params: params ?? [] };
      return Promise.reject(new Error('captured'));
    },
  };
  await dashboardStats(capture, userId, today, source).catch(() => undefined);
  if (!statement) return;
  const { rows } = await db.query<Record<string, string>>(`EXPLAIN (ANALYZE, BUFFERS) ${statement.sql}`, statement.params);
  log(`dashboard: plan (${label}):\n${rows.map((row) => Object.values(row)[0]).join('\n')}`);
}

/**
 * GET /api/dashboard over HTTP on PostgreSQL for one user holding the money bench's 100,000
 * transactions (bulk API), 5,000 workouts and 20,000 meals (through their deciders) and 50 goals
 * (API): p50/p95 of 50 calls once the projector caught up, before and after ANALYZE.
 */
export const dashboardBench: BenchModule = {
  name: 'dashboard',
  async run() {
    const backend = await openBenchBackend('postgres');
    const app = await startApp(backend);
    try {
      const client = createClient(app.baseUrl);
      const { accounts, categories } = await seed(client);
      const { id: userId } = await json<{ id: string }>(await client.get('/api/auth/me'), 200);
      const started = performance.now();
      await importTransactions(client, transactionBodies(TRANSACTIONS, accounts, categories));
      let lastPosition = '';
      // As of here: every transaction known, no goal, workout or meal yet (issue 10).
      const afterTransactions = new Date().toISOString();
      for (let i = 0; i < GOALS; i++) {
        const response = await client.post('/api/goals', { title: `Bench goal ${i}`, category: 'Bench', progress: (i * 7) % 101 });
        await json(response, 201);
      }

      const now = new Date();
      const today = todayInTimeZone(now, 'UTC');
      const metadata: CommandMetadata = { userId, now: now.toISOString(), today };
      const dayOf = (index: number, count: number) => addDays(today, -Math.floor((index * DAYS) / count));
      // The appends below come last: the bench waits for their position (clients' X-Position is a token, issue 22).
      lastPosition = await appendThroughDecider(
        backend.store,
        WORKOUTS,
        (index) => {
          const workoutId = randomUUID();
          const draft = parseOrThrow(workoutCreateSchema, {
            name: `Bench workout ${index}`,
            type: index % 2 === 0 ? 'cardio' : 'strength',
            duration: 20 + (index % 60),
            calories: 150 + (index % 400),
            date: dayOf(index, WORKOUTS),
            completed: index % 5 !== 0,
          });
          const events = workoutDecider.decide(
            { type: 'LogWorkout', data: { workoutId, draft, localTime: '07:00' }, metadata },
            workoutDecider.initialState(),
          );
          return { streamId: workoutStreamId(workoutId), events };
        },
        metadata,
      );
      lastPosition = await appendThroughDecider(
        backend.store,
        MEALS,
        (index) => {
          const mealId = randomUUID();
          const draft = parseOrThrow(mealCreateSchema, {
            name: `Bench meal ${index}`,
            type: MEAL_TYPES[index % MEAL_TYPES.length],
            calories: 200 + (index % 700),
            protein: '25.5',
            date: dayOf(index, MEALS),
            logged: index % 4 !== 0,
          });
          const events = mealDecider.decide({ type: 'CreateMeal', data: { mealId, draft }, metadata }, mealDecider.initialState());
          return { streamId: mealStreamId(mealId), events };
        },
        metadata,
      );
      const writtenSeconds = (performance.now() - started) / 1000;
      if (!(await app.watcher.waitFor([DASHBOARD, DASHBOARD_HISTORY, MONEY_LEDGER, MONEY_HISTORY], lastPosition, 900_000))) {
        throw new Error('projector did not catch up');
      }
      const caughtUpSeconds = (performance.now() - started) / 1000;
      log(`dashboard: ${TRANSACTIONS} transactions, ${WORKOUTS} workouts, ${MEALS} meals written in ${round(writtenSeconds)} s`);

      // The read models hold every record (transactions: the ledger's, issue 25), and the month agrees with the money summary.
      const { rows } = await backend.db.query<{ kind: string; n: number }>(
        `SELECT kind, count(*)::int AS n FROM dashboard_records WHERE user_id = $1 GROUP BY kind
         UNION ALL SELECT 'transaction', count(*)::int FROM money_transactions WHERE user_id = $1 ORDER BY kind`,
        [userId],
      );
      const records = Object.fromEntries(rows.map((row) => [row.kind, row.n]));
      const summary = await json<{ monthTotals: { expenses: string; transactionCount: number } }>(
        await client.get('/api/money/summary'),
        200,
      );

      const beforeAnalyze = await timeDashboard(client);
      await backend.db.query('ANALYZE');
      const after = await timeDashboard(client);
      const dashboard = after.body;
      const asOfNow = await timeDashboard(client, `/api/dashboard?asOf=${encodeURIComponent(new Date().toISOString())}`);
      const asOfEarlier = await timeDashboard(client, `/api/dashboard?asOf=${encodeURIComponent(afterTransactions)}`);
      const asOfCorrect =
        JSON.stringify(asOfNow.body) === JSON.stringify(dashboard) &&
        asOfEarlier.body.goals.active + asOfEarlier.body.goals.completed === 0 &&
        asOfEarlier.body.monthlySpending.spent === summary.monthTotals.expenses;
      if (!asOfCorrect)
        log(`dashboard: AS-OF ANSWER WRONG: ${JSON.stringify({ live: dashboard, now: asOfNow.body, earlier: asOfEarlier.body })}`);
      log(`dashboard: ?asOf= now p50 ${asOfNow.p50Ms} ms, after the transactions p50 ${asOfEarlier.p50Ms} ms`);
      if (process.env.BENCH_DASHBOARD_EXPLAIN === '1') {
        await explainDashboard(backend.db, userId, dashboard.today, LIVE, 'live');
        await explainDashboard(backend.db, userId, dashboard.today, versionsKnownAt(new Date().toISOString()), 'as of now');
        await explainDashboard(backend.db, userId, dashboard.today, versionsKnownAt(afterTransactions), 'as of after the transactions');
      }
      const readModelCorrect =
        records.transaction === TRANSACTIONS &&
        records.workout === WORKOUTS &&
        records.meal === MEALS &&
        records.goal === GOALS &&
        dashboard.monthlySpending.spent === summary.monthTotals.expenses &&
        dashboard.monthlySpending.transactionCount === summary.monthTotals.transactionCount;
      if (!readModelCorrect) log(`dashboard: READ MODEL WRONG: ${JSON.stringify({ records, summary: summary.monthTotals })}`);
      log(`dashboard: GET /api/dashboard p50 ${after.p50Ms} ms, p95 ${after.p95Ms} ms (before ANALYZE p50 ${beforeAnalyze.p50Ms} ms)`);
      return {
        serverVersion: backend.version,
        transactions: TRANSACTIONS,
        workouts: WORKOUTS,
        meals: MEALS,
        goals: GOALS,
        projector: { writtenSeconds: round(writtenSeconds, 2), caughtUpSeconds: round(caughtUpSeconds, 2), readModelCorrect },
        dashboard: {
          p50Ms: after.p50Ms,
          p95Ms: after.p95Ms,
          beforeAnalyze: { p50Ms: beforeAnalyze.p50Ms, p95Ms: beforeAnalyze.p95Ms },
          today: dashboard.today,
          figures: {
            monthlySpending: dashboard.monthlySpending,
            goals: dashboard.goals,
            weeklyWorkouts: dashboard.weeklyWorkouts.completed,
            caloriesToday: dashboard.caloriesToday.calories,
            recentActivity: dashboard.recentActivity.length,
          },
        },
        asOf: {
          now: { p50Ms: asOfNow.p50Ms, p95Ms: asOfNow.p95Ms },
          afterTransactions: { p50Ms: asOfEarlier.p50Ms, p95Ms: asOfEarlier.p95Ms },
          correct: asOfCorrect,
        },
        targets: {
          dashboardP50Ms: { target: `<= ${TARGETS.dashboardP50Ms}`, met: after.p50Ms <= TARGETS.dashboardP50Ms },
          asOfP50Ms: {
            target: `<= ${TARGETS.asOfP50Ms}`,
            met: Math.max(asOfNow.p50Ms, asOfEarlier.p50Ms) <= TARGETS.asOfP50Ms,
          },
        },
      };
    } finally {
      await app.close();
      await backend.close();
    }
  },
};
