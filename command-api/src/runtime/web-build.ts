import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Logger } from '../logger';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const webDir = join(repoRoot, 'web');
export const webDistDir = join(webDir, 'dist');

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = info.mtimeMs;
  for (const entry of await readdir(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, await newestMtime(join(path, entry)));
  }
  return newest;
}

/** web/dist is missing or older than anything in web/src (or web/index.html). */
export async function webBuildIsStale(): Promise<boolean> {
  const built = await stat(join(webDistDir, 'index.html')).catch(() => undefined);
  if (!built) return true;
  const source = Math.max(await newestMtime(join(webDir, 'src')), await newestMtime(join(webDir, 'index.html')));
  return source > built.mtimeMs;
}

/**
 * `npm start` serves a current web app: builds web/ first when needed. A web/ without
 * index.html is still being written, so it is skipped quietly; a failed build is logged and
 * the previous dist (if any) is served.
 */
export async function buildWebIfStale(logger: Logger): Promise<void> {
  if (!existsSync(join(webDir, 'index.html'))) {
    logger.debug('web/index.html not found; not building the web app');
    return;
  }
  if (!(await webBuildIsStale())) return;
  logger.info('building the web app (npm run build -w web)');
  const code = await new Promise<number | null>((resolvePromise) => {
    // Build output goes to stderr so stdout stays pure JSON log lines.
    const child = spawn('npm', ['run', 'build', '-w', 'web'], { cwd: repoRoot, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', () => resolvePromise(-1));
    child.on('exit', (exitCode) => resolvePromise(exitCode));
  });
  if (code === 0) logger.info('web app built');
  else logger.warn({ exitCode: code }, 'web app build failed; serving the previous build if there is one');
}

export function webDistIfBuilt(): string | undefined {
  return existsSync(join(webDistDir, 'index.html')) ? webDistDir : undefined;
}
