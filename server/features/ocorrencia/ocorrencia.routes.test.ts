import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ocorrencia } from '../../../shared/schemas/ocorrencia';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const put = (cookie: string, casoId: string, payload: object) =>
  server.api({ method: 'PUT', url: `/casos/${casoId}/ocorrencia`, cookie, payload });
const getCaso = async (cookie: string, casoId: string) =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json();
const issues = (response: { json(): { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((response.json().issues ?? []).map((issue) => [issue.path, issue.message]));

const PREENCHIDA = {
  boletins: [
    { numero: '00123/2026', origem: 'Delegacia Online' },
    { numero: '4567-2026-DEAM', origem: '' },
  ],
  procedimento_tipo: 'Inquérito Policial',
  procedimento_numero: '0456/2026',
  natureza: 'Homicídio',
  data_fato: '2026-11-20',
  hora_fato: '21:30',
  historico: 'A vítima foi encontrada na calçada.',
};

describe('Ocorrência: the case’s numbers and the fact', () => {
  it('starts empty at version 1, saves what is sent, is read with the case and logged', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const vazio = await getCaso(cookie, caso.id);
    expect(vazio.ocorrencia).toMatchObject({
      boletins: [],
      procedimento_numero: null,
      versao: 1,
      user: null,
    });
    expect(vazio.contagens.ocorrencia).toBe(0);

    const salvo = await put(cookie, caso.id, { ...PREENCHIDA, versao_base: 1 });
    expect(salvo.statusCode).toBe(200);
    expect(ocorrencia.parse(salvo.json())).toMatchObject({
      boletins: [
        { numero: '00123/2026', origem: 'Delegacia Online' },
        { numero: '4567-2026-DEAM', origem: null },
      ],
      procedimento_tipo: 'Inquérito Policial',
      procedimento_outro: null,
      hora_fato: '21:30',
      user: { matricula: '1000003' },
      versao: 2,
    });
    const lido = await getCaso(cookie, caso.id);
    expect(lido.ocorrencia).toEqual(salvo.json());
    expect(lido.contagens.ocorrencia).toBe(3);
    const rastro = await api.auditoria('ocorrencia.saved', caso.id);
    expect(rastro).toHaveLength(1);
    expect(rastro[0]?.context).toMatchObject({
      boletins: ['00123/2026', '4567-2026-DEAM'],
      procedimento: '0456/2026',
    });
    // The same again changes nothing and logs nothing (the outbox resending a lost answer).
    expect((await put(cookie, caso.id, { ...PREENCHIDA, versao_base: 2 })).json().versao).toBe(2);
    expect(await api.auditoria('ocorrencia.saved', caso.id)).toHaveLength(1);
  });

  it.each([
    ['a boletim without its number', { boletins: [{ numero: ' ', origem: 'X' }] }, 'boletins.0.numero'],
    [
      'the same boletim twice',
      { boletins: [{ numero: '123/2026' }, { numero: '123-2026' }] },
      'boletins.1.numero',
    ],
    ['a number with symbols', { procedimento_numero: '12#4' }, 'procedimento_numero'],
    ['a procedure type not in the list', { procedimento_tipo: 'Processo' }, 'procedimento_tipo'],
    ['a day that does not exist', { data_fato: '2026-02-30' }, 'data_fato'],
  ])('refuses %s with a Portuguese message, saving nothing', async (_nome, mudanca, campo) => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await put(cookie, caso.id, { ...mudanca, versao_base: 1 });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(issues(response))).toEqual([campo]);
    expect(Object.values(issues(response))[0]).toMatch(/^[A-ZÁÉÍÓÚ]/);
    expect((await getCaso(cookie, caso.id)).ocorrencia.versao).toBe(1);
  });

  it('asks for the version (428), merges a colleague’s other field, and names a field both changed (409)', async () => {
    const delegado = await server.login('delegado');
    const caso = await api.criarCaso(delegado);
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/equipe`,
      cookie: delegado,
      payload: { id: randomUUID(), matricula: '1000003', name: 'Carla Investigadora', cargo_id: 7 },
    });
    const investigador = await server.login('investigador');
    const semVersao = await put(investigador, caso.id, { procedimento_numero: '1/2026' });
    expect(semVersao.statusCode).toBe(428);
    expect(semVersao.json().code).toBe('VERSAO_OBRIGATORIA');

    expect((await put(delegado, caso.id, { procedimento_numero: '1/2026', versao_base: 1 })).statusCode).toBe(
      200,
    );
    // On version 1 still: another field merges.
    const outro = await put(investigador, caso.id, { historico: 'Relato', versao_base: 1 });
    expect(outro.statusCode).toBe(200);
    expect(outro.json()).toMatchObject({ procedimento_numero: '1/2026', historico: 'Relato', versao: 3 });
    // The same field on version 1: a conflict naming both values.
    const conflito = await put(investigador, caso.id, { procedimento_numero: '2/2026', versao_base: 1 });
    expect(conflito.statusCode).toBe(409);
    expect(conflito.json().code).toBe('EDIT_CONFLICT');
    expect(conflito.json().conflito.campos).toEqual([
      expect.objectContaining({ campo: 'procedimento_numero', seu: '2/2026', atual: '1/2026' }),
    ]);
    const historico = await server.api({
      method: 'GET',
      url: `/casos/${caso.id}/alteracoes`,
      cookie: delegado,
    });
    expect(JSON.stringify(historico.json())).toContain('procedimento_numero');
  });

  it('is recorded by a member after the 24 hours (the numbers come later), never by a justified reader', async () => {
    const dono = await server.login('investigador');
    const caso = await api.criarCaso(dono);
    const escrivao = await server.login('escrivao');
    expect((await put(escrivao, caso.id, { historico: 'x', versao_base: 1 })).statusCode).toBe(404);
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: escrivao,
      payload: { id: randomUUID(), justificativa: 'Mesmo suspeito de outro caso da equipe' },
    });
    const leitor = await put(escrivao, caso.id, { historico: 'x', versao_base: 1 });
    expect(leitor.statusCode).toBe(403);
    expect(leitor.json().code).toBe('FORBIDDEN');
    expect((await getCaso(escrivao, caso.id)).ocorrencia.versao).toBe(1);

    server.clock.advance(30 * 24 * 3_600_000);
    try {
      const depois = await server.login('investigador');
      const tarde = await put(depois, caso.id, { procedimento_numero: '0789/2026', versao_base: 1 });
      expect(tarde.statusCode).toBe(200);
      expect(tarde.json().procedimento_numero).toBe('0789/2026');
    } finally {
      server.clock.reset();
    }
  });
});
