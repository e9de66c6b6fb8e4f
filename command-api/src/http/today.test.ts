import { describe, expect, it } from 'vitest';
import { requestTimeZone, requestToday } from './today';

const ctx = (zone?: string) => ({ get: (name: string) => (name === 'X-Time-Zone' ? (zone ?? '') : '') });

describe('requestToday', () => {
  const now = new Date('2025-10-01T03:30:00Z');

  it("is the user's local day from X-Time-Zone", () => {
    expect(requestToday(ctx('America/New_York'), now)).toBe('2025-09-30');
    expect(requestToday(ctx(' Asia/Tokyo '), now)).toBe('2025-10-01');
  });

  it('falls back to UTC when the header is absent or not an IANA zone', () => {
    expect(requestToday(ctx(), now)).toBe('2025-10-01');
    expect(requestToday(ctx('Mars/Olympus_Mons'), now)).toBe('2025-10-01');
    expect(requestTimeZone(ctx('nonsense'))).toBe('UTC');
    expect(requestTimeZone(ctx('Europe/Berlin'))).toBe('Europe/Berlin');
  });

  it('is UTC for an absent header at a time when zones disagree', () => {
    expect(requestToday(ctx(), now)).toBe('2025-10-01');
    expect(requestToday(ctx('America/Los_Angeles'), now)).toBe('2025-09-30');
  });
});
