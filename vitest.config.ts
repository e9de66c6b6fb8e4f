import { defineConfig } from 'vitest/config';

// One run over every workspace; each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['domain', 'infra', 'projector', 'command-api', 'worker', 'web'],
  },
});
