import { readFile } from 'node:fs/promises';
import { count, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgTable } from 'drizzle-orm/pg-core';
import { TIPIFICACOES } from '../../shared/options';
import { CARGOS_PADRAO } from '../../shared/options-caso';
import { DEFAULT_ROLES, PERMISSION_LABELS, PERMISSIONS, type Permission } from '../../shared/permissions';
import * as schema from './schema';
import { seededId } from './seeded-id';

type Db = NodePgDatabase<typeof schema>;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const PERMISSION_IDS = Object.fromEntries(
  PERMISSIONS.map((name) => [name, seededId(`permission:${name}`)]),
) as Record<Permission, string>;

function defaultRoleId(name: string): string {
  return seededId(`role:${name}`);
}

/** Fixed ids of the default roles as first seeded; admins may rename a role, its id stays. */
export const ROLE_IDS: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(DEFAULT_ROLES).map((name) => [name, defaultRoleId(name)]),
);

/**
 * Referral places for surviving victims. The spec names only their kind and city, so these
 * names are ours (docs/decisions.md).
 */
const ENCAMINHAMENTOS = [
  {
    codigo: 'HETSHL',
    nome: 'Hospital de Emergência e Trauma Senador Humberto Lucena',
    cidade_id: 2507507,
    livre: false,
  },
  {
    codigo: 'HETDLGF',
    nome: 'Hospital de Emergência e Trauma Dom Luiz Gonzaga Fernandes',
    cidade_id: 2504009,
    livre: false,
  },
  { codigo: 'UPA_SANTA_RITA', nome: 'UPA Santa Rita', cidade_id: 2513703, livre: false },
  { codigo: 'UPA_BAYEUX', nome: 'UPA Bayeux', cidade_id: 2501807, livre: false },
  { codigo: 'OUTRO', nome: 'OUTRO', cidade_id: null, livre: true },
] as const;

const ESTADO_COLUMNS = ['codigo_uf', 'uf', 'nome', 'latitude', 'longitude', 'regiao'] as const;
const MUNICIPIO_COLUMNS = [
  'codigo_ibge',
  'nome',
  'latitude',
  'longitude',
  'capital',
  'codigo_uf',
  'siafi_id',
  'ddd',
  'fuso_horario',
] as const;

/** Keeps each multi-row INSERT well under PostgreSQL's 65,535 bind parameters. */
const INSERT_CHUNK = 1000;

/** Any 64-bit key; it only keeps two servers starting on one database from seeding at once. */
const SEED_LOCK_KEY = 7_261_002_026;

/**
 * Reads one of the CSV files in ./reference. They have no quoted fields, so a plain split is
 * exact; a file that breaks that assumption is refused rather than loaded wrong.
 */
async function readCsv<const C extends readonly string[]>(
  file: string,
  columns: C,
): Promise<Record<C[number], string>[]> {
  const text = await readFile(new URL(`./reference/${file}`, import.meta.url), 'utf8');
  const [header, ...lines] = text.split(/\r?\n/).filter((line) => line !== '');
  if (header !== columns.join(',')) throw new Error(`${file}: cabeçalho inesperado: ${header}`);
  return lines.map((line, index) => {
    const fields = line.split(',');
    if (line.includes('"') || fields.length !== columns.length) {
      throw new Error(`${file}, linha ${index + 2}: esperados ${columns.length} campos sem aspas`);
    }
    return Object.fromEntries(columns.map((column, i) => [column, fields[i]])) as Record<C[number], string>;
  });
}

async function isEmpty(tx: Tx, table: PgTable): Promise<boolean> {
  const rows = await tx.select({ one: sql`1` }).from(table).limit(1);
  return rows.length === 0;
}

async function rowCount(tx: Tx, table: PgTable): Promise<number> {
  const [row] = await tx.select({ value: count() }).from(table);
  return row?.value ?? 0;
}

async function insertInChunks<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]): Promise<void> {
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx
      .insert(table)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflictDoNothing();
  }
}

/**
 * The permissions are named in code (route table, checks), so a missing one is put back at
 * every start; one an admin relabelled or renamed keeps its row, found by its fixed id.
 */
async function seedPermissions(tx: Tx): Promise<void> {
  await tx
    .insert(schema.permissions)
    .values(PERMISSIONS.map((name) => ({ id: PERMISSION_IDS[name], name, label: PERMISSION_LABELS[name] })))
    .onConflictDoNothing();
}

/**
 * Roles, positions and referral places are the admins' to edit after the first start, so they
 * are seeded only into an empty table: a role an admin deleted or trimmed stays that way.
 */
async function seedRoles(tx: Tx): Promise<void> {
  if (!(await isEmpty(tx, schema.roles))) return;
  const names = Object.keys(DEFAULT_ROLES);
  await tx
    .insert(schema.roles)
    .values(names.map((name) => ({ id: defaultRoleId(name), name })))
    .onConflictDoNothing();
  await tx
    .insert(schema.rolePermissions)
    .values(
      Object.entries(DEFAULT_ROLES).flatMap(([name, granted]) =>
        granted.map((permission) => ({
          roleId: defaultRoleId(name),
          permissionId: PERMISSION_IDS[permission],
        })),
      ),
    )
    .onConflictDoNothing();
}

async function seedCargos(tx: Tx): Promise<void> {
  if (!(await isEmpty(tx, schema.cargos))) return;
  // Explicit ids 1–21 are allowed by the BY DEFAULT identity, which starts at 100 for new ones.
  await tx
    .insert(schema.cargos)
    .values(CARGOS_PADRAO.map((nome, index) => ({ id: index + 1, nome })))
    .onConflictDoNothing();
}

async function seedTipificacoes(tx: Tx): Promise<void> {
  await tx
    .insert(schema.tipificacoes)
    .values(TIPIFICACOES.map(({ id, nome }) => ({ id, nomeNatureza: nome })))
    .onConflictDoNothing();
}

async function seedLocalidades(tx: Tx): Promise<void> {
  const [estados, municipios] = await Promise.all([
    readCsv('estados.csv', ESTADO_COLUMNS),
    readCsv('municipios.csv', MUNICIPIO_COLUMNS),
  ]);
  if (
    (await rowCount(tx, schema.estados)) >= estados.length &&
    (await rowCount(tx, schema.municipios)) >= municipios.length
  ) {
    return;
  }
  await insertInChunks(
    tx,
    schema.estados,
    estados.map((row) => ({
      id: Number(row.codigo_uf),
      uf: row.uf,
      nome: row.nome,
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      regiao: row.regiao,
    })),
  );
  await insertInChunks(
    tx,
    schema.municipios,
    municipios.map((row) => ({
      id: Number(row.codigo_ibge),
      nome: row.nome,
      estadoId: Number(row.codigo_uf),
      latitude: Number(row.latitude),
      longitude: Number(row.longitude),
      capital: row.capital === '1',
    })),
  );
}

async function seedEncaminhamentos(tx: Tx): Promise<void> {
  if (!(await isEmpty(tx, schema.encaminhamentos))) return;
  await tx
    .insert(schema.encaminhamentos)
    .values(
      ENCAMINHAMENTOS.map((place, index) => ({
        id: seededId(`encaminhamento:${place.codigo}`),
        ...place,
        ordem: index + 1,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Reference data every database needs: permissions, default roles, positions, typifications,
 * states and municipalities, referral places. Safe and quick to run at every start (about ten
 * small queries once everything is there).
 */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedPermissions(tx);
    await seedRoles(tx);
    await seedCargos(tx);
    await seedTipificacoes(tx);
    await seedLocalidades(tx);
    await seedEncaminhamentos(tx);
  });
}
