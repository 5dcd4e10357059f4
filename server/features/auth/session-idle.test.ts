import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';

const server = setupTestServer({ SESSION_IDLE_MINUTES: '1' });

describe('idle time', () => {
  it('counts from the last request: a user calling every 20 s never expires, 61 s of silence does', async () => {
    const cookie = await server.login('investigador');
    const me = () => server.api({ method: 'GET', url: '/auth/me', cookie });
    try {
      for (let call = 1; call <= 15; call++) {
        server.clock.advance(20_000);
        expect((await me()).statusCode, `chamada ${call}, ${call * 20} s`).toBe(200);
      }
      server.clock.advance(61_000);
      expect((await me()).json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    } finally {
      server.clock.reset();
    }
  });
});
