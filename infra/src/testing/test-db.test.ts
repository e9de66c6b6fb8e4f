import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDbKinds } from './test-db';

describe('testDbKinds', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('always includes pglite, and postgres only with DATABASE_URL', () => {
    vi.stubEnv('REQUIRE_SERVICES', '');
    vi.stubEnv('DATABASE_URL', '');
    expect(testDbKinds()).toEqual(['pglite']);
    vi.stubEnv('DATABASE_URL', 'postgres://x@localhost/db');
    expect(testDbKinds()).toEqual(['pglite', 'postgres']);
  });

  it('fails loudly when services are required but DATABASE_URL is missing', () => {
    vi.stubEnv('REQUIRE_SERVICES', '1');
    vi.stubEnv('DATABASE_URL', '');
    expect(() => testDbKinds()).toThrow(/REQUIRE_SERVICES=1 but DATABASE_URL is not set/);
  });
});
