import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { aplicarMigracoes } from '../test/migracoes';
import { connect, type Database } from './client';

/**
 * Migration 0042 keeps the boletins' keys one per row (caso_boletim_chaves) for the search's
 * b-tree: the occurrences saved before it are copied, and every later save is followed. It also
 * has the dashboard count every month again (for its 'sem local informado'). The database here is
 * built with the migrations before it and holds two occurrences and a counted case then.
 */
const admin = connect(inject('pgAdminUrl'), { max: 1 });
const name = `migr_${randomBytes(5).toString('hex')}`;
let database: Database;
const userId = randomUUID();
const [comDois, semBoletim, novo] = [randomUUID(), randomUUID(), randomUUID()];

const q = (text: string, values: unknown[] = []) => database.pool.query(text, values);
const chaves = async () =>
  (await q('SELECT caso_id, chave FROM caso_boletim_chaves')).rows
    .map((r) => `${r.caso_id === comDois ? 'comDois' : r.caso_id === novo ? 'novo' : 'outro'}:${r.chave}`)
    .sort();

async function ocorrencia(casoId: string, boletimChaves: string[]) {
  await q(`INSERT INTO casos (id, name, created_by) VALUES ($1, 'Caso Teste', $2)`, [casoId, userId]);
  await q(`INSERT INTO caso_ocorrencias (caso_id, boletim_chaves, user_id) VALUES ($1, $2, $3)`, [
    casoId,
    boletimChaves,
    userId,
  ]);
}

beforeAll(async () => {
  await admin.pool.query(`CREATE DATABASE ${name}`);
  database = connect(inject('pgAdminUrl').replace(/\/postgres$/, `/${name}`), { max: 1 });
  await aplicarMigracoes(database, '0000', '0042');
  await q(`INSERT INTO users (id, matricula, name, password_hash) VALUES ($1, '2000001', 'Escrivã', 'x')`, [
    userId,
  ]);
  await ocorrencia(comDois, ['00012342026', '00012352026', '00012342026']);
  await ocorrencia(semBoletim, []);
  await q(`INSERT INTO painel_casos (caso_id, revisao, mes, created_by) VALUES ($1, 1, '2026-11-01', $2)`, [
    comDois,
    userId,
  ]);
  await aplicarMigracoes(database, '0042', '0043');
});

afterAll(async () => {
  await database?.close();
  await admin.pool.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.close();
});

describe('migration 0042', () => {
  it('copies the keys of the occurrences saved before it, each once', async () => {
    expect(await chaves()).toEqual(['comDois:00012342026', 'comDois:00012352026']);
  });

  it('follows each save, and the erasure of the case', async () => {
    await ocorrencia(novo, ['99990002026']);
    await q(`UPDATE caso_ocorrencias SET boletim_chaves = '{00012352026,77770002026}' WHERE caso_id = $1`, [
      comDois,
    ]);
    await q(`UPDATE caso_ocorrencias SET historico = 'Editado.' WHERE caso_id = $1`, [novo]);
    expect(await chaves()).toEqual(['comDois:00012352026', 'comDois:77770002026', 'novo:99990002026']);
    await q('DELETE FROM casos WHERE id = $1', [comDois]);
    expect(await chaves()).toEqual(['novo:99990002026']);
  });

  it('has the dashboard count every month again', async () => {
    expect((await q('SELECT count(*)::int AS n FROM painel_casos')).rows[0].n).toBe(0);
  });
});
