import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CASO_TILES } from '../../../shared/schemas/casos';
import {
  acessosJustificados,
  anotacoes,
  cameras,
  compartilhamentos,
  equipeMembros,
  locais,
  logs,
  meios,
  pessoas,
  pessoasCaso,
  vestigios,
  vitimas,
} from '../../db/schema';
import { DEMO_USERS } from '../../db/seed-demo';
import { setupTestServer } from '../../test/harness';
import { PERSONAS, type PersonaName } from '../../test/personas';
import { pessoasApi } from '../../test/pessoas-fixtures';

const server = setupTestServer();

function userOf(persona: PersonaName) {
  const user = DEMO_USERS.find((u) => u.matricula === PERSONAS[persona].matricula);
  if (!user) throw new Error(`sem usuário de demonstração para ${persona}`);
  return user;
}

const { criarCaso } = pessoasApi(server);

async function auditoria(action: string, casoId: string) {
  return server.db
    .select()
    .from(logs)
    .where(and(eq(logs.action, action), eq(logs.casoId, casoId)));
}

async function adicionarNaEquipe(casoId: string, persona: PersonaName, createdBy: string) {
  const user = userOf(persona);
  await server.db.insert(equipeMembros).values({
    id: randomUUID(),
    casoId,
    matricula: user.matricula,
    name: user.name,
    cargoId: user.cargoId,
    userId: user.id,
    createdBy,
  });
}

const historicoIds = async (cookie: string) => {
  const response = await server.api({ method: 'GET', url: '/casos/historico', cookie });
  expect(response.statusCode).toBe(200);
  return (response.json().data as { id: string }[]).map((c) => c.id);
};

describe('POST /casos', () => {
  it('creates the case with a server identifier and a title-cased name, once per id', async () => {
    const cookie = await server.login('delegado');
    const body = { id: randomUUID(), name: 'caso do joão silva' };

    const first = await server.api({ method: 'POST', url: '/casos', cookie, payload: body });
    expect(first.statusCode).toBe(201);
    const caso = first.json();
    expect(caso.identificador).toMatch(/^\d{4}\.\d{6}$/);
    expect(caso).toMatchObject({
      id: body.id,
      name: 'Caso do João Silva',
      acesso: 'membro',
      user: {
        name: 'Bruno Delegado',
        matricula: '1000002',
        unidade: 'Delegacia de Homicídios de João Pessoa',
        srpc: 1,
      },
      vitimas: [],
      testemunhas: [],
      suspeitos: [],
      acessos_justificados: [],
    });
    expect(Object.keys(caso.contagens).sort()).toEqual([...CASO_TILES].sort());
    expect(Object.values(caso.contagens).every((n) => n === 0)).toBe(true);
    expect(new Date(caso.editavel_ate).getTime() - new Date(caso.created_at).getTime()).toBe(24 * 3_600_000);

    const repeat = await server.api({ method: 'POST', url: '/casos', cookie, payload: body });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json().identificador).toBe(caso.identificador);

    const otherName = await server.api({
      method: 'POST',
      url: '/casos',
      cookie,
      payload: { ...body, name: 'Outro nome qualquer' },
    });
    expect(otherName.statusCode).toBe(409);
    expect(otherName.json().code).toBe('IDEMPOTENCY_CONFLICT');

    const otherUser = await server.api({
      method: 'POST',
      url: '/casos',
      cookie: await server.login('investigador'),
      payload: body,
    });
    expect(otherUser.statusCode).toBe(409);

    const audits = await auditoria('caso.created', body.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.userId).toBe(userOf('delegado').id);
    // The repeat answered the whole case as it is now: a look on record, as a read is.
    const leituras = await auditoria('caso.read', body.id);
    expect(leituras).toHaveLength(1);
    expect(leituras[0]).toMatchObject({ userId: userOf('delegado').id, context: { acesso: 'membro' } });
  });

  it('refuses a blank name, or one out of 5 to 25 characters, with the Portuguese message', async () => {
    const cookie = await server.login('delegado');
    for (const [name, message] of [
      ['abc', 'O nome do caso deve ter de 5 a 25 caracteres.'],
      ['a'.repeat(26), 'O nome do caso deve ter de 5 a 25 caracteres.'],
      ['   ', 'Informe o nome do caso.'],
    ]) {
      const response = await server.api({
        method: 'POST',
        url: '/casos',
        cookie,
        payload: { id: randomUUID(), name },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message, name).toBe(message);
    }
  });

  it('is refused to a user without criar_casos', async () => {
    const response = await server.api({
      method: 'POST',
      url: '/casos',
      cookie: await server.login('perito'),
      payload: { id: randomUUID(), name: 'Caso do Perito' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });
});

describe('GET /casos/historico', () => {
  it("lists only the user's cases, newest first, including those joined by team or sharing", async () => {
    const delegado = await server.login('delegado');
    const escrivao = await server.login('escrivao');
    const proprio = await criarCaso(escrivao, 'Caso do Escrivão');
    server.clock.advance(1000);
    const porEquipe = await criarCaso(delegado, 'Caso da Equipe');
    server.clock.advance(1000);
    const compartilhado = await criarCaso(delegado, 'Caso Compartilhado');
    server.clock.advance(1000);
    const alheio = await criarCaso(delegado, 'Caso Alheio');

    const antes = await historicoIds(escrivao);
    expect(antes).toContain(proprio.id);
    for (const id of [porEquipe.id, compartilhado.id, alheio.id]) expect(antes).not.toContain(id);

    const delegadoId = userOf('delegado').id;
    await adicionarNaEquipe(porEquipe.id, 'escrivao', delegadoId);
    await server.db.insert(compartilhamentos).values({
      id: randomUUID(),
      casoId: compartilhado.id,
      userId: userOf('escrivao').id,
      sharedBy: delegadoId,
    });

    const depois = await historicoIds(escrivao);
    expect(depois).not.toContain(alheio.id);
    expect(depois.filter((id) => [proprio.id, porEquipe.id, compartilhado.id].includes(id))).toEqual([
      compartilhado.id,
      porEquipe.id,
      proprio.id,
    ]);

    const response = await server.api({ method: 'GET', url: '/casos/historico', cookie: escrivao });
    expect(response.json().data.find((c: { id: string }) => c.id === porEquipe.id)).toMatchObject({
      name: 'Caso da Equipe',
      identificador: porEquipe.identificador,
      user: { name: 'Bruno Delegado', matricula: '1000002' },
    });
  });
});

describe('GET /casos/:casoId', () => {
  it('answers 404 to a non-member and to an unknown id, and logs each read', async () => {
    const delegado = await server.login('delegado');
    const caso = await criarCaso(delegado);

    const naoMembro = await server.api({
      method: 'GET',
      url: `/casos/${caso.id}`,
      cookie: await server.login('perito'),
    });
    expect(naoMembro.statusCode).toBe(404);
    expect(naoMembro.json().code).toBe('NOT_FOUND');

    const desconhecido = await server.api({ method: 'GET', url: `/casos/${randomUUID()}`, cookie: delegado });
    expect(desconhecido.statusCode).toBe(404);

    const leitura = await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie: delegado });
    expect(leitura.statusCode).toBe(200);
    expect(leitura.json()).toMatchObject({ id: caso.id, acesso: 'membro' });
    const reads = await auditoria('caso.read', caso.id);
    expect(reads).toHaveLength(1);
    expect(reads[0]?.userId).toBe(userOf('delegado').id);
  });

  it('counts every tile from what the case holds', async () => {
    const delegado = await server.login('delegado');
    const caso = await criarCaso(delegado);
    const autor = userOf('delegado').id;
    const pessoaId = randomUUID();
    await server.db.insert(pessoas).values({ id: pessoaId, nome: 'Fulano de Tal', createdBy: autor });
    await server.db
      .insert(pessoasCaso)
      .values({ casoId: caso.id, pessoaId, nome: 'Fulano de Tal', createdBy: autor });
    await server.db.insert(vitimas).values({ id: randomUUID(), casoId: caso.id, pessoaId, createdBy: autor });
    await server.db.insert(meios).values({ id: randomUUID(), casoId: caso.id, createdBy: autor });
    await server.db.insert(anotacoes).values([
      { id: randomUUID(), casoId: caso.id, anotacao: 'Primeira anotação', userId: autor },
      { id: randomUUID(), casoId: caso.id, anotacao: 'Segunda anotação', userId: autor },
    ]);
    await server.db.insert(locais).values({ id: randomUUID(), casoId: caso.id, createdBy: autor });
    await server.db.insert(vestigios).values([
      {
        id: randomUUID(),
        casoId: caso.id,
        tipo: 'INSTRUMENTO DO CRIME',
        userId: autor,
        latitude: -7.1,
        longitude: -34.8,
      },
      { id: randomUUID(), casoId: caso.id, tipo: 'INSTRUMENTO DO CRIME', userId: autor },
    ]);
    await server.db.insert(cameras).values({ id: randomUUID(), casoId: caso.id, createdBy: autor });
    await adicionarNaEquipe(caso.id, 'investigador', autor);

    const antes = await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie: delegado });
    expect(antes.json().vitimas.map((v: { pessoa: { nome: string } }) => v.pessoa.nome)).toEqual([
      'Fulano de Tal',
    ]);
    expect(antes.json().contagens).toEqual({
      vitima: 1,
      testemunha: 0,
      suspeito: 0,
      geolocalizacaoCaso: 1,
      equipe: 1,
      meios: 1,
      vestigio: 2,
      camera_seguranca: 1,
      anotacaoComplementar: 2,
      acionamentos: 0,
      ocorrencia: 0,
      veiculos: 0,
      // victims, notes, location, camera, means, evidence; the team needs more than one member.
      relatorio: 6,
      compartilhamento: 0,
      croqui: 1,
    });

    await adicionarNaEquipe(caso.id, 'escrivao', autor);
    await server.db.insert(cameras).values({
      id: randomUUID(),
      casoId: caso.id,
      createdBy: autor,
      latitude: -7.12,
      longitude: -34.86,
    });
    const depois = await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie: delegado });
    expect(depois.json().contagens).toMatchObject({
      equipe: 2,
      camera_seguranca: 2,
      croqui: 2,
      relatorio: 7,
    });
  });
});

describe('POST /casos/:casoId/acessos — justified read-only access', () => {
  it('lets a non-member read the case after a justification that the members then see', async () => {
    const delegado = await server.login('delegado');
    const perito = await server.login('perito');
    const caso = await criarCaso(delegado, 'Caso Sigiloso');
    const body = { id: randomUUID(), justificativa: 'Perícia complementar solicitada pela delegacia' };

    const curta = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload: { id: randomUUID(), justificativa: 'curta' },
    });
    expect(curta.statusCode).toBe(400);
    expect(curta.json().message).toBe('Descreva o motivo com pelo menos 10 caracteres.');

    const acesso = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload: body,
    });
    expect(acesso.statusCode).toBe(200);
    expect(acesso.json()).toMatchObject({ id: caso.id, acesso: 'justificado', acessos_justificados: [] });

    const repeat = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload: body,
    });
    expect(repeat.statusCode).toBe(200);
    const rows = await server.db
      .select()
      .from(acessosJustificados)
      .where(eq(acessosJustificados.casoId, caso.id));
    expect(rows).toHaveLength(1);

    const audits = await auditoria('caso.acesso_justificado', caso.id);
    expect(audits).toHaveLength(1);
    // The justification is kept once, but each answer carrying the case is a read on record.
    const leituras = await auditoria('caso.read', caso.id);
    expect(leituras.map((r) => [r.userId, r.context.acesso])).toEqual([
      [userOf('perito').id, 'justificado'],
      [userOf('perito').id, 'justificado'],
    ]);
    expect(audits[0]).toMatchObject({ level: 'WARNING', userId: userOf('perito').id });
    expect(audits[0]?.context.justificativa).toBe(body.justificativa);

    const leitura = await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie: perito });
    expect(leitura.statusCode).toBe(200);
    expect(leitura.json()).toMatchObject({ acesso: 'justificado', acessos_justificados: [] });

    const membro = await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie: delegado });
    expect(membro.json().acessos_justificados).toEqual([
      {
        id: body.id,
        user: { name: 'Elisa Perita', matricula: '1000005' },
        justificativa: body.justificativa,
        created_at: expect.any(String),
      },
    ]);

    const renomear = await server.api({
      method: 'PUT',
      url: `/casos/${caso.id}/nome`,
      cookie: perito,
      payload: { name: 'Nome Trocado', versao_base: 1 },
    });
    expect(renomear.statusCode).toBe(403);
    expect(renomear.json().code).toBe('FORBIDDEN');
  });

  it('writes nothing for a member and answers 404 for an unknown or deleted case', async () => {
    const delegado = await server.login('delegado');
    const caso = await criarCaso(delegado);
    const membro = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: delegado,
      payload: { id: randomUUID(), justificativa: 'Sou membro deste caso' },
    });
    expect(membro.statusCode).toBe(200);
    expect(membro.json().acesso).toBe('membro');
    const leituras = await auditoria('caso.read', caso.id);
    expect(leituras.map((r) => [r.userId, r.context.acesso])).toEqual([[userOf('delegado').id, 'membro']]);
    const rows = await server.db
      .select()
      .from(acessosJustificados)
      .where(eq(acessosJustificados.casoId, caso.id));
    expect(rows).toHaveLength(0);

    const perito = await server.login('perito');
    const payload = { id: randomUUID(), justificativa: 'Perícia complementar do caso' };
    const desconhecido = await server.api({
      method: 'POST',
      url: `/casos/${randomUUID()}/acessos`,
      cookie: perito,
      payload,
    });
    expect(desconhecido.statusCode).toBe(404);

    await server.api({ method: 'DELETE', url: `/casos/${caso.id}?versao_base=1`, cookie: delegado });
    const apagado = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload,
    });
    expect(apagado.statusCode).toBe(404);
  });
});

describe('PUT /casos/:casoId/nome', () => {
  it('renames within the edit window and refuses after 24 hours', async () => {
    let delegado = await server.login('delegado');
    const caso = await criarCaso(delegado, 'Nome Antigo');

    const response = await server.api({
      method: 'PUT',
      url: `/casos/${caso.id}/nome`,
      cookie: delegado,
      payload: { name: '  novo   nome do caso ', versao_base: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: caso.id,
      name: 'Novo Nome do Caso',
      identificador: caso.identificador,
      created_at: expect.any(String),
      user: { name: 'Bruno Delegado', matricula: '1000002' },
      versao: 2,
    });
    const audits = await auditoria('caso.renamed', caso.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.context).toMatchObject({ de: 'Nome Antigo', para: 'Novo Nome do Caso' });

    const invalidField = await server.api({
      method: 'PUT',
      url: `/casos/${caso.id}/nome`,
      cookie: delegado,
      payload: { name: 'abc', versao_base: 2 },
    });
    expect(invalidField.statusCode).toBe(400);

    server.clock.advance(25 * 3_600_000);
    delegado = await server.login('delegado');
    try {
      const tarde = await server.api({
        method: 'PUT',
        url: `/casos/${caso.id}/nome`,
        cookie: delegado,
        payload: { name: 'Tarde Demais', versao_base: 2 },
      });
      expect(tarde.statusCode).toBe(403);
      expect(tarde.json().code).toBe('EDIT_WINDOW_CLOSED');
      expect(tarde.json().message).toContain('24 horas');
    } finally {
      server.clock.reset();
    }
  });

  it('answers 404 to a non-member', async () => {
    const caso = await criarCaso(await server.login('delegado'));
    const response = await server.api({
      method: 'PUT',
      url: `/casos/${caso.id}/nome`,
      cookie: await server.login('perito'),
      payload: { name: 'Nome Alheio', versao_base: 1 },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /casos/:casoId', () => {
  // The revision its author saw (issue 39): the first, before which nobody else changed anything.
  const url = (casoId: string) => `/casos/${casoId}?versao_base=1`;

  it('lets only the creator delete, hides the case, and accepts a repeat', async () => {
    const delegado = await server.login('delegado');
    const investigador = await server.login('investigador');
    const caso = await criarCaso(delegado, 'Caso a Apagar');
    await adicionarNaEquipe(caso.id, 'investigador', userOf('delegado').id);

    const outroMembro = await server.api({
      method: 'DELETE',
      url: url(caso.id),
      cookie: investigador,
    });
    expect(outroMembro.statusCode).toBe(403);
    expect(outroMembro.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Apenas quem criou o caso pode apagá-lo.',
    });

    const naoMembro = await server.api({
      method: 'DELETE',
      url: url(caso.id),
      cookie: await server.login('perito'),
    });
    expect(naoMembro.statusCode).toBe(404);

    const apagar = await server.api({ method: 'DELETE', url: url(caso.id), cookie: delegado });
    expect(apagar.statusCode).toBe(200);
    expect(apagar.json()).toEqual({ ok: true });

    const leitura = await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie: delegado });
    expect(leitura.statusCode).toBe(404);
    expect(await historicoIds(delegado)).not.toContain(caso.id);
    expect(await historicoIds(investigador)).not.toContain(caso.id);

    const repeat = await server.api({ method: 'DELETE', url: url(caso.id), cookie: delegado });
    expect(repeat.statusCode).toBe(200);
    const repeatAlheio = await server.api({
      method: 'DELETE',
      url: url(caso.id),
      cookie: investigador,
    });
    expect(repeatAlheio.statusCode).toBe(404);

    const audits = await auditoria('caso.deleted', caso.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.userId).toBe(userOf('delegado').id);
  });

  it('refuses after the edit window', async () => {
    let delegado = await server.login('delegado');
    const caso = await criarCaso(delegado);
    server.clock.advance(25 * 3_600_000);
    delegado = await server.login('delegado');
    try {
      const response = await server.api({ method: 'DELETE', url: url(caso.id), cookie: delegado });
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('EDIT_WINDOW_CLOSED');
    } finally {
      server.clock.reset();
    }
  });
});
