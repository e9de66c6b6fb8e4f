import { defineConfig } from 'vitest/config';

// One run over every workspace; each workspace has its own vitest.config.ts.
export default defineConfig({
  test: {
    projects: ['domain', 'infra', 'projector', 'command-api', 'worker', 'web'],
    // Vitest's default is one worker fewer than the cores: one on CI's two, which leaves a core
    // idle while most files wait on PostgreSQL. Two files at a time nearly halves the run.
    maxWorkers: 2,
  },
});
