import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';
import { comParadaEmTabela } from '../../test/parada-em-tabela';
import { calcularPainel } from './painel-calculo';

const server = setupTestServer();

const JOAO_PESSOA = 2507507;
const CAMPINA_GRANDE = 2504009;
const MES = '2019-05-01';

async function casoComVitima(): Promise<string> {
  const por = (await server.db.execute<{ id: string }>(sql`SELECT id FROM users WHERE matricula = '1000002'`))
    .rows[0]?.id;
  const caso = randomUUID();
  const pessoa = randomUUID();
  await server.db.execute(sql`
    INSERT INTO casos (id, name, created_by, created_at) VALUES (${caso}, 'Corrida', ${por}, '2019-05-10T12:00:00-03:00')`);
  await server.db.execute(sql`
    INSERT INTO locais (id, caso_id, created_by) VALUES (${randomUUID()}, ${caso}, ${por})`);
  await server.db.execute(
    sql`INSERT INTO pessoas (id, nome, created_by) VALUES (${pessoa}, 'Vítima da corrida', ${por})`,
  );
  await server.db.execute(sql`
    INSERT INTO pessoas_caso (caso_id, pessoa_id, nome, created_by) VALUES (${caso}, ${pessoa}, 'Vítima da corrida', ${por})`);
  await server.db.execute(sql`
    INSERT INTO vitimas (id, caso_id, pessoa_id, crime_id, created_by) VALUES (${randomUUID()}, ${caso}, ${pessoa}, 1, ${por})`);
  return caso;
}

const cidadesDoMes = async () =>
  (
    await server.db.execute<{ cidade_id: number }>(
      sql`SELECT cidade_id FROM painel_cidades WHERE mes = ${MES}::date ORDER BY cidade_id`,
    )
  ).rows.map((row) => row.cidade_id);

/**
 * Holds the rebuild after it has counted the cities and before it records the cases' revisions:
 * the last figures (by typification) are the first to read `tipificacoes`, which this locks.
 */
function comRecalculoParado(duranteAParada: () => Promise<void>) {
  return comParadaEmTabela(server.db, 'tipificacoes', () => calcularPainel(server.db), duranteAParada);
}

/** A change of the case (its name) starts a rebuild of its month; its city is given meanwhile. */
async function cidadeDadaDuranteORecalculo(caso: string, cidade: number) {
  await server.db.execute(sql`UPDATE casos SET name = ${`Corrida ${cidade}`} WHERE id = ${caso}`);
  await comRecalculoParado(async () => {
    await server.db.execute(sql`UPDATE locais SET cidade_id = ${cidade} WHERE caso_id = ${caso}`);
  });
}

describe('A rebuild running while a case changes', () => {
  it('counts a change committed after the rebuild counted the cities at the next rebuild', async () => {
    const caso = await casoComVitima();
    await calcularPainel(server.db);
    expect(await cidadesDoMes()).toEqual([]);

    await cidadeDadaDuranteORecalculo(caso, JOAO_PESSOA);
    await calcularPainel(server.db);
    expect(await cidadesDoMes()).toEqual([JOAO_PESSOA]);

    await cidadeDadaDuranteORecalculo(caso, CAMPINA_GRANDE);
    await calcularPainel(server.db);
    expect(await cidadesDoMes()).toEqual([CAMPINA_GRANDE]);
  });
});
