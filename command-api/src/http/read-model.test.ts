import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { positionKeys, sealPosition } from './position-token';
import { readModel } from './read-model';

const keys = positionKeys(['read-model-test-key-0123456789abcdef01234567']);
const USER = '11111111-1111-4111-8111-111111111111';
const token = (position: string, userId = USER) => sealPosition(keys, userId, position);

/** A GET of USER's, as the positionTokens middleware leaves it; `header` is the raw X-Min-Position. */
function fakeCtx(header?: string) {
  const headers: Record<string, string> = {};
  const ctx = {
    method: 'GET',
    state: { positionKeys: keys, auth: { userId: USER, method: 'session' } },
    get: (name: string) => (name === 'X-Min-Position' ? (header ?? '') : ''),
    set: (name: string, value: string) => void (headers[name] = value),
  } as unknown as Context;
  return { ctx, headers };
}

describe('readModel', () => {
  it('does not wait without X-Min-Position', async () => {
    const calls: unknown[] = [];
    await readModel(fakeCtx().ctx, { watcher: { waitFor: (...args) => (calls.push(args), Promise.resolve(true)) } }, ['accounts']);
    expect(calls).toEqual([]);
  });

  it('waits for the named projections up to 2 s', async () => {
    const calls: unknown[] = [];
    await readModel(
      fakeCtx(token('00000000000000000001-00000000000000000007')).ctx,
      { watcher: { waitFor: (...args) => (calls.push(args), Promise.resolve(true)) } },
      ['accounts'],
    );
    expect(calls).toEqual([[['accounts'], '00000000000000000001-00000000000000000007', 2000]]);
  });

  it('answers 503 with Retry-After when the projections stay behind', async () => {
    const { ctx, headers } = fakeCtx(token('00000000000000000009'));
    const error = await readModel(ctx, { watcher: { waitFor: () => Promise.resolve(false) } }, ['accounts']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503 });
    expect(headers['Retry-After']).toBe('1');
  });

  it('answers 400, not 503, for a position later than any write', async () => {
    const { ctx, headers } = fakeCtx(token('99999999999999999999-99999999999999999999'));
    const store = { lastWritten: () => Promise.resolve('00000000000000000009-00000000000000000003') };
    const deps = { watcher: { waitFor: () => Promise.resolve(false) }, store } as unknown as Parameters<typeof readModel>[1];
    const error = await readModel(ctx, deps, ['accounts']).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'X-Min-Position is later than any write' });
    expect(headers['Retry-After']).toBeUndefined();
  });

  it('rejects a header that is not a short list of tokens with 400', async () => {
    const tooMany = Array.from({ length: 17 }, () => token('1')).join(',');
    for (const header of ['1; DROP TABLE', 'x'.repeat(200), tooMany]) {
      const error = await readModel(fakeCtx(header).ctx, { watcher: { waitFor: () => Promise.resolve(true) } }, ['a']).catch(
        (e: unknown) => e,
      );
      expect(error).toMatchObject({ status: 400, message: 'Invalid X-Min-Position header' });
    }
  });

  it('waits for the latest of the tokens it can open, and answers one token for it', async () => {
    const calls: unknown[] = [];
    const latest = '00000000000000000003-00000000000000000001';
    const header = [token('00000000000000000002-00000000000000000005'), token(latest), token('00000000000000000001')].join(', ');
    const { ctx, headers } = fakeCtx(header);
    await readModel(ctx, { watcher: { waitFor: (...args) => (calls.push(args), Promise.resolve(true)) } }, ['accounts']);
    expect(calls).toEqual([[['accounts'], latest, 2000]]);
    // Raw here: the positionTokens middleware seals it on the way out.
    expect(headers['X-Position']).toBe(latest);
  });

  it("does not wait for another user's token, a raw position or garbage, and answers no error", async () => {
    const calls: unknown[] = [];
    const others = [
      token('99999999999999999999-99999999999999999999', '22222222-2222-4222-8222-222222222222'),
      '00000000000000000009',
      'Zm9v',
    ];
    const { ctx, headers } = fakeCtx(others.join(','));
    await readModel(ctx, { watcher: { waitFor: (...args) => (calls.push(args), Promise.resolve(false)) } }, ['accounts']);
    expect(calls).toEqual([]);
    expect(headers['X-Position']).toBe('');
  });
});
