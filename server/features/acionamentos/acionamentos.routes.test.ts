import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { acionamento } from '../../../shared/schemas/acionamentos';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const postEvento = (cookie: string, casoId: string, payload: object) =>
  server.api({ method: 'POST', url: `/casos/${casoId}/acionamentos`, cookie, payload });
const deleteEvento = (cookie: string, casoId: string, id: string) =>
  // An entry of the timeline is never edited: as created, at version 1.
  server.api({ method: 'DELETE', url: `/casos/${casoId}/acionamentos/${id}?versao_base=1`, cookie });
const getCaso = async (cookie: string, casoId: string) =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json();

const issues = (response: { json(): { issues?: { path: string; message: string }[] } }) =>
  Object.fromEntries((response.json().issues ?? []).map((issue) => [issue.path, issue.message]));

/** A time stated on the officer's clock in Paraíba (UTC−3). */
const as = (hora: string) => `2026-11-20T${hora}:00-03:00`;

describe('Cronologia: record an event', () => {
  it('keeps the stated time and answers the moment the server recorded it, once', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    server.clock.advance(90_000);
    try {
      const recebido = server.clock.now();
      const payload = { id: randomUUID(), tipo: 'Chegada da Perícia', horario: as('14:30') };
      const criado = await postEvento(cookie, caso.id, payload);
      expect(criado.statusCode).toBe(201);
      const corpo = acionamento.parse(criado.json());
      expect(corpo).toMatchObject({
        tipo: 'Chegada da Perícia',
        horario: '2026-11-20T17:30:00.000Z',
        user: { name: 'Carla Investigadora', matricula: '1000003' },
      });
      expect(Math.abs(Date.parse(corpo.momento) - recebido.getTime())).toBeLessThan(5_000);

      // The outbox sends it again later: the same event, with the first moment.
      server.clock.advance(600_000);
      const repetido = await postEvento(cookie, caso.id, payload);
      expect(repetido.statusCode).toBe(200);
      expect(repetido.json().momento).toBe(corpo.momento);
      const outro = await postEvento(cookie, caso.id, { ...payload, horario: as('14:31') });
      expect(outro.json().code).toBe('IDEMPOTENCY_CONFLICT');

      const rastro = await api.auditoria('acionamento.created', caso.id);
      expect(rastro).toHaveLength(1);
      expect(rastro[0]?.context).toMatchObject({
        tipo: 'Chegada da Perícia',
        horario: '2026-11-20T17:30:00.000Z',
        momento: corpo.momento,
      });
    } finally {
      server.clock.reset();
    }
  });

  it('lists the case’s events in chronological order, whatever order they came in, and counts them', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    for (const [tipo, hora] of [
      ['Chegada da Polícia Civil', '15:00'],
      ['Data/Hora do Acontecimento', '12:10'],
      ['Acionamento da Polícia Civil', '14:05'],
    ] as const) {
      expect(
        (await postEvento(cookie, caso.id, { id: randomUUID(), tipo, horario: as(hora) })).statusCode,
      ).toBe(201);
    }
    const lido = await getCaso(cookie, caso.id);
    expect(lido.acionamentos.map((e: { tipo: string }) => e.tipo)).toEqual([
      'Data/Hora do Acontecimento',
      'Acionamento da Polícia Civil',
      'Chegada da Polícia Civil',
    ]);
    expect(lido.contagens.acionamentos).toBe(3);
    expect(lido.contagens.relatorio).toBe(1);
  });

  it('records an impossible order as stated: the screen warns, the server never refuses', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const acionamento = { id: randomUUID(), tipo: 'Acionamento da Perícia', horario: as('15:00') };
    const chegada = { id: randomUUID(), tipo: 'Chegada da Perícia', horario: as('14:00') };
    expect((await postEvento(cookie, caso.id, acionamento)).statusCode).toBe(201);
    expect((await postEvento(cookie, caso.id, chegada)).statusCode).toBe(201);
    const futuro = { id: randomUUID(), tipo: 'Remoção do Corpo', horario: '2099-01-01T00:00:00Z' };
    expect((await postEvento(cookie, caso.id, futuro)).statusCode).toBe(201);
    expect((await getCaso(cookie, caso.id)).acionamentos).toHaveLength(3);
  });

  it.each([
    ['no type', { horario: as('10:00') }, { tipo: 'Selecione o tipo do evento' }],
    [
      'a type not in §9',
      { tipo: 'Chegada do Papa', horario: as('10:00') },
      { tipo: 'Selecione o tipo do evento' },
    ],
    ['no time', { tipo: 'Corpo Encontrado' }, { horario: 'Selecione o horário do evento' }],
    [
      'an empty time',
      { tipo: 'Corpo Encontrado', horario: ' ' },
      { horario: 'Selecione o horário do evento' },
    ],
    [
      'a time without its offset',
      { tipo: 'Corpo Encontrado', horario: '2026-11-20T10:00' },
      { horario: 'Horário inválido.' },
    ],
    [
      'a time that is no time',
      { tipo: 'Corpo Encontrado', horario: 'ontem' },
      { horario: 'Horário inválido.' },
    ],
    // The database refuses year 0 (a 500) and reads years 1–99 back as 20xx (a date moved).
    [
      'a time in year 0',
      { tipo: 'Corpo Encontrado', horario: '0000-01-01T00:00:00Z' },
      { horario: 'Horário inválido.' },
    ],
    [
      'a time in year 12',
      { tipo: 'Corpo Encontrado', horario: '0012-03-04T05:06:07Z' },
      { horario: 'Horário inválido.' },
    ],
    [
      'a time past year 9999 in UTC',
      { tipo: 'Corpo Encontrado', horario: '9999-12-31T23:59:59-12:00' },
      { horario: 'Horário inválido.' },
    ],
  ])('refuses %s with the spec’s message', async (_nome, corpo, esperado) => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await postEvento(cookie, caso.id, { id: randomUUID(), ...corpo });
    expect(response.statusCode).toBe(400);
    expect(issues(response)).toEqual(esperado);
  });
});

describe('Cronologia: who may write, and until when', () => {
  it('lets a member with ver_casos record; 404 to a non-member; 403 to a reader by justification', async () => {
    const dono = await server.login('investigador');
    const caso = await api.criarCaso(dono);
    const perito = await server.login('perito');
    const evento = { tipo: 'Acionamento da Perícia', horario: as('10:00') };
    expect((await postEvento(perito, caso.id, { id: randomUUID(), ...evento })).statusCode).toBe(404);
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload: { id: randomUUID(), justificativa: 'Laudo de outro caso com a mesma arma' },
    });
    const leitor = await postEvento(perito, caso.id, { id: randomUUID(), ...evento });
    expect(leitor.statusCode).toBe(403);
    expect(leitor.json().code).toBe('FORBIDDEN');
    const semAcesso = await server.login('semAcesso');
    expect((await postEvento(semAcesso, caso.id, { id: randomUUID(), ...evento })).statusCode).toBe(403);
  });

  it('refuses a record and a delete after 24 hours', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await postEvento(cookie, caso.id, {
      id: randomUUID(),
      tipo: 'Corpo Encontrado',
      horario: as('09:00'),
    });
    server.clock.advance(25 * 3_600_000);
    try {
      const fresh = await server.login('investigador');
      const tarde = await postEvento(fresh, caso.id, {
        id: randomUUID(),
        tipo: 'Remoção do Corpo',
        horario: as('11:00'),
      });
      expect(tarde.statusCode).toBe(403);
      expect(tarde.json().code).toBe('EDIT_WINDOW_CLOSED');
      const apagar = await deleteEvento(fresh, caso.id, criado.json().id);
      expect(apagar.json().code).toBe('EDIT_WINDOW_CLOSED');
    } finally {
      server.clock.reset();
    }
  });
});

describe('Cronologia: delete', () => {
  it('deletes once, answers a repeat as the first time, and logs what was deleted', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const criado = await postEvento(cookie, caso.id, {
      id: randomUUID(),
      tipo: 'Saída do SAMU',
      horario: as('16:00'),
    });
    expect((await deleteEvento(cookie, caso.id, criado.json().id)).statusCode).toBe(200);
    expect((await deleteEvento(cookie, caso.id, criado.json().id)).statusCode).toBe(200);
    const lido = await getCaso(cookie, caso.id);
    expect(lido.acionamentos).toEqual([]);
    expect(lido.contagens.acionamentos).toBe(0);
    const rastro = await api.auditoria('acionamento.deleted', caso.id);
    expect(rastro).toHaveLength(1);
    expect(rastro[0]?.context).toMatchObject({ tipo: 'Saída do SAMU', horario: '2026-11-20T19:00:00.000Z' });
  });

  it('cannot delete an event of another case through this one', async () => {
    const cookie = await server.login('investigador');
    const a = await api.criarCaso(cookie);
    const b = await api.criarCaso(cookie);
    const criado = await postEvento(cookie, a.id, {
      id: randomUUID(),
      tipo: 'Saída do SAMU',
      horario: as('16:00'),
    });
    expect((await deleteEvento(cookie, b.id, criado.json().id)).statusCode).toBe(404);
    expect((await getCaso(cookie, a.id)).acionamentos).toHaveLength(1);
  });
});
