/**
 * The report through the API: the server's PDF with its generation logged and its hash kept, the
 * public verification (authentic only with the code AND the file), a device's copy turned into
 * the official report, the
 * exclusions stored and respected, and the summons recorded and printed.
 */
import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { relatoriosEmitidos } from '../../db/schema';
import { LOCAL_JOAO_PESSOA } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';
import { codigoDoTexto, textoDoPdf } from '../../test/pdf';
import { pessoasApi, vinculo, vitimaHomicidio } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const codigoDe = codigoDoTexto;

let cookie = '';
let casoId = '';
let suspeitoId = '';
let testemunhaId = '';

beforeAll(async () => {
  cookie = await server.login('investigador');
  casoId = (await api.criarCaso(cookie, 'Caso do Relatorio')).id;
  const vitima = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'José da Silva' } });
  expect((await api.post(cookie, casoId, 'vitimas', vitima)).statusCode).toBe(201);
  const suspeito = vinculo(vitima.id, { pessoa: { id: randomUUID(), nome: 'Carlos Suspeito' } });
  const testemunha = vinculo(vitima.id, { pessoa: { id: randomUUID(), nome: 'Beatriz Testemunha' } });
  expect((await api.post(cookie, casoId, 'suspeitos', suspeito)).statusCode).toBe(201);
  expect((await api.post(cookie, casoId, 'testemunhas', testemunha)).statusCode).toBe(201);
  suspeitoId = suspeito.id;
  testemunhaId = testemunha.id;
});

const gerar = (as = cookie) =>
  server.api({
    method: 'POST',
    url: `/casos/${casoId}/relatorio/pdf`,
    cookie: as,
    payload: { id: randomUUID() },
  });
const verificar = (payload: object) => server.api({ method: 'POST', url: '/relatorios/verificar', payload });
const getCaso = async () => (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json();

describe('server PDF', () => {
  it('prints the report, keeps its hash and logs the generation with the moment', async () => {
    const resposta = await gerar();
    expect(resposta.statusCode).toBe(200);
    expect(resposta.headers['content-type']).toContain('application/pdf');
    const pdf = resposta.rawPayload;
    const texto = textoDoPdf(pdf);
    expect(texto).toContain('Relatório de Investigação Preliminar');
    expect(texto).toContain('GOVERNO DO ESTADO DA PARAÍBA');
    expect(texto).toMatch(/Página 1\/\d/);
    for (const nome of ['José da Silva', 'Carlos Suspeito', 'Beatriz Testemunha'])
      expect(texto).toContain(nome);
    const codigo = codigoDe(texto);
    const [row] = await server.db
      .select()
      .from(relatoriosEmitidos)
      .where(eq(relatoriosEmitidos.codigo, codigo));
    expect(row).toMatchObject({ casoId, sha256: sha(pdf), origem: 'servidor' });
    const [log] = await api.auditoria('relatorio.gerado', casoId);
    expect(log?.context).toMatchObject({ origem: 'servidor', codigo, sha256: sha(pdf) });
    const contexto = (log?.context ?? {}) as { report_generated_at?: string };
    expect(Date.parse(String(contexto.report_generated_at))).not.toBeNaN();
  });

  it('prints when each event was recorded, and the times a reader should check', async () => {
    const caso = (await api.criarCaso(cookie, 'Caso da Cronologia')).id;
    const agora = server.clock.now().getTime();
    const evento = (tipo: string, horario: number) =>
      server.api({
        method: 'POST',
        url: `/casos/${caso}/acionamentos`,
        cookie,
        payload: { id: randomUUID(), tipo, horario: new Date(horario).toISOString() },
      });
    expect((await evento('Acionamento da Perícia', agora - 60 * 60_000)).statusCode).toBe(201);
    // Arrived before being called; and an arrival stated three hours after it was recorded.
    expect((await evento('Chegada da Perícia', agora - 90 * 60_000)).statusCode).toBe(201);
    expect((await evento('Chegada da Polícia Civil', agora + 3 * 60 * 60_000)).statusCode).toBe(201);
    const emitido = await server.api({
      method: 'POST',
      url: `/casos/${caso}/relatorio/pdf`,
      cookie,
      payload: { id: randomUUID() },
    });
    const texto = textoDoPdf(emitido.rawPayload).replace(/\s+/g, ' ');
    expect(texto).toMatch(/Acionamento da Perícia \(registrado em \d\d\/\d\d\/\d{4} \d\d:\d\d\)/);
    expect(texto).toContain('Horários a conferir (cada evento é registrado como informado):');
    expect(texto).toMatch(
      /Chegada da Perícia: Chegada antes do Acionamento da Perícia \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)\./,
    );
    expect(texto).toMatch(
      /Chegada da Polícia Civil: horário depois do momento em que foi registrado \(\d\d\/\d\d\/\d{4} \d\d:\d\d\)\./,
    );
  });

  it('verifies: yes with the code and the file, a bare no otherwise', async () => {
    const pdf = (await gerar()).rawPayload;
    const codigo = codigoDe(textoDoPdf(pdf));
    const sim = await verificar({ codigo: codigo.toLowerCase().replace('-', ''), sha256: sha(pdf) });
    expect(sim.json()).toMatchObject({
      valido: true,
      caso: { name: 'Caso do Relatorio' },
      origem: 'servidor',
    });
    const outroArquivo = await verificar({ codigo, sha256: sha(Buffer.from('outro')) });
    expect(outroArquivo.json()).toMatchObject({
      encontrado: false,
      valido: false,
      caso: null,
      emitido_em: null,
      emissor: null,
    });
    const outroCodigo = await verificar({ codigo: 'ZZZZ-ZZZZ', sha256: sha(pdf) });
    expect(outroCodigo.json().valido).toBe(false);
    expect((await verificar({ codigo: '??', sha256: 'x' })).statusCode).toBe(400);
  });

  it("issues the official report when a device's provisional copy reaches it, once per id", async () => {
    const copia = Buffer.from('%PDF-1.7 copia provisoria feita no aparelho');
    const corpo = { id: randomUUID(), sha256: sha(copia), report_generated_at: '2020-01-01T00:00:00Z' };
    const post = () =>
      server.api({ method: 'POST', url: `/casos/${casoId}/relatorios`, cookie, payload: corpo });
    const primeiro = await post();
    expect(primeiro.statusCode).toBe(201);
    const emitido = primeiro.json();
    expect(emitido).toMatchObject({ id: corpo.id, origem: 'servidor' });
    expect(emitido.sha256).not.toBe(corpo.sha256);
    // The server's time, never the device's.
    expect(Date.parse(emitido.emitido_em)).toBeGreaterThan(Date.parse('2025-01-01'));
    const segundo = await post();
    expect(segundo.statusCode).toBe(200);
    expect(segundo.json()).toEqual(emitido);

    const oficial = await server.api({
      method: 'GET',
      url: `/casos/${casoId}/relatorios/${corpo.id}/pdf`,
      cookie,
    });
    expect(sha(oficial.rawPayload)).toBe(emitido.sha256);
    expect(codigoDe(textoDoPdf(oficial.rawPayload))).toBe(emitido.codigo);
    // Reading the issued paper is a look at the case: on record.
    expect((await api.auditoria('relatorio.lido', casoId)).map((l) => l.context)).toEqual([
      expect.objectContaining({ relatorioId: corpo.id, codigo: emitido.codigo }),
    ]);
    expect((await verificar({ codigo: emitido.codigo, sha256: emitido.sha256 })).json().valido).toBe(true);
    const logs = await api.auditoria('relatorio.gerado', casoId);
    const log = logs.find((l) => (l.context as { codigo: string }).codigo === emitido.codigo);
    expect(log?.context).toMatchObject({
      origem: 'servidor',
      copia_provisoria: { sha256: corpo.sha256, gerada_no_aparelho_em: corpo.report_generated_at },
    });
  });

  it('stores an exclusion, logs it and leaves the item out of the PDF', async () => {
    const { versao } = (await getCaso()).suspeitos.find((s: { id: string }) => s.id === suspeitoId);
    const fora = await server.api({
      method: 'PUT',
      url: `/casos/${casoId}/relatorio/inclusao`,
      cookie,
      payload: { tipo: 'suspeito', id: suspeitoId, incluir: false, versao_base: versao },
    });
    expect(fora.statusCode).toBe(200);
    expect((await getCaso()).relatorio_exclusoes).toEqual([{ tipo: 'suspeito', id: suspeitoId }]);
    expect(await api.auditoria('relatorio.inclusao', casoId)).toHaveLength(1);
    const texto = textoDoPdf((await gerar()).rawPayload);
    expect(texto).not.toContain('Carlos Suspeito');
    expect(texto).toContain('Beatriz Testemunha');
    const volta = await server.api({
      method: 'PUT',
      url: `/casos/${casoId}/relatorio/inclusao`,
      cookie,
      payload: { tipo: 'suspeito', id: suspeitoId, incluir: true, versao_base: fora.json().versao },
    });
    expect(volta.statusCode).toBe(200);
    expect((await getCaso()).relatorio_exclusoes).toEqual([]);
    const alheio = await server.api({
      method: 'PUT',
      url: `/casos/${casoId}/relatorio/inclusao`,
      cookie,
      payload: { tipo: 'camera', id: randomUUID(), incluir: false, versao_base: 1 },
    });
    expect(alheio.statusCode).toBe(404);
  });

  it('prints the croqui of the scene once the case has a position', async () => {
    const croqui = 'Croqui (Reconhecimento Visuográfico)';
    expect(textoDoPdf((await gerar()).rawPayload)).not.toContain(croqui);
    const local = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/geolocalizacao`,
      cookie,
      payload: { ...LOCAL_JOAO_PESSOA, id: randomUUID(), condicoes: { tipo: 'EXTERNO' } },
    });
    expect(local.statusCode).toBe(201);
    expect(textoDoPdf((await gerar()).rawPayload)).toContain(croqui);
  });
});

describe('intimação', () => {
  const post = (payload: object) =>
    server.api({ method: 'POST', url: `/casos/${casoId}/intimacoes`, cookie, payload });

  it('asks for the date and time with the spec prompts', async () => {
    const semData = await post({
      id: randomUUID(),
      papel: 'suspeito',
      vinculo_id: suspeitoId,
      data: '',
      hora: '',
    });
    expect(semData.statusCode).toBe(400);
    expect(semData.json().message).toContain('Você deve inserir uma data!');
    expect(semData.json().message).toContain('Você deve inserir uma hora!');
  });

  it('records the summons on the case and prints it', async () => {
    const id = randomUUID();
    const criada = await post({
      id,
      papel: 'suspeito',
      vinculo_id: suspeitoId,
      data: '25/12/2026',
      hora: '14:30',
    });
    expect(criada.statusCode).toBe(201);
    expect(criada.json()).toMatchObject({ nome: 'Carlos Suspeito', data: '2026-12-25', hora: '14:30' });
    expect((await getCaso()).intimacoes.map((i: { id: string }) => i.id)).toContain(id);
    expect(await api.auditoria('intimacao.created', casoId)).toHaveLength(1);
    // Sent again (the answer lost): the same summons, handed back with its person, on record.
    const repetida = await post({
      id,
      papel: 'suspeito',
      vinculo_id: suspeitoId,
      data: '25/12/2026',
      hora: '14:30',
    });
    expect(repetida.statusCode).toBe(200);
    expect(await api.auditoria('intimacao.created', casoId)).toHaveLength(1);
    const devolvidas = await api.auditoria('registro.devolvido', casoId);
    expect(devolvidas.map((row) => row.context)).toContainEqual(
      expect.objectContaining({ recurso: 'intimacao', registroId: id, criacao: true }),
    );
    const pdf = await server.api({ method: 'GET', url: `/casos/${casoId}/intimacoes/${id}/pdf`, cookie });
    expect(pdf.statusCode).toBe(200);
    const texto = textoDoPdf(pdf.rawPayload).replace(/\s+/g, ' ');
    expect(texto).toContain('INTIMAÇÃO');
    expect(texto).toContain('CARLOS SUSPEITO');
    expect(texto).toContain('25/12/2026, às 14:30');
    expect(texto).toContain('Art. 330');
    expect(texto).toContain('coercitivamente');
    // Its reading names the person it summons, as every look at a person does.
    const [lida] = await api.auditoria('intimacao.pdf', casoId);
    expect(lida?.context).toMatchObject({
      intimacaoId: id,
      pessoaId: criada.json().pessoa_id,
      ip: expect.any(String),
    });
    const testemunha = await post({
      id: randomUUID(),
      papel: 'suspeito',
      vinculo_id: testemunhaId,
      data: '25/12/2026',
      hora: '14:30',
    });
    expect(testemunha.statusCode).toBe(404);
  });
  it('names who signs and cites the BO and the procedure, or says no delegate signs', async () => {
    const emitir = async (as: string) => {
      const id = randomUUID();
      const payload = {
        id,
        papel: 'testemunha',
        vinculo_id: testemunhaId,
        data: '26/12/2026',
        hora: '09:00',
      };
      const criada = await server.api({
        method: 'POST',
        url: `/casos/${casoId}/intimacoes`,
        cookie: as,
        payload,
      });
      expect(criada.statusCode, criada.body).toBe(201);
      const pdf = await server.api({
        method: 'GET',
        url: `/casos/${casoId}/intimacoes/${id}/pdf`,
        cookie: as,
      });
      return { json: criada.json(), texto: textoDoPdf(pdf.rawPayload).replace(/\s+/g, ' ') };
    };
    const semDelegado = await emitir(cookie);
    expect(semDelegado.json).toMatchObject({ delegado: null, delegado_origem: null, boletins: null });
    expect(semDelegado.texto).toContain('Não há delegado(a) na equipe do caso');
    expect(semDelegado.texto).toContain('nos autos do caso');

    const ocorrencia = await server.api({
      method: 'PUT',
      url: `/casos/${casoId}/ocorrencia`,
      cookie,
      payload: {
        boletins: [{ numero: '00123/2026', origem: 'Delegacia Online' }],
        procedimento_tipo: 'Inquérito Policial',
        procedimento_numero: '0456/2026',
        versao_base: (await getCaso()).ocorrencia.versao,
      },
    });
    expect(ocorrencia.statusCode, ocorrencia.body).toBe(200);
    const cargos = (await server.api({ method: 'GET', url: '/cargos', cookie })).json().data;
    const cargoDelegado = cargos.find((c: { nome: string }) => c.nome.startsWith('Delegado'));
    const membro = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/equipe`,
      cookie,
      // The delegate's account: only an account holding the cargo makes the case's delegate.
      payload: { id: randomUUID(), matricula: '1000002', name: 'Bruno', cargo_id: cargoDelegado.id },
    });
    expect(membro.statusCode, membro.body).toBe(201);
    const daEquipe = await emitir(cookie);
    expect(daEquipe.json).toMatchObject({ delegado: 'Bruno Delegado', delegado_origem: 'equipe' });
    expect(daEquipe.texto).toContain('nos autos do Inquérito Policial nº 0456/2026 (caso 2026.');
    expect(daEquipe.texto).toContain('referente ao Boletim de Ocorrência 00123/2026 (Delegacia Online)');
    expect(daEquipe.texto).not.toContain('Não há delegado(a)');

    // A delegate issuing signs it themself.
    await server.api({
      method: 'POST',
      url: `/casos/${casoId}/compartilhamentos`,
      cookie,
      payload: { id: randomUUID(), matricula: '1000002' },
    });
    const doDelegado = await emitir(await server.login('delegado'));
    expect(doDelegado.json).toMatchObject({ delegado: 'Bruno Delegado', delegado_origem: 'emissor' });
    expect(doDelegado.texto).toContain('Bruno Delegado');
  });
});
