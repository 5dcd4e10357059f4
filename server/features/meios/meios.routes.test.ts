import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { meio } from '../../../shared/schemas/meios';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const postMeio = (cookie: string, casoId: string, payload: object) =>
  server.api({ method: 'POST', url: `/casos/${casoId}/meios`, cookie, payload });
const deleteMeio = (cookie: string, casoId: string, meioId: string) =>
  // A means is never edited: as created, at version 1.
  server.api({ method: 'DELETE', url: `/casos/${casoId}/meios/${meioId}?versao_base=1`, cookie });
const getCaso = async (cookie: string, casoId: string) =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json();

const issues = (response: { json(): { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((response.json().issues ?? []).map((issue) => [issue.path, issue.message]));

const ARMA = {
  instrumento_crime: 'Arma de Fogo',
  calibres: ['0.38', '9mm'],
  meio_transporte: 'Moto',
  rota_chegada_suspeito: 'Pela Rua das Flores',
  rota_fuga_suspeito: 'Em direção à BR-230',
  anotacao_meio: 'Dois suspeitos na moto',
};

describe('Meios: add', () => {
  it('saves a firearm with two calibres once, with its author, in the case and on the hub', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const payload = { id: randomUUID(), ...ARMA };
    const criado = await postMeio(cookie, caso.id, payload);
    expect(criado.statusCode).toBe(201);
    expect(meio.parse(criado.json())).toMatchObject({
      ...ARMA,
      outro_instrumento_crime: null,
      user: { name: 'Carla Investigadora', matricula: '1000003' },
    });

    const repetido = await postMeio(cookie, caso.id, payload);
    expect(repetido.statusCode).toBe(200);
    expect(repetido.json()).toEqual(criado.json());
    const outro = await postMeio(cookie, caso.id, { ...payload, calibres: ['12'] });
    expect(outro.statusCode).toBe(409);
    expect(outro.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const lido = await getCaso(cookie, caso.id);
    expect(lido.meios).toEqual([criado.json()]);
    expect(lido.contagens.meios).toBe(1);
    expect(lido.contagens.relatorio).toBe(1);
    const rastro = await api.auditoria('meio.created', caso.id);
    expect(rastro).toHaveLength(1);
    expect(rastro[0]?.context).toMatchObject({
      instrumento_crime: 'Arma de Fogo',
      calibres: ['0.38', '9mm'],
    });
  });

  it('starts from Desconhecido for the instrument and the transport', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await postMeio(cookie, caso.id, {
      id: randomUUID(),
      instrumento_crime: '',
      meio_transporte: null,
    });
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({
      instrumento_crime: 'Desconhecido',
      meio_transporte: 'Desconhecido',
      calibres: [],
      rota_chegada_suspeito: null,
      anotacao_meio: null,
    });
  });

  it('drops what the instrument does not show: calibres without a firearm, the other instrument without Outro', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const faca = await postMeio(cookie, caso.id, {
      id: randomUUID(),
      instrumento_crime: 'Arma Branca',
      outro_instrumento_crime: 'Facão',
      calibres: ['0.38'],
    });
    expect(faca.json()).toMatchObject({ outro_instrumento_crime: null, calibres: [] });
    const outro = await postMeio(cookie, caso.id, {
      id: randomUUID(),
      instrumento_crime: 'Outro',
      outro_instrumento_crime: '  Barra de ferro ',
      calibres: ['12'],
    });
    expect(outro.json()).toMatchObject({ outro_instrumento_crime: 'Barra de ferro', calibres: [] });
  });

  it('keeps each calibre once, in the order chosen', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await postMeio(cookie, caso.id, {
      id: randomUUID(),
      instrumento_crime: 'Arma de Fogo',
      calibres: ['12', '0.38', '12'],
    });
    expect(criado.json().calibres).toEqual(['12', '0.38']);
  });

  it.each([
    [
      'Outro without saying which',
      { instrumento_crime: 'Outro', outro_instrumento_crime: ' ' },
      { outro_instrumento_crime: 'Informe qual é o outro instrumento.' },
    ],
    [
      'a calibre not in §9',
      { instrumento_crime: 'Arma de Fogo', calibres: ['.44'] },
      { 'calibres.0': 'Calibre inválido.' },
    ],
    ['an instrument not in §9', { instrumento_crime: 'Canhão' }, { instrumento_crime: 'Opção inválida.' }],
    ['a transport not in §9', { meio_transporte: 'Avião' }, { meio_transporte: 'Opção inválida.' }],
    [
      'a note too long',
      { anotacao_meio: 'x'.repeat(2001) },
      { anotacao_meio: 'Use no máximo 2000 caracteres.' },
    ],
  ])('refuses %s with a Portuguese message', async (_nome, mudanca, esperado) => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await postMeio(cookie, caso.id, { id: randomUUID(), ...mudanca });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual(esperado);
    expect(await api.auditoria('meio.created', caso.id)).toHaveLength(0);
  });
});

describe('Meios: who may write, and until when', () => {
  it('answers 404 to a user who is not a member, and 403 to a reader by justification', async () => {
    const dono = await server.login('investigador');
    const caso = await api.criarCaso(dono);
    const escrivao = await server.login('escrivao');
    expect((await postMeio(escrivao, caso.id, { id: randomUUID() })).statusCode).toBe(404);
    const acesso = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: escrivao,
      payload: { id: randomUUID(), justificativa: 'Mesmo suspeito de outro caso da equipe' },
    });
    expect(acesso.statusCode).toBe(200);
    const leitor = await postMeio(escrivao, caso.id, { id: randomUUID() });
    expect(leitor.statusCode).toBe(403);
    expect(leitor.json().code).toBe('FORBIDDEN');
    // Still readable: the list comes with the case.
    expect((await getCaso(escrivao, caso.id)).meios).toEqual([]);
  });

  it('refuses a save and a delete after 24 hours', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await postMeio(cookie, caso.id, { id: randomUUID(), ...ARMA });
    server.clock.advance(25 * 3_600_000);
    try {
      const fresh = await server.login('investigador');
      const tarde = await postMeio(fresh, caso.id, { id: randomUUID() });
      expect(tarde.statusCode).toBe(403);
      expect(tarde.json().code).toBe('EDIT_WINDOW_CLOSED');
      expect(tarde.json().message).toContain('24 horas');
      const apagar = await deleteMeio(fresh, caso.id, criado.json().id);
      expect(apagar.json().code).toBe('EDIT_WINDOW_CLOSED');
      expect((await getCaso(fresh, caso.id)).meios).toHaveLength(1);
    } finally {
      server.clock.reset();
    }
  });
});

describe('Meios: delete', () => {
  it('deletes once, answers a repeat as the first time, and logs it once', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await postMeio(cookie, caso.id, { id: randomUUID(), ...ARMA });
    expect((await deleteMeio(cookie, caso.id, criado.json().id)).statusCode).toBe(200);
    expect((await deleteMeio(cookie, caso.id, criado.json().id)).statusCode).toBe(200);
    const lido = await getCaso(cookie, caso.id);
    expect(lido.meios).toEqual([]);
    expect(lido.contagens.meios).toBe(0);
    const rastro = await api.auditoria('meio.deleted', caso.id);
    expect(rastro).toHaveLength(1);
    expect(rastro[0]?.context).toMatchObject({ meioId: criado.json().id, instrumento_crime: 'Arma de Fogo' });
  });

  it('cannot delete a means of another case through this one', async () => {
    const cookie = await server.login('investigador');
    const a = await api.criarCaso(cookie);
    const b = await api.criarCaso(cookie);
    const criado = await postMeio(cookie, a.id, { id: randomUUID() });
    expect((await deleteMeio(cookie, b.id, criado.json().id)).statusCode).toBe(404);
    expect((await getCaso(cookie, a.id)).meios).toHaveLength(1);
  });
});
