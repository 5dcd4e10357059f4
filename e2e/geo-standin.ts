// The tile server and geocoder stand-in as its own process, for the browser tests: the Playwright
// config starts it with `node --import tsx e2e/geo-standin.ts`, and a test changes its answers through the
// `/__control` endpoints (POST /__control/reverse, POST /__control/tiles, GET /__control/requests).
import { startGeoStandin } from '../server/test/geo-standin';

const standin = await startGeoStandin(Number(process.env.GEO_STANDIN_PORT ?? 3990));
console.log(`geo stand-in on ${standin.origin}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    standin.close().finally(() => process.exit(0));
  });
}
