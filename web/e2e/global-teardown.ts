import { rmSync } from 'node:fs';

/** Remove the throw-away data directory the config created for this run (scripts/e2e.mjs keeps it to verify it). */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (process.env.E2E_KEEP_DATA === '1') return;
  if (dir && dir.includes('life-e2e-')) rmSync(dir, { recursive: true, force: true });
}
