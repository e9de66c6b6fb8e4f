import { describe, expect, it } from 'vitest';
import { DEFAULT_TEST_REDIS_URL, resolveRedisUrl } from './services';

describe('resolveRedisUrl', () => {
  it('fails (does not skip) when services are required but REDIS_URL is missing', () => {
    expect(() => resolveRedisUrl({ REQUIRE_SERVICES: '1' })).toThrow(/REDIS_URL is not set/);
  });
  it('uses REDIS_URL when given, else the local default', () => {
    expect(resolveRedisUrl({ REDIS_URL: 'redis://r:1', REQUIRE_SERVICES: '1' })).toEqual({ url: 'redis://r:1', explicit: true });
    expect(resolveRedisUrl({})).toEqual({ url: DEFAULT_TEST_REDIS_URL, explicit: false });
  });
});
