/**
 * The resumable upload (tus): a file arrives in parts, a cut keeps what arrived, and nothing is
 * accepted from whoever could not write to the case, nor of a type or size its kind does not allow.
 */
import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/constants';
import { FOTO_MAX_BYTES } from '../../../shared/schemas/vestigios';
import { UPLOADS_PATH } from '../../storage/uploads';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { enviador, tusClient, tusFile } from '../../test/tus';

const server = setupTestServer();
const api = pessoasApi(server);
let base = '';
let cookie = '';
let casoId = '';

beforeAll(async () => {
  ({ base, cookie } = await enviador(server));
  casoId = (await api.criarCaso(cookie)).id;
});

const video = () => tusFile('video', 'video/webm', randomBytes(256 * 1024));

/** Sends `chunk` as a PATCH at `offset` but cuts the connection after `sent` bytes of it. */
async function patchCortado(id: string, offset: number, chunk: Buffer, sent: number): Promise<void> {
  const url = new URL(base);
  const socket = net.connect(Number(url.port), url.hostname);
  await new Promise((resolve) => socket.once('connect', resolve));
  socket.write(
    [
      `PATCH ${UPLOADS_PATH}/${id} HTTP/1.1`,
      `Host: ${url.host}`,
      `Cookie: ${cookie}`,
      `${CSRF_HEADER}: ${CSRF_HEADER_VALUE}`,
      'Tus-Resumable: 1.0.0',
      `Upload-Offset: ${offset}`,
      'Content-Type: application/offset+octet-stream',
      `Content-Length: ${chunk.length}`,
      '',
      '',
    ].join('\r\n'),
  );
  await new Promise<void>((resolve) => socket.write(chunk.subarray(0, sent), () => resolve()));
  // Let the server write what it got before the signal drops.
  await new Promise((resolve) => setTimeout(resolve, 300));
  socket.destroy();
}

async function offsetDe(client: ReturnType<typeof tusClient>, id: string): Promise<number> {
  // The cut PATCH holds the upload's lock until the server notices the socket closed.
  for (let tentativa = 0; tentativa < 50; tentativa += 1) {
    const head = await client.head(id);
    if (head.status === 200) return Number(head.headers.get('upload-offset'));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('HEAD não respondeu');
}

describe('tus uploads', () => {
  it('receives a file in two parts, and HEAD tells where it stopped', async () => {
    const client = tusClient(base, cookie);
    const file = video();
    const created = await client.create(casoId, file);
    expect(created.status).toBe(201);
    // The upload's URL is the media's id: the device knows it even if this answer is lost.
    expect(created.headers.get('location')).toBe(`${UPLOADS_PATH}/${file.id}`);
    const metade = file.bytes.length / 2;
    const first = await client.patch(file.id, 0, file.bytes.subarray(0, metade));
    expect(first.status).toBe(204);
    expect(await offsetDe(client, file.id)).toBe(metade);
    const second = await client.patch(file.id, metade, file.bytes.subarray(metade));
    expect(second.status).toBe(204);
    expect(second.headers.get('upload-offset')).toBe(String(file.bytes.length));
    // The same create resent (its answer lost) is the same upload, not a new empty one.
    const again = await client.create(casoId, file);
    expect(again.status).toBe(201);
    expect(await offsetDe(client, file.id)).toBe(file.bytes.length);
  });

  it('resumes a cut upload from where the bytes stopped: nothing is sent twice', async () => {
    const client = tusClient(base, cookie);
    const file = video();
    expect((await client.create(casoId, file)).status).toBe(201);
    const cut = Math.floor(file.bytes.length * 0.8);
    await patchCortado(file.id, 0, file.bytes, cut);
    const offset = await offsetDe(client, file.id);
    const enviadosDuasVezes = cut - offset;
    console.info(
      `retomada: corte em ${cut} bytes, servidor tinha ${offset}, reenviados ${enviadosDuasVezes}`,
    );
    expect(enviadosDuasVezes).toBe(0);
    const rest = await client.patch(file.id, offset, file.bytes.subarray(offset));
    expect(rest.status).toBe(204);
    expect(await offsetDe(client, file.id)).toBe(file.bytes.length);
  });

  it('refuses whoever may not write to the case, before any byte', async () => {
    const file = video();
    const semAcesso = tusClient(base, await server.login('semAcesso'));
    expect((await semAcesso.create(casoId, file)).status).toBe(403);
    // A member of other cases, holding the permission: the case does not exist for them.
    const perito = tusClient(base, await server.login('perito'));
    expect((await perito.create(casoId, file)).status).toBe(404);
    const anonimo = tusClient(base, '');
    expect((await anonimo.create(casoId, file)).status).toBe(401);
    const semCsrf = tusClient(base, cookie, { csrf: false });
    expect((await semCsrf.create(casoId, file)).status).toBe(403);
    // Someone else's upload cannot be continued nor probed.
    const client = tusClient(base, cookie);
    expect((await client.create(casoId, file)).status).toBe(201);
    expect((await perito.patch(file.id, 0, file.bytes)).status).toBe(404);
    expect((await perito.head(file.id)).status).toBe(404);
    // Nor by naming one's own upload in the path and the other's at the URL's end.
    const delegadoCookie = await server.login('delegado');
    const delegado = tusClient(base, delegadoCookie);
    const proprio = tusFile('video', 'video/webm', randomBytes(1000));
    expect((await delegado.create((await api.criarCaso(delegadoCookie)).id, proprio)).status).toBe(201);
    const desvio = `${proprio.id}?x=/${file.id}`;
    expect((await delegado.head(desvio)).headers.get('upload-length')).toBe('1000');
    await delegado.patch(desvio, 0, Buffer.from('lixo'));
    expect(await offsetDe(client, file.id)).toBe(0);
  });

  it('refuses a type or a size its kind does not allow, and a case past its 24 hours', async () => {
    const client = tusClient(base, cookie);
    const exe = tusFile('photo', 'application/x-msdownload', randomBytes(10));
    expect((await client.create(casoId, exe)).status).toBe(415);
    const foto = tusFile('photo', 'image/jpeg', randomBytes(10));
    expect((await client.create(casoId, foto, FOTO_MAX_BYTES + 1)).status).toBe(413);
    const videoComoFoto = tusFile('photo', 'video/webm', randomBytes(10));
    expect((await client.create(casoId, videoComoFoto)).status).toBe(415);

    const file = video();
    expect((await client.create(casoId, file)).status).toBe(201);
    server.clock.advance(25 * 3_600_000);
    try {
      const depois = tusClient(base, await server.login('investigador'));
      expect((await depois.create(casoId, video())).status).toBe(403);
      // The upload is the user's, in any session of theirs.
      expect((await depois.patch(file.id, 0, file.bytes)).status).toBe(403);
    } finally {
      server.clock.reset();
    }
  });

  it('answers no other site: no CORS header, however the page asking names itself', async () => {
    const client = tusClient(base, cookie);
    const file = video();
    const origem = { origin: 'https://outro-site.example' };
    const preflight = await fetch(`${base}${UPLOADS_PATH}`, {
      method: 'OPTIONS',
      headers: { ...origem, 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const created = await client.create(casoId, file);
    expect(created.status).toBe(201);
    const patch = await fetch(`${base}${UPLOADS_PATH}/${file.id}`, {
      method: 'HEAD',
      headers: { ...origem, cookie, 'tus-resumable': '1.0.0', [CSRF_HEADER]: CSRF_HEADER_VALUE },
    });
    expect(patch.status).toBe(200);
    expect(patch.headers.get('access-control-allow-origin')).toBeNull();
  });
});
