import { defineConfig } from 'vitest/config';

// `npm run test:unit`'s second run: the fairness test (issue 22) times a second user's requests, so it
// runs alone, after every other file, rather than beside whatever vitest schedules next to it.
export default defineConfig({
  test: {
    include: ['command-api/src/testing/fairness.test.ts'],
    testTimeout: 600_000,
    hookTimeout: 120_000,
  },
});
