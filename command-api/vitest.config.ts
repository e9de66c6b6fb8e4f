import { configDefaults, defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'command-api',
    include: ['src/**/*.test.ts'],
    // Timing-bound: runs alone after the rest (vitest.fairness.config.ts), not beside other files.
    exclude: [...configDefaults.exclude, 'src/testing/fairness.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
