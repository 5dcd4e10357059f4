/**
 * Headers that keep personal data and evidence where they belong: a content policy that lets the
 * page talk only to this server and the configured map and geocoder, no copy of API answers in any
 * cache, and HTTPS pinned once it is in use.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../env';
import { daApi } from './rota-da-api';

/** The origin of a URL template such as 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png'. */
export function originOf(template: string): string | null {
  try {
    // A {s} subdomain placeholder becomes CSP's wildcard; URL lowercases the host it parses.
    const url = new URL(template.replace(/\{s\}\./, 'subdomain.'));
    return url.origin.replace('//subdomain.', '//*.');
  } catch {
    return null;
  }
}

const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers a helmet middleware sets, read by running it once on a stand-in response. */
function headersOf(middleware: ReturnType<typeof helmet>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name] = value;
    },
    removeHeader: () => {},
  };
  middleware({} as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

export async function installSecurity(app: FastifyInstance, env: Env): Promise<void> {
  const tiles = originOf(env.TILE_URL);
  // Helmet's headers depend on nothing in the request: worked out once, then copied onto each
  // answer (running its dozen middlewares per request cost ~2 % of a case read's server time).
  const headers = headersOf(
    helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // Mantine writes CSS variables into style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
          mediaSrc: ["'self'", 'blob:', 'data:'],
          // Addresses are looked up through our own server (/geocoder/reverso), never from the page.
          connectSrc: ["'self'"],
          workerSrc: ["'self'"],
          manifestSrc: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      // Sent per request below, and only over HTTPS: on plain HTTP (the demo on localhost) it means nothing.
      strictTransportSecurity: false,
    }),
  );
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
    // API answers carry personal data: no browser, proxy or service worker cache keeps them,
    // unless the route chose its own rule (reference lists, media).
    if (daApi(request) && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    done(null, payload);
  });
}

/**
 * At logout the browser drops its HTTP cache of this site (document images included). Only the
 * cache: the outbox lives in IndexedDB and must survive a logout.
 */
export function clearSiteCache(reply: FastifyReply): void {
  reply.header('Clear-Site-Data', '"cache"');
}
