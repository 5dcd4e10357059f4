import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logs, unidades, users } from '../../db/schema';
import { ROLE_IDS } from '../../db/seed';
import { setupTestServer } from '../../test/harness';
import { OBRIGATORIOS_DO_NOVO_USUARIO } from '../../test/novo-usuario';
import { PERSONAS } from '../../test/personas';
import { userId } from '../../test/pessoas-fixtures';

const server = setupTestServer();

const SENHA = 'Fortaleza-Verde-77';
let unidadeId = '';

beforeAll(async () => {
  const [unidade] = await server.db.select({ id: unidades.id }).from(unidades).limit(1);
  unidadeId = unidade?.id ?? '';
});

function novoUsuario(matricula: string, extra: Record<string, unknown> = {}) {
  return {
    id: randomUUID(),
    matricula,
    nome: 'Maria das Dores Lima',
    cargo_id: 7,
    unidade_id: unidadeId,
    perfil_id: ROLE_IDS.Investigador,
    password: SENHA,
    ...extra,
  };
}

async function criar(cookie: string, body: Record<string, unknown>) {
  return server.api({ method: 'POST', url: '/usuarios', cookie, payload: body });
}

async function loginDe(matricula: string, password: string) {
  const response = await server.api({ method: 'POST', url: '/auth/login', payload: { matricula, password } });
  const cookie = response.cookies.find((c) => c.name === 'rip_session');
  return { response, cookie: cookie ? `rip_session=${cookie.value}` : '' };
}

async function auditoria(action: string, targetUserId: string) {
  const rows = await server.db.select().from(logs).where(eq(logs.action, action));
  return rows.filter((row) => row.context.targetUserId === targetUserId);
}

describe('POST /usuarios — Adicionar novo usuário', () => {
  it('creates once on the client id, writes the audit row, and the new user logs in with their profile', async () => {
    const cookie = await server.login('admin');
    const body = novoUsuario('2000001');
    const first = await criar(cookie, body);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({
      matricula: '2000001',
      name: 'Maria das Dores Lima',
      perfis: [{ name: 'Investigador' }],
      ativo: true,
      bloqueado: false,
      senha_temporaria: false,
    });
    const repeat = await criar(cookie, body);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    expect((await criar(cookie, { ...body, nome: 'Outra Pessoa' })).json().code).toBe('IDEMPOTENCY_CONFLICT');

    const [row] = await auditoria('user.created', body.id);
    expect(row?.context).toMatchObject({ antes: null, depois: { matricula: '2000001' } });
    expect(JSON.stringify(row?.context)).not.toContain(SENHA);

    const { response } = await loginDe('2000001', SENHA);
    expect(response.statusCode).toBe(200);
    expect(response.json().user.permissions).toContain('criar_casos');
    expect(response.json().user.permissions).not.toContain('gerenciar_usuarios');
  });

  it('refuses a duplicate matrícula with the §8 message', async () => {
    const cookie = await server.login('admin');
    const response = await criar(cookie, novoUsuario(PERSONAS.perito.matricula));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'DUPLICATE_MATRICULA',
      message: 'Já existe um usuário com esta matrícula. Matrículas duplicadas não são permitidas.',
    });
  });

  it('answers every §5 message, and refuses a guessable password with its reason', async () => {
    const cookie = await server.login('admin');
    const empty = await criar(cookie, { id: randomUUID() });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(OBRIGATORIOS_DO_NOVO_USUARIO),
    );
    const letters = await criar(cookie, novoUsuario('20a0002'));
    expect(letters.json().message).toContain('Apenas números são permitidos');

    const weak = await criar(cookie, novoUsuario('2000003', { password: 'password123' }));
    expect(weak.statusCode).toBe(422);
    expect(weak.json().issues[0]).toMatchObject({
      path: 'password',
      message: expect.stringMatching(/senha/i),
    });
    const own = await criar(cookie, novoUsuario('2000003', { password: '2000003ab' }));
    expect(own.statusCode).toBe(422);
    const unknownRole = await criar(cookie, novoUsuario('2000003', { perfil_id: randomUUID() }));
    expect(unknownRole.statusCode).toBe(422);
    expect(unknownRole.json().issues).toEqual([{ path: 'perfil_id', message: 'Perfil é obrigatório' }]);
  });

  it('is for gerenciar_usuarios only', async () => {
    const cookie = await server.login('investigador');
    expect((await criar(cookie, novoUsuario('2000004'))).statusCode).toBe(403);
    const search = await server.api({ method: 'GET', url: '/usuarios?q=1000', cookie });
    expect(search.statusCode).toBe(403);
  });
});

describe('Encontrar usuário and Ver usuário', () => {
  it('finds by 4+ digits of the matrícula or 5+ letters of the name, disabled users too', async () => {
    const cookie = await server.login('admin');
    const byMatricula = await server.api({ method: 'GET', url: '/usuarios?q=1000', cookie });
    expect(byMatricula.json().data.map((u: { matricula: string }) => u.matricula)).toContain('1000005');
    await criar(cookie, novoUsuario('2000010', { nome: 'Josué Desativado Souza' }));
    const [alvo] = await server.db.select().from(users).where(eq(users.matricula, '2000010'));
    await server.api({
      method: 'PUT',
      url: `/usuarios/${alvo?.id}/ativo`,
      cookie,
      payload: { ativo: false },
    });
    const byName = await server.api({ method: 'GET', url: '/usuarios?q=josue%20desat', cookie });
    expect(byName.json().data).toEqual([expect.objectContaining({ matricula: '2000010', ativo: false })]);
    const short = await server.api({ method: 'GET', url: '/usuarios?q=100', cookie });
    expect(short.statusCode).toBe(400);
  });

  it('puts each list it shows on the log: who was shown, not what was typed', async () => {
    const cookie = await server.login('admin');
    await criar(cookie, novoUsuario('2000011', { nome: 'Quitéria Pesquisada Lins' }));
    const [alvo] = await server.db.select().from(users).where(eq(users.matricula, '2000011'));
    const found = await server.api({ method: 'GET', url: '/usuarios?q=quiteria%20pesq', cookie });
    expect(found.json().data).toEqual([expect.objectContaining({ id: alvo?.id })]);
    const rows = (await server.db.select().from(logs).where(eq(logs.action, 'user.search'))).filter((row) =>
      (row.context.userIds as string[]).includes(alvo?.id ?? ''),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: userId('admin'),
      message: 'Pesquisa de usuários: 1 resultado(s)',
      context: { filtro: 'nome', userIds: [alvo?.id] },
    });
    expect(JSON.stringify(rows[0]?.context)).not.toContain('quiteria');
  });
});

describe('the modal actions', () => {
  it('changes profile, unit and position with before and after; the new profile counts at the next request', async () => {
    const admin = await server.login('admin');
    const body = novoUsuario('2000020');
    await criar(admin, body);
    const { cookie } = await loginDe('2000020', SENHA);
    expect((await server.api({ method: 'GET', url: '/usuarios?q=1000', cookie })).statusCode).toBe(403);

    const changed = await server.api({
      method: 'PUT',
      url: `/usuarios/${body.id}`,
      cookie: admin,
      payload: { cargo_id: 1, unidade_id: unidadeId, perfil_id: ROLE_IDS.Admin },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ cargo: { id: 1 }, perfis: [{ name: 'Admin' }] });
    const visto = await server.api({ method: 'GET', url: `/usuarios/${body.id}`, cookie: admin });
    expect(visto.statusCode).toBe(200);
    expect(await auditoria('user.read', body.id)).toHaveLength(1);
    const [row] = await auditoria('user.updated', body.id);
    expect(row?.context).toMatchObject({
      antes: { perfis: [{ name: 'Investigador' }], cargo: { id: 7 } },
      depois: { perfis: [{ name: 'Admin' }], cargo: { id: 1 } },
    });
    expect((await server.api({ method: 'GET', url: '/usuarios?q=1000', cookie })).statusCode).toBe(200);
    // Back to a plain profile, so the tests below keep one administrator.
    await server.api({
      method: 'PUT',
      url: `/usuarios/${body.id}`,
      cookie: admin,
      payload: { cargo_id: 7, unidade_id: unidadeId, perfil_id: ROLE_IDS.Investigador },
    });
  });

  it('disables a user mid-session (next request 401, login refused) and enables them again', async () => {
    const admin = await server.login('admin');
    const body = novoUsuario('2000030');
    await criar(admin, body);
    const { cookie } = await loginDe('2000030', SENHA);
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie })).statusCode).toBe(200);

    const off = await server.api({
      method: 'PUT',
      url: `/usuarios/${body.id}/ativo`,
      cookie: admin,
      payload: { ativo: false },
    });
    expect(off.json()).toMatchObject({ ativo: false });
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie })).statusCode).toBe(401);
    expect((await loginDe('2000030', SENHA)).response.json().code).toBe('ACCOUNT_DISABLED');
    expect(await auditoria('user.disabled', body.id)).toHaveLength(1);

    await server.api({
      method: 'PUT',
      url: `/usuarios/${body.id}/ativo`,
      cookie: admin,
      payload: { ativo: true },
    });
    expect((await loginDe('2000030', SENHA)).response.statusCode).toBe(200);
  });

  it('unlocks a matrícula locked by wrong passwords', async () => {
    const admin = await server.login('admin');
    const body = novoUsuario('2000040');
    await criar(admin, body);
    for (let i = 0; i < server.env.LOGIN_MAX_FAILURES; i += 1) await loginDe('2000040', 'errada-errada');
    expect((await loginDe('2000040', SENHA)).response.json().code).toBe('ACCOUNT_LOCKED');
    const seen = await server.api({ method: 'GET', url: `/usuarios/${body.id}`, cookie: admin });
    expect(seen.json()).toMatchObject({ bloqueado: true, bloqueada_ate: expect.any(String) });

    const unlocked = await server.api({
      method: 'POST',
      url: `/usuarios/${body.id}/desbloqueio`,
      cookie: admin,
    });
    expect(unlocked.json()).toMatchObject({ bloqueado: false });
    expect((await loginDe('2000040', SENHA)).response.statusCode).toBe(200);
    const [row] = await auditoria('user.unlocked', body.id);
    expect(row?.context).toMatchObject({ antes: { bloqueado: true }, depois: { bloqueado: false } });
  });

  it('sets a temporary password that must be changed before anything else', async () => {
    const admin = await server.login('admin');
    const body = novoUsuario('2000050');
    await criar(admin, body);
    const old = await loginDe('2000050', SENHA);
    const weak = await server.api({
      method: 'PUT',
      url: `/usuarios/${body.id}/senha`,
      cookie: admin,
      payload: { password: '12345678' },
    });
    expect(weak.statusCode).toBe(422);
    const set = await server.api({
      method: 'PUT',
      url: `/usuarios/${body.id}/senha`,
      cookie: admin,
      payload: { password: 'Temporaria-Azul-91' },
    });
    expect(set.json()).toMatchObject({ senha_temporaria: true });
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie: old.cookie })).statusCode).toBe(401);

    const temp = await loginDe('2000050', 'Temporaria-Azul-91');
    expect(temp.response.json().user.senha_temporaria).toBe(true);
    const blocked = await server.api({ method: 'GET', url: '/casos/historico', cookie: temp.cookie });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await server.api({ method: 'GET', url: '/auth/me', cookie: temp.cookie })).statusCode).toBe(200);

    const guessable = await server.api({
      method: 'PUT',
      url: '/auth/password',
      cookie: temp.cookie,
      payload: { current_password: 'Temporaria-Azul-91', password: 'password123' },
    });
    expect(guessable.statusCode).toBe(422);
    const changed = await server.api({
      method: 'PUT',
      url: '/auth/password',
      cookie: temp.cookie,
      payload: { current_password: 'Temporaria-Azul-91', password: 'Minha-Propria-Senha-8' },
    });
    expect(changed.statusCode).toBe(200);
    const me = await server.api({ method: 'GET', url: '/auth/me', cookie: temp.cookie });
    expect(me.json().user.senha_temporaria).toBe(false);
    expect(
      (await server.api({ method: 'GET', url: '/casos/historico', cookie: temp.cookie })).statusCode,
    ).not.toBe(403);
  });
});
