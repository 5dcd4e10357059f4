import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { equipeMembros, unidades, users } from '../../db/schema';
import { setupTestServer } from '../../test/harness';
import { pessoasApi, userId } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const compartilhar = (cookie: string, casoId: string, matricula: string, id: string = randomUUID()) =>
  server.api({
    method: 'POST',
    url: `/casos/${casoId}/compartilhamentos`,
    cookie,
    payload: { id, matricula },
  });
const revogar = (cookie: string, casoId: string, id: string) =>
  server.api({ method: 'DELETE', url: `/casos/${casoId}/compartilhamentos/${id}`, cookie });
const getCaso = (cookie: string, casoId: string) =>
  server.api({ method: 'GET', url: `/casos/${casoId}`, cookie });

describe('the rules of sharing (spec §5), on the server', () => {
  it.each([
    [
      'a user outside the civil police',
      '1000001',
      'SHARE_NOT_CIVIL_POLICE',
      'Usuário não foi identificado como sendo da Polícia Civil da Paraíba.',
    ],
    ['a user without a unit', '1000099', 'SHARE_NO_UNIT', 'Usuário não pode receber acesso.'],
    ['oneself', '1000003', 'SHARE_SELF', 'Você já possui acesso.'],
    ['a matrícula nobody has', '7777777', 'SHARE_UNKNOWN_USER', 'Usuário não encontrado.'],
  ])('refuses %s', async (_caso, matricula, code, message) => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await compartilhar(cookie, caso.id, matricula);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({ code, message });
    expect((await getCaso(cookie, caso.id)).json().compartilhamentos).toEqual([]);
    expect(await api.auditoria('compartilhamento.created', caso.id)).toHaveLength(0);
  });

  it('refuses a user with a unit but no cargo', async () => {
    const [unidade] = await server.db.select({ id: unidades.id }).from(unidades).limit(1);
    await server.db.insert(users).values({
      id: randomUUID(),
      matricula: '3000001',
      name: 'Sem Cargo',
      passwordHash: 'x',
      unidadeId: unidade?.id,
    });
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await compartilhar(cookie, caso.id, '3000001');
    expect(response.json()).toEqual({ code: 'SHARE_NO_CARGO', message: 'Usuário sem cargo cadastrado.' });
  });
});

describe('a shared case', () => {
  it('is read and written by the user it was shared with, once, listed with who shared it', async () => {
    const cookie = await server.login('investigador');
    const escrivao = await server.login('escrivao');
    const caso = await api.criarCaso(cookie);
    expect((await getCaso(escrivao, caso.id)).statusCode).toBe(404);

    const id = randomUUID();
    const criado = await compartilhar(cookie, caso.id, '1000004', id);
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({
      id,
      user: { name: 'Davi Escrivão', matricula: '1000004', cargo: 'Escrivão de Polícia Civil' },
      shared_by: { name: 'Carla Investigadora', matricula: '1000003' },
    });
    expect((await compartilhar(cookie, caso.id, '1000004', id)).statusCode).toBe(200);
    expect((await compartilhar(cookie, caso.id, '1000002', id)).json().code).toBe('IDEMPOTENCY_CONFLICT');
    const outraVez = await compartilhar(cookie, caso.id, '1000004');
    expect(outraVez.statusCode).toBe(409);
    expect(outraVez.json()).toEqual({ code: 'SHARE_EXISTS', message: 'Este usuário já tem acesso ao caso.' });

    expect((await getCaso(escrivao, caso.id)).json().acesso).toBe('membro');
    const historico = (await server.api({ method: 'GET', url: '/casos/historico', cookie: escrivao })).json();
    expect(historico.data.map((c: { id: string }) => c.id)).toContain(caso.id);
    const escrita = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/anotacoes`,
      cookie: escrivao,
      payload: { id: randomUUID(), anotacao: 'Ouvidos os vizinhos do lado norte.' },
    });
    expect(escrita.statusCode).toBe(201);

    const lido = (await getCaso(cookie, caso.id)).json();
    expect(lido.compartilhamentos.map((c: { id: string }) => c.id)).toEqual([id]);
    expect(lido.contagens.compartilhamento).toBe(1);
    // A share is access, not a member of the team.
    expect(lido.equipe).toEqual([]);
    const [rastro] = await api.auditoria('compartilhamento.created', caso.id);
    expect(rastro?.context).toMatchObject({ compartilhamentoId: id, usuarioId: userId('escrivao') });
  });

  it('is not shared again with whoever has access already: the creator, or a user on the team', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/equipe`,
      cookie,
      payload: { id: randomUUID(), matricula: '1000002', name: 'Bruno Delegado', cargo_id: 1 },
    });
    expect((await compartilhar(cookie, caso.id, '1000002')).json().code).toBe('SHARE_EXISTS');
    const delegado = await server.login('delegado');
    expect((await compartilhar(delegado, caso.id, '1000003')).json().code).toBe('SHARE_EXISTS');
  });

  it('can still be shared and revoked after 24 hours: access is not the case’s content', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    server.clock.advance(30 * 3_600_000);
    try {
      const fresh = await server.login('investigador');
      const criado = await compartilhar(fresh, caso.id, '1000004');
      expect(criado.statusCode).toBe(201);
      expect((await revogar(fresh, caso.id, criado.json().id)).statusCode).toBe(200);
    } finally {
      server.clock.reset();
    }
  });

  it('is revoked only by the case’s creator, on record; access ends unless the user is on the team', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const delegado = await server.login('delegado');
    const escrivao = await server.login('escrivao');
    const paraDelegado = (await compartilhar(cookie, caso.id, '1000002')).json();
    const paraEscrivao = (await compartilhar(cookie, caso.id, '1000004')).json();

    // The delegate may share (compartilhar_caso) but did not create the case.
    const alheio = await revogar(delegado, caso.id, paraEscrivao.id);
    expect(alheio.statusCode).toBe(403);
    expect(alheio.json()).toEqual({
      code: 'FORBIDDEN',
      message: 'Somente quem criou o caso pode revogar um compartilhamento.',
    });
    // And the escrivão may not even reach the sharing operations (no compartilhar_caso).
    expect((await revogar(escrivao, caso.id, paraEscrivao.id)).statusCode).toBe(403);

    // A hidden row a share left goes with the share.
    await server.db.insert(equipeMembros).values({
      id: randomUUID(),
      casoId: caso.id,
      matricula: '1000004',
      name: 'Davi Escrivão',
      cargoId: 9,
      userId: userId('escrivao'),
      origem: 'compartilhamento',
      createdBy: userId('investigador'),
    });
    expect((await revogar(cookie, caso.id, paraEscrivao.id)).statusCode).toBe(200);
    expect((await revogar(cookie, caso.id, paraEscrivao.id)).statusCode).toBe(200);
    expect((await getCaso(escrivao, caso.id)).statusCode).toBe(404);
    expect(await server.db.select().from(equipeMembros).where(eq(equipeMembros.casoId, caso.id))).toEqual([]);
    const rastros = await api.auditoria('compartilhamento.revoked', caso.id);
    expect(rastros).toHaveLength(1);
    expect(rastros[0]).toMatchObject({ level: 'WARNING', userId: userId('investigador') });
    expect(rastros[0]?.context).toMatchObject({ usuarioId: userId('escrivao'), continuaNaEquipe: false });

    // The delegate, added to the team in their own right after the share, stays on it.
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/equipe`,
      cookie,
      payload: { id: randomUUID(), matricula: '1000002', name: 'Bruno Delegado', cargo_id: 1 },
    });
    expect((await revogar(cookie, caso.id, paraDelegado.id)).statusCode).toBe(200);
    const lido = (await getCaso(delegado, caso.id)).json();
    expect(lido.compartilhamentos).toEqual([]);
    expect(lido.equipe.map((m: { matricula: string }) => m.matricula)).toEqual(['1000002']);
  });

  it('is not listed to a justified reader, who may not share either', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    await compartilhar(cookie, caso.id, '1000004');
    const perito = await server.login('perito');
    const lido = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload: { id: randomUUID(), justificativa: 'Perícia complementar do mesmo local' },
    });
    expect(lido.json().compartilhamentos).toEqual([]);
    expect(lido.json().contagens.compartilhamento).toBe(0);
    const delegado = await server.login('delegado');
    await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: delegado,
      payload: { id: randomUUID(), justificativa: 'Caso ligado a outro da delegacia' },
    });
    const tentativa = await compartilhar(delegado, caso.id, '1000005');
    expect(tentativa.statusCode).toBe(403);
    expect(tentativa.json().message).toBe('Seu acesso a este caso é somente leitura.');
  });

  it('cannot revoke a share of another case through this one', async () => {
    const cookie = await server.login('investigador');
    const a = await api.criarCaso(cookie);
    const b = await api.criarCaso(cookie);
    const share = (await compartilhar(cookie, a.id, '1000004')).json();
    expect((await revogar(cookie, b.id, share.id)).statusCode).toBe(404);
    expect((await getCaso(cookie, a.id)).json().compartilhamentos).toHaveLength(1);
  });
});

describe('the sharing screen’s user search', () => {
  const buscar = (cookie: string, casoId: string, q: string) =>
    server.api({
      method: 'GET',
      url: `/casos/${casoId}/compartilhamentos/usuarios?q=${encodeURIComponent(q)}`,
      cookie,
    });

  it('finds users by part of the name, ignoring accents and case, or by matrícula', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const porNome = (await buscar(cookie, caso.id, 'DAVI ESCRIVAO')).json();
    expect(porNome.data.map((u: { name: string }) => u.name)).toEqual(['Davi Escrivão']);
    expect(Object.keys(porNome.data[0]).sort()).toEqual(['cargo', 'id', 'matricula', 'name', 'unidade']);
    expect((await buscar(cookie, caso.id, '10000')).json().data).toHaveLength(6);
    // LIKE's wildcards are letters like any other.
    expect((await buscar(cookie, caso.id, '%%%%%')).json().data).toEqual([]);
  });

  it.each(['123', 'Davi', '12345678'])('refuses the short or overlong term %s', async (q) => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await buscar(cookie, caso.id, q);
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toBe(
      'Informe ao menos 4 dígitos da matrícula ou 5 letras do nome.',
    );
  });
});
