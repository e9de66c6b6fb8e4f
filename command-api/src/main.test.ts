import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createClient } from './testing/test-app';
import { repoRoot } from './runtime/web-build';

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

interface Started {
  child: ChildProcess;
  output: () => string;
  /** Resolves once npm and everything behind it have exited and closed the output pipes. */
  exited: Promise<void>;
}

/** Runs `npm start` in its own process group (so the signal reaches node behind npm). */
function npmStart(env: Record<string, string>): Started {
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += String(chunk)));
  child.stderr?.on('data', (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.on('close', () => resolve()));
  return { child, output: () => output, exited };
}

async function until(check: () => boolean, timeoutMs: number, what: string, started: Started): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let closed = false;
  void started.exited.then(() => (closed = true));
  while (!check()) {
    if (Date.now() > deadline || closed) throw new Error(`timed out waiting for ${what}; output:\n${started.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Signals the process group we started (by its id); a group that already exited is fine. */
function kill(started: Started, signal: NodeJS.Signals): void {
  if (!started.child.pid) return;
  try {
    process.kill(-started.child.pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Command lines of every process in the group we started (npm, its shell, the server). */
function processGroup(started: Started): string[] {
  const ps = spawnSync('ps', ['-e', '-o', 'pgid=,args='], { encoding: 'utf8' });
  return ps.stdout
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match?.[1] === String(started.child.pid))
    .map((match) => match![2]!.trim());
}

/** SIGTERM to the whole group, as Ctrl+C or `docker stop` would do; resolves with the app's own log. */
async function stop(started: Started): Promise<string> {
  kill(started, 'SIGTERM');
  await started.exited;
  return started.output();
}

describe('npm start (embedded mode)', () => {
  const running: Started[] = [];
  let dataDir = '';
  afterAll(async () => {
    for (const started of running) kill(started, 'SIGKILL'); // only if a test failed midway
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps users across a restart, and shuts down gracefully', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'life-embedded-'));
    // Blank service URLs: embedded means PGlite in DATA_DIR even when the test run has DATABASE_URL.
    const env = {
      DATA_DIR: dataDir,
      SKIP_WEB_BUILD: '1',
      SCRYPT_COST: '1024',
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      EVENTSTORE_URL: '',
      REDIS_URL: '',
      SESSION_SECRET: '',
    };
    const credentials = { email: 'restart@example.com', password: 'secret1', displayName: 'Restart' };

    const port1 = await freePort();
    const first = npmStart({ ...env, PORT: String(port1) });
    running.push(first);
    await until(() => first.output().includes('"msg":"listening"'), 90_000, 'first start', first);
    // Compiled JavaScript under plain node: no TypeScript transpiler (tsx, esbuild) in the running group.
    const group = processGroup(first);
    expect(
      group.some((args) => /^\S*node .*dist\/server\/main\.mjs embedded$/.test(args)),
      group.join('\n'),
    ).toBe(true);
    expect(
      group.filter((args) => /tsx|esbuild/.test(args)),
      group.join('\n'),
    ).toEqual([]);
    const baseUrl1 = `http://127.0.0.1:${port1}`;
    const registered = await createClient(baseUrl1).post('/api/auth/register', credentials);
    expect(registered.status).toBe(201);
    const user = await registered.json();
    // Graceful: the app logs "stopped" only after the server, projector and database closed cleanly.
    expect(await stop(first)).toContain('"msg":"stopped"');
    const secret = await readFile(join(dataDir, 'session-secret'), 'utf8');

    const port2 = await freePort();
    const second = npmStart({ ...env, PORT: String(port2) });
    running.push(second);
    await until(() => second.output().includes('"msg":"listening"'), 90_000, 'second start', second);
    const client = createClient(`http://127.0.0.1:${port2}`);
    const login = await client.post('/api/auth/login', { email: credentials.email, password: credentials.password });
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual(user);
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect(await readFile(join(dataDir, 'session-secret'), 'utf8')).toBe(secret);
    expect(await stop(second)).toContain('"msg":"stopped"');
  });

  it('exits 1 listing every configuration problem', { timeout: 60_000 }, async () => {
    // The compiled entry, as start:api runs it (the test above built it through npm's prestart).
    expect(spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], { cwd: repoRoot }).status).toBe(0);
    const child = spawn(process.execPath, ['dist/server/main.mjs', 'api'], {
      cwd: repoRoot,
      env: { ...process.env, DATABASE_URL: '', PORT: 'x', EVENTSTORE_URL: 'esdb://localhost:2113' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Invalid configuration:');
    expect(stderr).toContain('PORT:');
    expect(stderr).toContain('EVENTSTORE_URL: requires DATABASE_URL');
    expect(stderr).toContain('DATABASE_URL: required in api mode');
  });
});
