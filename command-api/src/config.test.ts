import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = 'x'.repeat(32);

describe('config', () => {
  it('has working defaults for embedded mode', () => {
    expect(loadConfig({}, 'embedded')).toEqual({
      mode: 'embedded',
      port: 3000,
      dataDir: './data',
      databaseUrl: undefined,
      eventStoreUrl: undefined,
      redisUrl: undefined,
      sessionKeys: [],
      logLevel: 'info',
      trustProxy: false,
      scryptCost: 32768,
      skipWebBuild: false,
      generationWaitMs: 5000,
      writeLimit: { perSecond: 20, burst: 200 },
    });
  });

  it('reads every variable', () => {
    const config = loadConfig(
      {
        PORT: '8080',
        DATA_DIR: '/var/life',
        DATABASE_URL: 'postgres://u@db:5432/life',
        EVENTSTORE_URL: 'esdb://es:2113?tls=false',
        REDIS_URL: 'redis://cache:6379',
        SESSION_SECRET: `${secret}, ${'y'.repeat(40)}`,
        LOG_LEVEL: 'debug',
        TRUST_PROXY: 'true',
        SCRYPT_COST: '1024',
        SKIP_WEB_BUILD: '1',
        GENERATION_WAIT_MS: '250',
        WRITE_LIMIT_PER_SECOND: '2.5',
        WRITE_LIMIT_BURST: '10',
      },
      'api',
    );
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/var/life',
      databaseUrl: 'postgres://u@db:5432/life',
      eventStoreUrl: 'esdb://es:2113?tls=false',
      redisUrl: 'redis://cache:6379',
      sessionKeys: [secret, 'y'.repeat(40)],
      logLevel: 'debug',
      trustProxy: true,
      scryptCost: 1024,
      skipWebBuild: true,
      generationWaitMs: 250,
      writeLimit: { perSecond: 2.5, burst: 10 },
    });
  });

  it('lists every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig(
        {
          PORT: 'eighty',
          EVENTSTORE_URL: 'esdb://es:2113',
          LOG_LEVEL: 'loud',
          SCRYPT_COST: '1000',
          TRUST_PROXY: 'maybe',
          REDIS_URL: 'http://x',
          GENERATION_WAIT_MS: '-5',
          WRITE_LIMIT_PER_SECOND: '-1',
          WRITE_LIMIT_BURST: '0',
        },
        'embedded',
      );
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const { problems, message } = error as ConfigError;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      [
        'EVENTSTORE_URL',
        'GENERATION_WAIT_MS',
        'LOG_LEVEL',
        'PORT',
        'REDIS_URL',
        'SCRYPT_COST',
        'TRUST_PROXY',
        'WRITE_LIMIT_BURST',
        'WRITE_LIMIT_PER_SECOND',
      ].sort(),
    );
    expect(message).toContain('EVENTSTORE_URL: requires DATABASE_URL');
    expect(message).toContain('PORT: must be a whole number');
    expect(message.split('\n')[0]).toBe('Invalid configuration:');
  });

  it('requires SESSION_SECRET with DATABASE_URL, and DATABASE_URL outside embedded mode', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/life' }, 'embedded')).toThrow(
      /SESSION_SECRET: required when DATABASE_URL is set/,
    );
    expect(() => loadConfig({}, 'api')).toThrow(/DATABASE_URL: required in api mode/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/life' }, 'worker')).toThrow(/REDIS_URL: required in worker mode/);
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/life', SESSION_SECRET: 'short' }, 'api')).toThrow(/at least 32 characters/);
    expect(loadConfig({ DATABASE_URL: 'postgres://db/life' }, 'projector').databaseUrl).toBe('postgres://db/life');
  });

  it('never echoes the session secret', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/life', SESSION_SECRET: 'hunter2' }, 'api')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('hunter2') }),
    );
  });

  it('reads LIFE_OPERATOR_TOKEN (health details), at least 32 characters, never echoed', () => {
    expect(loadConfig({}, 'embedded')).not.toHaveProperty('operatorToken');
    expect(loadConfig({ LIFE_OPERATOR_TOKEN: ' ' }, 'embedded')).not.toHaveProperty('operatorToken');
    const token = 'o'.repeat(40);
    expect(loadConfig({ LIFE_OPERATOR_TOKEN: ` ${token} ` }, 'embedded').operatorToken).toBe(token);
    expect(() => loadConfig({ LIFE_OPERATOR_TOKEN: 'opensesame' }, 'embedded')).toThrow(
      expect.objectContaining({ message: expect.stringMatching(/LIFE_OPERATOR_TOKEN: must be at least 32 characters/) }),
    );
    expect(() => loadConfig({ LIFE_OPERATOR_TOKEN: 'opensesame' }, 'embedded')).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining('opensesame') }),
    );
  });

  it('never echoes a password inside a rejected URL', () => {
    const thrown = (() => {
      try {
        loadConfig({ DATABASE_URL: 'mysql://admin:s3cret-pw@db:5432/life', REDIS_URL: 'http://u:redis-pw@cache' }, 'api');
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(thrown).toContain('DATABASE_URL');
    expect(thrown).toContain('REDIS_URL');
    expect(thrown).toContain('mysql://***@db:5432/life');
    expect(thrown).not.toContain('s3cret-pw');
    expect(thrown).not.toContain('redis-pw');
  });

  it('treats blank variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: ' ' }, 'embedded')).toMatchObject({ port: 3000, databaseUrl: undefined });
  });

  describe('OpenID Connect sign-in', () => {
    const complete = { OIDC_CLIENT_ID: 'life-app', OIDC_CLIENT_SECRET: 'oidc-s3cret', OIDC_REDIRECT_BASE: 'https://life.example.com/' };
    const problemsOf = (env: Record<string, string>) => {
      try {
        loadConfig(env, 'embedded');
      } catch (error) {
        return (error as ConfigError).message;
      }
      return '';
    };

    it('is off when no variable is set', () => {
      expect(loadConfig({}, 'embedded').oidc).toBeUndefined();
    });

    it('defaults the issuer to Google and keeps only the origin of the redirect base', () => {
      expect(loadConfig(complete, 'embedded').oidc).toEqual({
        issuer: 'https://accounts.google.com',
        clientId: 'life-app',
        clientSecret: 'oidc-s3cret',
        redirectBase: 'https://life.example.com',
      });
      expect(loadConfig({ ...complete, OIDC_ISSUER: 'https://id.example.org/realms/life' }, 'embedded').oidc?.issuer).toBe(
        'https://id.example.org/realms/life',
      );
    });

    it('fails startup when partly configured, naming the missing variables', () => {
      const message = problemsOf({ OIDC_CLIENT_ID: 'life-app' });
      expect(message).toContain('missing environment variables');
      expect(message).toContain('missing environment variables: OIDC_CLIENT_SECRET, OIDC_REDIRECT_BASE (');
      expect(problemsOf({ OIDC_ISSUER: 'https://id.example.org' })).toContain(
        'missing environment variables: OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_REDIRECT_BASE',
      );
    });

    it('refuses a plain-http issuer off this machine and a redirect base with a path, never echoing the secret', () => {
      const message = problemsOf({ ...complete, OIDC_ISSUER: 'http://id.example.org', OIDC_REDIRECT_BASE: 'https://life.example.com/app' });
      expect(message).toContain('OIDC_ISSUER: must be an https URL');
      expect(message).toContain('OIDC_REDIRECT_BASE: must be the public origin of the app');
      expect(message).not.toContain('oidc-s3cret');
      expect(loadConfig({ ...complete, OIDC_ISSUER: 'http://127.0.0.1:4000' }, 'embedded').oidc?.issuer).toBe('http://127.0.0.1:4000');
    });
  });
});
