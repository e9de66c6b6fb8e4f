import { rmSync } from 'node:fs';

/** Remove the throw-away data directory the config created for this run. */
export default function globalTeardown() {
  const dir = process.env.E2E_DATA_DIR;
  if (dir && dir.includes('life-e2e-')) rmSync(dir, { recursive: true, force: true });
}
