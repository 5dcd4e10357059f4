/**
 * Issue 39, nobody grows their own rights, over HTTP on the real server and PostgreSQL. The four
 * escalations the issue names and their siblings in profiles and permissions, the changes of one's
 * own account and the last administrator are driven from one table of cases, each naming its
 * operation in the endpoint table: a 403 with the declared code, a Portuguese message, an audit
 * row saying who tried what and why, and nothing changed. Then what stays allowed.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, type OperationName } from '../../../shared/api';
import { type Endpoint, pathOf } from '../../../shared/api/endpoint';
import type { ErrorCode } from '../../../shared/errors';
import { logs, roles, unidades, users } from '../../db/schema';
import { PERMISSION_IDS, ROLE_IDS } from '../../db/seed';
import { DEMO_PASSWORD } from '../../db/seed-demo';
import { setupTestServer } from '../../test/harness';
import { PERFIS_DE_TESTE, PERSONAS, type PersonaName } from '../../test/personas';

const server = setupTestServer();

const SENHA = 'Fortaleza-Verde-77';
const ADMIN = ROLE_IDS.Admin as string;
const ids = {
  admin: '',
  gestorUsuarios: '',
  gestorPerfis: '',
  perfilGestorUsuarios: '',
  perfilGestorPerfis: '',
};
let unidadeId = '';

async function idDe(matricula: string): Promise<string> {
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.matricula, matricula));
  if (!row) throw new Error(`sem usuário ${matricula}`);
  return row.id;
}

async function perfilDe(nome: string): Promise<string> {
  const [row] = await server.db.select({ id: roles.id }).from(roles).where(eq(roles.name, nome));
  if (!row) throw new Error(`sem perfil ${nome}`);
  return row.id;
}

beforeAll(async () => {
  ids.admin = await idDe(PERSONAS.admin.matricula);
  ids.gestorUsuarios = await idDe(PERSONAS.gestorUsuarios.matricula);
  ids.gestorPerfis = await idDe(PERSONAS.gestorPerfis.matricula);
  ids.perfilGestorUsuarios = await perfilDe(PERFIS_DE_TESTE.gestorUsuarios.perfil);
  ids.perfilGestorPerfis = await perfilDe(PERFIS_DE_TESTE.gestorPerfis.perfil);
  const [unidade] = await server.db.select({ id: unidades.id }).from(unidades).limit(1);
  unidadeId = unidade?.id ?? '';
});

const cookies = new Map<PersonaName, string>();
async function sessao(persona: PersonaName): Promise<string> {
  const aberta = cookies.get(persona);
  if (aberta && (await server.api({ method: 'GET', url: '/auth/me', cookie: aberta })).statusCode === 200) {
    return aberta;
  }
  const nova = await server.login(persona);
  cookies.set(persona, nova);
  return nova;
}

/** A call of an operation of the endpoint table, as the persona. */
async function chamar(
  persona: PersonaName,
  op: OperationName,
  params: Record<string, string> = {},
  body?: Record<string, unknown>,
) {
  const endpoint: Endpoint = ENDPOINTS[op];
  const cookie = await sessao(persona);
  return server.api({ method: endpoint.method, url: pathOf(endpoint, params), cookie, payload: body });
}

function novoUsuario(matricula: string, perfilId: string) {
  return {
    id: randomUUID(),
    matricula,
    nome: 'Maria das Dores Lima',
    cargo_id: 7,
    unidade_id: unidadeId,
    perfil_id: perfilId,
    password: SENHA,
  };
}

const lotacao = (perfilId: string) => ({ cargo_id: 7, unidade_id: unidadeId, perfil_id: perfilId });

interface Recusa {
  caso: string;
  persona: PersonaName;
  op: OperationName;
  params: () => Record<string, string>;
  body?: () => Record<string, unknown>;
  code: ErrorCode;
  action: 'user.refused' | 'perfil.refused' | 'permissao.refused';
  /** Words the message must hold: what is at stake. */
  motivo: RegExp;
}

const RECUSAS: Recusa[] = [
  // The four the issue names: a user manager (gerenciar_usuarios only) against the Admin.
  {
    caso: 'a user manager creates a user with the Admin profile',
    persona: 'gestorUsuarios',
    op: 'createUsuario',
    params: () => ({}),
    body: () => novoUsuario('2100001', ADMIN),
    code: 'RIGHTS_NOT_HELD',
    action: 'user.refused',
    motivo: /Este perfil tem permissões que você não tem \(.*Gerenciar perfis.*\)/,
  },
  {
    caso: "a user manager sets a temporary password on the Admin's account",
    persona: 'gestorUsuarios',
    op: 'setSenhaTemporaria',
    params: () => ({ userId: ids.admin }),
    body: () => ({ password: 'Temporaria-Azul-91' }),
    code: 'RIGHTS_NOT_HELD',
    action: 'user.refused',
    motivo: /Esta conta tem permissões que você não tem/,
  },
  {
    caso: 'a user manager disables the Admin',
    persona: 'gestorUsuarios',
    op: 'setUsuarioAtivo',
    params: () => ({ userId: ids.admin }),
    body: () => ({ ativo: false }),
    code: 'RIGHTS_NOT_HELD',
    action: 'user.refused',
    motivo: /Esta conta tem permissões que você não tem/,
  },
  {
    caso: 'a user manager gives themself the Admin profile',
    persona: 'gestorUsuarios',
    op: 'updateUsuario',
    params: () => ({ userId: ids.gestorUsuarios }),
    body: () => lotacao(ADMIN),
    code: 'OWN_ACCOUNT',
    action: 'user.refused',
    motivo: /Ninguém altera a própria conta/,
  },
  // And the rest of what a user manager could do to an account holding more than they do.
  {
    caso: 'a user manager demotes the Admin',
    persona: 'gestorUsuarios',
    op: 'updateUsuario',
    params: () => ({ userId: ids.admin }),
    body: () => lotacao(ids.perfilGestorUsuarios),
    code: 'RIGHTS_NOT_HELD',
    action: 'user.refused',
    motivo: /Esta conta tem permissões que você não tem/,
  },
  {
    caso: "a user manager unlocks the Admin's account",
    persona: 'gestorUsuarios',
    op: 'unlockUsuario',
    params: () => ({ userId: ids.admin }),
    code: 'RIGHTS_NOT_HELD',
    action: 'user.refused',
    motivo: /Esta conta tem permissões que você não tem/,
  },
  {
    caso: 'a user manager gives a colleague the profile of the investigators, whose rights they lack',
    persona: 'gestorUsuarios',
    op: 'createUsuario',
    params: () => ({}),
    body: () => novoUsuario('2100002', ROLE_IDS.Investigador as string),
    code: 'RIGHTS_NOT_HELD',
    action: 'user.refused',
    motivo: /Ver casos/,
  },
  // One's own account, even for the Admin.
  {
    caso: 'the Admin disables themself',
    persona: 'admin',
    op: 'setUsuarioAtivo',
    params: () => ({ userId: ids.admin }),
    body: () => ({ ativo: false }),
    code: 'OWN_ACCOUNT',
    action: 'user.refused',
    motivo: /Ninguém altera a própria conta/,
  },
  {
    caso: 'the Admin changes their own unit and position',
    persona: 'admin',
    op: 'updateUsuario',
    params: () => ({ userId: ids.admin }),
    body: () => ({ ...lotacao(ADMIN), cargo_id: 19 }),
    code: 'OWN_ACCOUNT',
    action: 'user.refused',
    motivo: /Ninguém altera a própria conta/,
  },
  {
    caso: 'a user manager sets a temporary password on their own account (Meus Dados asks the current one)',
    persona: 'gestorUsuarios',
    op: 'setSenhaTemporaria',
    params: () => ({ userId: ids.gestorUsuarios }),
    body: () => ({ password: 'Temporaria-Azul-91' }),
    code: 'OWN_ACCOUNT',
    action: 'user.refused',
    motivo: /Meus Dados/,
  },
  // The cadastros siblings: a profile manager (gerenciar_papeis only).
  {
    caso: 'a profile manager adds gerenciar_usuarios to the profile they hold',
    persona: 'gestorPerfis',
    op: 'addPapelPermissao',
    params: () => ({ roleId: ids.perfilGestorPerfis, permissionId: PERMISSION_IDS.gerenciar_usuarios }),
    code: 'RIGHTS_NOT_HELD',
    action: 'perfil.refused',
    motivo: /Você não tem a permissão Gerenciar usuários/,
  },
  {
    caso: 'a profile manager adds a permission to the Admin profile',
    persona: 'gestorPerfis',
    op: 'addPapelPermissao',
    params: () => ({ roleId: ADMIN, permissionId: PERMISSION_IDS.gerenciar_papeis }),
    code: 'RIGHTS_NOT_HELD',
    action: 'perfil.refused',
    motivo: /Este perfil tem permissões que você não tem/,
  },
  {
    caso: 'a profile manager takes gerenciar_usuarios from the Admin profile',
    persona: 'gestorPerfis',
    op: 'removePapelPermissao',
    params: () => ({ roleId: ADMIN, permissionId: PERMISSION_IDS.gerenciar_usuarios }),
    code: 'RIGHTS_NOT_HELD',
    action: 'perfil.refused',
    motivo: /Este perfil tem permissões que você não tem/,
  },
  {
    caso: 'a profile manager deletes a profile holding rights they lack',
    persona: 'gestorPerfis',
    op: 'deletePapel',
    params: () => ({ roleId: ids.perfilGestorUsuarios }),
    code: 'RIGHTS_NOT_HELD',
    action: 'perfil.refused',
    motivo: /Gerenciar usuários/,
  },
  // The last active holder of an administration permission.
  {
    caso: 'the Admin takes gerenciar_permissoes, which nobody else holds, from the Admin profile',
    persona: 'admin',
    op: 'removePapelPermissao',
    params: () => ({ roleId: ADMIN, permissionId: PERMISSION_IDS.gerenciar_permissoes }),
    code: 'SISTEMA_SEM_ADMINISTRADOR',
    action: 'perfil.refused',
    motivo: /Nenhum outro usuário ativo tem a permissão Gerenciar permissões/,
  },
];

/** What the refusals must leave as it was: the accounts, profiles and grants involved. */
async function estado() {
  const contas = await server.db.select().from(users);
  const perfis = await server.api({ method: 'GET', url: '/roles', cookie: await sessao('admin') });
  return {
    contas: contas.map((u) => [u.matricula, u.active, u.passwordHash, u.unidadeId, u.cargoId]).sort(),
    perfis: perfis
      .json()
      .data.map((p: { name: string; permissions: { name: string }[]; usuarios: number }) => [
        p.name,
        p.permissions.map((x) => x.name),
        p.usuarios,
      ]),
  };
}

/** What the audit row names: the account, the profile, the permission the request named. */
function alvoDe(params: Record<string, string>, body?: Record<string, unknown>) {
  const { userId, ...resto } = params;
  return {
    ...resto,
    ...(userId ? { targetUserId: userId } : {}),
    ...(body?.matricula ? { targetUserId: body.id, roleId: body.perfil_id } : {}),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The same request with every id in capitals, which RFC 9562 reads as the same id. */
function emMaiusculas<T>(valor: T): T {
  if (valor === undefined) return valor;
  return JSON.parse(JSON.stringify(valor), (_chave, v) =>
    typeof v === 'string' && UUID.test(v) ? v.toUpperCase() : v,
  );
}

/** A refusal, sent as written or with its ids in capitals (`escrita`); the row names them as stored. */
async function recusar(recusa: Recusa, escrita: <T>(valor: T) => T) {
  expect((ENDPOINTS[recusa.op] as Endpoint).errors, `${recusa.op} declara ${recusa.code}`).toContain(
    recusa.code,
  );
  const antes = await estado();
  const [ultima] = await server.db.select({ id: logs.id }).from(logs).orderBy(desc(logs.id)).limit(1);

  const params = recusa.params();
  const body = recusa.body?.();
  const response = await chamar(recusa.persona, recusa.op, escrita(params), escrita(body));
  expect(response.statusCode).toBe(403);
  expect(response.json()).toMatchObject({
    code: recusa.code,
    message: expect.stringMatching(recusa.motivo),
  });

  expect(await estado()).toEqual(antes);
  const rows = await server.db
    .select()
    .from(logs)
    .where(and(eq(logs.action, recusa.action), gt(logs.id, ultima?.id ?? 0)));
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    level: 'WARNING',
    userId: await idDe(PERSONAS[recusa.persona].matricula),
    message: expect.stringMatching(recusa.motivo),
    context: { code: recusa.code, ...alvoDe(params, body) },
  });
  expect(JSON.stringify(rows[0]?.context)).not.toContain(SENHA);
}

describe('nobody grows their own rights: the refusals', () => {
  it.each(RECUSAS)('$caso → 403 $code, with an audit row', (recusa) => recusar(recusa, (valor) => valor));

  // The ids compared as text (whose account, which profile's rights) once missed each other by case.
  it.each(RECUSAS)('$caso, its ids in capitals → the same 403 $code', (recusa) =>
    recusar(recusa, emMaiusculas),
  );

  it('keeps the Admin able to log in after every attempt', async () => {
    const login = await server.api({
      method: 'POST',
      url: '/auth/login',
      payload: { matricula: PERSONAS.admin.matricula, password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.senha_temporaria).toBe(false);
  });
});
