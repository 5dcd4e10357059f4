import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { ADMIN_ROLE } from '../../../shared/permissions';
import { sealPendingLogs } from '../../audit/sequencer';
import { logs, roles, users } from '../../db/schema';
import { PERMISSION_IDS } from '../../db/seed';
import { setupTestServer } from '../../test/harness';
import { PERSONAS } from '../../test/personas';
import { userId } from '../../test/pessoas-fixtures';
import { onDatabase } from '../../test/urls';

const server = setupTestServer();
const permissionId = (name: keyof typeof PERMISSION_IDS) => PERMISSION_IDS[name];
const JOAO_PESSOA = 2507507;

async function auditsOf(action: string) {
  return server.db.select().from(logs).where(eq(logs.action, action));
}

describe('profiles (roles)', () => {
  it('creates once, refuses a taken name in any case, and deletes one nobody holds', async () => {
    const cookie = await server.login('admin');
    const body = { id: randomUUID(), name: 'Plantonista' };
    const first = await server.api({ method: 'POST', url: '/roles', cookie, payload: body });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ id: body.id, name: 'Plantonista', permissions: [], usuarios: 0 });
    const repeat = await server.api({ method: 'POST', url: '/roles', cookie, payload: body });
    expect(repeat.statusCode).toBe(200);

    const taken = await server.api({
      method: 'POST',
      url: '/roles',
      cookie,
      payload: { id: randomUUID(), name: 'plantonista' },
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      code: 'ROLE_NAME_TAKEN',
      message: 'O nome do perfil já está em uso. Por favor, escolha outro.',
    });

    const gone = await server.api({ method: 'DELETE', url: `/roles/${body.id}`, cookie });
    expect(gone.statusCode).toBe(200);
    const again = await server.api({ method: 'DELETE', url: `/roles/${body.id}`, cookie });
    expect(again.statusCode).toBe(200);
    const deleted = await auditsOf('perfil.deleted');
    expect(deleted.filter((row) => row.context.roleId === body.id)).toHaveLength(1);
    expect(deleted[0]?.context).toMatchObject({ antes: { name: 'Plantonista' }, depois: null });
  });

  it('refuses to delete a profile users hold, saying so', async () => {
    const cookie = await server.login('admin');
    const [delegado] = await server.db.select().from(roles).where(eq(roles.name, 'Delegado'));
    const response = await server.api({ method: 'DELETE', url: `/roles/${delegado?.id}`, cookie });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ROLE_IN_USE');
    expect(response.json().message).toMatch(/Delegado está atribuído a 1 usuário/);
  });

  it('adds and removes a permission, each once, with the before and after on record', async () => {
    const cookie = await server.login('admin');
    const id = randomUUID();
    await server.api({ method: 'POST', url: '/roles', cookie, payload: { id, name: 'Consulta' } });
    const verCasos = permissionId('ver_casos');
    const add = await server.api({ method: 'PUT', url: `/roles/${id}/permissions/${verCasos}`, cookie });
    expect(add.statusCode).toBe(200);
    expect(add.json().permissions.map((p: { name: string }) => p.name)).toEqual(['ver_casos']);
    await server.api({ method: 'PUT', url: `/roles/${id}/permissions/${verCasos}`, cookie });
    const added = (await auditsOf('perfil.permissao.added')).filter((row) => row.context.roleId === id);
    expect(added).toHaveLength(1);
    expect(added[0]?.context).toMatchObject({
      antes: { name: 'Consulta', permissions: [] },
      depois: { name: 'Consulta', permissions: ['ver_casos'] },
    });

    const detail = await server.api({ method: 'GET', url: `/roles/${id}/permissions`, cookie });
    expect(detail.json().papel.permissions).toHaveLength(1);
    expect(detail.json().disponiveis.map((p: { name: string }) => p.name)).not.toContain('ver_casos');
    expect(detail.json().disponiveis).toHaveLength(7);

    const remove = await server.api({
      method: 'DELETE',
      url: `/roles/${id}/permissions/${verCasos}`,
      cookie,
    });
    expect(remove.json().permissions).toEqual([]);
    const unknown = await server.api({
      method: 'PUT',
      url: `/roles/${id}/permissions/${randomUUID()}`,
      cookie,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('a profile change reaches its holders at their next request', async () => {
    const admin = await server.login('admin');
    const perito = await server.login('perito');
    const [role] = await server.db.select().from(roles).where(eq(roles.name, 'Perito'));
    const before = await server.api({ method: 'GET', url: '/roles', cookie: perito });
    expect(before.statusCode).toBe(403);
    const papeis = permissionId('gerenciar_papeis');
    await server.api({ method: 'PUT', url: `/roles/${role?.id}/permissions/${papeis}`, cookie: admin });
    const after = await server.api({ method: 'GET', url: '/roles', cookie: perito });
    expect(after.statusCode).toBe(200);
    await server.api({ method: 'DELETE', url: `/roles/${role?.id}/permissions/${papeis}`, cookie: admin });
    expect((await server.api({ method: 'GET', url: '/roles', cookie: perito })).statusCode).toBe(403);
  });

  it('refuses to take from the administrators profile what would leave nobody able to manage permissions', async () => {
    const admin = await server.login('admin');
    const [role] = await server.db.select().from(roles).where(eq(roles.name, ADMIN_ROLE));
    const permissoes = permissionId('gerenciar_permissoes');
    const refused = await server.api({
      method: 'DELETE',
      url: `/roles/${role?.id}/permissions/${permissoes}`,
      cookie: admin,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'SISTEMA_SEM_ADMINISTRADOR' });
    expect((await server.api({ method: 'GET', url: '/usuarios?q=1000001', cookie: admin })).statusCode).toBe(
      200,
    );
  });
});

describe('permissions', () => {
  it('creates, renames and deletes an own permission', async () => {
    const cookie = await server.login('admin');
    const id = randomUUID();
    const created = await server.api({
      method: 'POST',
      url: '/permissions',
      cookie,
      payload: { id, name: 'ver_relatorios', label: 'Ver relatórios' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ protegida: false, perfis: 0 });
    const empty = await server.api({
      method: 'POST',
      url: '/permissions',
      cookie,
      payload: { id: randomUUID(), name: '', label: '' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues.map((i: { message: string }) => i.message)).toContain(
      'Preencha ambos os campos.',
    );
    const taken = await server.api({
      method: 'POST',
      url: '/permissions',
      cookie,
      payload: { id: randomUUID(), name: 'ver_relatorios', label: 'Outra' },
    });
    expect(taken.json().code).toBe('PERMISSION_NAME_TAKEN');

    const renamed = await server.api({
      method: 'PUT',
      url: `/permissions/${id}`,
      cookie,
      payload: { name: 'ver_relatorio', label: 'Ver o relatório' },
    });
    expect(renamed.json()).toMatchObject({ name: 'ver_relatorio', label: 'Ver o relatório' });
    const [updated] = (await auditsOf('permissao.updated')).filter((row) => row.context.permissionId === id);
    expect(updated?.context).toMatchObject({
      antes: { name: 'ver_relatorios' },
      depois: { name: 'ver_relatorio', label: 'Ver o relatório' },
    });
    expect((await server.api({ method: 'DELETE', url: `/permissions/${id}`, cookie })).statusCode).toBe(200);
  });

  it('keeps the eight the code relies on: no delete, no rename, only a new label', async () => {
    const cookie = await server.login('admin');
    const list = await server.api({ method: 'GET', url: '/permissions', cookie });
    expect(list.json().data.filter((p: { protegida: boolean }) => p.protegida)).toHaveLength(8);
    const id = permissionId('gerenciar_usuarios');
    const del = await server.api({ method: 'DELETE', url: `/permissions/${id}`, cookie });
    expect(del.statusCode).toBe(422);
    expect(del.json().code).toBe('PERMISSION_PROTECTED');
    const rename = await server.api({
      method: 'PUT',
      url: `/permissions/${id}`,
      cookie,
      payload: { name: 'gerenciar_usuarios2', label: 'Gerenciar usuários' },
    });
    expect(rename.json().code).toBe('PERMISSION_PROTECTED');
    const relabel = await server.api({
      method: 'PUT',
      url: `/permissions/${id}`,
      cookie,
      payload: { name: 'gerenciar_usuarios', label: 'Administrar usuários' },
    });
    expect(relabel.statusCode).toBe(200);
    expect(relabel.json().label).toBe('Administrar usuários');
  });
});

describe('units and positions', () => {
  it('edits and deletes a unit, refusing one where users are posted', async () => {
    const cookie = await server.login('admin');
    const id = randomUUID();
    await server.api({
      method: 'POST',
      url: '/unidades',
      cookie,
      payload: { id, nome: 'Delegacia Nova', cidade_id: JOAO_PESSOA },
    });
    const edited = await server.api({
      method: 'PUT',
      url: `/unidades/${id}`,
      cookie,
      payload: { nome: 'Delegacia Nova de Cabedelo', telefone: '(83) 3000-0000', cidade_id: JOAO_PESSOA },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ nome: 'Delegacia Nova de Cabedelo', telefone: '(83) 3000-0000' });
    const [audit] = (await auditsOf('unidade.updated')).filter((row) => row.context.unidadeId === id);
    expect(audit?.context).toMatchObject({
      antes: { nome: 'Delegacia Nova', telefone: null },
      depois: { nome: 'Delegacia Nova de Cabedelo' },
    });
    const invalid = await server.api({
      method: 'PUT',
      url: `/unidades/${id}`,
      cookie,
      payload: { nome: '' },
    });
    expect(invalid.json().issues.map((i: { message: string }) => i.message)).toEqual(
      expect.arrayContaining(['O nome da unidade é obrigatório', 'Selecione uma cidade']),
    );
    expect((await server.api({ method: 'DELETE', url: `/unidades/${id}`, cookie })).statusCode).toBe(200);

    const [admin] = await server.db.select().from(users).where(eq(users.matricula, PERSONAS.admin.matricula));
    const inUse = await server.api({ method: 'DELETE', url: `/unidades/${admin?.unidadeId}`, cookie });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('UNIDADE_IN_USE');
  });

  it('creates a position once by the client id, renames it and deletes it; refuses one in use', async () => {
    const cookie = await server.login('admin');
    const body = { id: randomUUID(), nome: 'Motorista Policial' };
    const first = await server.api({ method: 'POST', url: '/cargos', cookie, payload: body });
    expect(first.statusCode).toBe(201);
    const cargoId = first.json().id as number;
    expect(cargoId).toBeGreaterThanOrEqual(100);
    const repeat = await server.api({ method: 'POST', url: '/cargos', cookie, payload: body });
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const empty = await server.api({
      method: 'POST',
      url: '/cargos',
      cookie,
      payload: { id: randomUUID(), nome: ' ' },
    });
    expect(empty.json().issues[0].message).toBe('O nome do cargo é obrigatório');
    const dup = await server.api({
      method: 'POST',
      url: '/cargos',
      cookie,
      payload: { id: randomUUID(), nome: 'motorista policial' },
    });
    expect(dup.json().code).toBe('CARGO_NAME_TAKEN');
    // A built-in name with its accents typed apart (NFD) is the same name.
    const decomposto = await server.api({
      method: 'POST',
      url: '/cargos',
      cookie,
      payload: { id: randomUUID(), nome: 'Agente Operacional de Polícia Civil'.normalize('NFD') },
    });
    expect(decomposto.json().code).toBe('CARGO_NAME_TAKEN');

    const renamed = await server.api({
      method: 'PUT',
      url: `/cargos/${cargoId}`,
      cookie,
      payload: { nome: 'Motorista' },
    });
    expect(renamed.json()).toEqual({ id: cargoId, nome: 'Motorista' });
    expect((await server.api({ method: 'DELETE', url: `/cargos/${cargoId}`, cookie })).statusCode).toBe(200);
    const trail = await server.db
      .select()
      .from(logs)
      .where(inArray(logs.action, ['cargo.created', 'cargo.updated', 'cargo.deleted']));
    expect(trail.filter((row) => row.context.cargoId === cargoId).map((row) => row.action)).toEqual([
      'cargo.created',
      'cargo.updated',
      'cargo.deleted',
    ]);

    const [admin] = await server.db.select().from(users).where(eq(users.matricula, PERSONAS.admin.matricula));
    const inUse = await server.api({ method: 'DELETE', url: `/cargos/${admin?.cargoId}`, cookie });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('CARGO_IN_USE');
  });
});

describe('the system log', () => {
  it('pages newest first, filters by level, user and period, and records that it was read', async () => {
    const cookie = await server.login('admin');
    const [admin] = await server.db.select().from(users).where(eq(users.matricula, PERSONAS.admin.matricula));
    await server.db.insert(logs).values([
      { level: 'ERROR', action: 'teste.erro', message: 'x'.repeat(500), userId: admin?.id, context: {} },
      { level: 'WARNING', action: 'teste.aviso', message: 'aviso', context: {} },
    ]);
    const errors = await server.api({ method: 'GET', url: '/logs?page=1&level=ERROR', cookie });
    expect(errors.statusCode).toBe(200);
    const page = errors.json();
    expect(page.data.every((row: { level: string }) => row.level === 'ERROR')).toBe(true);
    expect(page.data[0]).toMatchObject({ action: 'teste.erro', user: { matricula: '1000001' } });
    expect(page.data[0].message).toHaveLength(500);

    const all = await server.api({ method: 'GET', url: '/logs', cookie });
    const ids = all.json().data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const byUser = await server.api({ method: 'GET', url: '/logs?matricula=1000099', cookie });
    expect(
      byUser.json().data.every((row: { user: { matricula: string } }) => row.user?.matricula === '1000099'),
    ).toBe(true);
    const future = await server.api({ method: 'GET', url: '/logs?de=2999-01-01', cookie });
    expect(future.json()).toMatchObject({ data: [], total: 0 });
    const bad = await server.api({ method: 'GET', url: '/logs?de=2026-02-01&ate=2026-01-01', cookie });
    expect(bad.statusCode).toBe(400);
    expect((await auditsOf('logs.read')).length).toBeGreaterThanOrEqual(4);
  });

  it('shows the chain intact, then names the broken row', async () => {
    const cookie = await server.login('admin');
    await sealPendingLogs(server.db);
    const intact = await server.api({ method: 'GET', url: '/logs/cadeia', cookie });
    expect(intact.json()).toMatchObject({ integro: true, problemas: [] });
    expect(intact.json().sealed).toBeGreaterThan(0);
    // Again, from where the last walk ended.
    const again = await server.api({ method: 'GET', url: '/logs/cadeia', cookie });
    expect(again.json().sealed).toBeGreaterThanOrEqual(intact.json().sealed);
    const conferencias = () => server.db.select().from(logs).where(eq(logs.action, 'logs.cadeia_conferida'));
    // The screen's look on each visit is not a check on record; a whole walk asked for is.
    expect(await conferencias()).toEqual([]);

    // A superuser edits a sealed row with the append-only trigger off; the next whole walk names it.
    const database = new URL(server.env.DATABASE_URL ?? '').pathname.slice(1);
    const superuser = new pg.Client({ connectionString: onDatabase(inject('pgAdminUrl'), database) });
    await superuser.connect();
    try {
      const { rows } = await superuser.query('SELECT id FROM logs ORDER BY id OFFSET 2 LIMIT 1');
      await superuser.query('SET session_replication_role = replica');
      await superuser.query("UPDATE logs SET message = 'Nada aconteceu' WHERE id = $1", [rows[0].id]);
      await superuser.query('SET session_replication_role = DEFAULT');
      // Asked for, the whole walk is done at once: the screen need not wait for the next one.
      // Two asked at once (they share one walk of the log) are both told what it found.
      const respostas = await Promise.all(
        [1, 2].map(() => server.api({ method: 'GET', url: '/logs/cadeia?completa=1', cookie })),
      );
      for (const resposta of respostas) {
        expect(resposta.json()).toMatchObject({ integro: false, problemas: [{ logId: Number(rows[0].id) }] });
      }
      const agora = respostas[0]?.json();
      expect(agora.inteiraEm).toBe(agora.verificadoEm);
      const registradas = await conferencias();
      expect(registradas).toHaveLength(2);
      expect(registradas[0]).toMatchObject({
        level: 'WARNING',
        message: 'Cadeia do log conferida: 1 problema(s)',
        userId: userId('admin'),
        context: { inteira: true, checkpointInformado: false, problemas: 1 },
      });
      server.clock.advance(11 * 60 * 1000);
      // The session would have gone idle meanwhile.
      const fresh = await server.login('admin');
      const broken = await server.api({ method: 'GET', url: '/logs/cadeia', cookie: fresh });
      expect(broken.json()).toMatchObject({ integro: false, problemas: [{ logId: Number(rows[0].id) }] });
      expect(broken.json().problemas[0].message).toMatch(/foi alterada depois de selada/);
    } finally {
      server.clock.reset();
      await superuser.end();
    }
  });
});
