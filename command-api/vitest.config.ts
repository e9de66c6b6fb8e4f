import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'command-api',
    // Files share one module graph per worker: re-importing the app (and compiling PGlite's WASM)
    // for every file was a fifth of the suite's time. Tests keep no state in modules.
    isolate: false,
    include: ['src/**/*.test.ts'],
    // Timing-bound: runs alone after the rest (vitest.fairness.config.ts), not beside other files.
    exclude: [...configDefaults.exclude, 'src/testing/fairness.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
