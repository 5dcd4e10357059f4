/**
 * Issue 39 item 3, on the real server and PostgreSQL: a file is printed 'Capturada pela câmera do
 * app' only when the key of a device this user registered before the upload signed the server's own
 * SHA-256 of it with the instant and fix the record keeps (a phone shared by officers:
 * captura-compartilhada.test.ts). Every other capture is the device's word,
 * with why; an import is 'importada'; a time outside the case's life is flagged everywhere.
 */
import { execFileSync } from 'node:child_process';
import { createPublicKey, randomUUID, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { midiaDe, vestigioCom } from '../../../scripts/corpos-vestigio.mjs';
import { CHAVE_APARELHO } from '../../../shared/captura-assinatura';
import { aparelhos, logs, mediaObjects } from '../../db/schema';
import { type AparelhoDeTeste, novoAparelho, registrarAparelho } from '../../test/aparelho';
import { capturasDe, enviadorComAparelho, foto } from '../../test/captura';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { sha256, type TusFile } from '../../test/tus';

const server = setupTestServer();
const api = pessoasApi(server);
const dir = mkdtempSync(path.join(tmpdir(), 'rip-captura-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let cookie = '';
let aparelho: AparelhoDeTeste;

beforeAll(async () => {
  ({ cookie, aparelho } = await enviadorComAparelho(server));
});

const AGORA = () => server.clock.now().toISOString();
const { registro, relatorio, salvar, enviar } = capturasDe(server, () => cookie);

describe('a capture signed by the device key', () => {
  it('verifies, is printed as captured in the PDF, and can be checked again from what the server kept', async () => {
    const caso = await api.criarCaso(cookie, 'Caso da Captura');
    const file = await foto();
    // Signed at capture, offline perhaps; the upload comes after, its key already registered.
    const { assinado, midia } = registro(caso.id, file);
    const assinatura = await aparelho.assinar(assinado);
    await enviar(caso.id, file);
    const salva = await salvar(caso.id, [midiaDe(file, { ...midia, assinatura })]);
    expect(salva).toMatchObject({ verificacao: 'verificada', hora_fora_do_caso: null });

    const texto = await relatorio(caso.id);
    expect(texto).toMatch(
      /Vestígio 01 – foto 1 — Capturada pela câmera do app em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2} \(relógio do aparelho\), -7\.11500, -34\.86300 \(±8 m\); assinatura do aparelho conferida pelo servidor/,
    );
    expect(texto).not.toContain('não verificada');

    const [row] = await server.db.select().from(mediaObjects).where(eq(mediaObjects.id, file.id));
    expect(row).toMatchObject({ capturaVerificacao: 'verificada', capturaAparelhoId: aparelho.id });
    // What the server kept lets anyone check the signature again with the device's public key.
    const [chave] = await server.db.select().from(aparelhos).where(eq(aparelhos.id, aparelho.id));
    const publica = createPublicKey({ key: chave?.chavePublica as Buffer, format: 'der', type: 'spki' });
    const assinaturaGuardada = Buffer.from(row?.capturaAssinatura ?? '', 'base64');
    const payload = Buffer.from(row?.capturaPayload ?? '');
    expect(verify('sha256', payload, { key: publica, dsaEncoding: 'ieee-p1363' }, assinaturaGuardada)).toBe(
      true,
    );
    expect(row?.capturaPayload).toContain(sha256(file.bytes));

    const [recebida] = await server.db
      .select()
      .from(logs)
      .where(sql`${logs.action} = 'custodia.captura' AND ${logs.context}->>'mediaId' = ${file.id}`);
    expect(recebida?.message).toContain('capturada pela câmera do app, assinatura do aparelho conferida');
    expect(recebida?.context).toMatchObject({
      verificacao: 'verificada',
      aparelhoId: aparelho.id,
      assinatura: assinatura.valor,
    });
    // The issued PDF read again carries the photo's picture: a view on the photo's own chain.
    const relatorioId = randomUUID();
    const emitir = () =>
      server.api({
        method: 'POST',
        url: `/casos/${caso.id}/relatorio/pdf`,
        cookie,
        payload: { id: relatorioId },
      });
    expect((await emitir()).statusCode).toBe(200);
    const vistas = () =>
      server.db
        .select()
        .from(logs)
        .where(
          sql`${logs.action} = 'custodia.visualizacao' AND ${logs.context}->>'mediaId' = ${file.id} AND ${logs.context}->>'variante' = 'relatorio'`,
        );
    expect(await vistas()).toHaveLength(0);
    expect((await emitir()).statusCode).toBe(200);
    const [vista] = await vistas();
    expect(vista?.message).toMatch(/^Vista no relatório \S+ \(o PDF emitido, lido de novo\)$/);
    // 'Aparelho que registrou' is the device the sending session registered, as the server named it.
    const registrou = `${chave?.nome} (aparelho ${aparelho.id})`;
    expect(row?.dispositivo).toBe(registrou);
    expect(recebida?.context).toMatchObject({ dispositivo: registrou });
  });

  it('is never printed as captured without a valid signature by a device this user registered before the upload', async () => {
    const caso = await api.criarCaso(cookie, 'Caso das Falsas');
    const outroCaso = await api.criarCaso(cookie, 'Caso Vizinho');
    const escrivao = await server.login('escrivao');
    const doEscrivao = await novoAparelho();
    expect((await registrarAparelho(server, escrivao, doEscrivao)).statusCode).toBe(201);
    const chaveSolta = (await crypto.subtle.generateKey(CHAVE_APARELHO, false, ['sign', 'verify']))
      .privateKey;

    type Caso = { nome: string; esperado: string; montar: (file: TusFile) => Promise<object> };
    const casos: Caso[] = [
      {
        nome: 'no signature',
        esperado: 'sem_assinatura',
        montar: async (file) => registro(caso.id, file).midia,
      },
      {
        nome: 'a key other than the registered one',
        esperado: 'assinatura_invalida',
        montar: async (file) => {
          const { assinado, midia } = registro(caso.id, file);
          return { ...midia, assinatura: await aparelho.assinar(assinado, chaveSolta) };
        },
      },
      {
        nome: 'a device another user registered, never this one',
        esperado: 'aparelho_nao_registrado_pelo_usuario',
        montar: async (file) => {
          const { assinado, midia } = registro(caso.id, file);
          return { ...midia, assinatura: await doEscrivao.assinar(assinado) };
        },
      },
      {
        nome: 'a device never registered',
        esperado: 'aparelho_desconhecido',
        montar: async (file) => {
          const { assinado, midia } = registro(caso.id, file);
          return { ...midia, assinatura: await (await novoAparelho()).assinar(assinado) };
        },
      },
      {
        nome: 'the SHA-256 of another file',
        esperado: 'assinatura_invalida',
        montar: async (file) => {
          const { assinado, midia } = registro(caso.id, file);
          return {
            ...midia,
            assinatura: await aparelho.assinar({ ...assinado, sha256: sha256(Buffer.from('x')) }),
          };
        },
      },
      {
        nome: 'a time other than the one sent',
        esperado: 'assinatura_invalida',
        montar: async (file) => {
          const { assinado, midia } = registro(caso.id, file);
          const assinatura = await aparelho.assinar(assinado);
          return {
            ...midia,
            capturada_em: new Date(Date.parse(midia.capturada_em) - 3_600_000).toISOString(),
            assinatura,
          };
        },
      },
      {
        nome: 'a fix other than the one sent',
        esperado: 'assinatura_invalida',
        montar: async (file) => {
          const { assinado, midia } = registro(caso.id, file);
          return { ...midia, latitude: -7.2, assinatura: await aparelho.assinar(assinado) };
        },
      },
      {
        nome: 'another case',
        esperado: 'assinatura_invalida',
        montar: async (file) => {
          const { assinado, midia } = registro(caso.id, file);
          return { ...midia, assinatura: await aparelho.assinar({ ...assinado, casoId: outroCaso.id }) };
        },
      },
    ];
    for (const { nome, esperado, montar } of casos) {
      const file = await foto();
      await enviar(caso.id, file);
      const salva = await salvar(caso.id, [midiaDe(file, await montar(file))]);
      expect(salva.verificacao, nome).toBe(esperado);
    }

    // A device registered after the file began to arrive does not vouch for it, however well it signs.
    const file = await foto();
    await enviar(caso.id, file);
    const tardio = await novoAparelho();
    expect((await registrarAparelho(server, cookie, tardio)).statusCode).toBe(201);
    const { assinado, midia } = registro(caso.id, file);
    const depois = await salvar(caso.id, [
      midiaDe(file, { ...midia, assinatura: await tardio.assinar(assinado) }),
    ]);
    expect(depois.verificacao).toBe('aparelho_nao_registrado_pelo_usuario');

    // A device revoked (a lost phone, issue 43) no longer vouches for what it signs.
    const perdido = await novoAparelho();
    expect((await registrarAparelho(server, cookie, perdido)).statusCode).toBe(201);
    await server.db.update(aparelhos).set({ revogadoEm: new Date() }).where(eq(aparelhos.id, perdido.id));
    const revogada = await foto();
    await enviar(caso.id, revogada);
    const r = registro(caso.id, revogada);
    const salvaRevogada = await salvar(caso.id, [
      midiaDe(revogada, { ...r.midia, assinatura: await perdido.assinar(r.assinado) }),
    ]);
    expect(salvaRevogada.verificacao).toBe('aparelho_revogado');

    const texto = await relatorio(caso.id);
    expect(texto).not.toContain('Capturada pela câmera do app');
    expect(texto.match(/Origem declarada pelo aparelho, não verificada/g)).toHaveLength(casos.length + 2);
    expect(texto).toContain('não verificada (sem a assinatura do aparelho): captura pela câmera do app em');
    expect(texto).toContain(
      'a chave é de um aparelho que este usuário não tinha registrado antes do envio do arquivo',
    );
    expect(texto).toContain('hora e posição declaradas pelo aparelho');
  });

  it('prints a file picked from the gallery as imported, and refuses a signature on it', async () => {
    const caso = await api.criarCaso(cookie, 'Caso da Galeria');
    const file = await foto();
    await enviar(caso.id, file);
    const { assinado } = registro(caso.id, file);
    const assinada = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/vestigios`,
      cookie,
      payload: vestigioCom([
        midiaDe(file, {
          origem: 'importacao',
          capturada_em: AGORA(),
          assinatura: await aparelho.assinar(assinado),
        }),
      ]),
    });
    expect(assinada.statusCode).toBe(400);
    const salva = await salvar(caso.id, [midiaDe(file, { origem: 'importacao', capturada_em: AGORA() })]);
    expect(salva.verificacao).toBeNull();
    const texto = await relatorio(caso.id);
    expect(texto).toMatch(/Vestígio 01 – foto 1 — Importada do aparelho em \d{2}\/\d{2}\/\d{4}/);
    expect(texto).not.toMatch(/Capturada|não verificada \(/);
  });
});

it('reads a capture recorded before captures were checked as the device’s word, never captured', async () => {
  const caso = await api.criarCaso(cookie, 'Caso de Antes');
  const file = await foto();
  const { assinado, midia } = registro(caso.id, file);
  await enviar(caso.id, file);
  await salvar(caso.id, [midiaDe(file, { ...midia, assinatura: await aparelho.assinar(assinado) })]);
  // As a row of a version before issue 39 is (or one a node of it wrote during a rolling upgrade).
  await server.db
    .update(mediaObjects)
    .set({ capturaVerificacao: null, capturaAparelhoId: null })
    .where(eq(mediaObjects.id, file.id));
  const lido = (await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie })).json();
  expect(lido.vestigios[0].midias[0].verificacao).toBe('anterior');
  const texto = await relatorio(caso.id);
  expect(texto).toContain(
    'Origem declarada pelo aparelho, não verificada (registrada antes de as capturas serem assinadas pelo aparelho)',
  );
  expect(texto).not.toContain('Capturada pela câmera do app');
});

describe('a time outside the case’s life', () => {
  it('flags 2019 in a case of today, even signed, on the API, in the PDF, the custody log and CUSTODIA.txt', async () => {
    const caso = await api.criarCaso(cookie, 'Caso de Hoje');
    const file = await foto();
    const { assinado, midia } = registro(caso.id, file, '2019-03-14T12:00:00.000Z');
    const assinatura = await aparelho.assinar(assinado);
    await enviar(caso.id, file);
    const salva = await salvar(caso.id, [midiaDe(file, { ...midia, assinatura })]);
    // The signature says only that the device's clock read 2019: verified, and flagged.
    expect(salva.verificacao).toBe('verificada');
    expect(salva.hora_fora_do_caso).toMatchObject({ motivo: 'antes_do_caso' });

    const texto = await relatorio(caso.id);
    expect(texto).toContain('Capturada pela câmera do app em 14/03/2019 09:00');
    expect(texto).toMatch(
      /Atenção: hora registrada fora da vida do caso, anterior à criação do caso \(\d{2}\/\d{2}\/20\d\d/,
    );

    const [recebida] = await server.db
      .select()
      .from(logs)
      .where(sql`${logs.action} = 'custodia.captura' AND ${logs.context}->>'mediaId' = ${file.id}`);
    expect(recebida?.message).toContain('hora registrada anterior à criação do caso');

    const zip = await server.api({ method: 'GET', url: `/casos/${caso.id}/vestigios/exportacao`, cookie });
    const pasta = mkdtempSync(path.join(dir, 'zip-'));
    writeFileSync(path.join(pasta, 'e.zip'), zip.rawPayload);
    execFileSync('unzip', ['-q', 'e.zip'], { cwd: pasta });
    const custodia = readFileSync(path.join(pasta, 'CUSTODIA.txt'), 'utf8');
    expect(custodia).toContain('ATENÇÃO: HORA REGISTRADA FORA DA VIDA DO CASO, ANTERIOR À CRIAÇÃO DO CASO');
    const json = JSON.parse(readFileSync(path.join(pasta, 'custodia.json'), 'utf8'));
    expect(json.itens[0]).toMatchObject({
      verificacao: 'verificada',
      hora_fora_do_caso: { motivo: 'antes_do_caso' },
    });
  });

  it('flags a time after the server began receiving the file, and not one within the tolerance', async () => {
    const caso = await api.criarCaso(cookie, 'Caso do Relogio');
    const adiantada = await foto();
    await enviar(caso.id, adiantada);
    const futuro = new Date(server.clock.now().getTime() + 10 * 60_000).toISOString();
    const dentro = await foto();
    await enviar(caso.id, dentro);
    // Made offline 3 hours before the case reached the server: within the tolerance.
    const antes = new Date(server.clock.now().getTime() - 3 * 3_600_000).toISOString();
    const [primeira, segunda] = await Promise.all([
      salvar(caso.id, [midiaDe(adiantada, registro(caso.id, adiantada, futuro).midia)]),
      salvar(caso.id, [midiaDe(dentro, registro(caso.id, dentro, antes).midia)]),
    ]);
    expect(primeira?.hora_fora_do_caso).toMatchObject({ motivo: 'depois_do_recebimento' });
    expect(segunda?.hora_fora_do_caso).toBeNull();
    const texto = await relatorio(caso.id);
    expect(texto).toContain('posterior ao recebimento do arquivo pelo servidor');
    expect(texto.match(/Atenção: hora registrada/g)).toHaveLength(1);
  });
});
