import { describe, expect, it } from 'vitest';
import { parseInstant } from './instants';

describe('parseInstant', () => {
  it('takes an ISO 8601 date-time with a zone, with or without seconds and fraction', () => {
    expect(parseInstant('2026-11-21T14:03:00Z')?.toISOString()).toBe('2026-11-21T14:03:00.000Z');
    expect(parseInstant('2026-11-21T15:03+01:00')?.toISOString()).toBe('2026-11-21T14:03:00.000Z');
    expect(parseInstant('2026-11-21T14:03:00.123456Z')?.toISOString()).toBe('2026-11-21T14:03:00.123Z');
  });

  it('refuses a bare date, a zoneless time, an impossible day or time', () => {
    for (const text of ['', '2026-11-21', '2026-11-21T14:03:00', '2026-02-30T00:00Z', '2026-11-21T24:00Z', '2026-11-21T14:60Z', 'now'])
      expect(parseInstant(text)).toBeUndefined();
  });
});
