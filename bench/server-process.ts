/**
 * The built server (`dist/server/main.mjs`, as `npm start` and docker-compose run it) in child
 * processes, for benches that measure what a deployment does rather than the code in the bench's
 * own process: the embedded server (footprint) or the PostgreSQL deployment's api and projector
 * processes side by side (bank-csv).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { round } from './types';

export const repoRoot = resolve(fileURLToPath(new URL('..', import.meta.url)));
export const SERVER_BUNDLE = 'dist/server/main.mjs';
const STARTUP_LIMIT_MS = 120_000;

/**
 * The environment of the embedded server as a new user runs it (`npm start`): PGlite in `dataDir`,
 * no services, the web app already built; `extra` adds or overrides variables.
 */
export function embeddedEnv(port: number, dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    EVENTSTORE_URL: '',
    REDIS_URL: '',
    SESSION_SECRET: '',
    SKIP_WEB_BUILD: '1',
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePort(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Resident and peak resident memory of a process, from /proc (MB). */
export async function memory(pid: number): Promise<{ rssMb: number; peakRssMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rssMb: round(kb('VmRSS') / 1024), peakRssMb: round(kb('VmHWM') / 1024) };
}

/** Builds the server bundle unless it is newer than its sources (scripts/build-server.mjs). */
export function buildIfStale(): void {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--if-stale'], {
    cwd: repoRoot,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (build.status !== 0) throw new Error('server build failed');
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  /** Spawn to ready: the first 200 from /api/health, or the `readyLine` on stdout. */
  startupMs: number;
  stop(): Promise<void>;
}

export interface ServerProcessOptions {
  /** The program's arguments (node flags and the bundle with its mode), or `npm start`'s with `viaNpm`. */
  args: readonly string[];
  env: NodeJS.ProcessEnv;
  /** Ready when this URL's /api/health answers 200. */
  baseUrl?: string;
  /** Ready when stdout shows this text (a process without HTTP, such as the projector). */
  readyLine?: string;
  /** `npm start` in its own process group (npm, the prestart build check, then the server). */
  viaNpm?: boolean;
  /** The checkout to run (its dist/server); this one by default. */
  cwd?: string;
}

export async function startServerProcess(options: ServerProcessOptions): Promise<ServerProcess> {
  const started = performance.now();
  const { viaNpm = false } = options;
  const child = spawn(viaNpm ? 'npm' : process.execPath, viaNpm ? ['start'] : [...options.args], {
    cwd: options.cwd ?? repoRoot,
    detached: viaNpm,
    env: options.env,
    stdio: ['ignore', options.readyLine ? 'pipe' : 'ignore', 'pipe'],
  });
  let stderr = '';
  let stdout = '';
  child.stderr?.on('data', (chunk) => (stderr += String(chunk)));
  child.stdout?.on('data', (chunk) => (stdout = (stdout + String(chunk)).slice(-10_000)));
  const exited = new Promise<void>((resolveExit) => child.on('exit', () => resolveExit()));
  let exitedEarly = false;
  void exited.then(() => (exitedEarly = true));
  const ready = async () => {
    if (options.readyLine) return stdout.includes(options.readyLine);
    return fetch(`${options.baseUrl}/api/health`).then(
      (r) => r.status === 200,
      () => false,
    );
  };
  for (;;) {
    if (exitedEarly) throw new Error(`server exited during startup:\n${stderr}`);
    if (performance.now() - started > STARTUP_LIMIT_MS) throw new Error(`server was not ready within 120 s:\n${stderr}`);
    if (await ready()) break;
    await new Promise((r) => setTimeout(r, 10));
  }
  const startupMs = Math.round(performance.now() - started);
  return {
    child,
    pid: child.pid!,
    startupMs,
    stop: async () => {
      if (exitedEarly) return;
      if (viaNpm) process.kill(-child.pid!, 'SIGTERM');
      else child.kill('SIGTERM');
      await exited;
    },
  };
}
