import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 30_000,
    // Files share their worker's jsdom window and modules instead of a fresh one each: about 3.7
    // times less CPU (docs/BENCHMARKS.md). What a test leaves behind is put back by src/test/setup.ts.
    isolate: false,
  },
});
