import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aplicarMigracoes } from '../test/migracoes';
import { connect, type Database } from './client';

/**
 * Migration 0005 turns the one record per person shared by every case into one record per case.
 * The database here is built with the migrations before it and filled in the old shape.
 */
const admin = connect(inject('pgAdminUrl'), { max: 1 });
let database: Database;

const ids = {
  user: randomUUID(),
  casoA: randomUUID(),
  casoB: randomUUID(),
  pessoa: randomUUID(),
  sozinha: randomUUID(),
  enderecoAntigo: randomUUID(),
  enderecoNovo: randomUUID(),
  enderecoSozinha: randomUUID(),
  traits: randomUUID(),
  media: randomUUID(),
  documento: randomUUID(),
};

beforeAll(async () => {
  const name = `migr_${randomBytes(5).toString('hex')}`;
  await admin.pool.query(`CREATE DATABASE ${name}`);
  database = connect(inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`), { max: 1 });
  await aplicarMigracoes(database, '0000', '0005');

  const q = (text: string, values: unknown[]) => database.pool.query(text, values);
  await q(`INSERT INTO users (id, matricula, name, password_hash) VALUES ($1, '1234567', 'Autor', 'x')`, [
    ids.user,
  ]);
  await q(
    `INSERT INTO casos (id, name, created_by, created_at) VALUES ($1, 'Caso A', $3, now() - interval '2 days'),
     ($2, 'Caso B', $3, now() - interval '1 day')`,
    [ids.casoA, ids.casoB, ids.user],
  );
  await q(
    `INSERT INTO pessoas (id, nome, vulgo, cpf, mae, created_by) VALUES ($1, 'Ana Antiga', 'Aninha', '52998224725', 'Rosa', $3),
     ($2, 'Sem Caso', null, null, null, $3)`,
    [ids.pessoa, ids.sozinha, ids.user],
  );
  await q(
    `INSERT INTO vitimas (id, caso_id, pessoa_id, created_by, created_at) VALUES ($1, $2, $3, $4, now() - interval '2 days')`,
    [randomUUID(), ids.casoA, ids.pessoa, ids.user],
  );
  await q(
    `INSERT INTO testemunhas (id, caso_id, pessoa_id, pessoa_tipo, created_by) VALUES ($1, $2, $3, 'Amigo', $4)`,
    [randomUUID(), ids.casoB, ids.pessoa, ids.user],
  );
  await q(
    `INSERT INTO enderecos (id, pessoa_id, rua, created_by, created_at) VALUES
     ($1, $4, 'Rua Velha', $5, now() - interval '2 days'), ($2, $4, 'Rua Nova', $5, now() - interval '1 day'),
     ($3, $6, 'Rua Sozinha', $5, now())`,
    [ids.enderecoAntigo, ids.enderecoNovo, ids.enderecoSozinha, ids.pessoa, ids.user, ids.sozinha],
  );
  await q(
    `INSERT INTO caracteristicas_fisicas (id, pessoa_id, barba, created_by) VALUES ($1, $2, 'SIM', $3)`,
    [ids.traits, ids.pessoa, ids.user],
  );
  await q(
    `INSERT INTO media_objects (id, caso_id, sha256, size_bytes, content_type, storage_key, kind, created_by)
     VALUES ($1, $2, repeat('a', 64), 10, 'image/png', $4, 'document', $3)`,
    [ids.media, ids.casoA, ids.user, ids.media],
  );
  await q(
    `INSERT INTO documentos (id, pessoa_id, caso_id, tipo, media_id, created_by) VALUES ($1, $2, $3, 'RG', $4, $5)`,
    [ids.documento, ids.pessoa, ids.casoA, ids.media, ids.user],
  );

  await aplicarMigracoes(database, '0005', '0007');
});

afterAll(async () => {
  await database?.close();
  await admin.close();
});

const rows = async (text: string, values: unknown[] = []) => (await database.pool.query(text, values)).rows;

describe('migration to one record per case', () => {
  it('gives each case the person’s data as it was', async () => {
    const registros = await rows(
      'SELECT caso_id, nome, vulgo, cpf, mae FROM pessoas_caso WHERE pessoa_id = $1 ORDER BY created_at',
      [ids.pessoa],
    );
    expect(registros).toEqual([
      { caso_id: ids.casoA, nome: 'Ana Antiga', vulgo: 'Aninha', cpf: '52998224725', mae: 'Rosa' },
      { caso_id: ids.casoB, nome: 'Ana Antiga', vulgo: 'Aninha', cpf: '52998224725', mae: 'Rosa' },
    ]);
    expect(await rows('SELECT nome FROM pessoas ORDER BY nome')).toEqual([
      { nome: 'Ana Antiga' },
      { nome: 'Sem Caso' },
    ]);
  });

  it('keeps every address, the first case holding them and the other a copy of the latest', async () => {
    const enderecos = await rows(
      'SELECT id, caso_id, rua FROM enderecos WHERE pessoa_id = $1 ORDER BY rua, caso_id',
      [ids.pessoa],
    );
    expect(enderecos).toEqual(
      expect.arrayContaining([
        { id: ids.enderecoAntigo, caso_id: ids.casoA, rua: 'Rua Velha' },
        { id: ids.enderecoNovo, caso_id: ids.casoA, rua: 'Rua Nova' },
        { id: expect.any(String), caso_id: ids.casoB, rua: 'Rua Nova' },
      ]),
    );
    expect(enderecos).toHaveLength(3);
    expect(await rows('SELECT caso_id, rua FROM enderecos WHERE pessoa_id = $1', [ids.sozinha])).toEqual([
      { caso_id: null, rua: 'Rua Sozinha' },
    ]);
  });

  it('gives each case the traits, and leaves documents with the case they were captured in', async () => {
    expect(
      await rows(
        'SELECT caso_id, barba FROM caracteristicas_fisicas WHERE pessoa_id = $1 ORDER BY caso_id = $2 DESC',
        [ids.pessoa, ids.casoA],
      ),
    ).toEqual([
      { caso_id: ids.casoA, barba: 'SIM' },
      { caso_id: ids.casoB, barba: 'SIM' },
    ]);
    expect(await rows('SELECT caso_id FROM documentos WHERE id = $1', [ids.documento])).toEqual([
      { caso_id: ids.casoA },
    ]);
  });

  it('refuses a role in a case without the case’s record of the person', async () => {
    await expect(
      database.pool.query(
        `INSERT INTO suspeitos (id, caso_id, pessoa_id, pessoa_tipo, created_by) VALUES ($1, $2, $3, 'Amigo', $4)`,
        [randomUUID(), ids.casoA, ids.sozinha, ids.user],
      ),
    ).rejects.toThrow(/suspeitos_registro_fk/);
  });
});
