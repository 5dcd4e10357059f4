/**
 * A vestígio's video is served in ranges (a player's pieces and seeks) from a stream of just those
 * bytes; each viewing and each download is one custody event with who, when, where from and with
 * what — not one per piece.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { acessosJustificados, casos, logs, mediaObjects } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-demo';
import { createStoreFor } from '../../storage/store-for';
import { setupTestServer } from '../../test/harness';
import { PERSONAS, type PersonaName } from '../../test/personas';
import { storeVariants } from '../../test/s3';

function userId(persona: PersonaName): string {
  const user = DEMO_USERS.find((u) => u.matricula === PERSONAS[persona].matricula);
  if (!user) throw new Error(`sem usuário de demonstração para ${persona}`);
  return user.id;
}

/** A WebM's signature and then anything: the server proves the container, never decodes video. */
const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(300 * 1024)]);
const etag = `"${createHash('sha256').update(video).digest('hex')}"`;

describe.each(storeVariants())('GET /media/:mediaId with ranges ($name store)', (variant) => {
  const server = setupTestServer(variant.env);
  let cookie = '';
  let casoId = '';
  let mediaId = '';

  beforeAll(async () => {
    cookie = await server.login('investigador');
    casoId = randomUUID();
    await server.db
      .insert(casos)
      .values({ id: casoId, name: 'Caso do Vídeo', createdBy: userId('investigador') });
    mediaId = randomUUID();
    // With its poster's thumbnail: any bytes, the server only streams them.
    await guardarVideo(mediaId, Buffer.from('quadro'));
  });

  /** The video kept under `id`, with a thumbnail of these bytes or none (sent without its poster). */
  async function guardarVideo(id: string, miniatura: Buffer | null) {
    const store = createStoreFor(server.env);
    await store.commit(await store.stage(Readable.from([video])), id);
    if (miniatura) await store.commit(await store.stage(Readable.from([miniatura])), `${id}.thumb.jpg`);
    await server.db.insert(mediaObjects).values({
      id,
      casoId,
      kind: 'video',
      sha256: etag.slice(1, -1),
      sizeBytes: video.length,
      contentType: 'video/webm',
      storageKey: id,
      thumbnailKey: miniatura ? `${id}.thumb.jpg` : null,
      createdBy: userId('investigador'),
    });
  }

  const get = (headers: Record<string, string> = {}, query = '', as = cookie) =>
    server.api({ method: 'GET', url: `/media/${mediaId}${query}`, cookie: as, headers });

  const eventos = async (action: string, persona: PersonaName = 'investigador') =>
    server.db
      .select()
      .from(logs)
      .where(and(eq(logs.casoId, casoId), eq(logs.action, action), eq(logs.userId, userId(persona))));

  it('answers the whole file with Accept-Ranges, and a range as 206 with its Content-Range', async () => {
    expect(server.env.s3 !== null).toBe(variant.name === 'S3');
    const whole = await get();
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(video.length));
    expect(whole.rawPayload.equals(video)).toBe(true);

    const first = await get({ range: 'bytes=0-99' });
    expect(first.statusCode).toBe(206);
    expect(first.headers['content-range']).toBe(`bytes 0-99/${video.length}`);
    expect(first.headers['content-length']).toBe('100');
    expect(first.headers['content-type']).toBe('video/webm');
    expect(first.rawPayload.equals(video.subarray(0, 100))).toBe(true);

    const rest = await get({ range: 'bytes=200000-' });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes 200000-${video.length - 1}/${video.length}`);
    expect(rest.rawPayload.equals(video.subarray(200000))).toBe(true);

    const tail = await get({ range: 'bytes=-500' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(video.subarray(video.length - 500))).toBe(true);

    // Past the end of the asked range is cut at the file's end.
    const over = await get({ range: `bytes=${video.length - 10}-${video.length + 1000}` });
    expect(over.statusCode).toBe(206);
    expect(over.rawPayload.equals(video.subarray(video.length - 10))).toBe(true);
  });

  it('answers 416 with the real size for a range past the end; the whole file for what it does not honour', async () => {
    const past = await get({ range: `bytes=${video.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${video.length}`);
    expect(past.json().code).toBe('RANGE_NOT_SATISFIABLE');

    for (const range of ['bytes=0-1,5-9', 'bytes=abc', 'items=0-5', 'bytes=9-3']) {
      const whole = await get({ range });
      expect(whole.statusCode, range).toBe(200);
      expect(whole.rawPayload.length).toBe(video.length);
    }
    // A range held for another version is not spliced into it.
    const otherVersion = await get({ range: 'bytes=0-9', 'if-range': '"outra"' });
    expect(otherVersion.statusCode).toBe(200);
    const sameVersion = await get({ range: 'bytes=0-9', 'if-range': etag });
    expect(sameVersion.statusCode).toBe(206);
  });

  it('records one view per viewing: the whole file or byte 0 begins one, later pieces belong to it', async () => {
    const antes = (await eventos('custodia.visualizacao')).length;
    await get({ range: 'bytes=0-', 'user-agent': 'Player/1.0' });
    await get({ range: 'bytes=65536-' });
    await get({ range: 'bytes=131072-' });
    const depois = await eventos('custodia.visualizacao');
    expect(depois.length - antes).toBe(1);
    expect(depois.at(-1)?.context).toMatchObject({ mediaId, kind: 'video', userAgent: 'Player/1.0' });
    expect(depois.at(-1)?.context.ip).toBeTruthy();

    // A reader who never asked for the start still lands on record with the first piece read.
    await server.db
      .insert(acessosJustificados)
      .values({ id: randomUUID(), casoId, userId: userId('perito'), justificativa: 'Laudo' });
    const perito = await server.login('perito');
    await get({ range: 'bytes=5000-' }, '', perito);
    await get({ range: 'bytes=9000-' }, '', perito);
    expect(await eventos('custodia.visualizacao', 'perito')).toHaveLength(1);
  });

  it('does not let a look at the thumbnail cover the original read from its second byte', async () => {
    await server.db
      .insert(acessosJustificados)
      .values({ id: randomUUID(), casoId, userId: userId('escrivao'), justificativa: 'Oitiva' });
    const escrivao = await server.login('escrivao');
    const miniatura = await server.api({
      method: 'GET',
      url: `/media/${mediaId}/miniatura`,
      cookie: escrivao,
    });
    expect(miniatura.statusCode).toBe(200);
    const quaseTudo = await get({ range: 'bytes=1-' }, '', escrivao);
    expect(quaseTudo.statusCode).toBe(206);
    const vistas = await eventos('custodia.visualizacao', 'escrivao');
    expect(vistas.map((vista) => vista.context.variante)).toEqual(['miniatura', 'original']);
  });

  it('records a thumbnail asked of a video sent without one as what it answers: the original', async () => {
    const semCapa = randomUUID();
    await guardarVideo(semCapa, null);
    const perito = await server.login('perito');
    await server.db
      .insert(acessosJustificados)
      .values({ id: randomUUID(), casoId, userId: userId('perito'), justificativa: 'Perícia' });
    const resposta = await server.api({ method: 'GET', url: `/media/${semCapa}/miniatura`, cookie: perito });
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toBe('video/webm');
    const vistas = (await eventos('custodia.visualizacao', 'perito')).filter(
      (vista) => vista.context.mediaId === semCapa,
    );
    expect(vistas.map((vista) => [vista.context.variante, vista.message])).toEqual([
      ['original', 'Mídia consultada (original)'],
    ]);
  });

  it('serves ?download=1 as an attachment and records it as a custody download', async () => {
    const response = await get({ 'user-agent': 'Navegador/2.0' }, '?download=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${mediaId}.webm"`);
    expect(response.rawPayload.equals(video)).toBe(true);
    const [download] = await eventos('custodia.download');
    expect(download?.context).toMatchObject({
      mediaId,
      sha256: etag.slice(1, -1),
      userAgent: 'Navegador/2.0',
    });
    expect(download?.message).toMatch(/baixada/);

    expect((await get({}, '?download=sim')).statusCode).toBe(400);
  });
});
