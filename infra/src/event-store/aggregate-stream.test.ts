import { emailReservationDecider, emailReservationEvents } from '@life/domain/users/index';
import { describe, expect, it } from 'vitest';
import { foldStream, streamEvents } from './aggregate-stream';
import type { StoredEvent } from './types';

const emailReservation = { decider: emailReservationDecider, events: emailReservationEvents };

function stored(revision: number, type: string, data: unknown): StoredEvent {
  return {
    id: `event-${revision}`,
    streamId: 'user-email-ada@example.com',
    revision,
    position: String(revision).padStart(20, '0'),
    type,
    data,
    metadata: { occurredAt: '2026-11-21T14:03:00.000Z', schemaVersion: 1 },
  };
}

describe('the typed fold', () => {
  it('upcasts through the registry and folds with the decider', () => {
    const events = [stored(0, 'EmailReserved', { userId: 'ada' }), stored(1, 'EmailReleased', { userId: 'bob' })];
    expect(foldStream(emailReservation, events)).toEqual({ reservedBy: 'ada' });
    expect(streamEvents(emailReservationEvents, events).map((event) => event.data.userId)).toEqual(['ada', 'bob']);
  });

  it("refuses another aggregate's event and data its schema refuses", () => {
    expect(() => foldStream(emailReservation, [stored(0, 'IdentityReserved', { userId: 'ada' })])).toThrow('Unexpected value');
    expect(() => foldStream(emailReservation, [stored(0, 'EmailReserved', { userId: 7 })])).toThrow();
  });

  it('leniently keeps data its schema refuses as stored (operator repairs)', () => {
    expect(foldStream(emailReservation, [stored(0, 'EmailReserved', { userId: 7 })], { lenient: true })).toEqual({ reservedBy: 7 });
  });
});
