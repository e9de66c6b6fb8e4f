// Initial JS of the signed-in dashboard: the entry chunk, the dashboard page chunk and every chunk
// they import statically, gzip-compressed. Run after `npm run build`: node web/scripts/bundle-size.mjs
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const dashboardKey = Object.keys(manifest).find((k) => k.endsWith('features/dashboard/DashboardPage.tsx'));
const entryChunks = closure(entryKey);
const dashboardChunks = [...closure(dashboardKey)].filter((k) => !entryChunks.has(k));

let total = 0;
const rows = [];
for (const [label, keys] of [
  ['entry', [...entryChunks]],
  ['dashboard', dashboardChunks],
]) {
  for (const key of keys) {
    const size = gz(manifest[key].file);
    total += size;
    rows.push(`${label.padEnd(10)} ${manifest[key].file.padEnd(48)} ${kb(size)}`);
  }
}
const css = [...entryChunks].flatMap((k) => manifest[k].css ?? []);
console.log(rows.join('\n'));
console.log(`initial JS (gzip) for /: ${kb(total)}  (budget 250 KB)`);
console.log(`initial CSS (gzip): ${kb(css.reduce((sum, f) => sum + gz(f), 0))}`);
if (total > 250 * 1024) process.exitCode = 1;
