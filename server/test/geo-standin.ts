/**
 * A local stand-in for the map tile server and the Nominatim geocoder, so that no test reaches the
 * internet. The vitest tests drive it through `setReverse` and `setTiles`; a browser test, from
 * another process, through the `/__control` endpoints (see `e2e/geo-standin.ts`).
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export interface GeoStandinRequest {
  path: string;
  query: Record<string, string>;
  userAgent: string | undefined;
  at: number;
}

export interface ReverseAnswer {
  status: number;
  body: unknown;
  delayMs?: number;
}

export type ReverseHandler = (lat: number, lon: number) => ReverseAnswer;

export interface GeoStandin {
  /** http://127.0.0.1:PORT */
  origin: string;
  /** `${origin}/tiles/{z}/{x}/{y}.png` */
  tileUrl: string;
  /** `${origin}/reverse` */
  geocoderUrl: string;
  /** Every tile and geocoder request, oldest first (the control endpoints are left out). */
  requests: GeoStandinRequest[];
  /** Replace the reverse answer: status and JSON body, or a delay in ms before answering. */
  setReverse(handler: ReverseHandler | null): void;
  /** 200 by default; 503, for instance, stands for an unreachable tile server. */
  setTiles(status: number): void;
  close(): Promise<void>;
}

/** A plain light map: grey ground, a thin grid line on two edges and two white streets crossing. */
const TILE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
  <rect width="256" height="256" fill="#e8e6e1"/>
  <rect x="0" y="100" width="256" height="18" fill="#ffffff"/>
  <rect x="150" y="0" width="14" height="256" fill="#fbfaf7"/>
  <path d="M0.5 0V256M0 0.5H256" stroke="#c9c5bd" stroke-width="1"/>
</svg>`;

let tilePng: Promise<Buffer> | null = null;

/** A Nominatim jsonv2 answer for a street in João Pessoa, with the position asked echoed. */
function defaultReverse(lat: number, lon: number): ReverseAnswer {
  return {
    status: 200,
    body: {
      lat: String(lat),
      lon: String(lon),
      display_name:
        '1000, Avenida Epitácio Pessoa, Tambauzinho, João Pessoa, Paraíba, Região Nordeste, 58039-000, Brasil',
      address: {
        house_number: '1000',
        road: 'Avenida Epitácio Pessoa',
        suburb: 'Tambauzinho',
        city: 'João Pessoa',
        state: 'Paraíba',
        'ISO3166-2-lvl4': 'BR-PB',
        postcode: '58039-000',
        country: 'Brasil',
        country_code: 'br',
      },
    },
  };
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const value: unknown = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export async function startGeoStandin(port = 0): Promise<GeoStandin> {
  tilePng ??= sharp(Buffer.from(TILE_SVG)).png().toBuffer();
  const tile = await tilePng;
  const requests: GeoStandinRequest[] = [];
  let reverse: ReverseHandler = defaultReverse;
  let tilesStatus = 200;
  const delays = new Set<NodeJS.Timeout>();

  function answerReverse(res: ServerResponse, query: Record<string, string>): void {
    const lat = Number(query.lat);
    const lon = Number(query.lon);
    // Number('') is 0: an empty parameter is as missing as an absent one.
    if (!query.lat || !query.lon || !Number.isFinite(lat) || !Number.isFinite(lon)) {
      sendJson(res, 400, { error: { code: 400, message: 'Parameter lat/lon missing or invalid' } });
      return;
    }
    const answer = reverse(lat, lon);
    const send = () => sendJson(res, answer.status, answer.body);
    if (!answer.delayMs) {
      send();
      return;
    }
    const timer = setTimeout(() => {
      delays.delete(timer);
      send();
    }, answer.delayMs);
    delays.add(timer);
  }

  function answerTile(res: ServerResponse): void {
    if (tilesStatus !== 200) {
      res.writeHead(tilesStatus, { 'Content-Type': 'text/plain' });
      res.end('tile server unavailable');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/png', 'Cache-Control': 'max-age=3600' });
    res.end(tile);
  }

  // A browser test changes the answers from outside this process.
  async function control(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    if (req.method === 'GET' && path === '/__control/requests') {
      sendJson(res, 200, requests);
    } else if (req.method === 'POST' && path === '/__control/reverse') {
      const body = await readJson(req);
      const answer = {
        status: Number(body.status ?? 200),
        body: body.body,
        delayMs: Number(body.delayMs ?? 0),
      };
      standin.setReverse(body.reset === true ? null : () => answer);
      sendJson(res, 200, { ok: true });
    } else if (req.method === 'POST' && path === '/__control/tiles') {
      standin.setTiles(Number((await readJson(req)).status ?? 200));
      sendJson(res, 200, { ok: true });
    } else {
      sendJson(res, 404, { error: 'not found' });
    }
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const query = Object.fromEntries(url.searchParams);
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST',
        'Access-Control-Allow-Headers': '*',
      });
      res.end();
      return;
    }
    if (url.pathname.startsWith('/__control/')) {
      control(req, res, url.pathname).catch((error: unknown) => sendJson(res, 400, { error: String(error) }));
      return;
    }
    requests.push({ path: url.pathname, query, userAgent: req.headers['user-agent'], at: Date.now() });
    if (url.pathname === '/reverse') answerReverse(res, query);
    else if (/^\/tiles\/\d+\/\d+\/\d+\.png$/.test(url.pathname)) answerTile(res);
    else sendJson(res, 404, { error: 'not found' });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const standin: GeoStandin = {
    origin,
    tileUrl: `${origin}/tiles/{z}/{x}/{y}.png`,
    geocoderUrl: `${origin}/reverse`,
    requests,
    setReverse(handler) {
      reverse = handler ?? defaultReverse;
    },
    setTiles(status) {
      tilesStatus = status;
    },
    close() {
      for (const timer of delays) clearTimeout(timer);
      delays.clear();
      return new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Clients keep connections alive; the stand-in is gone, not draining.
        server.closeAllConnections();
      });
    },
  };
  return standin;
}
