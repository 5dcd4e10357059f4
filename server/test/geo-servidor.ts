import { afterAll, beforeAll } from 'vitest';
import { type GeoStandin, startGeoStandin } from './geo-standin';
import { setupTestServer, type TestServer } from './harness';

/**
 * A test file's server whose tile server and geocoder are the stand-in, on a port the system
 * gives (a random one could be taken by another file's stand-in). `geo.standin` is there from the
 * file's first test on. Call at the top level of a test file.
 */
export function setupTestServerComGeo(): { server: TestServer; geo: { standin: GeoStandin } } {
  const urls: Partial<NodeJS.ProcessEnv> = {};
  const geo = {} as { standin: GeoStandin };
  // Registered before the server's own: the stand-in's address is known when the server is built.
  beforeAll(async () => {
    geo.standin = await startGeoStandin();
    urls.TILE_URL = geo.standin.tileUrl;
    urls.GEOCODER_URL = geo.standin.geocoderUrl;
  });
  afterAll(async () => {
    await geo.standin?.close();
  });
  return { server: setupTestServer(urls), geo };
}
