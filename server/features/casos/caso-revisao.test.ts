import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';
import { comParadaEmTabela } from '../../test/parada-em-tabela';
import { pessoasApi, vitimaHomicidio } from '../../test/pessoas-fixtures';

const server = setupTestServer();
const api = pessoasApi(server);

const lerCaso = async (cookie: string, casoId: string) => {
  const response = await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie });
  expect(response.statusCode).toBe(200);
  return response.json();
};

const revisao = async (casoId: string) => {
  const { rows } = await server.db.execute<{ revisao: string }>(
    sql`SELECT revisao FROM caso_revisoes WHERE caso_id = ${casoId}`,
  );
  return Number(rows[0]?.revisao);
};

describe('the kept answer of a case follows every change to it', () => {
  it('every table that records something of a case bumps its revision', async () => {
    // A table added later without the trigger would serve a stale case from the cache.
    const { rows } = await server.db.execute<{ table_name: string }>(sql`
      SELECT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
      WHERE c.table_schema = 'public' AND c.column_name = 'caso_id' AND t.table_type = 'BASE TABLE'
        -- The log and the dashboard's bookkeeping of what it counted are about cases, not in them;
        -- the search's links (and their words) are the roles again, and the roles bump the revision,
        -- as the BO keys are the occurrence's; the uploads a vestígio claimed are the transfer's
        -- receipts, the vestígio its content.
        AND c.table_name NOT IN ('logs', 'caso_revisoes', 'painel_casos', 'busca_vinculos',
          'busca_palavras_casos', 'caso_pendencias', 'uploads_recebidos', 'caso_boletim_chaves')
        AND NOT EXISTS (
          SELECT 1 FROM pg_trigger g WHERE g.tgrelid = format('public.%I', c.table_name)::regclass
            AND g.tgname = c.table_name || '_revisa_caso' AND NOT g.tgisinternal)`);
    expect(rows.map((row) => row.table_name)).toEqual([]);
    // Tables that belong to a case through another row have a trigger of their own.
    const { rows: indiretas } = await server.db.execute<{ tgname: string }>(
      sql`SELECT tgname FROM pg_trigger WHERE tgname = 'condicoes_local_revisa_caso'`,
    );
    expect(indiretas).toHaveLength(1);
  });

  it('a read after each write shows what was written', async () => {
    const cookie = await server.login('investigador');
    const caso = await criarCasoCompleto(server, cookie);
    const antes = await lerCaso(cookie, caso.casoId);
    expect(antes.vitimas.map((v: { pessoa: { nome: string } }) => v.pessoa.nome)).toEqual([
      'Vítima Completa',
    ]);
    const r0 = await revisao(caso.casoId);

    const put = await api.put(cookie, caso.casoId, 'vitimas', caso.pessoaId, {
      ...vitimaHomicidio({ pessoa: { id: caso.pessoaId, nome: 'Vítima Renomeada' } }),
      id: undefined,
    });
    expect(put.statusCode).toBe(200);
    const depois = await lerCaso(cookie, caso.casoId);
    expect(depois.vitimas.map((v: { pessoa: { nome: string } }) => v.pessoa.nome)).toEqual([
      'Vítima Renomeada',
    ]);
    expect(await revisao(caso.casoId)).toBeGreaterThan(r0);

    const del = await api.del(cookie, caso.casoId, 'suspeitos', caso.suspeitoId);
    expect(del.statusCode).toBe(200);
    expect((await lerCaso(cookie, caso.casoId)).suspeitos).toEqual([]);

    const renome = await server.api({
      method: 'PUT',
      url: `/casos/${caso.casoId}/nome`,
      cookie,
      payload: { name: 'Caso Renomeado', versao_base: 1 },
    });
    expect(renome.statusCode).toBe(200);
    expect((await lerCaso(cookie, caso.casoId)).name).toBe('Caso Renomeado');
  });

  it('a change made outside the app (a migration, a repair) is seen too, within a second', async () => {
    const cookie = await server.login('investigador');
    const caso = await api.criarCaso(cookie);
    await lerCaso(cookie, caso.id);
    const vitima = await api.post(cookie, caso.id, 'vitimas', vitimaHomicidio());
    expect(vitima.statusCode).toBe(201);
    await lerCaso(cookie, caso.id);
    await server.db.execute(sql`UPDATE pessoas_caso SET nome = 'Nome Corrigido' WHERE caso_id = ${caso.id}`);
    // The new revision reaches the server by the database's notice, not with the repair's answer.
    const nomes = async () =>
      (await lerCaso(cookie, caso.id)).vitimas.map((v: { pessoa: { nome: string } }) => v.pessoa.nome);
    const limite = performance.now() + 1000;
    while ((await nomes())[0] !== 'Nome Corrigido' && performance.now() < limite);
    expect(await nomes()).toEqual(['Nome Corrigido']);
  });

  it('a change committed while a read is under way is shown by the next read', async () => {
    const cookie = await server.login('investigador');
    const caso = await criarCasoCompleto(server, cookie);
    // The read is held after it has read the people and before the parts read after them (the
    // summons, which the suspect's removal does not touch): the outbox sends a delete while the
    // screens read the case again, and the delete commits between the two.
    const leitura = comParadaEmTabela(
      server.db,
      'intimacoes',
      () => lerCaso(cookie, caso.casoId),
      async () => {
        const del = await api.del(cookie, caso.casoId, 'suspeitos', caso.suspeitoId);
        expect(del.statusCode).toBe(200);
      },
    );
    // That read began before the delete: it may show the suspect; the next one may not.
    expect((await leitura).suspeitos).toHaveLength(1);
    expect((await lerCaso(cookie, caso.casoId)).suspeitos).toEqual([]);
  });
});
