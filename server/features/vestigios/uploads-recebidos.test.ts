/**
 * Issue 40: a retry whose answer was lost — the vestígio saved, the phone never told — finds its
 * uploads whole and goes on to the same vestígio, through the app's own upload client; it never
 * meets 'no such upload' and then 'this id is taken', which the phone recorded as a refusal.
 */
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../app/offline/envio/upload';
import { midiaDe, vestigioCom } from '../../../scripts/corpos-vestigio.mjs';
import { UPLOADS_PATH } from '../../storage/uploads';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { enviador, sha256, type TusFile, tusClient, tusFile } from '../../test/tus';

const server = setupTestServer();
const api = pessoasApi(server);
let base = '';
let cookie = '';

beforeAll(async () => {
  ({ base, cookie } = await enviador(server));
});

/** The app's upload client as the phone runs it, its requests counted by method. */
function doAparelho(comCookie: string) {
  const pedidos: string[] = [];
  const enviar = (file: TusFile, casoId: string) =>
    uploadFile(
      {
        mediaId: file.id,
        casoId,
        kind: file.kind,
        blob: new Blob([new Uint8Array(file.bytes)]),
        sha256: sha256(file.bytes),
        contentType: file.contentType,
        filename: `${file.kind}.bin`,
      },
      {
        endpoint: `${base}${UPLOADS_PATH}`,
        retryDelays: [],
        fetch: (input, init) => {
          pedidos.push(init?.method ?? 'GET');
          return fetch(input, { ...init, headers: { ...(init?.headers as object), cookie: comCookie } });
        },
      },
    );
  return { enviar, pedidos };
}

describe('uploads a vestígio claimed', () => {
  it('are whole to their uploader on a retry, which then saves the same vestígio; taken for anyone', async () => {
    const caso = await api.criarCaso(cookie);
    const video = tusFile(
      'video',
      'video/webm',
      Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(96 * 1024)]),
    );
    const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0a0' } })
      .jpeg()
      .toBuffer();
    const poster = tusFile('poster', 'image/jpeg', jpeg);
    const primeira = doAparelho(cookie);
    expect(await primeira.enviar(video, caso.id)).toEqual({ kind: 'done' });
    expect(await primeira.enviar(poster, caso.id)).toEqual({ kind: 'done' });
    const corpo = vestigioCom([midiaDe(video, { poster_id: poster.id, duracao_ms: 2000 })]);
    const salvar = () =>
      server.api({ method: 'POST', url: `/casos/${caso.id}/vestigios`, cookie, payload: corpo });
    expect((await salvar()).statusCode).toBe(201);

    // The answer was lost: the phone sends the item again, files first.
    const retry = doAparelho(cookie);
    expect(await retry.enviar(video, caso.id)).toEqual({ kind: 'done' });
    expect(await retry.enviar(poster, caso.id)).toEqual({ kind: 'done' });
    expect(retry.pedidos).toEqual(['HEAD', 'HEAD']);
    const head = await tusClient(base, cookie).head(poster.id);
    expect(head.headers.get('upload-offset')).toBe(String(poster.bytes.length));
    expect(head.headers.get('upload-length')).toBe(String(poster.bytes.length));
    const denovo = await salvar();
    expect(denovo.statusCode).toBe(200);
    expect(denovo.json().midias.map((m: { sha256: string }) => m.sha256)).toEqual([sha256(video.bytes)]);

    // Another officer hears of no such upload, and cannot begin one under either id.
    const outro = tusClient(base, await server.login('escrivao'));
    expect((await outro.head(video.id)).status).toBe(404);
    expect((await outro.head(poster.id)).status).toBe(404);
    const mesmoPoster = await tusClient(base, cookie).create(caso.id, poster);
    expect(mesmoPoster.status).toBe(409);
    expect(await mesmoPoster.json()).toMatchObject({ code: 'UPLOAD_ID_TAKEN' });
  });
});
