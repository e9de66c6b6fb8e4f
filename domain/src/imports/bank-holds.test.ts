import { describe, expect, it } from 'vitest';
import { holdReleasePairs, type BankHoldRow } from './bank-holds';

const row = (number: number, date: string, signedCents: number, title: string, posted: 'posted' | 'pending' = 'posted'): BankHoldRow => ({
  row: number,
  date,
  signedCents,
  title,
  posted,
});

describe('authorisation holds and their releases', () => {
  it('given a hotel hold and its release days later, when paired, then both are left out; the real charge stays', () => {
    const rows = [
      row(2, '2026-11-02', -20000, 'AUTH HOLD MARRIOTT SF 11/02', 'pending'),
      row(3, '2026-11-05', -18745, 'MARRIOTT SAN FRANCISCO CA'),
      row(4, '2026-11-05', 20000, 'HOLD RELEASE MARRIOTT SF'),
    ];
    expect(holdReleasePairs(rows)).toEqual([{ hold: 2, release: 4 }]);
  });

  it('pairs a German Vormerkung with its Storno', () => {
    const rows = [
      row(2, '2026-11-10', -5000, 'Vormerkung Tankstelle', 'pending'),
      row(3, '2026-11-11', 5000, 'Storno Vormerkung Tankstelle'),
    ];
    expect(holdReleasePairs(rows)).toEqual([{ hold: 2, release: 3 }]);
  });

  it('leaves a purchase and its refund alone: both happened', () => {
    const rows = [row(2, '2026-11-10', -5000, 'AMAZON MKTPLACE'), row(3, '2026-11-12', 5000, 'AMAZON REFUND')];
    expect(holdReleasePairs(rows)).toEqual([]);
  });

  it('never pairs a release dated before its hold, nor beyond the window', () => {
    expect(holdReleasePairs([row(2, '2026-11-10', 5000, 'HOLD RELEASE'), row(3, '2026-11-11', -5000, 'AUTH HOLD', 'pending')])).toEqual([]);
    expect(holdReleasePairs([row(2, '2026-11-01', -5000, 'AUTH HOLD', 'pending'), row(3, '2026-11-20', 5000, 'HOLD RELEASE')])).toEqual([]);
  });

  it('uses each row once, the nearest release first', () => {
    const rows = [
      row(2, '2026-11-01', -1000, 'PREAUTH FUEL', 'pending'),
      row(3, '2026-11-01', -1000, 'PREAUTH FUEL', 'pending'),
      row(4, '2026-11-02', 1000, 'PREAUTH RELEASE FUEL'),
    ];
    expect(holdReleasePairs(rows)).toEqual([{ hold: 2, release: 4 }]);
  });
});
