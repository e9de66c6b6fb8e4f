import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { transactionStreamId } from '@life/domain';
import type { Db, EventStore } from '@life/infra';
import { migrate } from '@life/infra/db/migrate';
import { openDb } from '@life/infra/db/open';
import { openEventStore } from '@life/infra/event-store/open';
import { openTestDb, testDbKinds } from '@life/infra/testing/test-db';
import { describe, expect, it } from 'vitest';
import { openParkedEvents } from './parked-events';
import { DASHBOARD, DASHBOARD_HISTORY } from './projections/dashboard/names';
import { MONEY_HISTORY } from './projections/history/names';
import { MONEY_LEDGER } from './projections/ledger/names';
import { ProjectionRunner } from './runner';
import { quietLogger, runCliHere, waitForCheckpoints } from './test-support';

/** A TransactionRecorded the ledger cannot hold, written as an older build would have. */
function yearZero(transactionId: string, userId: string) {
  return {
    type: 'TransactionRecorded',
    data: {
      transactionId,
      userId,
      title: 'Year zero',
      type: 'income',
      amountCents: 100,
      category: '',
      transactionCategoryIds: [],
      fromAccountId: null,
      toAccountId: randomUUID(),
      posted: 'posted',
      date: '0000-01-01',
      recurringTransactionId: null,
      isRecurring: false,
    },
    metadata: { userId, occurredAt: new Date().toISOString(), schemaVersion: 1 },
  };
}

describe.each(testDbKinds())('projector CLI repair on %s', (kind) => {
  it('status shows the parked event, repair void-transaction appends the corrective event, the runner resolves it', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'life-repair-'));
    const testDb = kind === 'postgres' ? await openTestDb('postgres') : undefined;
    const env: Record<string, string> = testDb?.url ? { DATABASE_URL: testDb.url } : { DATA_DIR: dataDir };
    // PGlite's files take one instance at a time: open, project, close around each CLI command.
    const withRunner = async (fn: (db: Db, store: EventStore) => Promise<void>) => {
      const db = testDb?.url ? await openDb({ databaseUrl: testDb.url }) : await openDb({ dataDir: join(dataDir, 'pglite') });
      await migrate(db);
      const store = await openEventStore({ db });
      const runner = new ProjectionRunner({
        db,
        store,
        logger: quietLogger,
        idleWaitMs: 100,
        retryInitialMs: 10,
        retryMaxMs: 40,
        maxBatchFailures: 2,
      });
      await runner.start();
      try {
        await fn(db, store);
      } finally {
        await runner.stop();
        await store.close();
        await db.close();
      }
    };
    const transactionId = randomUUID();
    const streamId = transactionStreamId(transactionId);
    try {
      let badPosition = '';
      await withRunner(async (db, store) => {
        badPosition = (await store.append(streamId, [yearZero(transactionId, randomUUID())], { expectedRevision: 'no-stream' })).position;
        await waitForCheckpoints(db, [MONEY_LEDGER, MONEY_HISTORY, DASHBOARD, DASHBOARD_HISTORY], badPosition);
        // The projections that hold transactions (the ledger and its as-of versions; the dashboard reads theirs, issue 25) park it.
        expect((await openParkedEvents(db)).map((event) => event.projection)).toEqual([MONEY_HISTORY, MONEY_LEDGER]);
      });

      const parked = await runCliHere(['status', MONEY_LEDGER], env);
      expect(parked.code).toBe(0);
      const ledger = (
        JSON.parse(parked.stdout) as { projections: { name: string; state: string; parked: { position: string; streamId: string }[] }[] }
      ).projections[0];
      expect(ledger).toMatchObject({ name: MONEY_LEDGER, state: 'parked', parked: [{ position: badPosition, streamId }] });

      expect((await runCliHere(['repair', 'void-transaction', transactionId], env)).code).toBe(2); // a reason is required
      const unknown = await runCliHere(['repair', 'void-transaction', randomUUID(), '--reason', 'typo'], env);
      expect(unknown).toMatchObject({ code: 2, stderr: expect.stringContaining('No transaction') });
      const repaired = await runCliHere(['repair', 'void-transaction', transactionId, '--reason', 'year 0000 cannot be stored'], env);
      expect(repaired.code).toBe(0);
      const result = JSON.parse(repaired.stdout) as { appended: boolean; position: string };
      expect(result).toMatchObject({ streamId, appended: true });

      await withRunner(async (db) => {
        await waitForCheckpoints(db, [MONEY_LEDGER, MONEY_HISTORY, DASHBOARD, DASHBOARD_HISTORY], result.position);
        expect(await openParkedEvents(db)).toEqual([]);
      });
      const ok = await runCliHere(['status', MONEY_LEDGER], env);
      expect(JSON.parse(ok.stdout).projections[0]).toMatchObject({ state: 'ok', parkedEvents: 0 });
      const retry = await runCliHere(['retry'], env);
      expect(retry.code).toBe(0);
      expect(retry.stdout).toContain(`{"name":"${MONEY_LEDGER}","resolved":[],"stillParked":[]}`);
    } finally {
      await testDb?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
