import { defineConfig } from '@playwright/test';
import { navegador } from './e2e/navegador';
import { E2E_APP_DIR, E2E_DATA_DIR } from './e2e/support';

const PORT = Number(process.env.E2E_PORT ?? 3999);

/** The stand-in for the tile server and the geocoder: no journey reaches the internet. */
const GEO_PORT = Number(process.env.E2E_GEO_PORT ?? PORT - 10);
const GEO = `http://127.0.0.1:${GEO_PORT}`;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // The JSON report gives each file's time to `npm run e2e:duracoes`, which the shards are dealt by.
  reporter: [['list'], ['json', { outputFile: `.tmp/e2e-resultado-${PORT}.json` }]],
  // Per port, as the server's data (E2E_DATA_DIR): shards (scripts/e2e.mjs) never share either.
  outputDir: `.tmp/test-results/${PORT}`,
  use: {
    baseURL: `http://localhost:${PORT}/rip-app/`,
    viewport: { width: 360, height: 740 },
    locale: 'pt-BR',
    timezoneId: 'America/Fortaleza',
    serviceWorkers: 'allow',
    screenshot: 'only-on-failure',
    // A trace records every step's page; it doubled the runner's CPU and made the journeys a fifth
    // slower, on a machine they keep busy (docs/decisions.md). A failure keeps its screenshot and
    // its page's accessibility tree; E2E_TRACE=1 records the trace of a journey under study.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: navegador,
  },
  webServer: [
    {
      command: 'node --import tsx e2e/geo-standin.ts',
      url: `${GEO}/__control/requests`,
      env: { GEO_STANDIN_PORT: String(GEO_PORT) },
      timeout: 30_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
    {
      command: 'node scripts/e2e-server.mjs',
      url: `http://localhost:${PORT}/rip-app/api/health`,
      env: {
        PORT: String(PORT),
        // The address the journeys open, printed on the reports as their verification link.
        PUBLIC_URL: `http://localhost:${PORT}/rip-app`,
        E2E_DATA_DIR,
        E2E_APP_DIR,
        TILE_URL: `${GEO}/tiles/{z}/{x}/{y}.png`,
        GEOCODER_URL: `${GEO}/reverse`,
        E2E_GEO: GEO,
      },
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    },
  ],
});
