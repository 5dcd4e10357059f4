/**
 * Issue 39 item 3, a shift's phone: one installed app, one key, two officers logging in on it in
 * turn. Each one's captures verify from their own registration of the device on; neither can have
 * the other's capture printed as their own or elsewhere; a lost phone revoked vouches for nobody.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { midiaDe, vestigioCom } from '../../../scripts/corpos-vestigio.mjs';
import { aparelhos, aparelhoUsuarios, logs, mediaObjects } from '../../db/schema';
import { type AparelhoDeTeste, novoAparelho, registrarAparelho } from '../../test/aparelho';
import { capturas, foto } from '../../test/captura';
import { setupTestServer } from '../../test/harness';
import { pessoasApi, userId } from '../../test/pessoas-fixtures';
import { listening, type TusFile, tusClient, tusFile } from '../../test/tus';

const server = setupTestServer();
const api = pessoasApi(server);
const { registro, enviar, salvar, relatorio } = capturas(server);

/** The investigator and the clerk of the shift, each logged in on the same phone in turn. */
let a = '';
let b = '';
let casoId = '';

beforeAll(async () => {
  await listening(server);
  a = await server.login('investigador');
  b = await server.login('escrivao');
  casoId = (await api.criarCaso(a, 'Caso do Plantão')).id;
  const compartilhado = await server.api({
    method: 'POST',
    url: `/casos/${casoId}/compartilhamentos`,
    cookie: a,
    payload: { id: randomUUID(), matricula: '1000004' },
  });
  expect(compartilhado.statusCode, compartilhado.body).toBe(201);
});

/** A photo taken on `celular` while `cookie`'s user is logged in, its record and signature. */
async function capturar(celular: AparelhoDeTeste, caso = casoId) {
  const file = await foto();
  const { assinado, midia } = registro(caso, file);
  return { file, midia: { ...midia, assinatura: await celular.assinar(assinado) } };
}

/** Captured on `celular`, uploaded and saved by `cookie`'s user: the media as the server recorded it. */
async function capturadaPor(cookie: string, celular: AparelhoDeTeste) {
  const { file, midia } = await capturar(celular);
  await enviar(casoId, file, cookie);
  return salvar(casoId, [midiaDe(file, midia)], cookie);
}

async function celularDoPlantao(...quem: string[]): Promise<AparelhoDeTeste> {
  const celular = await novoAparelho();
  for (const cookie of quem) {
    expect((await registrarAparelho(server, cookie, celular)).statusCode).toBe(201);
  }
  return celular;
}

const vinculoDe = (celular: AparelhoDeTeste, persona: 'investigador' | 'escrivao') =>
  and(eq(aparelhoUsuarios.aparelhoId, celular.id), eq(aparelhoUsuarios.userId, userId(persona)));

describe('a phone shared by two officers', () => {
  it("verifies each one's capture, each under their own name, with the same device key", async () => {
    const celular = await celularDoPlantao(a, b);
    const daInvestigadora = await capturar(celular);
    await enviar(casoId, daInvestigadora.file, a);
    const salvaA = await salvar(casoId, [midiaDe(daInvestigadora.file, daInvestigadora.midia)], a);
    const doEscrivao = await capturar(celular);
    await enviar(casoId, doEscrivao.file, b);
    const salvaB = await salvar(casoId, [midiaDe(doEscrivao.file, doEscrivao.midia)], b);
    expect([salvaA.verificacao, salvaB.verificacao]).toEqual(['verificada', 'verificada']);

    const linhas = await server.db
      .select()
      .from(mediaObjects)
      .where(sql`${mediaObjects.id} IN (${salvaA.id}, ${salvaB.id})`);
    expect(new Set(linhas.map((l) => l.capturaAparelhoId))).toEqual(new Set([celular.id]));
    expect(Object.fromEntries(linhas.map((l) => [l.id, l.createdBy]))).toEqual({
      [salvaA.id]: userId('investigador'),
      [salvaB.id]: userId('escrivao'),
    });
    const recebidas = await server.db
      .select()
      .from(logs)
      .where(sql`${logs.action} = 'custodia.captura' AND ${logs.context}->>'aparelhoId' = ${celular.id}`);
    expect(recebidas.map((l) => l.userId).sort()).toEqual(
      [userId('investigador'), userId('escrivao')].sort(),
    );

    const texto = await relatorio(casoId, a);
    expect(texto.match(/Capturada pela câmera do app em /g)).toHaveLength(2);
  });

  it('does not verify a capture its officer began uploading before they registered the device', async () => {
    // The device was the investigator's first: older than the upload, but the clerk's binding is not.
    const celular = await celularDoPlantao(a);
    const cedo = await capturar(celular);
    await enviar(casoId, cedo.file, b);
    const daInvestigadora = await capturar(celular);
    await enviar(casoId, daInvestigadora.file, a);
    expect((await registrarAparelho(server, b, celular)).statusCode).toBe(201);

    expect((await salvar(casoId, [midiaDe(cedo.file, cedo.midia)], b)).verificacao).toBe(
      'aparelho_nao_registrado_pelo_usuario',
    );
    expect(
      (await salvar(casoId, [midiaDe(daInvestigadora.file, daInvestigadora.midia)], a)).verificacao,
    ).toBe('verificada');
    // Uploaded after the clerk's registration: theirs from now on.
    expect((await capturadaPor(b, celular)).verificacao).toBe('verificada');

    const texto = await relatorio(casoId, a);
    expect(texto).toContain(
      'Origem declarada pelo aparelho, não verificada (a chave é de um aparelho que este usuário não tinha registrado antes do envio do arquivo)',
    );
  });

  it("lets neither officer claim the other's capture, here or in another case", async () => {
    const celular = await celularDoPlantao(a, b);
    const daInvestigadora = await capturar(celular);
    await enviar(casoId, daInvestigadora.file, a);

    // Her upload is hers: the clerk cannot save it in his name, signature and all.
    const alheia = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/vestigios`,
      cookie: b,
      payload: vestigioCom([midiaDe(daInvestigadora.file, daInvestigadora.midia)]),
    });
    expect(alheia.statusCode).toBe(409);
    expect(alheia.json().code).toBe('UPLOAD_INCOMPLETE');
    expect(
      (await salvar(casoId, [midiaDe(daInvestigadora.file, daInvestigadora.midia)], a)).verificacao,
    ).toBe('verificada');

    // The same bytes and her signature, in a case of his: the signature covers her case and media only.
    const casoDoEscrivao = (await api.criarCaso(b, 'Caso do Escrivão')).id;
    const copia: TusFile = tusFile('photo', 'image/jpeg', daInvestigadora.file.bytes);
    await enviar(casoDoEscrivao, copia, b);
    const reclamada = await salvar(casoDoEscrivao, [midiaDe(copia, daInvestigadora.midia)], b);
    expect(reclamada.verificacao).toBe('assinatura_invalida');
    // Under her media's id, the upload itself is refused: that file is already evidence.
    const mesmoId = await tusClient(await listening(server), b).create(casoDoEscrivao, daInvestigadora.file);
    expect(mesmoId.status).toBe(409);
    expect(await mesmoId.json()).toMatchObject({ code: 'UPLOAD_ID_TAKEN' });

    const texto = await relatorio(casoDoEscrivao, b);
    expect(texto).not.toContain('Capturada pela câmera do app');
    expect(texto).toContain(
      'não verificada (a assinatura do aparelho não confere com o arquivo, a hora e a posição registrados)',
    );
  });

  it('vouches for nobody once the lost phone is revoked, and for nobody whose binding is', async () => {
    const perdido = await celularDoPlantao(a, b);
    const antes = await capturadaPor(a, perdido);
    expect(antes.verificacao).toBe('verificada');
    await server.db.update(aparelhos).set({ revogadoEm: new Date() }).where(eq(aparelhos.id, perdido.id));
    expect((await capturadaPor(a, perdido)).verificacao).toBe('aparelho_revogado');
    expect((await capturadaPor(b, perdido)).verificacao).toBe('aparelho_revogado');
    // What was verified while the device was trusted stays so.
    const lido = (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie: a })).json();
    const midias: { id: string; verificacao: string }[] = lido.vestigios.flatMap(
      (v: { midias: unknown[] }) => v.midias,
    );
    expect(midias.find((m) => m.id === antes.id)?.verificacao).toBe('verificada');

    // One officer's binding revoked, not the device: the other still captures.
    const celular = await celularDoPlantao(a, b);
    await server.db
      .update(aparelhoUsuarios)
      .set({ revogadoEm: new Date() })
      .where(vinculoDe(celular, 'escrivao'));
    expect((await capturadaPor(b, celular)).verificacao).toBe('aparelho_revogado_para_usuario');
    expect((await capturadaPor(a, celular)).verificacao).toBe('verificada');
  });
});
