import { z } from 'zod';
import { DEFAULT_SCRYPT_COST } from './auth/passwords';

/**
 * The one place that reads process.env. Every runtime mode validates the same way;
 * all problems are reported together so an operator fixes them in one go.
 */
export const runtimeModes = ['embedded', 'api', 'projector', 'worker'] as const;
export type RuntimeMode = (typeof runtimeModes)[number];

export interface Config {
  mode: RuntimeMode;
  port: number;
  dataDir: string;
  databaseUrl?: string;
  eventStoreUrl?: string;
  redisUrl?: string;
  /** Signing keys for the session cookie; the first signs, all verify (rotation). Empty until embedded mode fills it. */
  sessionKeys: string[];
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  trustProxy: boolean;
  /** scrypt N (a power of two). Lower only in tests. */
  scryptCost: number;
  /** SKIP_WEB_BUILD=1: `npm start` serves web/dist as is (tests, CI without the web toolchain). */
  skipWebBuild: boolean;
  /** 'Continue with Google' (any OpenID Connect provider); absent when not configured. */
  oidc?: OidcConfig;
  /**
   * How long a recurring-transaction write waits for the worker to report its occurrences before
   * answering `generation: 'pending'` (GENERATION_WAIT_MS, default 5000; 0 answers at once).
   */
  generationWaitMs: number;
  /** Per-user write limit (WRITE_LIMIT_PER_SECOND, WRITE_LIMIT_BURST): a token bucket, see http/rate-limit.ts. */
  writeLimit: WriteLimit;
  /**
   * LIFE_OPERATOR_TOKEN: the bearer token that opens GET /api/health/details (stuck stream ids,
   * positions, checkpoints). Absent: that route answers 404, and only the public health exists.
   */
  operatorToken?: string;
}

export interface OidcConfig {
  /** Issuer URL, discovered at `<issuer>/.well-known/openid-configuration`. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Public origin of the app; the provider redirects to `<redirectBase>/api/auth/oidc/callback`. */
  redirectBase: string;
}

/** GENERATION_WAIT_MS default: long enough for a generation run of a few years of occurrences. */
export const DEFAULT_GENERATION_WAIT_MS = 5000;

/** Each user's writes: `perSecond` sustained (0: no limit) after a burst of `burst` at once. */
export interface WriteLimit {
  perSecond: number;
  burst: number;
}

/**
 * Far above a person at the web app, and above the bulk API used as documented (1,000 transactions
 * a call, calls back to back: about 12 a second on the benchmark machine); scripts writing one
 * record a call get 429s with Retry-After past it.
 */
export const DEFAULT_WRITE_LIMIT: WriteLimit = { perSecond: 20, burst: 200 };

export const GOOGLE_ISSUER = 'https://accounts.google.com';
/** Set together or not at all; OIDC_ISSUER alone also counts as "partly configured". */
const OIDC_REQUIRED = ['OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_REDIRECT_BASE'] as const;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());

const url = (protocols: string[], example: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be a URL like ${example}` },
  );

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'must be one of 1, 0, true, false, yes, no' })
  .transform((value) => ['1', 'true', 'yes'].includes(value));

const envSchema = z.object({
  PORT: optional(
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be 1-65535')
      .max(65535, 'must be 1-65535'),
  ),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(url(['postgres:', 'postgresql:'], 'postgres://user@host:5432/db')),
  EVENTSTORE_URL: optional(url(['esdb:', 'esdb+discover:', 'kurrentdb:', 'kdb:'], 'esdb://host:2113?tls=false')),
  REDIS_URL: optional(url(['redis:', 'rediss:'], 'redis://host:6379')),
  SESSION_SECRET: optional(z.string()),
  LIFE_OPERATOR_TOKEN: optional(z.string()),
  LOG_LEVEL: optional(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be one of fatal, error, warn, info, debug, trace, silent',
    }),
  ),
  TRUST_PROXY: optional(flag),
  SCRYPT_COST: optional(
    z.coerce
      .number({ error: 'must be a power of two, at least 2' })
      .int('must be a power of two, at least 2')
      .refine((n) => n >= 2 && n <= 2 ** 20 && (n & (n - 1)) === 0, 'must be a power of two between 2 and 1048576'),
  ),
  SKIP_WEB_BUILD: optional(flag),
  WRITE_LIMIT_PER_SECOND: optional(
    z.coerce
      .number({ error: 'must be a number of writes per second' })
      .min(0, 'must be 0 (no limit) to 100000')
      .max(100000, 'must be 0 (no limit) to 100000'),
  ),
  WRITE_LIMIT_BURST: optional(
    z.coerce
      .number({ error: 'must be a whole number of writes' })
      .int('must be a whole number of writes')
      .min(1, 'must be 1-1000000')
      .max(1000000, 'must be 1-1000000'),
  ),
  GENERATION_WAIT_MS: optional(
    z.coerce
      .number({ error: 'must be a whole number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0-60000')
      .max(60000, 'must be 0-60000'),
  ),
  OIDC_ISSUER: optional(
    z.string().refine((value) => {
      try {
        const issuer = new URL(value);
        // Plain http only for a provider on this machine (tests, development).
        return (
          issuer.protocol === 'https:' || (issuer.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname))
        );
      } catch {
        return false;
      }
    }, 'must be an https URL like https://accounts.google.com'),
  ),
  OIDC_CLIENT_ID: optional(z.string()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  OIDC_REDIRECT_BASE: optional(
    url(['https:', 'http:'], 'https://life.example.com').refine((value) => new URL(value).pathname === '/', {
      message: 'must be the public origin of the app, without a path, like https://life.example.com',
    }),
  ),
});

/** Never echoed in config errors. */
const SECRET_VARIABLES = new Set(['SESSION_SECRET', 'OIDC_CLIENT_SECRET', 'LIFE_OPERATOR_TOKEN']);

const MIN_SECRET_LENGTH = 32;

/** Config errors go to the console: never echo a password embedded in a URL (user:pass@host). */
export function withoutCredentials(value: string | undefined): string | undefined {
  return value?.replace(/^([a-z][\w+.-]*:\/\/)[^/@\s]*@/i, '$1***@');
}

export function loadConfig(env: Record<string, string | undefined>, mode: RuntimeMode): Config {
  const problems: string[] = [];
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '?');
      problems.push(
        `${name}: ${issue.message}${SECRET_VARIABLES.has(name) ? '' : ` (got ${JSON.stringify(withoutCredentials(env[name]))})`}`,
      );
    }
  }
  const values = parsed.success ? parsed.data : undefined;
  const has = (name: keyof z.infer<typeof envSchema>) => blankToUndefined(env[name]) !== undefined;

  // Cross-variable rules, checked on the raw presence so they are reported even next to format errors.
  if (has('EVENTSTORE_URL') && !has('DATABASE_URL')) {
    problems.push('EVENTSTORE_URL: requires DATABASE_URL (read models, sessions and checkpoints live in PostgreSQL)');
  }
  if (mode !== 'embedded' && !has('DATABASE_URL')) {
    problems.push(`DATABASE_URL: required in ${mode} mode (only embedded mode can use the built-in database)`);
  }
  if (mode === 'worker' && !has('REDIS_URL')) {
    problems.push('REDIS_URL: required in worker mode (the job queue lives in Redis)');
  }
  const secret = blankToUndefined(env.SESSION_SECRET);
  const sessionKeys =
    typeof secret === 'string'
      ? secret
          .split(',')
          .map((key) => key.trim())
          .filter(Boolean)
      : [];
  if (has('DATABASE_URL') && sessionKeys.length === 0 && mode !== 'projector' && mode !== 'worker') {
    problems.push('SESSION_SECRET: required when DATABASE_URL is set (all API processes must sign cookies alike)');
  }
  if (sessionKeys.some((key) => key.length < MIN_SECRET_LENGTH)) {
    problems.push(`SESSION_SECRET: each comma-separated key must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const operatorToken = blankToUndefined(env.LIFE_OPERATOR_TOKEN);
  if (typeof operatorToken === 'string' && operatorToken.trim().length < MIN_SECRET_LENGTH) {
    problems.push(`LIFE_OPERATOR_TOKEN: must be at least ${MIN_SECRET_LENGTH} characters (e.g. openssl rand -hex 32)`);
  }

  const oidcSet = [...OIDC_REQUIRED, 'OIDC_ISSUER' as const].some(has);
  const oidcMissing = OIDC_REQUIRED.filter((name) => !has(name));
  if (oidcSet && oidcMissing.length > 0) {
    problems.push(
      `missing environment variables: ${oidcMissing.join(', ')} (sign-in with an identity provider needs ${OIDC_REQUIRED.join(', ')}; set all or none)`,
    );
  }

  if (problems.length > 0 || !values) throw new ConfigError(problems);
  return {
    mode,
    port: values.PORT ?? 3000,
    dataDir: values.DATA_DIR ?? './data',
    databaseUrl: values.DATABASE_URL,
    eventStoreUrl: values.EVENTSTORE_URL,
    redisUrl: values.REDIS_URL,
    sessionKeys,
    logLevel: values.LOG_LEVEL ?? 'info',
    trustProxy: values.TRUST_PROXY ?? false,
    scryptCost: values.SCRYPT_COST ?? DEFAULT_SCRYPT_COST,
    skipWebBuild: values.SKIP_WEB_BUILD ?? false,
    generationWaitMs: values.GENERATION_WAIT_MS ?? DEFAULT_GENERATION_WAIT_MS,
    writeLimit: {
      perSecond: values.WRITE_LIMIT_PER_SECOND ?? DEFAULT_WRITE_LIMIT.perSecond,
      burst: values.WRITE_LIMIT_BURST ?? DEFAULT_WRITE_LIMIT.burst,
    },
    ...(values.LIFE_OPERATOR_TOKEN ? { operatorToken: values.LIFE_OPERATOR_TOKEN.trim() } : {}),
    ...(values.OIDC_CLIENT_ID && values.OIDC_CLIENT_SECRET && values.OIDC_REDIRECT_BASE
      ? {
          oidc: {
            issuer: values.OIDC_ISSUER ?? GOOGLE_ISSUER,
            clientId: values.OIDC_CLIENT_ID,
            clientSecret: values.OIDC_CLIENT_SECRET,
            redirectBase: new URL(values.OIDC_REDIRECT_BASE).origin,
          },
        }
      : {}),
  };
}
