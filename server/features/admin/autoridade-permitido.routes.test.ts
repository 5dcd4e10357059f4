/**
 * Issue 39, the other side of nobody growing their own rights: what an administrator and a
 * manager of one thing still do, the policies the admin screens read (judged by the rule that
 * refuses the write), and the database guard's refusal at commit turned into the same audited 403.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../../shared/permissions';
import { logs, roles, unidades, users } from '../../db/schema';
import { PERMISSION_IDS, ROLE_IDS } from '../../db/seed';
import type { ServiceContext } from '../../kit/context';
import { setupTestServer } from '../../test/harness';
import { PERFIS_DE_TESTE, PERSONAS } from '../../test/personas';
import { comAutoridade } from './autoridade';

const server = setupTestServer();

const SENHA = 'Fortaleza-Verde-77';
const ADMIN = ROLE_IDS.Admin as string;
let unidadeId = '';
let perfilGestorUsuarios = '';
let perfilGestorPerfis = '';

beforeAll(async () => {
  const [unidade] = await server.db.select({ id: unidades.id }).from(unidades).limit(1);
  unidadeId = unidade?.id ?? '';
  const perfis = await server.db.select().from(roles);
  perfilGestorUsuarios = perfis.find((p) => p.name === PERFIS_DE_TESTE.gestorUsuarios.perfil)?.id ?? '';
  perfilGestorPerfis = perfis.find((p) => p.name === PERFIS_DE_TESTE.gestorPerfis.perfil)?.id ?? '';
});

async function idDe(matricula: string): Promise<string> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.matricula, matricula));
  return row?.id ?? '';
}

function novoUsuario(matricula: string, perfilId: string) {
  return {
    id: randomUUID(),
    matricula,
    nome: 'Joana Batista Rocha',
    cargo_id: 7,
    unidade_id: unidadeId,
    perfil_id: perfilId,
    password: SENHA,
  };
}

/** Each step as the persona, and the status it must answer. */
async function passos(
  cookie: string,
  lista: [method: 'POST' | 'PUT' | 'DELETE', url: string, body?: object][],
) {
  const respostas: number[] = [];
  for (const [method, url, payload] of lista) {
    respostas.push((await server.api({ method, url, cookie, payload })).statusCode);
  }
  return respostas;
}

describe('what stays allowed', () => {
  it('an Admin does all of it: another administrator made, locked out and back, demoted; a profile built', async () => {
    const cookie = await server.login('admin');
    const outro = novoUsuario('2200001', ADMIN);
    const papel = randomUUID();
    const dar = PERMISSIONS.map(
      (p) => ['PUT', `/roles/${papel}/permissions/${PERMISSION_IDS[p]}`] as ['PUT', string],
    );
    expect(
      await passos(cookie, [
        ['POST', '/usuarios', outro],
        ['PUT', `/usuarios/${outro.id}/senha`, { password: 'Temporaria-Azul-91' }],
        ['POST', `/usuarios/${outro.id}/desbloqueio`],
        ['PUT', `/usuarios/${outro.id}/ativo`, { ativo: false }],
        ['PUT', `/usuarios/${outro.id}/ativo`, { ativo: true }],
        [
          'PUT',
          `/usuarios/${outro.id}`,
          { cargo_id: 1, unidade_id: unidadeId, perfil_id: perfilGestorUsuarios },
        ],
        ['POST', '/roles', { id: papel, name: 'Administração Regional' }],
        ...dar,
        ['DELETE', `/roles/${papel}/permissions/${PERMISSION_IDS.gerenciar_usuarios}`],
        ['DELETE', `/roles/${papel}`],
        [
          'PUT',
          `/permissions/${PERMISSION_IDS.gerenciar_usuarios}`,
          { name: 'gerenciar_usuarios', label: 'Administrar usuários' },
        ],
      ]),
    ).toEqual([201, 200, 200, 200, 200, 200, 201, ...dar.map(() => 200), 200, 200, 200]);
  });

  it('a user manager creates and looks after accounts holding no more than they do', async () => {
    const cookie = await server.login('gestorUsuarios');
    const perfis = await server.api({ method: 'GET', url: '/usuarios/perfis', cookie });
    expect(perfis.json().data.map((p: { name: string }) => p.name)).toEqual([
      PERFIS_DE_TESTE.gestorUsuarios.perfil,
    ]);

    const colega = novoUsuario('2200010', perfilGestorUsuarios);
    expect(
      await passos(cookie, [
        ['POST', '/usuarios', colega],
        ['PUT', `/usuarios/${colega.id}/senha`, { password: 'Temporaria-Azul-91' }],
        ['PUT', `/usuarios/${colega.id}/ativo`, { ativo: false }],
        ['PUT', `/usuarios/${colega.id}/ativo`, { ativo: true }],
      ]),
    ).toEqual([201, 200, 200, 200]);
  });

  it('a profile manager builds profiles from what they hold, and any permission the administrators made', async () => {
    const admin = await server.login('admin');
    const propria = randomUUID();
    await server.api({
      method: 'POST',
      url: '/permissions',
      cookie: admin,
      payload: { id: propria, name: 'ver_relatorios', label: 'Ver relatórios' },
    });
    const cookie = await server.login('gestorPerfis');
    const papel = randomUUID();
    expect(
      await passos(cookie, [
        ['POST', '/roles', { id: papel, name: 'Apoio aos Perfis' }],
        ['PUT', `/roles/${papel}/permissions/${PERMISSION_IDS.gerenciar_papeis}`],
        ['PUT', `/roles/${papel}/permissions/${propria}`],
        ['DELETE', `/roles/${papel}/permissions/${propria}`],
        ['PUT', `/roles/${perfilGestorPerfis}/permissions/${propria}`],
        ['DELETE', `/roles/${papel}`],
      ]),
    ).toEqual([201, 200, 200, 200, 200, 200]);
  });

  it('a permissions manager relabels only the system permissions they hold', async () => {
    const admin = await server.login('admin');
    const perfil = randomUUID();
    await server.api({
      method: 'POST',
      url: '/roles',
      cookie: admin,
      payload: { id: perfil, name: 'Permissões' },
    });
    await server.api({
      method: 'PUT',
      url: `/roles/${perfil}/permissions/${PERMISSION_IDS.gerenciar_permissoes}`,
      cookie: admin,
    });
    const conta = novoUsuario('2200020', perfil);
    expect(
      (await server.api({ method: 'POST', url: '/usuarios', cookie: admin, payload: conta })).statusCode,
    ).toBe(201);
    const login = await server.api({
      method: 'POST',
      url: '/auth/login',
      payload: { matricula: '2200020', password: SENHA },
    });
    const cookie = `rip_session=${login.cookies.find((c) => c.name === 'rip_session')?.value}`;

    const lista = await server.api({ method: 'GET', url: '/permissions', cookie });
    const porNome = new Map(
      lista.json().data.map((p: { name: string; policy: unknown }) => [p.name, p.policy]),
    );
    expect(porNome.get('gerenciar_permissoes')).toEqual({ pode_alterar: true, motivo: null });
    expect(porNome.get('ver_casos')).toEqual({
      pode_alterar: false,
      motivo: expect.stringMatching(/Ver casos/),
    });

    const enganosa = await server.api({
      method: 'PUT',
      url: `/permissions/${PERMISSION_IDS.gerenciar_usuarios}`,
      cookie,
      payload: { name: 'gerenciar_usuarios', label: 'Ver relatórios' },
    });
    expect(enganosa.statusCode).toBe(403);
    expect(enganosa.json().code).toBe('RIGHTS_NOT_HELD');
    const [row] = await server.db.select().from(logs).where(eq(logs.action, 'permissao.refused'));
    expect(row?.context).toMatchObject({
      permissionId: PERMISSION_IDS.gerenciar_usuarios,
      code: 'RIGHTS_NOT_HELD',
    });
    const propria = await server.api({
      method: 'PUT',
      url: `/permissions/${PERMISSION_IDS.gerenciar_permissoes}`,
      cookie,
      payload: { name: 'gerenciar_permissoes', label: 'Administrar permissões' },
    });
    expect(propria.statusCode).toBe(200);
    // Gone again, so that the Admin is the only holder of gerenciar_permissoes for the tests below.
    await server.api({
      method: 'PUT',
      url: `/usuarios/${conta.id}/ativo`,
      cookie: admin,
      payload: { ativo: false },
    });
  });
});

describe('the policies the admin screens read', () => {
  it("tell a user manager which accounts they may change, and why not the Admin's or their own", async () => {
    const cookie = await server.login('gestorUsuarios');
    const busca = await server.api({ method: 'GET', url: '/usuarios?q=10000', cookie });
    const porMatricula = new Map(
      busca.json().data.map((u: { matricula: string; policy: unknown }) => [u.matricula, u.policy]),
    );
    expect(porMatricula.get(PERSONAS.admin.matricula)).toEqual({
      pode_alterar: false,
      motivo: expect.stringMatching(/Esta conta tem permissões que você não tem \(.*Gerenciar perfis/),
    });
    // The one with no profile holds nothing they lack.
    expect(porMatricula.get(PERSONAS.semAcesso.matricula)).toEqual({ pode_alterar: true, motivo: null });
    const gestor = await idDe(PERSONAS.gestorUsuarios.matricula);
    const proprio = await server.api({ method: 'GET', url: `/usuarios/${gestor}`, cookie });
    expect(proprio.json().policy).toEqual({
      pode_alterar: false,
      motivo: expect.stringMatching(/Ninguém altera a própria conta/),
    });

    const admin = await server.login('admin');
    const visto = await server.api({ method: 'GET', url: `/usuarios/${gestor}`, cookie: admin });
    expect(visto.json().policy).toEqual({ pode_alterar: true, motivo: null });
    const perfis = await server.api({ method: 'GET', url: '/usuarios/perfis', cookie: admin });
    expect(perfis.json().data.map((p: { name: string }) => p.name)).toContain('Admin');
  });

  it('tell a profile manager which profiles and moves they may make, and the Admin the last holder', async () => {
    const cookie = await server.login('gestorPerfis');
    const lista = await server.api({ method: 'GET', url: '/roles', cookie });
    const porNome = new Map(
      lista.json().data.map((p: { name: string; policy: unknown }) => [p.name, p.policy]),
    );
    expect(porNome.get('Admin')).toEqual({
      pode_alterar: false,
      motivo: expect.stringMatching(/Gerenciar usuários/),
    });
    expect(porNome.get(PERFIS_DE_TESTE.gestorPerfis.perfil)).toEqual({ pode_alterar: true, motivo: null });

    const proprio = await server.api({
      method: 'GET',
      url: `/roles/${perfilGestorPerfis}/permissions`,
      cookie,
    });
    const bloqueadas = proprio.json().bloqueadas as Record<string, string>;
    expect(bloqueadas[PERMISSION_IDS.gerenciar_usuarios]).toMatch(
      /Você não tem a permissão Gerenciar usuários/,
    );
    expect(bloqueadas[PERMISSION_IDS.gerenciar_papeis]).toBeUndefined();

    const admin = await server.login('admin');
    const doAdmin = await server.api({ method: 'GET', url: `/roles/${ADMIN}/permissions`, cookie: admin });
    const doAdminBloqueadas = doAdmin.json().bloqueadas as Record<string, string>;
    expect(Object.keys(doAdminBloqueadas)).toEqual([PERMISSION_IDS.gerenciar_permissoes]);
    expect(doAdminBloqueadas[PERMISSION_IDS.gerenciar_permissoes]).toMatch(/Nenhum outro usuário ativo/);
  });
});

describe('the database guard at commit', () => {
  it('answers its refusal as the same 403, on the log in a transaction of its own', async () => {
    const adminId = await idDe(PERSONAS.admin.matricula);
    const ctx = {
      db: server.db,
      env: server.env,
      actor: {
        id: adminId,
        matricula: PERSONAS.admin.matricula,
        name: 'Ana',
        sessionId: '',
        permissions: new Set(PERMISSIONS),
      },
      ip: '127.0.0.1',
      userAgent: null,
      now: () => new Date(),
      caso: null,
    } satisfies ServiceContext;
    const tentativa = {
      action: 'user.refused',
      descricao: 'Desativar o usuário',
      context: { targetUserId: adminId },
    };
    // As two administrators disabling each other at once would leave it: nobody active.
    const escrever = () => server.db.update(users).set({ active: false }).where(eq(users.id, adminId));
    const erro = await comAutoridade(ctx, ctx.actor, tentativa, escrever).catch((e: unknown) => e);
    expect(erro).toMatchObject({
      statusCode: 403,
      code: 'SISTEMA_SEM_ADMINISTRADOR',
      message: expect.stringMatching(/sem nenhum usuário ativo com a permissão Gerenciar permissões/),
    });
    const [row] = await server.db.select().from(logs).where(eq(logs.action, 'user.refused'));
    expect(row?.context).toMatchObject({ targetUserId: adminId, code: 'SISTEMA_SEM_ADMINISTRADOR' });
    const [ainda] = await server.db.select().from(users).where(eq(users.id, adminId));
    expect(ainda?.active).toBe(true);
  });
});
