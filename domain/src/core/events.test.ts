import { describe, expect, it } from 'vitest';
import { normalizeEventMetadata, type EventMetadata } from './events';

describe('normalizeEventMetadata (metadata upcasting)', () => {
  it('reads an event written before actor and requestId existed', () => {
    // The shape every event had before issue 10: the request id only as correlationId.
    const old = { userId: 'u1', correlationId: 'req-7', occurredAt: '2024-05-01T10:00:00.000Z', schemaVersion: 1 };
    expect(normalizeEventMetadata(old)).toEqual({
      userId: 'u1',
      actor: { via: 'unknown' },
      requestId: 'req-7',
      occurredAt: '2024-05-01T10:00:00.000Z',
      repairReason: null,
    });
  });

  it('reads an old worker event (no request at all) and an old repair', () => {
    expect(normalizeEventMetadata({ userId: 'u1', occurredAt: 't', schemaVersion: 1 })).toMatchObject({
      actor: { via: 'unknown' },
      requestId: null,
    });
    const repair: EventMetadata = { userId: 'u1', occurredAt: 't', schemaVersion: 1, repair: { by: 'operator', reason: 'bad year' } };
    expect(normalizeEventMetadata(repair)).toMatchObject({ actor: { via: 'operator' }, repairReason: 'bad year' });
  });

  it('keeps what new events say', () => {
    const metadata: EventMetadata = {
      userId: 'u1',
      actor: { via: 'token', tokenId: 't1', tokenName: 'Import' },
      requestId: 'req-1',
      correlationId: 'req-1',
      occurredAt: '2026-11-21T14:03:00.000Z',
      today: '2026-11-21',
      schemaVersion: 1,
    };
    expect(normalizeEventMetadata(metadata)).toEqual({
      userId: 'u1',
      actor: { via: 'token', tokenId: 't1', tokenName: 'Import' },
      requestId: 'req-1',
      occurredAt: '2026-11-21T14:03:00.000Z',
      repairReason: null,
    });
  });

  it('survives metadata missing even its required fields (never throws on read)', () => {
    expect(normalizeEventMetadata({} as EventMetadata)).toEqual({
      userId: null,
      actor: { via: 'unknown' },
      requestId: null,
      occurredAt: '',
      repairReason: null,
    });
  });
});
