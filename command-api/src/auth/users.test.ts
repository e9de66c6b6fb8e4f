import { emailReservationDecider, emailReservationEvents, emailStreamId } from '@life/domain/users/index';
import { aggregateStream, emailDigest, type EventStore } from '@life/infra';
import { openTestEventStore } from '@life/infra/testing/test-db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { findUserByEmail, registerUser } from './users';

describe('registerUser', () => {
  let testStore: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeAll(async () => {
    testStore = await openTestEventStore('pglite');
  });
  afterAll(async () => {
    await testStore?.close();
  });

  const metadata = () => ({ now: new Date().toISOString(), today: '2025-10-01' });
  const input = { email: 'Comp@Example.com', password: 'secret1', displayName: 'Comp' };

  it('releases the e-mail reservation when writing the user fails, so the address stays usable', async () => {
    // A store whose user-stream appends fail (e.g. the database went away mid-registration).
    const failing: EventStore = Object.create(testStore.store) as EventStore;
    failing.append = (streamId, events, options) =>
      streamId.startsWith('user-email-') ? testStore.store.append(streamId, events, options) : Promise.reject(new Error('disk full'));

    const logger = createLogger({ level: 'silent' });
    await expect(registerUser({ store: failing, logger, scryptCost: 1024 }, input, metadata())).rejects.toThrow('disk full');

    const reservation = await aggregateStream(testStore.store, emailStreamId(emailDigest(input.email)), {
      decider: emailReservationDecider,
      events: emailReservationEvents,
    });
    expect(reservation.events.map((e) => e.type)).toEqual(['EmailReserved', 'EmailReleased']);
    expect(reservation.state.reservedBy).toBeNull();
    expect(await findUserByEmail(testStore.store, input.email)).toBeUndefined();

    const { user } = await registerUser({ store: testStore.store, logger, scryptCost: 1024 }, input, metadata());
    expect(user.email).toBe('comp@example.com');
    expect((await findUserByEmail(testStore.store, ' COMP@example.com'))?.id).toBe(user.id);
  });
});
