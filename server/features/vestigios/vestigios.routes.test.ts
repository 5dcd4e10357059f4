/**
 * Saving a vestígio names finished uploads; the server recomputes each SHA-256, proves each type
 * by its bytes, and keeps nothing of a refused file. The same create resent is answered as before.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { midiaDe, vestigioCom } from '../../../scripts/corpos-vestigio.mjs';
import type { CustodiaEvento } from '../../../shared/schemas/vestigios';
import { fotoDe2020 } from '../../../shared/test-fotos';
import { logs, mediaObjects } from '../../db/schema';
import { createStoreFor } from '../../storage/store-for';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { storeVariants } from '../../test/s3';
import { enviador, sha256, type TusFile, tusClient, tusFile } from '../../test/tus';

describe.each(storeVariants())('vestígios with the $name store', (variant) => {
  const server = setupTestServer(variant.env);
  const api = pessoasApi(server);
  let base = '';
  let cookie = '';

  beforeAll(async () => {
    ({ base, cookie } = await enviador(server));
  });

  const jpeg = (cor: string) =>
    sharp({ create: { width: 64, height: 48, channels: 3, background: cor } })
      .jpeg()
      .toBuffer();
  /** A WebM's signature and then anything: the server proves the container, never decodes video. */
  const webm = () => Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(64 * 1024)]);

  const midia = (file: TusFile, extra: object = {}) =>
    midiaDe(file, {
      sha256: sha256(file.bytes),
      // What the request says of its own device (as versions before 30/11 sent): not asked, not kept.
      dispositivo: 'Câmera Inventada',
      ...extra,
    });

  const corpo = (midias: object[], extra: object = {}) =>
    vestigioCom(midias, { descricao: 'Revólver junto ao corpo', ...extra });

  const post = (casoId: string, payload: object, as = cookie) =>
    server.api({ method: 'POST', url: `/casos/${casoId}/vestigios`, cookie: as, payload });

  async function enviar(casoId: string, ...files: TusFile[]) {
    const client = tusClient(base, cookie);
    for (const file of files) await client.upload(casoId, file);
  }

  describe('createVestigio', () => {
    it('saves two photos and a video with its poster, each hash checked, with custody events, once', async () => {
      const caso = await api.criarCaso(cookie);
      const foto1 = tusFile('photo', 'image/jpeg', await jpeg('#c00'));
      const foto2 = tusFile('photo', 'image/jpeg', await jpeg('#0c0'));
      const video = tusFile('video', 'video/webm', webm());
      const poster = tusFile('poster', 'image/jpeg', await jpeg('#00c'));
      await enviar(caso.id, foto1, foto2, video, poster);
      const payload = corpo([
        midia(foto1),
        midia(foto2),
        midia(video, { poster_id: poster.id, duracao_ms: 3000 }),
      ]);
      const criado = await post(caso.id, payload);
      expect(criado.statusCode, criado.body).toBe(201);
      const vestigio = criado.json();
      expect(vestigio).toMatchObject({
        id: payload.id,
        tipo: 'INSTRUMENTO DO CRIME',
        estado: 'PB',
        cidade: { id: 2507507, nome: 'João Pessoa', uf: 'PB' },
        coordenadas: [-34.863, -7.115],
        precisao_m: 12,
      });
      expect(vestigio.midias.map((m: { sha256: string }) => m.sha256)).toEqual([
        sha256(foto1.bytes),
        sha256(foto2.bytes),
        sha256(video.bytes),
      ]);
      expect(vestigio.midias[2]).toMatchObject({
        kind: 'video',
        duracao_ms: 3000,
        // Sent without `origem` (a version before issue 27): neither captured nor imported is claimed.
        origem: null,
        registrada_em: '2026-11-20T02:30:00.000Z',
        arquivo: null,
        precisao_m: 8,
        // The session that sent it registered no device: the browser it was opened in, as the server kept it.
        dispositivo: 'lightMyRequest (aparelho não registrado)',
        capturada_por: { matricula: '1000003' },
      });
      expect(vestigio.midias[2].miniatura_url).toMatch(/miniatura$/);

      // The original comes back byte for byte; the poster is the video's thumbnail.
      const original = await server.api({ method: 'GET', url: `/media/${video.id}`, cookie });
      expect(original.rawPayload.equals(video.bytes)).toBe(true);
      expect(server.env.s3 !== null).toBe(variant.name === 'S3');
      const miniatura = await server.api({ method: 'GET', url: `/media/${video.id}/miniatura`, cookie });
      // The poster, decoded and made again by the server: the same picture, never the device's bytes.
      expect(miniatura.rawPayload.equals(poster.bytes)).toBe(false);
      const { data: pixels } = await sharp(miniatura.rawPayload).raw().toBuffer({ resolveWithObject: true });
      expect(await sharp(miniatura.rawPayload).metadata()).toMatchObject({
        format: 'jpeg',
        width: 64,
        height: 48,
      });
      expect(pixels[2]).toBeGreaterThan(150);

      const trilha = await server.db.select().from(logs).where(eq(logs.casoId, caso.id));
      expect(trilha.filter((row) => row.action === 'custodia.captura')).toHaveLength(3);
      const created = trilha.find((row) => row.action === 'vestigio.created');
      expect(JSON.stringify(created?.context)).toContain(sha256(foto2.bytes));

      // Resent (the answer lost): the same vestígio, nothing written again.
      const de_novo = await post(caso.id, payload);
      expect(de_novo.statusCode).toBe(200);
      expect(de_novo.json()).toEqual(vestigio);
      const depois = await server.db.select().from(logs).where(eq(logs.casoId, caso.id));
      expect(depois.filter((row) => row.action === 'vestigio.created')).toHaveLength(1);
      // Handed back whole: on record like any answer that returns a record.
      expect(depois.filter((row) => row.action === 'registro.devolvido').map((row) => row.context)).toEqual([
        expect.objectContaining({ recurso: 'vestigio', registroId: payload.id, criacao: true }),
      ]);
      // Another description under the same id is another vestígio, never a silent 200.
      const diferente = await post(caso.id, { ...payload, descricao: 'Outra arma, outro lugar' });
      expect(diferente.statusCode).toBe(409);
      expect(diferente.json().code).toBe('IDEMPOTENCY_CONFLICT');

      const lido = (await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie })).json();
      expect(lido.vestigios).toEqual([vestigio]);
      expect(lido.contagens.vestigio).toBe(1);
    });

    it('refuses a file whose hash does not match the capture, and keeps nothing', async () => {
      const caso = await api.criarCaso(cookie);
      const boa = tusFile('photo', 'image/jpeg', await jpeg('#123'));
      const ruim = tusFile('photo', 'image/jpeg', await jpeg('#456'));
      await enviar(caso.id, boa, ruim);
      const payload = corpo([midia(boa), { ...midia(ruim), sha256: sha256(Buffer.from('outra')) }]);
      const recusado = await post(caso.id, payload);
      expect(recusado.statusCode).toBe(422);
      expect(recusado.json().code).toBe('INTEGRITY_MISMATCH');
      const guardadas = await server.db.select().from(mediaObjects).where(eq(mediaObjects.casoId, caso.id));
      expect(guardadas).toHaveLength(0);
      const lido = (await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie })).json();
      expect(lido.vestigios).toEqual([]);
      // The refused upload is gone: the device sends it again.
      expect((await tusClient(base, cookie).head(ruim.id)).status).toBe(404);
    });

    it("refuses a file's own metadata on a capture: only an import carries what the file says", async () => {
      const caso = await api.criarCaso(cookie);
      const foto = tusFile('photo', 'image/jpeg', await jpeg('#789'));
      await enviar(caso.id, foto);
      const arquivo = {
        nome_original: 'a.jpg',
        criado_em: '2020-01-01T00:00:00',
        latitude: null,
        longitude: null,
        modelo: null,
      };
      const recusado = await post(caso.id, corpo([midia(foto, { origem: 'captura', arquivo })]));
      expect(recusado.statusCode).toBe(400);
    });

    it('refuses an accuracy under a centimetre, which the column cannot hold, with a message and not a 500', async () => {
      const caso = await api.criarCaso(cookie);
      const foto = tusFile('photo', 'image/jpeg', await jpeg('#456'));
      await enviar(caso.id, foto);
      const posicao = { latitude: -7.115, longitude: -34.863 };
      for (const payload of [
        corpo([midia(foto)], { ...posicao, precisao_m: 1e-50 }),
        corpo([midia(foto, { ...posicao, precisao_m: 1e-50 })]),
      ]) {
        const recusado = await post(caso.id, payload);
        expect(recusado.statusCode, recusado.body).toBe(400);
        expect(recusado.json().message).toContain('A precisão deve ser de ao menos 1 centímetro.');
      }
      expect((await post(caso.id, corpo([midia(foto)], { ...posicao, precisao_m: 0 }))).statusCode).toBe(201);
    });

    it('refuses an upload that has not finished, or whose bytes are not what it says', async () => {
      const caso = await api.criarCaso(cookie);
      const client = tusClient(base, cookie);
      const parcial = tusFile('photo', 'image/jpeg', await jpeg('#789'));
      expect((await client.create(caso.id, parcial)).status).toBe(201);
      await client.patch(parcial.id, 0, parcial.bytes.subarray(0, 100));
      const incompleto = await post(caso.id, corpo([midia(parcial)]));
      expect(incompleto.statusCode).toBe(409);
      expect(incompleto.json().code).toBe('UPLOAD_INCOMPLETE');
      const nunca = tusFile('photo', 'image/jpeg', await jpeg('#abc'));
      expect((await post(caso.id, corpo([midia(nunca)]))).json().code).toBe('UPLOAD_INCOMPLETE');

      const falsa = tusFile('photo', 'image/png', await jpeg('#def'));
      await enviar(caso.id, falsa);
      const tipo = await post(caso.id, corpo([midia(falsa)]));
      expect(tipo.statusCode).toBe(415);

      // A poster that only begins like a JPEG would break every report printing the video.
      const video = tusFile('video', 'video/webm', webm());
      const capa = tusFile(
        'poster',
        'image/jpeg',
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), randomBytes(2048)]),
      );
      await enviar(caso.id, video, capa);
      const quebrada = await post(caso.id, corpo([midia(video, { poster_id: capa.id, duracao_ms: 3000 })]));
      expect(quebrada.statusCode).toBe(415);
      expect(quebrada.json().message).toBe(
        'A imagem de capa do vídeo não é uma imagem válida. Grave o vídeo de novo.',
      );
      expect(await server.db.select().from(mediaObjects).where(eq(mediaObjects.id, video.id))).toEqual([]);
    });

    it('answers 404 to a non-member and 403 after the 24 hours', async () => {
      const caso = await api.criarCaso(cookie);
      const foto = tusFile('photo', 'image/jpeg', await jpeg('#fff'));
      await enviar(caso.id, foto);
      const perito = await server.login('perito');
      expect((await post(caso.id, corpo([midia(foto)]), perito)).statusCode).toBe(404);
      server.clock.advance(25 * 3_600_000);
      try {
        const tarde = await post(caso.id, corpo([midia(foto)]), await server.login('investigador'));
        expect(tarde.statusCode).toBe(403);
        expect(tarde.json().message).toContain('24 horas');
      } finally {
        server.clock.reset();
      }
    });
  });

  describe('custody, delete and the verifiable export', () => {
    it('exports a zip that sha256sum -c verifies, and that fails after one byte changes', async () => {
      const caso = await api.criarCaso(cookie);
      // A gallery photo whose EXIF says 2020; the device's report of it claims another day, place
      // and camera: the server keeps what the bytes say.
      const foto = tusFile('photo', 'image/jpeg', await fotoDe2020());
      const video = tusFile('video', 'video/webm', webm());
      await enviar(caso.id, foto, video);
      const arquivo = {
        nome_original: 'IMG_20200314.jpg',
        criado_em: '2026-11-19T23:00:00',
        latitude: 0,
        longitude: 0,
        modelo: 'Câmera Inventada',
      };
      const payload = corpo([
        midia(foto, { origem: 'importacao', arquivo }),
        midia(video, { origem: 'captura' }),
      ]);
      expect((await post(caso.id, payload)).statusCode).toBe(201);
      // The chained log keeps the bytes' word too, not the report's.
      const [naCadeia] = await server.db
        .select()
        .from(logs)
        .where(and(eq(logs.action, 'custodia.captura'), sql`${logs.context}->>'mediaId' = ${foto.id}`));
      expect(naCadeia?.context.arquivo).toMatchObject({
        criado_em: '2020-03-14T09:26:53',
        modelo: 'samsung SM-A515F',
      });
      await server.api({ method: 'GET', url: `/media/${foto.id}`, cookie });

      const resposta = await server.api({
        method: 'GET',
        url: `/casos/${caso.id}/vestigios/exportacao`,
        cookie,
      });
      expect(resposta.statusCode).toBe(200);
      expect(resposta.headers['content-type']).toBe('application/zip');
      const dir = mkdtempSync(path.join(tmpdir(), 'rip-export-'));
      try {
        writeFileSync(path.join(dir, 'export.zip'), resposta.rawPayload);
        execFileSync('unzip', ['-q', 'export.zip'], { cwd: dir });
        expect(execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir }).toString()).toContain(': OK');
        const custodia = JSON.parse(readFileSync(path.join(dir, 'custodia.json'), 'utf8'));
        const item = custodia.itens.find((i: { media_id: string }) => i.media_id === foto.id);
        // Named for people, as the report names them; the import told apart from a capture.
        expect(readFileSync(path.join(dir, 'SHA256SUMS'), 'utf8')).toBe(
          `${sha256(foto.bytes)}  midias/Vestígio 01 – foto 1.jpg\n${sha256(video.bytes)}  midias/Vestígio 01 – vídeo.webm\n`,
        );
        expect(item).toMatchObject({
          origem: 'importacao',
          arquivo_diz: {
            nome_original: 'IMG_20200314.jpg',
            criado_em: '2020-03-14T09:26:53',
            modelo: 'samsung SM-A515F',
          },
        });
        const texto = readFileSync(path.join(dir, 'CUSTODIA.txt'), 'utf8');
        expect(texto).toContain('Importada do aparelho em 19/11/2026 23:30 (horário de Brasília)');
        expect(texto).toContain(
          'Segundo o próprio arquivo "IMG_20200314.jpg" (não verificado): criado em 14/03/2020 09:26:53 (sem fuso horário)',
        );
        // Sent without the device's signature (issue 39): the device's word, never printed as captured.
        expect(texto).toContain(
          'Origem declarada pelo aparelho, não verificada (sem a assinatura do aparelho): captura pela câmera do app em 19/11/2026 23:30',
        );
        expect(texto).not.toContain('Capturada pela câmera do app');
        const leiaMe = readFileSync(path.join(dir, 'LEIA-ME.txt'), 'utf8');
        expect(leiaMe).toContain('shasum -a 256 -c SHA256SUMS');
        expect(leiaMe).toContain('certutil -hashfile "midias\\Vestígio 01 – foto 1.jpg" SHA256');
        expect(leiaMe).toContain('Nenhum relatório foi emitido pelo servidor para este caso');
        expect(item.eventos.map((e: { acao: string }) => e.acao)).toEqual([
          'custodia.captura',
          'custodia.visualizacao',
          // The export itself, on record before the first byte leaves.
          'custodia.exportacao',
        ]);
        const arquivo = path.join(dir, item.arquivo);
        const bytes = readFileSync(arquivo);
        bytes.writeUInt8(bytes.readUInt8(bytes.length - 1) ^ 1, bytes.length - 1);
        writeFileSync(arquivo, bytes);
        expect(() => execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, stdio: 'pipe' })).toThrow();
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }

      const custodia = await server.api({
        method: 'GET',
        url: `/casos/${caso.id}/vestigios/${payload.id}/custodia`,
        cookie,
      });
      expect(custodia.json().eventos.map((e: { acao: string }) => e.acao)).toEqual([
        'custodia.captura',
        'custodia.captura',
        'custodia.visualizacao',
        'custodia.exportacao',
      ]);
      // Who saw and took each file, from where: reading that is a look on record too.
      const leituras = await server.db
        .select({ context: logs.context })
        .from(logs)
        .where(and(eq(logs.action, 'vestigio.custodia_lida'), eq(logs.casoId, caso.id)));
      expect(leituras.map((l) => l.context.vestigioId)).toEqual([payload.id]);

      // Deleting the video keeps its hash in the custody log; the bytes are gone.
      const apagado = await server.api({
        method: 'DELETE',
        url: `/casos/${caso.id}/vestigios/${payload.id}/midias/${video.id}`,
        cookie,
      });
      expect(apagado.statusCode).toBe(200);
      expect((await server.api({ method: 'GET', url: `/media/${video.id}`, cookie })).statusCode).toBe(404);
      expect(await createStoreFor(server.env).open(video.id)).toBeNull();
      const depois = await server.api({
        method: 'GET',
        url: `/casos/${caso.id}/vestigios/${payload.id}/custodia`,
        cookie,
      });
      const exclusao = depois.json().eventos.at(-1);
      expect(exclusao).toMatchObject({ acao: 'custodia.exclusao', media_id: video.id });
      expect(exclusao.descricao).toContain(sha256(video.bytes));

      // The report the server issued goes in as it was issued, checked by the same manifest.
      const emitido = await server.api({
        method: 'POST',
        url: `/casos/${caso.id}/relatorio/pdf`,
        cookie,
        payload: { id: randomUUID() },
      });
      expect(emitido.statusCode).toBe(200);
      // The paper carries the photo out of the system: on its chain, naming the report.
      const impressa = await server.api({
        method: 'GET',
        url: `/casos/${caso.id}/vestigios/${payload.id}/custodia`,
        cookie,
      });
      expect(impressa.json().eventos.at(-1)).toMatchObject({
        acao: 'custodia.relatorio',
        descricao: expect.stringContaining(sha256(emitido.rawPayload)),
      });
      const comRelatorio = await server.api({
        method: 'GET',
        url: `/casos/${caso.id}/vestigios/exportacao`,
        cookie,
      });
      const pasta = mkdtempSync(path.join(tmpdir(), 'rip-export-'));
      try {
        writeFileSync(path.join(pasta, 'export.zip'), comRelatorio.rawPayload);
        execFileSync('unzip', ['-q', 'export.zip'], { cwd: pasta });
        const conferido = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: pasta }).toString();
        const { relatorio_emitido } = JSON.parse(readFileSync(path.join(pasta, 'custodia.json'), 'utf8'));
        expect(conferido).toContain(`${relatorio_emitido.arquivo}: OK`);
        expect(readFileSync(path.join(pasta, relatorio_emitido.arquivo)).equals(emitido.rawPayload)).toBe(
          true,
        );
        expect(relatorio_emitido.checkpoint).toMatch(/^RIP-CP1 /);
        // The whole report, every person in it, leaves in the zip: its code is on the export's row.
        const [exportacao] = await server.db
          .select({ context: logs.context })
          .from(logs)
          .where(and(eq(logs.action, 'custodia.exportacao'), eq(logs.casoId, caso.id)))
          .orderBy(desc(logs.id))
          .limit(1);
        expect(exportacao?.context.relatorio).toEqual({
          codigo: relatorio_emitido.codigo,
          sha256: relatorio_emitido.sha256,
        });
        expect(readFileSync(path.join(pasta, 'LEIA-ME.txt'), 'utf8')).toContain(relatorio_emitido.checkpoint);
        // The report is on the chain of the files it printed, each its own, never the whole case's.
        const { itens } = JSON.parse(readFileSync(path.join(pasta, 'custodia.json'), 'utf8'));
        const impressas = itens.flatMap((item: { media_id: string; eventos: CustodiaEvento[] }) =>
          item.eventos.filter((e) => e.acao === 'custodia.relatorio').map((e) => [item.media_id, e.media_id]),
        );
        expect(impressas.length).toBeGreaterThan(0);
        for (const [item, evento] of impressas) expect(evento).toBe(item);
      } finally {
        rmSync(pasta, { recursive: true, force: true });
      }
    });
  });
});
