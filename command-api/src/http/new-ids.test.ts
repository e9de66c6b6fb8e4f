import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { isUuid } from './ids';
import { eventIdsFor, newId, setIdSeed, uuidFrom } from './new-ids';

const requestWith = (seed?: string) => {
  const ctx = { state: {} } as unknown as Context;
  if (seed) setIdSeed(ctx, seed, false);
  return ctx;
};

describe('newId', () => {
  it('derives the same ids from the same seed and label, and different ones otherwise', () => {
    const seed = '6f1c2a5e-8d4b-4c1e-9a7f-0b3d5e7f9a1c';
    const one = requestWith(seed);
    const again = requestWith(seed);
    expect(newId(again, 'transactionId')).toBe(newId(one, 'transactionId'));
    expect(newId(one, 'transaction:1')).not.toBe(newId(one, 'transaction:2'));
    expect(newId(requestWith('0f1c2a5e-8d4b-4c1e-9a7f-0b3d5e7f9a1c'), 'transactionId')).not.toBe(newId(one, 'transactionId'));
    expect(eventIdsFor(one, 'transaction-x')!(0)).toBe(eventIdsFor(again, 'transaction-x')!(0));
  });

  it('is random without an Idempotency-Key, and gives no event ids then', () => {
    const ctx = requestWith();
    expect(newId(ctx, 'transactionId')).not.toBe(newId(ctx, 'transactionId'));
    expect(eventIdsFor(ctx, 'transaction-x')).toBeUndefined();
  });

  it('makes well-formed version-4-shaped uuids', () => {
    for (const name of ['a', 'b', 'seed\ntransaction:999']) {
      const id = uuidFrom(name);
      expect(isUuid(id)).toBe(true);
      expect(id[14]).toBe('4');
      expect('89ab').toContain(id[19]);
    }
  });
});
