/**
 * Server build: bundles the process entry (command-api/src/main.ts) with every `@life/*`
 * workspace module into dist/server/main.mjs (+ source map). Third-party packages stay
 * external and load from node_modules, so their own files (PGlite's wasm/data, pino's
 * workers) resolve as usual. The running server is plain `node`: no TypeScript transpiler
 * (and no bundler) lives in its memory.
 *
 *   node scripts/build-server.mjs              build
 *   node scripts/build-server.mjs --if-stale   build only when a source is newer than the build
 *                                               (npm's prestart hooks: a short-lived process)
 */
import { readFile, readdir, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const serverOutDir = join(repoRoot, 'dist', 'server');
export const serverEntry = join(serverOutDir, 'main.mjs');

/** The workspaces bundled into the server (web/ is the browser app, built by vite). */
const SERVER_WORKSPACES = ['domain', 'infra', 'projector', 'command-api', 'worker'];
const ENTRY = join(repoRoot, 'command-api', 'src', 'main.ts');

async function newestMtime(path) {
  const info = await stat(path).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return /\.test\.ts$/.test(path) ? 0 : info.mtimeMs;
  let newest = info.mtimeMs; // a deleted file moves its folder's mtime
  for (const entry of await readdir(path)) newest = Math.max(newest, await newestMtime(join(path, entry)));
  return newest;
}

/** dist/server/main.mjs is missing, or older than a workspace source, manifest or this script. */
export async function serverBuildIsStale() {
  const built = await stat(serverEntry).catch(() => undefined);
  if (!built) return true;
  const inputs = [fileURLToPath(import.meta.url), join(repoRoot, 'package-lock.json'), join(repoRoot, 'tsconfig.base.json')];
  for (const workspace of SERVER_WORKSPACES) inputs.push(join(repoRoot, workspace, 'src'), join(repoRoot, workspace, 'package.json'));
  for (const input of inputs) if ((await newestMtime(input)) > built.mtimeMs) return true;
  return false;
}

/** Bare imports: `@life/*` is bundled (resolved through the workspace's `exports`), anything else stays external. */
const externalPackages = {
  name: 'external-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@life/') ? undefined : { path: args.path, external: true }));
  },
};

/**
 * `import.meta.url` in a bundled module would be the bundle's URL; code that finds files next
 * to its source (infra's migrations, the repo root, "am I the main module" checks) needs its own.
 * Each occurrence becomes the source file's URL, computed relative to the bundle at run time,
 * so the repo (or the image's /app) can move after the build.
 */
const sourceImportMetaUrl = {
  name: 'source-import-meta-url',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const fromBundle = relative(serverOutDir, args.path).split(sep).join('/');
      return {
        contents: source.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`),
        loader: 'ts',
      };
    });
  },
};

export async function buildServer() {
  // Imported here, not at the top: `--if-stale` with a current build never loads esbuild.
  const { build } = await import('esbuild');
  const started = Date.now();
  await rm(serverOutDir, { recursive: true, force: true }); // no chunks of an older build left behind
  await build({
    entryPoints: { main: ENTRY },
    outdir: serverOutDir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    // Dynamic imports stay lazy chunks: embedded mode never loads pg, EventStoreDB's client or BullMQ.
    splitting: true,
    // Chunks sit beside main.mjs: the import.meta.url rewrite below is relative to serverOutDir.
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    // Absolute-free map sources keep the build relocatable; stack traces name the .ts files.
    sourceRoot: '',
    logLevel: 'warning',
    plugins: [externalPackages, sourceImportMetaUrl],
    tsconfig: join(repoRoot, 'tsconfig.base.json'),
  });
  process.stderr.write(`server built: ${relative(repoRoot, serverEntry)} (${Date.now() - started} ms)\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const unknown = args.filter((arg) => arg !== '--if-stale');
  if (unknown.length > 0) {
    process.stderr.write(`unknown argument ${unknown[0]}; usage: node scripts/build-server.mjs [--if-stale]\n`);
    process.exit(2);
  }
  if (args.includes('--if-stale') && !(await serverBuildIsStale())) process.exit(0);
  await buildServer();
}
