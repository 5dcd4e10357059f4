/**
 * Just enough of a tus server for the client's tests (not shipped: only tests import it), plus the
 * JSON create of a vestígio, which records whether every upload was whole when it came.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_PREFIX, AUTOR_HEADER, CSRF_HEADER } from '../../../shared/constants';
import { uploadEndpoint } from './upload';

/** Just enough of a tus server: create under the media id, offset on HEAD, append on PATCH. */
export interface TinyTus {
  server: Server;
  endpoint: string;
  uploads: Map<string, { length: number; data: Buffer[]; offset: number; metadata: Record<string, string> }>;
  patchBytes: number;
  methods: string[];
  /** The author each request named (AUTOR_HEADER), in order. */
  autores: (string | undefined)[];
  /** Drops the connection of the PATCH number n (1-based) after reading its body. */
  cutPatch: number | null;
  refuse: number | null;
  /** How many HEADs still answer 500, as the server does while a dead request holds the upload. */
  lockedHeads: number;
  patches: number;
  created: { body: unknown; complete: boolean; uploads: number }[];
}

function metadataOf(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) out[key] = Buffer.from(value ?? '', 'base64').toString();
  }
  return out;
}

function body(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve) => {
    const parts: Buffer[] = [];
    req.on('data', (part: Buffer) => parts.push(part));
    req.on('end', () => resolve(Buffer.concat(parts)));
  });
}

export async function startTinyTus(): Promise<TinyTus> {
  const state = {
    uploads: new Map(),
    patchBytes: 0,
    methods: [],
    autores: [],
    cutPatch: null,
    refuse: null,
    lockedHeads: 0,
    patches: 0,
    created: [],
  } as Omit<TinyTus, 'server' | 'endpoint'>;
  const server = createServer(async (req, res) => {
    const chunk = await body(req);
    state.methods.push(req.method ?? '');
    state.autores.push(req.headers[AUTOR_HEADER] as string | undefined);
    if (req.headers[CSRF_HEADER] !== '1') {
      res.writeHead(403).end();
      return;
    }
    if (state.refuse) {
      res.writeHead(state.refuse, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 'FORBIDDEN', message: 'Sem permissão.' }));
      return;
    }
    if (req.url?.startsWith(`${API_PREFIX}/casos/`)) {
      // The JSON create, which must come after every file is whole on the server.
      state.created.push({
        body: JSON.parse(chunk.toString()),
        complete: [...state.uploads.values()].every((u) => u.offset === u.length),
        uploads: state.uploads.size,
      });
      res.writeHead(201, { 'content-type': 'application/json' }).end('{"ok":true}');
      return;
    }
    const base = `${API_PREFIX}/uploads`;
    const id = req.url?.slice(base.length + 1) ?? '';
    const headers = { 'Tus-Resumable': '1.0.0' };
    if (req.method === 'POST') {
      const metadata = metadataOf(req.headers['upload-metadata'] as string);
      const mediaId = metadata.mediaId ?? '';
      const existing = state.uploads.get(mediaId);
      if (existing) {
        // As the app's route: a create resent for an upload it has answers it, never truncated.
        res
          .writeHead(201, { ...headers, Location: `${base}/${mediaId}`, 'Upload-Offset': existing.offset })
          .end();
        return;
      }
      state.uploads.set(mediaId, {
        length: Number(req.headers['upload-length']),
        data: [],
        offset: 0,
        metadata,
      });
      res.writeHead(201, { ...headers, Location: `${base}/${mediaId}` }).end();
      return;
    }
    const upload = state.uploads.get(id);
    if (!upload) {
      res.writeHead(404, headers).end();
      return;
    }
    if (req.method === 'HEAD' && state.lockedHeads > 0) {
      state.lockedHeads -= 1;
      res.writeHead(500, headers).end('failed to acquire lock before timeout');
      return;
    }
    if (req.method === 'HEAD') {
      res
        .writeHead(200, { ...headers, 'Upload-Offset': upload.offset, 'Upload-Length': upload.length })
        .end();
      return;
    }
    state.patches += 1;
    state.patchBytes += chunk.length;
    if (Number(req.headers['upload-offset']) !== upload.offset) {
      res.writeHead(409, headers).end();
      return;
    }
    upload.data.push(chunk);
    upload.offset += chunk.length;
    if (state.patches === state.cutPatch) {
      // The bytes arrived, the answer never does: the client must learn the offset by HEAD.
      req.socket.destroy();
      return;
    }
    res.writeHead(204, { ...headers, 'Upload-Offset': upload.offset }).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(state, { server, endpoint: uploadEndpoint(`http://127.0.0.1:${port}`) }) as TinyTus;
}

export function stopTinyTus(tus: TinyTus): Promise<void> {
  tus.server.closeAllConnections();
  return new Promise((resolve) => tus.server.close(() => resolve()));
}
