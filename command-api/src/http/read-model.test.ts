import type { Context } from 'koa';
import { describe, expect, it } from 'vitest';
import { HttpError } from './errors';
import { readModel } from './read-model';

function fakeCtx(minPosition?: string) {
  const headers: Record<string, string> = {};
  const ctx = {
    get: (name: string) => (name === 'X-Min-Position' ? (minPosition ?? '') : ''),
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
      fakeCtx('00000000000000000001-00000000000000000007').ctx,
      { watcher: { waitFor: (...args) => (calls.push(args), Promise.resolve(true)) } },
      ['accounts'],
    );
    expect(calls).toEqual([[['accounts'], '00000000000000000001-00000000000000000007', 2000]]);
  });

  it('answers 503 with Retry-After when the projections stay behind', async () => {
    const { ctx, headers } = fakeCtx('00000000000000000009');
    const error = await readModel(ctx, { watcher: { waitFor: () => Promise.resolve(false) } }, ['accounts']).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 503 });
    expect(headers['Retry-After']).toBe('1');
  });

  it('answers 400, not 503, for a position later than any write', async () => {
    const { ctx, headers } = fakeCtx('99999999999999999999-99999999999999999999');
    const store = { lastWritten: () => Promise.resolve('00000000000000000009-00000000000000000003') };
    const deps = { watcher: { waitFor: () => Promise.resolve(false) }, store } as unknown as Parameters<typeof readModel>[1];
    const error = await readModel(ctx, deps, ['accounts']).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 400, message: 'X-Min-Position is later than any write' });
    expect(headers['Retry-After']).toBeUndefined();
  });

  it('rejects a malformed position with 400', async () => {
    const error = await readModel(fakeCtx('1; DROP TABLE').ctx, { watcher: { waitFor: () => Promise.resolve(true) } }, ['a']).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ status: 400 });
  });
});
