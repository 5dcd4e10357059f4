/**
 * Issue 40: a retry whose answer was lost — the vestígio saved, the phone never told — finds its
 * uploads whole and goes on to the same vestígio, through the app's own upload client; it never
 * meets 'no such upload' and then 'this id is taken', which the phone recorded as a refusal. A
 * retry that lands after one of its media was deleted is refused (410) and brings none of it back.
 */
import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { uploadFile } from '../../../app/offline/envio/upload';
import { midiaDe, vestigioCom } from '../../../scripts/corpos-vestigio.mjs';
import { logs } from '../../db/schema';
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

  it('a media deleted since is neither sent nor claimed again by the late retry: 410, on the log', async () => {
    const caso = await api.criarCaso(cookie);
    const foto = async (background: string) =>
      tusFile(
        'photo',
        'image/jpeg',
        await sharp({ create: { width: 64, height: 48, channels: 3, background } })
          .jpeg()
          .toBuffer(),
      );
    const fica = await foto('#00a');
    const apagada = await foto('#a00');
    const primeira = doAparelho(cookie);
    expect(await primeira.enviar(fica, caso.id)).toEqual({ kind: 'done' });
    expect(await primeira.enviar(apagada, caso.id)).toEqual({ kind: 'done' });
    const corpo = vestigioCom([midiaDe(fica), midiaDe(apagada)]);
    const salvar = () =>
      server.api({ method: 'POST', url: `/casos/${caso.id}/vestigios`, cookie, payload: corpo });
    expect((await salvar()).statusCode).toBe(201);
    const custodia = `/casos/${caso.id}/vestigios/${corpo.id}/custodia`;
    const apagar = await server.api({
      method: 'DELETE',
      url: `/casos/${caso.id}/vestigios/${corpo.id}/midias/${apagada.id}`,
      cookie,
    });
    expect(apagar.statusCode).toBe(200);
    const eventos = (await server.api({ method: 'GET', url: custodia, cookie })).json().eventos;

    // The first send's answer was lost: the phone sends the item again, files first. The kept
    // photo is whole; the deleted one is refused before a byte of it is sent again.
    const retry = doAparelho(cookie);
    expect(await retry.enviar(fica, caso.id)).toEqual({ kind: 'done' });
    expect(await retry.enviar(apagada, caso.id)).toMatchObject({
      kind: 'rejected',
      status: 410,
      error: { code: 'REGISTRO_APAGADO', message: 'Este registro foi apagado e não será recriado.' },
    });
    expect(retry.pedidos).toEqual(['HEAD', 'HEAD', 'POST']);
    expect((await tusClient(base, cookie).head(apagada.id)).status).toBe(404);

    // The vestígio's create itself, sent late by another way: refused too, and nothing comes back.
    const tardio = await salvar();
    expect(tardio.statusCode, tardio.body).toBe(410);
    expect(tardio.json().code).toBe('REGISTRO_APAGADO');
    expect((await server.api({ method: 'GET', url: `/media/${apagada.id}`, cookie })).statusCode).toBe(404);
    const vestigio = (await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie })).json()
      .vestigios as { id: string; midias: { id: string }[] }[];
    expect(vestigio.find((v) => v.id === corpo.id)?.midias.map((m) => m.id)).toEqual([fica.id]);
    // The chain of custody is as the delete left it; each refusal is on the log, in the case.
    expect((await server.api({ method: 'GET', url: custodia, cookie })).json().eventos).toEqual(eventos);
    const recusas = await server.db
      .select()
      .from(logs)
      .where(
        and(
          eq(logs.action, 'registro.recriacao_recusada'),
          sql`${logs.context} @> ${JSON.stringify({ registroId: apagada.id })}::jsonb`,
        ),
      );
    expect(recusas).toHaveLength(2);
    for (const recusa of recusas) {
      expect(recusa).toMatchObject({ casoId: caso.id, context: { recurso: 'custodia.exclusao' } });
    }

    // Under another case, with other bytes: the id still names the deleted file in this case's
    // custody record, so it is refused there too, before a byte is sent.
    const outroCaso = await api.criarCaso(cookie, 'Outro Caso');
    const outraFoto = { ...(await foto('#0a0')), id: apagada.id };
    expect(await doAparelho(cookie).enviar(outraFoto, outroCaso.id)).toMatchObject({
      kind: 'rejected',
      status: 410,
      error: { code: 'REGISTRO_APAGADO' },
    });
  });
});
