import { ConflictError, type Command, type Decider } from '@life/domain';
import { openTestEventStore } from '@life/infra/testing/test-db';
import type { Context } from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAuth } from './auth';
import { commandMetadata, runCommand } from './commands';
import { requestToday, TIME_ZONE_HEADER } from './today';

type Counter = Command<'Increment', { by: number }>;
type Incremented = { type: 'Incremented'; data: { by: number } };
const counter: Decider<number, Counter, Incremented> = {
  initialState: () => 0,
  evolve: (state, event) => state + event.data.by,
  decide: (command, state) => {
    if (state + command.data.by > 3) throw new ConflictError('too many');
    return [{ type: 'Incremented', data: { by: command.data.by } }];
  },
};

function fakeCtx(headers: Record<string, string> = {}) {
  const responseHeaders: Record<string, string> = {};
  const ctx = {
    state: { requestId: 'req-1' },
    get: (name: string) => headers[name] ?? '',
    set: (name: string, value: string) => void (responseHeaders[name] = value),
  } as unknown as Context;
  return { ctx, responseHeaders };
}

describe('the day of command metadata', () => {
  const zoned = (zone?: string) => fakeCtx(zone === undefined ? {} : { [TIME_ZONE_HEADER]: zone }).ctx;

  it('uses the caller time zone when valid, else UTC', () => {
    const now = new Date('2025-10-01T02:30:00Z');
    expect(requestToday(zoned('America/Los_Angeles'), now)).toBe('2025-09-30');
    expect(requestToday(zoned('Asia/Tokyo'), now)).toBe('2025-10-01');
    expect(requestToday(zoned('Not/AZone'), now)).toBe('2025-10-01');
    expect(requestToday(zoned(), now)).toBe('2025-10-01');
  });

  it('is requestToday', () => {
    const now = new Date('2025-10-01T03:30:00Z');
    for (const zone of ['America/Los_Angeles', undefined]) {
      const ctx = zoned(zone);
      setAuth(ctx, { userId: 'u1', method: 'session' });
      expect(commandMetadata(ctx, () => now).today).toBe(requestToday(ctx, now));
    }
  });
});

describe('commandMetadata', () => {
  it('takes the user from the auth state, never from input', () => {
    const { ctx } = fakeCtx({ 'X-Time-Zone': 'America/Los_Angeles' });
    expect(() => commandMetadata(ctx, () => new Date())).toThrow('Not signed in');
    setAuth(ctx, { userId: 'u1', method: 'session' });
    expect(commandMetadata(ctx, () => new Date('2025-10-01T02:30:00Z'))).toEqual({
      userId: 'u1',
      now: '2025-10-01T02:30:00.000Z',
      today: '2025-09-30',
      actor: { via: 'web' },
      requestId: 'req-1',
      correlationId: 'req-1',
    });
  });

  it('names the API token by id and name when the caller used one', () => {
    const { ctx } = fakeCtx();
    setAuth(ctx, { userId: 'u1', method: 'token', tokenId: 't1', tokenName: 'Zapier' });
    expect(commandMetadata(ctx, () => new Date('2025-10-01T02:30:00Z'))).toMatchObject({
      actor: { via: 'token', tokenId: 't1', tokenName: 'Zapier' },
      requestId: 'req-1',
    });
  });
});

describe('runCommand', () => {
  let testStore: Awaited<ReturnType<typeof openTestEventStore>>;
  beforeAll(async () => {
    testStore = await openTestEventStore('pglite');
  });
  afterAll(async () => {
    await testStore?.close();
  });

  it('appends and reports the position in X-Position; domain errors pass through', async () => {
    const { ctx, responseHeaders } = fakeCtx();
    const metadata = { userId: 'u1', now: new Date().toISOString(), today: '2025-10-01' };
    const result = await runCommand(ctx, testStore.store, 'counter-1', counter, { type: 'Increment', data: { by: 2 }, metadata });
    expect(result.state).toBe(2);
    expect(responseHeaders['X-Position']).toBe(result.position);
    expect(result.position).not.toBe('');
    await expect(
      runCommand(ctx, testStore.store, 'counter-1', counter, { type: 'Increment', data: { by: 2 }, metadata }),
    ).rejects.toBeInstanceOf(ConflictError);
  });
});
