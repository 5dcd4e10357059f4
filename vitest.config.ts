import { defineConfig } from 'vitest/config';

const common = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
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
