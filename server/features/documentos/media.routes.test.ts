import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MediaKind } from '../../../shared/options-caso';
import { acessosJustificados, casos, logs, mediaObjects } from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-demo';
import { createMediaStore } from '../../storage/media-store';
import { setupTestServer } from '../../test/harness';
import { PERSONAS, type PersonaName } from '../../test/personas';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rip-media-'));
const server = setupTestServer({ RIP_DATA_DIR: dataDir });

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function userId(persona: PersonaName): string {
  const user = DEMO_USERS.find((u) => u.matricula === PERSONAS[persona].matricula);
  if (!user) throw new Error(`sem usuário de demonstração para ${persona}`);
  return user.id;
}

let png: Buffer;
let miniaturaJpeg: Buffer;

beforeAll(async () => {
  const create = { width: 40, height: 30, channels: 3 as const, background: { r: 10, g: 120, b: 200 } };
  png = await sharp({ create }).png().toBuffer();
  miniaturaJpeg = await sharp({ create }).jpeg({ quality: 70 }).toBuffer();
});

async function caso(): Promise<string> {
  const id = randomUUID();
  await server.db.insert(casos).values({ id, name: 'Caso das Imagens', createdBy: userId('investigador') });
  return id;
}

/** A media object of the investigator's case, its files put in the store as an upload would. */
async function media(casoId: string, kind: MediaKind, comMiniatura: boolean): Promise<string> {
  const store = createMediaStore(server.env);
  const id = randomUUID();
  await store.commit(await store.stage(Readable.from([png])), id);
  if (comMiniatura) await store.commit(await store.stage(Readable.from([miniaturaJpeg])), `${id}.thumb.jpg`);
  await server.db.insert(mediaObjects).values({
    id,
    casoId,
    kind,
    sha256: createHash('sha256').update(png).digest('hex'),
    sizeBytes: png.length,
    contentType: 'image/png',
    storageKey: id,
    thumbnailKey: comMiniatura ? `${id}.thumb.jpg` : null,
    createdBy: userId('investigador'),
  });
  return id;
}

async function get(persona: PersonaName, url: string) {
  return server.api({ method: 'GET', url, cookie: await server.login(persona) });
}

describe('GET /media/:mediaId', () => {
  it('answers the stored bytes with their type, size and hash, for a private copy checked at each use', async () => {
    const mediaId = await media(await caso(), 'document', true);
    const etag = `"${createHash('sha256').update(png).digest('hex')}"`;
    const cookie = await server.login('investigador');

    const response = await server.api({ method: 'GET', url: `/media/${mediaId}`, cookie });

    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(png)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(png.length),
      etag,
      'cache-control': 'private, no-cache',
      'x-content-type-options': 'nosniff',
    });

    const again = await server.api({
      method: 'GET',
      url: `/media/${mediaId}`,
      cookie,
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const looks = await server.db.select().from(logs).where(eq(logs.action, 'media.read'));
    const desta = looks.filter((row) => row.context.mediaId === mediaId);
    expect(desta).toHaveLength(2);
    // A person's scanned document is read from somewhere, as evidence is.
    for (const row of desta)
      expect(row.context).toMatchObject({ ip: expect.any(String), userAgent: expect.any(String) });
  });

  it('answers the thumbnail as JPEG, and the original when there is no thumbnail', async () => {
    const casoId = await caso();
    const comMiniatura = await media(casoId, 'document', true);
    const semMiniatura = await media(casoId, 'photo', false);

    const miniatura = await get('investigador', `/media/${comMiniatura}/miniatura`);
    expect(miniatura.statusCode).toBe(200);
    expect(miniatura.headers['content-type']).toBe('image/jpeg');
    expect(miniatura.headers['content-length']).toBe(String(miniaturaJpeg.length));
    expect(miniatura.rawPayload.equals(miniaturaJpeg)).toBe(true);

    const original = await get('investigador', `/media/${semMiniatura}/miniatura`);
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/png');
    expect(original.rawPayload.equals(png)).toBe(true);
  });

  it("shows a case's media to its members and justified readers only, documents included; 404 to others", async () => {
    const casoId = await caso();
    const documento = await media(casoId, 'document', true);
    const foto = await media(casoId, 'photo', true);
    const status = async (persona: PersonaName, url: string) => (await get(persona, url)).statusCode;

    expect(await status('investigador', `/media/${foto}`)).toBe(200);
    // The perito holds neither membership nor ver_perfil.
    expect(await status('perito', `/media/${documento}`)).toBe(404);
    expect(await status('perito', `/media/${documento}/miniatura`)).toBe(404);
    expect(await status('perito', `/media/${foto}`)).toBe(404);
    // Seeing people's profiles is not reading their cases: the escrivão justifies first, as anyone.
    expect(await status('escrivao', `/media/${documento}`)).toBe(404);
    expect(await status('escrivao', `/media/${foto}`)).toBe(404);
    expect(await status('investigador', `/media/${randomUUID()}`)).toBe(404);

    await server.db.insert(acessosJustificados).values({
      id: randomUUID(),
      casoId,
      userId: userId('perito'),
      justificativa: 'Laudo complementar',
    });
    expect(await status('perito', `/media/${foto}`)).toBe(200);
    expect(await status('perito', `/media/${documento}/miniatura`)).toBe(200);
  });

  it('is described in the OpenAPI document as binary image content', async () => {
    const response = await server.api({ method: 'GET', url: '/openapi.json' });
    expect(response.statusCode).toBe(200);
    const operation = response.json().paths['/rip-app/api/media/{mediaId}'].get;
    expect(operation.responses['200'].content['image/jpeg'].schema).toMatchObject({
      type: 'string',
      format: 'binary',
    });
    expect(operation.responses['404'].content['application/json'].schema).toBeDefined();
  });
});
