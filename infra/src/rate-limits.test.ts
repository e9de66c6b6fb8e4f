import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from './db/open';
import { returnTokens, takeTokens, type TokenBucket } from './rate-limits';
import { openTestDb, testDbKinds, type TestDb } from './testing/test-db';

// Behaviour through HTTP is command-api's http/rate-limit.test.ts; this pins the bucket arithmetic and its atomicity.
describe.each(testDbKinds())('rate limits (%s)', (kind) => {
  let test: TestDb;
  beforeAll(async () => {
    test = await openTestDb(kind, { maxConnections: 10 });
  });
  afterAll(async () => {
    await test.close();
  });
  const bucket: TokenBucket = { intervalMs: 100, burst: 3 }; // 10 per second, 3 at once
  const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

  it('allows the burst, refuses the next with the wait for one token, refills at the rate', async () => {
    const { db } = test;
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await takeTokens(db, 'a', bucket, at(0)));
    expect(results).toEqual([{}, {}, {}, { waitMs: 100 }]);
    expect(await takeTokens(db, 'a', bucket, at(40))).toEqual({ waitMs: 60 });
    expect(await takeTokens(db, 'a', bucket, at(100))).toEqual({});
    expect(await takeTokens(db, 'a', bucket, at(100))).toEqual({ waitMs: 100 });
    // A long quiet spell refills to the burst, never beyond.
    const later = [];
    for (let i = 0; i < 4; i++) later.push(await takeTokens(db, 'a', bucket, at(60_000)));
    expect(later.map((r) => r.waitMs === undefined)).toEqual([true, true, true, false]);
    // Another key has its own bucket.
    expect(await takeTokens(db, 'b', bucket, at(60_000))).toEqual({});
  });

  it('a token given back can be taken again', async () => {
    const { db } = test;
    for (let i = 0; i < 3; i++) expect(await takeTokens(db, 'c', bucket, at(0))).toEqual({});
    expect((await takeTokens(db, 'c', bucket, at(0))).waitMs).toBe(100);
    await returnTokens(db, 'c', bucket);
    expect(await takeTokens(db, 'c', bucket, at(0))).toEqual({});
  });

  it('concurrent takes from two pools (two API processes) never overdraw a bucket', async () => {
    const second = test.url ? await openDb({ databaseUrl: test.url, maxConnections: 10 }) : test.db;
    try {
      const wide: TokenBucket = { intervalMs: 1000, burst: 25 };
      const takes = Array.from({ length: 60 }, (_, i) => takeTokens(i % 2 ? second : test.db, 'd', wide, at(0)));
      const taken = (await Promise.all(takes)).filter((r) => r.waitMs === undefined);
      expect(taken).toHaveLength(25);
    } finally {
      if (second !== test.db) await second.close();
    }
  });
});
