import { claimIdempotencyKey, findIdempotencyKey, saveSession, type Db, type EventStore } from '@life/infra';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTestEventStore, testDbKinds } from '@life/infra/testing/test-db';
import { recordingLogger } from '../testing/logger';
import { sessionIds } from '../testing/sessions';
import { maintenanceDaily } from './maintenance';

const now = new Date('2025-03-10T03:00:00Z');

describe.each(testDbKinds())('maintenance.daily (%s)', (kind) => {
  let db: Db;
  let store: EventStore;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, store, close } = await openTestEventStore(kind));
  });
  afterEach(async () => {
    await close();
  });

  it('deletes expired sessions only and logs the result', async () => {
    await saveSession(db, 'expired', {}, new Date(now.getTime() - 1000));
    await saveSession(db, 'live', {}, new Date(now.getTime() + 60_000));
    const logger = recordingLogger();

    const result = await maintenanceDaily({ db, store, logger, now: () => now }, {});

    expect(result).toMatchObject({ deletedSessions: 1, sessionsTable: true });
    expect(await sessionIds(db)).toEqual(['live']);
    expect(logger.lines).toEqual([{ level: 'info', obj: result, msg: 'maintenance.daily done' }]);
  });

  it('deletes Idempotency-Key rows older than 24 hours only', async () => {
    const claim = (key: string, ageMs: number) =>
      claimIdempotencyKey(db, { userId: 'u1', key, requestHash: 'h', now: new Date(now.getTime() - ageMs), expiredAt: new Date(0) });
    await claim('old', 25 * 60 * 60 * 1000);
    await claim('fresh', 23 * 60 * 60 * 1000);

    const result = await maintenanceDaily({ db, store, logger: recordingLogger(), now: () => now }, {});

    expect(result).toMatchObject({ deletedIdempotencyKeys: 1 });
    expect(await findIdempotencyKey(db, 'u1', 'old')).toBeUndefined();
    expect(await findIdempotencyKey(db, 'u1', 'fresh')).toMatchObject({ requestHash: 'h' });
  });

  it('is a no-op when the sessions table does not exist', async () => {
    await db.query('DROP TABLE sessions CASCADE');
    const result = await maintenanceDaily({ db, store, logger: recordingLogger(), now: () => now }, {});
    expect(result).toMatchObject({ deletedSessions: 0, sessionsTable: false });
  });
});
