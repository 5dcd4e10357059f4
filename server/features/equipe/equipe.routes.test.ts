import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { equipeMembros, users } from '../../db/schema';
import { CARGO, equipeApi, membro } from '../../test/equipe';
import { setupTestServer } from '../../test/harness';
import { pessoasApi, userId } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const { DELEGADO, ESCRIVAO, POLICIA_MILITAR } = CARGO;
const { postMembro, getCaso } = equipeApi(server);

const deleteMembro = (cookie: string, casoId: string, matricula: string) =>
  // A member is never edited: as added, at version 1.
  server.api({ method: 'DELETE', url: `/casos/${casoId}/equipe/${matricula}?versao_base=1`, cookie });
/** The row a share by the investigator leaves for the clerk (the compartilhamento service's). */
const compartilhadoComEscrivao = (casoId: string) =>
  server.db.insert(equipeMembros).values({
    id: randomUUID(),
    casoId,
    matricula: '1000004',
    name: 'Davi Escrivão',
    cargoId: ESCRIVAO,
    userId: userId('escrivao'),
    origem: 'compartilhamento',
    createdBy: userId('investigador'),
  });

describe('the team of a case', () => {
  it('adds a member typed by hand and a delegate who is a user, once each, with the delegate named on the case', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const soldado = membro();
    const criado = await postMembro(cookie, caso.id, soldado);
    expect(criado.statusCode).toBe(201);
    expect(criado.json()).toMatchObject({
      id: soldado.id,
      matricula: '7654321',
      // Normalised (spec §5).
      name: 'Soldado João da Silva',
      cargo: { id: POLICIA_MILITAR, nome: 'Polícia Militar' },
      unidade: null,
      usuario: false,
    });
    expect((await getCaso(cookie, caso.id)).json().delegado).toBeNull();

    const bruno = membro({ matricula: '1000002', name: 'Bruno Delegado', cargo_id: DELEGADO });
    const delegado = await postMembro(cookie, caso.id, bruno);
    expect(delegado.statusCode).toBe(201);
    expect(delegado.json()).toMatchObject({
      usuario: true,
      unidade: { nome: expect.stringContaining('Homicídios') },
    });

    expect((await postMembro(cookie, caso.id, soldado)).statusCode).toBe(200);
    const outroConteudo = await postMembro(cookie, caso.id, { ...soldado, cargo_id: ESCRIVAO });
    expect(outroConteudo.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const mesmaMatricula = await postMembro(cookie, caso.id, membro());
    expect(mesmaMatricula.statusCode).toBe(409);
    expect(mesmaMatricula.json()).toMatchObject({
      code: 'EQUIPE_MATRICULA_EXISTS',
      message: 'Esta matrícula já está na equipe do caso.',
    });

    const lido = (await getCaso(cookie, caso.id)).json();
    expect(lido.equipe.map((m: { matricula: string }) => m.matricula)).toEqual(['7654321', '1000002']);
    expect(lido.delegado).toEqual({ name: 'Bruno Delegado', matricula: '1000002' });
    expect(lido.contagens.equipe).toBe(2);
    // More than one member fills the report's team item (spec §4).
    expect(lido.contagens.relatorio).toBe(1);
    expect(await api.auditoria('equipe.created', caso.id)).toHaveLength(2);
  });

  it.each([
    ['no cargo', { cargo_id: null }, 'É necessário informar o cargo.'],
    ['no name', { name: '   ' }, 'É necessário informar o nome.'],
    ['no matrícula', { matricula: '' }, 'É necessário informar a matrícula.'],
    ['letters in the matrícula', { matricula: '12a4567' }, 'Entrada inválida'],
    ['six digits', { matricula: '123456' }, 'A matrícula deve conter exatamente 7 dígitos.'],
    ['eight digits', { matricula: '12345678' }, 'A matrícula deve conter exatamente 7 dígitos.'],
  ])('refuses %s with the spec’s message', async (_caso, mudanca, mensagem) => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await postMembro(cookie, caso.id, membro(mudanca));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues.map((issue: { message: string }) => issue.message)).toContain(mensagem);
  });

  it('refuses a cargo that does not exist', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await postMembro(cookie, caso.id, membro({ cargo_id: 9999 }));
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([{ path: 'cargo_id', message: 'Cargo inválido.' }]);
  });

  it('lets a member who is a user read and write the case, until removed', async () => {
    const cookie = await server.login('investigador');
    const escrivao = await server.login('escrivao');
    const caso = await api.criarCaso(cookie);
    expect((await getCaso(escrivao, caso.id)).statusCode).toBe(404);

    await postMembro(
      cookie,
      caso.id,
      membro({ matricula: '1000004', name: 'Davi Escrivão', cargo_id: ESCRIVAO }),
    );
    expect((await getCaso(escrivao, caso.id)).statusCode).toBe(200);
    const historico = (await server.api({ method: 'GET', url: '/casos/historico', cookie: escrivao })).json();
    expect(historico.data.map((c: { id: string }) => c.id)).toContain(caso.id);
    expect((await postMembro(escrivao, caso.id, membro())).statusCode).toBe(201);

    const removido = await deleteMembro(cookie, caso.id, '1000004');
    expect(removido.statusCode).toBe(200);
    expect((await deleteMembro(cookie, caso.id, '1000004')).statusCode).toBe(200);
    expect(await api.auditoria('equipe.deleted', caso.id)).toHaveLength(1);
    expect((await getCaso(escrivao, caso.id)).statusCode).toBe(404);
    const lido = (await getCaso(cookie, caso.id)).json();
    expect(lido.equipe.map((m: { matricula: string }) => m.matricula)).toEqual(['7654321']);
    expect(lido.contagens.equipe).toBe(1);
  });

  it('refuses adding and removing after 24 hours', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    await postMembro(cookie, caso.id, membro());
    server.clock.advance(25 * 3_600_000);
    try {
      const fresh = await server.login('investigador');
      const tarde = await postMembro(fresh, caso.id, membro({ matricula: '1111111' }));
      expect(tarde.statusCode).toBe(403);
      expect(tarde.json().code).toBe('EDIT_WINDOW_CLOSED');
      expect(tarde.json().message).toContain('24 horas');
      expect((await deleteMembro(fresh, caso.id, '7654321')).json().code).toBe('EDIT_WINDOW_CLOSED');
    } finally {
      server.clock.reset();
    }
  });

  it('lets a justified reader see the team but not change it', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    await postMembro(cookie, caso.id, membro());
    const perito = await server.login('perito');
    const justificado = await server.api({
      method: 'POST',
      url: `/casos/${caso.id}/acessos`,
      cookie: perito,
      payload: { id: randomUUID(), justificativa: 'Perícia complementar do mesmo local' },
    });
    expect(justificado.json().equipe).toHaveLength(1);
    const response = await postMembro(perito, caso.id, membro({ matricula: '2222222' }));
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('Seu acesso a este caso é somente leitura.');
    expect((await deleteMembro(perito, caso.id, '7654321')).statusCode).toBe(403);
  });

  it('lets no one who holds the case only by a share change the team, where the creator could not revoke them', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    await postMembro(cookie, caso.id, membro());
    await compartilhadoComEscrivao(caso.id);
    const escrivao = await server.login('escrivao');
    // The case read tells each reader whether the team form is theirs.
    expect((await getCaso(escrivao, caso.id)).json().pode_alterar_equipe).toBe(false);
    expect((await getCaso(cookie, caso.id)).json().pode_alterar_equipe).toBe(true);
    const recusa =
      'Quem recebeu o caso compartilhado não altera a equipe: peça a quem criou o caso ou a um membro da equipe.';
    const proprio = await postMembro(escrivao, caso.id, membro({ matricula: '1000004', cargo_id: ESCRIVAO }));
    expect(proprio.statusCode).toBe(403);
    expect(proprio.json().message).toBe(recusa);
    // Nor through a colleague put on the team first, who would then add the clerk.
    const colega = await postMembro(escrivao, caso.id, membro({ matricula: '1000005', cargo_id: ESCRIVAO }));
    expect(colega.statusCode).toBe(403);
    expect(colega.json().message).toBe(recusa);
    // Nor by taking the creator's team off the case.
    const retirado = await deleteMembro(escrivao, caso.id, '7654321');
    expect(retirado.statusCode).toBe(403);
    expect(retirado.json().message).toBe(recusa);
    const linhas = await server.db
      .select({ matricula: equipeMembros.matricula, origem: equipeMembros.origem })
      .from(equipeMembros)
      .where(eq(equipeMembros.casoId, caso.id));
    expect(linhas).toHaveLength(2);
    expect(linhas).toEqual(
      expect.arrayContaining([
        { matricula: '7654321', origem: 'equipe' },
        { matricula: '1000004', origem: 'compartilhamento' },
      ]),
    );
    // The creator adds the clerk in their own right; on the team, the clerk changes it as any member.
    expect(
      (await postMembro(cookie, caso.id, membro({ matricula: '1000004', cargo_id: ESCRIVAO }))).statusCode,
    ).toBe(201);
    expect((await getCaso(escrivao, caso.id)).json().pode_alterar_equipe).toBe(true);
    expect((await postMembro(escrivao, caso.id, membro({ matricula: '2222222' }))).statusCode).toBe(201);
  });

  it('hides a row a share left, and lets the team screen add that matrícula in its own right', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    await compartilhadoComEscrivao(caso.id);
    let lido = (await getCaso(cookie, caso.id)).json();
    expect(lido.equipe).toEqual([]);
    expect(lido.contagens.equipe).toBe(0);
    // Nor is it the team's to remove.
    await deleteMembro(cookie, caso.id, '1000004');
    expect((await getCaso(await server.login('escrivao'), caso.id)).statusCode).toBe(200);

    const davi = membro({ matricula: '1000004', name: 'Davi Escrivão', cargo_id: ESCRIVAO });
    expect((await postMembro(cookie, caso.id, davi)).statusCode).toBe(201);
    lido = (await getCaso(cookie, caso.id)).json();
    expect(lido.equipe.map((m: { id: string }) => m.id)).toEqual([davi.id]);
  });
});

describe('the team’s user search', () => {
  const buscar = (cookie: string, casoId: string, matricula: string) =>
    server.api({ method: 'GET', url: `/casos/${casoId}/equipe/usuarios?matricula=${matricula}`, cookie });

  it('finds active users by the beginning of the matrícula, with name, cargo and unit only', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    await server.db.insert(users).values({
      id: randomUUID(),
      matricula: '1000077',
      name: 'Usuário Desativado',
      passwordHash: 'x',
      active: false,
    });
    const response = await buscar(cookie, caso.id, '1000');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.map((u: { matricula: string }) => u.matricula)).toEqual([
      '1000001',
      '1000002',
      '1000003',
      '1000004',
      '1000005',
      '1000099',
    ]);
    expect(data[1]).toEqual({
      id: userId('delegado'),
      name: 'Bruno Delegado',
      matricula: '1000002',
      cargo: { id: DELEGADO, nome: 'Delegado de Polícia Civil' },
      unidade: { nome: expect.any(String) },
    });
    expect((await buscar(cookie, caso.id, '1000002')).json().data).toHaveLength(1);
  });

  it('starts at 4 digits', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    const response = await buscar(cookie, caso.id, '100');
    expect(response.statusCode).toBe(400);
    expect(response.json().issues[0].message).toBe('Informe de 4 a 7 dígitos da matrícula.');
  });
});
