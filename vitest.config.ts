import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const common = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, so a single worker on a 2-core machine. A
    // server test file mostly waits on its PostgreSQL and its HTTP round trips: three files at once
    // keep both cores busy (11 server files: 626 s and 399 s with one worker, 431 s with three).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include: ['app/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
        },
      },
      {
        // HTTP integration tests: one real PostgreSQL for the run, a database per test file.
        test: {
          ...common,
          name: 'server',
          include: ['server/**/*.test.ts'],
          globalSetup: ['server/test/global-setup.ts'],
        },
      },
    ],
  },
});
