import { availableParallelism } from 'node:os';
import { configDefaults, defineConfig } from 'vitest/config';

const common = { environment: 'node' as const, testTimeout: 60_000, hookTimeout: 120_000 };

export default defineConfig({
  test: {
    // Vitest's default is one worker per core but one, so a single worker on a 2-core machine. A
    // server test file mostly waits on its PostgreSQL and its HTTP round trips: three files at once
    // keep both cores busy. On this machine shared with other runs, six route files took 212 and
    // 173 s with one worker, 75 and 154 s with three (eleven others, fuzz included: 626 and 399 s
    // against 431 and 488 s; the load of the others decided more than the workers).
    maxWorkers: Math.max(3, availableParallelism() - 1),
    projects: [
      {
        test: {
          ...common,
          name: 'unit',
          include: ['app/**/*.test.ts', 'shared/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            'scripts/cluster/**',
            'scripts/implantacao/atualizacao.test.ts',
          ],
        },
      },
      {
        // HTTP integration tests: one real PostgreSQL for the run, a database per test file. The
        // cluster's (three nodes behind HAProxy) and the rolling upgrade's (the previous release
        // installed and built, then two nodes) run among them, dealt out with the server files,
        // rather than after every server file as the unit files are: the upgrade, started after
        // them, was the last 111 s of the 29/11 run, with the other workers out of files.
        test: {
          ...common,
          name: 'server',
          include: [
            'server/**/*.test.ts',
            'scripts/cluster/**/*.test.ts',
            'scripts/implantacao/atualizacao.test.ts',
          ],
          globalSetup: ['server/test/global-setup.ts'],
          // Each file has its own database cloned from the template, and the server keeps its
          // state per session, case or database: re-importing the whole server for every file cost
          // 888 of the 2,307 s the files summed (docs/decisions.md, issue 28).
          isolate: false,
        },
      },
    ],
  },
});
