import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aplicarMigracoes } from '../test/migracoes';
import { connect, type Database } from './client';

/**
 * Migration 0035 marks the reports a justified reader issued before issue 39 (they are no report of
 * the case) by what each issuer was to the case at that moment. The database here is built with
 * the migrations before it and filled with one issuer of each kind.
 */
const admin = connect(inject('pgAdminUrl'), { max: 1 });
const name = `migr_${randomBytes(5).toString('hex')}`;
let database: Database;

/** Who issued each report, as the names of the users say. */
const EMISSORES = {
  criadora: 'membro',
  leitora: 'justificado',
  justificadaHaTreze: 'membro',
  compartilhadaDepois: 'membro',
  daEquipe: 'membro',
  leitoraPelaCopia: 'membro',
} as const;
type Emissor = keyof typeof EMISSORES;

const users = Object.fromEntries(Object.keys(EMISSORES).map((k) => [k, randomUUID()])) as Record<
  Emissor,
  string
>;
const casoId = randomUUID();

beforeAll(async () => {
  await admin.pool.query(`CREATE DATABASE ${name}`);
  database = connect(inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`), { max: 1 });
  await aplicarMigracoes(database, '0000', '0035');
  const q = (text: string, values: unknown[]) => database.pool.query(text, values);
  let matricula = 2000000;
  for (const [nome, id] of Object.entries(users)) {
    matricula += 1;
    await q(`INSERT INTO users (id, matricula, name, password_hash) VALUES ($1, $2, $3, 'x')`, [
      id,
      String(matricula),
      nome,
    ]);
  }
  // Every report is issued at noon; what each issuer had then is set around it.
  const meioDia = '2026-11-20T12:00:00Z';
  const antes = (horas: number) => new Date(Date.parse(meioDia) - horas * 3_600_000).toISOString();
  await q(`INSERT INTO casos (id, name, created_by, created_at) VALUES ($1, 'Caso Antigo', $2, $3)`, [
    casoId,
    users.criadora,
    antes(48),
  ]);
  const justificar = (user: string, horas: number) =>
    q(
      `INSERT INTO acessos_justificados (id, caso_id, user_id, justificativa, created_at) VALUES ($1, $2, $3, 'Conferência.', $4)`,
      [randomUUID(), casoId, user, antes(horas)],
    );
  await justificar(users.leitora, 1);
  await justificar(users.justificadaHaTreze, 13);
  await justificar(users.compartilhadaDepois, 2);
  await justificar(users.daEquipe, 3);
  await justificar(users.leitoraPelaCopia, 1);
  await q(
    `INSERT INTO compartilhamentos (id, caso_id, user_id, shared_by, created_at) VALUES ($1, $2, $3, $4, $5)`,
    [randomUUID(), casoId, users.compartilhadaDepois, users.criadora, antes(1)],
  );
  const [cargo] = (await q(`INSERT INTO cargos (nome) VALUES ('Agente') RETURNING id`, [])).rows;
  await q(
    `INSERT INTO equipe_membros (id, caso_id, matricula, name, cargo_id, user_id, created_by, created_at)
     VALUES ($1, $2, '3000001', 'Da Equipe', $3, $4, $5, $6)`,
    [randomUUID(), casoId, cargo.id, users.daEquipe, users.criadora, antes(2)],
  );
  let n = 0;
  for (const [nome, user] of Object.entries(users)) {
    n += 1;
    await q(
      `INSERT INTO relatorios_emitidos (id, caso_id, codigo, sha256, origem, emitido_em, user_id, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $6)`,
      [
        randomUUID(),
        casoId,
        `AAAA-AAA${n}`,
        'c'.repeat(64),
        nome === 'leitoraPelaCopia' ? 'navegador' : 'servidor',
        meioDia,
        user,
      ],
    );
  }
  await aplicarMigracoes(database, '0035', '0036');
});

afterAll(async () => {
  await database?.close();
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.close();
});

describe('migration 0035: what each issuer was to the case', () => {
  it("marks the server's issue by a justified reader, and no one else's", async () => {
    const { rows } = await database.pool.query(
      'SELECT u.name, r.emissor_acesso FROM relatorios_emitidos r JOIN users u ON u.id = r.user_id',
    );
    expect(Object.fromEntries(rows.map((r) => [r.name, r.emissor_acesso]))).toEqual(EMISSORES);
  });
});
