/**
 * Keeps docker-compose.yml and the Dockerfile in step with the code: every service
 * has a health check, every variable command-api's config reads reaches the app
 * services, and start order follows health. Reads the files at test time.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = fileURLToPath(new URL('../../', import.meta.url));
const read = (path: string) => readFileSync(root + path, 'utf8');

interface Service {
  image?: string;
  build?: unknown;
  command?: string | string[];
  environment?: Record<string, string> | string[];
  ports?: string[];
  depends_on?: Record<string, { condition?: string }>;
  healthcheck?: { test?: string | string[] };
}

const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;

const APP_SERVICES = ['api', 'projector', 'worker'] as const;
const INFRA_SERVICES = ['eventstore', 'postgres', 'redis'] as const;

/** Which servers each mode talks to, so which it must wait for. */
const EXPECTED_DEPENDENCIES: Record<(typeof APP_SERVICES)[number], string[]> = {
  api: ['eventstore', 'postgres', 'redis'],
  projector: ['eventstore', 'postgres'],
  worker: ['eventstore', 'postgres', 'redis'],
};

/** Config variables deliberately left to their defaults under compose, with the reason. */
const NOT_SET_IN_COMPOSE: Record<string, string> = {
  DATA_DIR: 'embedded PGlite only; compose uses DATABASE_URL',
  TRUST_PROXY: 'the api port is published directly, not behind a proxy',
  SCRYPT_COST: 'the default cost is the production setting',
  GENERATION_WAIT_MS: 'the default wait for the recurring worker (5 s) suits compose',
};

/** Environment variable names command-api/src/config.ts reads: the keys of its zod env schema, and any process.env.X. */
function configVariables(source: string): string[] {
  const names = new Set<string>();
  for (const m of source.matchAll(/^\s*['"]?([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*)['"]?\s*:/gm)) names.add(m[1] ?? '');
  for (const m of source.matchAll(/\benv(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g)) names.add(m[1] ?? '');
  names.delete('');
  return [...names].sort();
}

function env(service: Service): Record<string, string> {
  const e = service.environment ?? {};
  if (!Array.isArray(e)) return e;
  return Object.fromEntries(e.map((kv) => [kv.split('=')[0] ?? '', kv.slice(kv.indexOf('=') + 1)]));
}

function service(name: string): Service {
  const s = services[name];
  if (!s) throw new Error(`docker-compose.yml has no service "${name}"`);
  return s;
}

describe('docker-compose.yml', () => {
  it('has every service, each with a health check', () => {
    expect(Object.keys(services).sort()).toEqual([...APP_SERVICES, ...INFRA_SERVICES].sort());
    for (const [name, s] of Object.entries(services)) {
      expect(s.healthcheck?.test, `${name} healthcheck`).toBeTruthy();
      expect(s.healthcheck?.test?.length, `${name} healthcheck`).toBeGreaterThan(0);
    }
  });

  it('runs the app services from the root image with their start scripts', () => {
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
    for (const name of APP_SERVICES) {
      const s = service(name);
      expect(s.build, name).toBe('.');
      expect(s.command, name).toBe(`npm run start:${name}`);
      expect(scripts[`start:${name}`], `package.json start:${name}`).toBeTruthy();
    }
    expect(service('api').ports).toContain('3000:3000');
    expect(JSON.stringify(service('api').healthcheck?.test)).toContain('/api/health');
  });

  it('gives api, projector and worker every variable command-api/src/config.ts reads', () => {
    let source: string;
    try {
      source = read('command-api/src/config.ts');
    } catch {
      throw new Error('command-api/src/config.ts is missing: it defines the environment compose must provide');
    }
    const vars = configVariables(source);
    // Guards the scan itself: these are certainly in the schema.
    expect(vars).toEqual(expect.arrayContaining(['DATABASE_URL', 'EVENTSTORE_URL', 'REDIS_URL', 'SESSION_SECRET', 'PORT', 'LOG_LEVEL']));

    const required = vars.filter((v) => !(v in NOT_SET_IN_COMPOSE));
    for (const name of APP_SERVICES) {
      const e = env(service(name));
      expect(Object.keys(e).sort(), `${name} environment`).toEqual(expect.arrayContaining(required));
      // Nothing stale or misspelt: every variable set is one the config reads.
      for (const key of Object.keys(e)) expect(vars, `${name} sets ${key}, which config.ts does not read`).toContain(key);
    }
    // The allowlist must not hide variables the config no longer has.
    for (const v of Object.keys(NOT_SET_IN_COMPOSE)) expect(vars, `NOT_SET_IN_COMPOSE.${v}`).toContain(v);
  });

  it('points the app services at the compose servers', () => {
    for (const name of APP_SERVICES) {
      const e = env(service(name));
      expect(e.DATABASE_URL, name).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
      expect(e.EVENTSTORE_URL, name).toBe('esdb://eventstore:2113?tls=false');
      expect(e.REDIS_URL, name).toBe('redis://redis:6379');
      expect(e.PORT, name).toBe('3000');
    }
  });

  it('starts each app service only after the servers it uses are healthy', () => {
    for (const name of APP_SERVICES) {
      const deps = service(name).depends_on ?? {};
      expect(Object.keys(deps).sort(), name).toEqual(EXPECTED_DEPENDENCIES[name]);
      for (const [dep, { condition }] of Object.entries(deps)) expect(condition, `${name} -> ${dep}`).toBe('service_healthy');
    }
    for (const name of INFRA_SERVICES) expect(service(name).depends_on, name).toBeUndefined();
  });

  it('configures the servers as the app needs them', () => {
    const es = env(service('eventstore'));
    expect(es.EVENTSTORE_INSECURE).toBe('true');
    expect(es.EVENTSTORE_RUN_PROJECTIONS).toBe('None');
    expect(JSON.stringify(service('eventstore').healthcheck?.test)).toContain('/health/live');
    expect(service('postgres').image).toBe('postgres:17');
    expect(JSON.stringify(service('postgres').healthcheck?.test)).toContain('pg_isready');
    // BullMQ loses jobs if Redis evicts keys.
    expect(service('redis').command).toContain('--maxmemory-policy noeviction');
    expect(service('redis').command).toContain('--appendonly yes');
    expect(JSON.stringify(service('redis').healthcheck?.test)).toContain('ping');
  });
});

describe('Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds one node:20-slim image with npm ci and the web build, starting the api', () => {
    expect(dockerfile).toMatch(/^FROM node:20-slim$/m);
    expect(dockerfile).toMatch(/^RUN npm ci/m);
    expect(dockerfile).toMatch(/npm run build/);
    expect(dockerfile).toMatch(/^CMD \["npm", "run", "start:api"\]$/m);
  });

  it('copies every workspace manifest before npm ci', () => {
    const workspaces = (JSON.parse(read('package.json')) as { workspaces: string[] }).workspaces;
    const beforeInstall = dockerfile.slice(0, dockerfile.indexOf('RUN npm ci'));
    for (const w of workspaces) expect(beforeInstall, w).toContain(`COPY ${w}/package.json ${w}/`);
  });
});

describe('configVariables', () => {
  it('finds the keys of a zod env schema and direct env reads', () => {
    const source = `const schema = z.object({\n  PORT: z.coerce.number().default(3000),\n  'LOG_LEVEL': z.enum(['info']),\n  nested: z.string(),\n});\nconst x = process.env.SCRYPT_COST;\nconst y = env['TRUST_PROXY'];`;
    expect(configVariables(source)).toEqual(['LOG_LEVEL', 'PORT', 'SCRYPT_COST', 'TRUST_PROXY']);
  });
});
