import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENTO_MAX_BYTES,
  DOCUMENTO_TIPO_INVALIDO,
  type Documento,
} from '../../../shared/schemas/documentos';
import {
  casos,
  documentos,
  logs,
  mediaObjects,
  pessoas,
  pessoasCaso,
  testemunhas,
  vitimas,
} from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-demo';
import { type Arquivo, multipart, sha256 } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';
import { PERSONAS, type PersonaName } from '../../test/personas';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rip-documentos-'));
const server = setupTestServer({ RIP_DATA_DIR: dataDir });
const mediaDir = path.join(dataDir, 'media');

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const HORA = 3_600_000;

function userId(persona: PersonaName): string {
  const user = DEMO_USERS.find((u) => u.matricula === PERSONAS[persona].matricula);
  if (!user) throw new Error(`sem usuário de demonstração para ${persona}`);
  return user.id;
}

/** A case of the investigator with one victim, made straight in the database. */
async function casoComVitima(): Promise<{ casoId: string; pessoaId: string }> {
  const createdBy = userId('investigador');
  const casoId = randomUUID();
  const pessoaId = randomUUID();
  await server.db.insert(casos).values({ id: casoId, name: 'Caso Documentos', createdBy });
  await server.db.insert(pessoas).values({ id: pessoaId, nome: 'Maria da Silva', createdBy });
  await server.db.insert(pessoasCaso).values({ casoId, pessoaId, nome: 'Maria da Silva', createdBy });
  await server.db.insert(vitimas).values({ id: randomUUID(), casoId, pessoaId, createdBy });
  return { casoId, pessoaId };
}

let jpeg: Buffer;
let png: Buffer;
let gif: Buffer;
/** 800×400 pixels stored sideways, with EXIF orientation 6: upright it is 400×800. */
let jpegDeitado: Buffer;

beforeAll(async () => {
  const create = { width: 64, height: 48, channels: 3 as const, background: { r: 200, g: 30, b: 30 } };
  jpeg = await sharp({ create }).jpeg().toBuffer();
  png = await sharp({ create }).png().toBuffer();
  gif = await sharp({ create }).gif().toBuffer();
  jpegDeitado = await sharp({ create: { ...create, width: 800, height: 400 } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
});

afterEach(() => server.clock.reset());

/** The case goes in the path; `caso_id` among the fields only says which. */
async function enviar(cookie: string, pessoaId: string, fields: Record<string, string>, arquivo?: Arquivo) {
  const { caso_id: casoId, ...campos } = fields;
  const body = await multipart(campos, arquivo);
  return server.api({
    method: 'POST',
    url: `/casos/${casoId}/pessoas/${pessoaId}/documentos`,
    cookie,
    ...body,
  });
}

function camposDe(casoId: string, bytes: Buffer, overrides: Record<string, string> = {}) {
  return { id: randomUUID(), tipo: 'RG', caso_id: casoId, sha256: sha256(bytes), ...overrides };
}

const comoJpeg = (bytes: Buffer, name = 'rg.jpg'): Arquivo => ({ bytes, name, type: 'image/jpeg' });

function arquivosTemporarios(): string[] {
  const dir = path.join(mediaDir, '.tmp');
  return existsSync(dir) ? readdirSync(dir) : [];
}

async function auditoria(action: string, documentoId: string) {
  const rows = await server.db.select().from(logs).where(eq(logs.action, action));
  return rows.filter((row) => row.context.documentoId === documentoId);
}

describe('POST /casos/:casoId/pessoas/:pessoaId/documentos', () => {
  it('stores a JPEG and a PNG byte for byte, with a JPEG thumbnail, and lists them newest first', async () => {
    const cookie = await server.login('investigador');
    const { casoId, pessoaId } = await casoComVitima();

    const camposJpeg = camposDe(casoId, jpeg);
    const primeiro = await enviar(cookie, pessoaId, camposJpeg, comoJpeg(jpeg, 'rg frente.jpg'));
    expect(primeiro.statusCode).toBe(201);
    const doc = primeiro.json() as Documento;
    expect(doc).toMatchObject({
      id: camposJpeg.id,
      tipo: 'RG',
      pessoa_id: pessoaId,
      caso_id: casoId,
      media: { content_type: 'image/jpeg', sha256: sha256(jpeg), size_bytes: jpeg.length },
    });
    expect(doc.media.url).toBe(`/rip-app/api/media/${doc.media.id}`);
    expect(doc.media.miniatura_url).toBe(`/rip-app/api/media/${doc.media.id}/miniatura`);

    // Declared as JPEG, but the bytes are a PNG: the bytes decide.
    const camposPng = camposDe(casoId, png, { tipo: 'CNH' });
    const segundo = await enviar(cookie, pessoaId, camposPng, comoJpeg(png, 'cnh.jpg'));
    expect(segundo.statusCode).toBe(201);
    expect(segundo.json().media).toMatchObject({ content_type: 'image/png', sha256: sha256(png) });

    const [media] = await server.db.select().from(mediaObjects).where(eq(mediaObjects.id, doc.media.id));
    expect(media).toMatchObject({
      kind: 'document',
      casoId,
      originalName: 'rg frente.jpg',
      storageKey: doc.media.id,
      thumbnailKey: `${doc.media.id}.thumb.jpg`,
      width: 64,
      height: 48,
      createdBy: userId('investigador'),
    });

    const original = await server.api({ method: 'GET', url: `/media/${doc.media.id}`, cookie });
    expect(original.statusCode).toBe(200);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(sha256(original.rawPayload)).toBe(sha256(jpeg));
    const pngOriginal = await server.api({ method: 'GET', url: `/media/${segundo.json().media.id}`, cookie });
    expect(pngOriginal.headers['content-type']).toBe('image/png');
    expect(pngOriginal.rawPayload.equals(png)).toBe(true);

    const miniatura = await server.api({ method: 'GET', url: `/media/${doc.media.id}/miniatura`, cookie });
    expect(miniatura.statusCode).toBe(200);
    expect(miniatura.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(miniatura.rawPayload).metadata()).format).toBe('jpeg');

    const lista = await server.api({
      method: 'GET',
      url: `/casos/${casoId}/pessoas/${pessoaId}/documentos`,
      cookie,
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data.map((d: Documento) => d.id)).toEqual([camposPng.id, camposJpeg.id]);

    const [created] = await auditoria('documento.created', camposJpeg.id);
    expect(created).toMatchObject({ casoId, userId: userId('investigador') });
    expect(created?.context).toMatchObject({ sha256: sha256(jpeg), tipo: 'RG' });
  });

  it('turns the thumbnail upright by the EXIF orientation and keeps the original untouched', async () => {
    const cookie = await server.login('investigador');
    const { casoId, pessoaId } = await casoComVitima();

    const response = await enviar(cookie, pessoaId, camposDe(casoId, jpegDeitado), comoJpeg(jpegDeitado));
    expect(response.statusCode).toBe(201);
    const { media } = response.json() as Documento;

    const [row] = await server.db.select().from(mediaObjects).where(eq(mediaObjects.id, media.id));
    expect(row).toMatchObject({ width: 400, height: 800 });
    const miniatura = await server.api({ method: 'GET', url: `/media/${media.id}/miniatura`, cookie });
    expect(await sharp(miniatura.rawPayload).metadata()).toMatchObject({ width: 240, height: 480 });
    const original = await server.api({ method: 'GET', url: `/media/${media.id}`, cookie });
    expect(original.rawPayload.equals(jpegDeitado)).toBe(true);
  });

  it('refuses GIF, PDF and undecodable files with the spec message, whatever type they declare', async () => {
    const cookie = await server.login('investigador');
    const { casoId, pessoaId } = await casoComVitima();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');
    const jpegQuebrado = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(500, 7)]);

    for (const bytes of [gif, pdf, jpegQuebrado]) {
      const response = await enviar(cookie, pessoaId, camposDe(casoId, bytes), comoJpeg(bytes));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toMatchObject({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        message: 'Apenas arquivos JPEG e PNG são permitidos',
      });
    }
    expect(DOCUMENTO_TIPO_INVALIDO).toBe('Apenas arquivos JPEG e PNG são permitidos');
    expect(await server.db.select().from(documentos).where(eq(documentos.pessoaId, pessoaId))).toEqual([]);
    expect(arquivosTemporarios()).toEqual([]);
  });

  it('refuses a file whose SHA-256 is not the one sent, and one above the size limit', async () => {
    const cookie = await server.login('investigador');
    const { casoId, pessoaId } = await casoComVitima();

    const diferente = await enviar(cookie, pessoaId, camposDe(casoId, png), comoJpeg(jpeg));
    expect(diferente.statusCode).toBe(422);
    expect(diferente.json()).toEqual({
      code: 'UNPROCESSABLE',
      message: 'O arquivo chegou diferente do enviado (SHA-256 não confere). Tente novamente.',
    });

    const grande = Buffer.alloc(DOCUMENTO_MAX_BYTES + 1);
    jpeg.copy(grande);
    const tooLarge = await enviar(cookie, pessoaId, camposDe(casoId, grande), comoJpeg(grande));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().code).toBe('PAYLOAD_TOO_LARGE');

    expect(await server.db.select().from(documentos).where(eq(documentos.pessoaId, pessoaId))).toEqual([]);
    expect(arquivosTemporarios()).toEqual([]);
  });

  it('checks the text fields with the spec messages, and refuses a body that is not multipart', async () => {
    const cookie = await server.login('investigador');
    const { casoId, pessoaId } = await casoComVitima();

    const semTipo = await enviar(cookie, pessoaId, camposDe(casoId, jpeg, { tipo: '' }), comoJpeg(jpeg));
    expect(semTipo.statusCode).toBe(400);
    expect(semTipo.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'Selecione um tipo de documento antes de fazer o upload.',
    });

    const json = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/pessoas/${pessoaId}/documentos`,
      cookie,
      payload: camposDe(casoId, jpeg),
    });
    expect(json.statusCode).toBe(415);

    // The file's own name is kept as sent: a NUL in it (RFC 5987's filename*) is refused, not a 500.
    const campos = camposDe(casoId, jpeg);
    const { caso_id: _caso, ...semCaso } = campos;
    const valido = await multipart(semCaso, comoJpeg(jpeg, 'rg.jpg'));
    const comNul = Buffer.from(
      valido.payload.toString('latin1').replace('filename="rg.jpg"', "filename*=UTF-8''rg%00.jpg"),
      'latin1',
    );
    const nomeComNul = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/pessoas/${pessoaId}/documentos`,
      cookie,
      payload: comNul,
      headers: valido.headers,
    });
    expect(nomeComNul.statusCode, nomeComNul.body).toBe(400);
    expect(nomeComNul.json().code).toBe('VALIDATION_FAILED');
    expect(arquivosTemporarios()).toEqual([]);
  });

  it('answers a repeat of the same upload as the first time, and refuses the same id with another file', async () => {
    const cookie = await server.login('investigador');
    const { casoId, pessoaId } = await casoComVitima();
    const campos = camposDe(casoId, jpeg);

    const primeiro = await enviar(cookie, pessoaId, campos, comoJpeg(jpeg));
    expect(primeiro.statusCode).toBe(201);
    const repetido = await enviar(cookie, pessoaId, campos, comoJpeg(jpeg));
    expect(repetido.statusCode).toBe(200);
    expect(repetido.json()).toEqual(primeiro.json());

    const outro = await enviar(cookie, pessoaId, { ...campos, sha256: sha256(png) }, comoJpeg(png));
    expect(outro.statusCode).toBe(409);
    expect(outro.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const medias = await server.db.select().from(mediaObjects).where(eq(mediaObjects.casoId, casoId));
    expect(medias).toHaveLength(1);
    expect(readdirSync(mediaDir).filter((name) => name.startsWith(medias[0]?.id ?? '-'))).toHaveLength(2);
    expect(await auditoria('documento.created', campos.id)).toHaveLength(1);
    expect(arquivosTemporarios()).toEqual([]);
  });

  it('accepts a person who is a witness of the case, and answers 404 for a person who is not in it', async () => {
    const cookie = await server.login('investigador');
    const { casoId } = await casoComVitima();
    const createdBy = userId('investigador');
    const testemunha = randomUUID();
    const estranha = randomUUID();
    await server.db.insert(pessoas).values([
      { id: testemunha, nome: 'João Testemunha', createdBy },
      { id: estranha, nome: 'Fora do Caso', createdBy },
    ]);
    await server.db
      .insert(pessoasCaso)
      .values({ casoId, pessoaId: testemunha, nome: 'João Testemunha', createdBy });
    await server.db
      .insert(testemunhas)
      .values({ id: randomUUID(), casoId, pessoaId: testemunha, pessoaTipo: 'Vizinho', createdBy });

    const aceita = await enviar(cookie, testemunha, camposDe(casoId, jpeg), comoJpeg(jpeg));
    expect(aceita.statusCode).toBe(201);
    const fora = await enviar(cookie, estranha, camposDe(casoId, jpeg), comoJpeg(jpeg));
    expect(fora.statusCode).toBe(404);
    expect(arquivosTemporarios()).toEqual([]);
  });

  it('answers 404 to a user who is not a member of the case, for the upload and the list', async () => {
    const { casoId, pessoaId } = await casoComVitima();
    const membro = await server.login('investigador');
    expect((await enviar(membro, pessoaId, camposDe(casoId, jpeg), comoJpeg(jpeg))).statusCode).toBe(201);

    const alheio = await server.login('escrivao');
    const upload = await enviar(alheio, pessoaId, camposDe(casoId, png), comoJpeg(png));
    expect(upload.statusCode).toBe(404);
    const lista = await server.api({
      method: 'GET',
      url: `/casos/${casoId}/pessoas/${pessoaId}/documentos`,
      cookie: alheio,
    });
    expect(lista.statusCode).toBe(404);
    expect(arquivosTemporarios()).toEqual([]);
  });

  it('refuses uploads and deletes after the 24 hours, with the 24-hour message', async () => {
    let cookie = await server.login('investigador');
    const { casoId, pessoaId } = await casoComVitima();
    const salvo = await enviar(cookie, pessoaId, camposDe(casoId, jpeg), comoJpeg(jpeg));
    expect(salvo.statusCode).toBe(201);

    server.clock.advance(25 * HORA);
    // A day later the morning's session has long expired: the user logs in again.
    cookie = await server.login('investigador');

    const upload = await enviar(cookie, pessoaId, camposDe(casoId, png), comoJpeg(png));
    expect(upload.statusCode).toBe(403);
    expect(upload.json().message).toContain('24 horas');
    const apagar = await server.api({
      method: 'DELETE',
      url: `/casos/${casoId}/pessoas/${pessoaId}/documentos/${salvo.json().id}`,
      cookie,
    });
    expect(apagar.statusCode).toBe(403);
    expect(apagar.json().message).toContain('24 horas');
    expect(arquivosTemporarios()).toEqual([]);
  });
});

describe('DELETE /casos/:casoId/pessoas/:pessoaId/documentos/:documentoId', () => {
  it('deletes the document, its media row and its files, audits it, and answers a repeat with 200', async () => {
    const cookie = await server.login('investigador');
    const { casoId, pessoaId } = await casoComVitima();
    const salvo = (
      await enviar(cookie, pessoaId, camposDe(casoId, jpeg, { tipo: 'CPF' }), comoJpeg(jpeg))
    ).json();
    const mediaId: string = salvo.media.id;
    expect(existsSync(path.join(mediaDir, mediaId))).toBe(true);
    expect(existsSync(path.join(mediaDir, `${mediaId}.thumb.jpg`))).toBe(true);

    const url = `/casos/${casoId}/pessoas/${pessoaId}/documentos/${salvo.id}`;
    const apagar = await server.api({ method: 'DELETE', url, cookie });
    expect(apagar.statusCode).toBe(200);
    expect(apagar.json()).toEqual({ ok: true });

    expect(await server.db.select().from(documentos).where(eq(documentos.id, salvo.id))).toEqual([]);
    expect(await server.db.select().from(mediaObjects).where(eq(mediaObjects.id, mediaId))).toEqual([]);
    expect(existsSync(path.join(mediaDir, mediaId))).toBe(false);
    expect(existsSync(path.join(mediaDir, `${mediaId}.thumb.jpg`))).toBe(false);
    expect((await server.api({ method: 'GET', url: `/media/${mediaId}`, cookie })).statusCode).toBe(404);

    const [audit] = await auditoria('documento.deleted', salvo.id);
    expect(audit).toMatchObject({ casoId, userId: userId('investigador') });
    expect(audit?.context).toMatchObject({ sha256: sha256(jpeg), tipo: 'CPF' });

    expect((await server.api({ method: 'DELETE', url, cookie })).statusCode).toBe(200);
    expect(await auditoria('documento.deleted', salvo.id)).toHaveLength(1);
  });

  it('answers 404 to a non-member and leaves the document in place', async () => {
    const { casoId, pessoaId } = await casoComVitima();
    const membro = await server.login('investigador');
    const salvo = (await enviar(membro, pessoaId, camposDe(casoId, jpeg), comoJpeg(jpeg))).json();

    const alheio = await server.login('escrivao');
    const apagar = await server.api({
      method: 'DELETE',
      url: `/casos/${casoId}/pessoas/${pessoaId}/documentos/${salvo.id}`,
      cookie: alheio,
    });
    expect(apagar.statusCode).toBe(404);
    const restantes = await server.db
      .select()
      .from(documentos)
      .where(and(eq(documentos.id, salvo.id), eq(documentos.pessoaId, pessoaId)));
    expect(restantes).toHaveLength(1);
  });
});
