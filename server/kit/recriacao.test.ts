/**
 * Issue 40: a create that lands after its record was deleted (a slow first send, a retry after a
 * colleague's delete) is refused and never brings the record back, for each way a delete is traced:
 * the history's 'excluido' row (people, locations, means, the case itself) or only the log (shares,
 * units, cargos). A repeat of a live record's create still answers as the first one.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { indexName } from '../db/concurrent-indexes';
import { logs } from '../db/schema';
import { LOCAL_JOAO_PESSOA } from '../test/fixtures';
import { setupTestServer } from '../test/harness';
import { consultaDaExclusao, INDICE_DE_EXCLUSOES, INDICE_DE_MIDIAS_APAGADAS, type Rastro } from './apagado';

const server = setupTestServer();

type Lista = Record<string, { id: string; pessoa?: { id: string } }[] | undefined>;

async function novoCaso(cookie: string): Promise<string> {
  const id = randomUUID();
  const criado = await server.api({
    method: 'POST',
    url: '/casos',
    cookie,
    payload: { id, name: 'Recriação' },
  });
  expect(criado.statusCode).toBe(201);
  return id;
}

const lerCaso = async (cookie: string, casoId: string) =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json() as Lista;

async function recusasDe(registroId: string) {
  return server.db
    .select()
    .from(logs)
    .where(
      and(
        eq(logs.action, 'registro.recriacao_recusada'),
        sql`${logs.context} @> ${JSON.stringify({ registroId })}::jsonb`,
      ),
    );
}

interface Tipo {
  criar: (casoId: string) => { url: string; payload: Record<string, unknown> };
  apagar: (casoId: string, payload: Record<string, unknown>) => string;
  /** The case's list the record shows in, and how it is found there. */
  lista: string;
  achar: (item: { id: string; pessoa?: { id: string } }, payload: Record<string, unknown>) => boolean;
}

const pessoa = () => ({ id: randomUUID(), nome: 'Maria Recriada' });

const TIPOS: Record<string, Tipo> = {
  vitima: {
    criar: (casoId) => ({
      url: `/casos/${casoId}/vitimas`,
      payload: {
        id: randomUUID(),
        pessoa: pessoa(),
        vitima: { crime_id: 1, estado_cadaver: 'Morte Recente', meio_morte: 'Arma de Fogo' },
      },
    }),
    apagar: (casoId, p) => `/casos/${casoId}/vitimas/${(p.pessoa as { id: string }).id}?versao_base=1`,
    lista: 'vitimas',
    achar: (item, p) => item.id === p.id,
  },
  local: {
    criar: (casoId) => ({
      url: `/casos/${casoId}/geolocalizacao`,
      payload: { ...LOCAL_JOAO_PESSOA, id: randomUUID(), condicoes: { tipo: 'EXTERNO' } },
    }),
    apagar: (casoId, p) => `/casos/${casoId}/geolocalizacao/${p.id}?versao_base=1`,
    lista: 'geolocalizacao_caso',
    achar: (item, p) => item.id === p.id,
  },
  meio: {
    criar: (casoId) => ({
      url: `/casos/${casoId}/meios`,
      payload: { id: randomUUID(), instrumento_crime: 'Arma de Fogo', calibres: ['0.38'] },
    }),
    apagar: (casoId, p) => `/casos/${casoId}/meios/${p.id}?versao_base=1`,
    lista: 'meios',
    achar: (item, p) => item.id === p.id,
  },
};

describe('a create of a deleted record', () => {
  it.each(Object.keys(TIPOS))(
    '%s: create → delete → the same create again is 410, the record stays deleted, on the log',
    async (nome) => {
      const tipo = TIPOS[nome] as Tipo;
      const cookie = await server.login('delegado');
      const casoId = await novoCaso(cookie);
      const { url, payload } = tipo.criar(casoId);

      const primeiro = await server.api({ method: 'POST', url, cookie, payload });
      expect(primeiro.statusCode, primeiro.body).toBe(201);
      const repetido = await server.api({ method: 'POST', url, cookie, payload });
      expect(repetido.statusCode, 'a live record repeats as before').toBe(200);
      expect(repetido.json()).toEqual(primeiro.json());

      const apagado = await server.api({ method: 'DELETE', url: tipo.apagar(casoId, payload), cookie });
      expect(apagado.statusCode, apagado.body).toBeLessThan(300);

      const tardio = await server.api({ method: 'POST', url, cookie, payload });
      expect(tardio.statusCode, tardio.body).toBe(410);
      expect(tardio.json()).toMatchObject({
        code: 'REGISTRO_APAGADO',
        message: 'Este registro foi apagado e não será recriado.',
      });
      const lista = (await lerCaso(cookie, casoId))[tipo.lista] ?? [];
      expect(lista.filter((item) => tipo.achar(item, payload))).toEqual([]);
      const [recusa, ...outras] = await recusasDe(payload.id as string);
      expect(outras).toEqual([]);
      expect(recusa).toMatchObject({ level: 'WARNING', casoId, context: { recurso: nome } });

      // The delete sent again still answers as the first one.
      const deNovo = await server.api({ method: 'DELETE', url: tipo.apagar(casoId, payload), cookie });
      expect(deNovo.statusCode).toBe(apagado.statusCode);
    },
  );

  it("a colleague's delete before the phone's retried create: the retry is refused", async () => {
    const delegado = await server.login('delegado');
    const casoId = await novoCaso(delegado);
    const share = { id: randomUUID(), matricula: '1000003' };
    const compartilhado = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/compartilhamentos`,
      cookie: delegado,
      payload: share,
    });
    expect(compartilhado.statusCode).toBe(201);
    const investigador = await server.login('investigador');
    const { url, payload } = (TIPOS.meio as Tipo).criar(casoId);
    expect((await server.api({ method: 'POST', url, cookie: investigador, payload })).statusCode).toBe(201);

    const apagado = await server.api({
      method: 'DELETE',
      url: `/casos/${casoId}/meios/${payload.id}?versao_base=1`,
      cookie: delegado,
    });
    expect(apagado.statusCode, apagado.body).toBeLessThan(300);

    const retry = await server.api({ method: 'POST', url, cookie: investigador, payload });
    expect(retry.statusCode).toBe(410);
    expect((await lerCaso(investigador, casoId)).meios).toEqual([]);
  });

  it("'Recriar' makes a new record under a new id: the same person comes back to the case", async () => {
    const cookie = await server.login('delegado');
    const casoId = await novoCaso(cookie);
    const { url, payload } = (TIPOS.vitima as Tipo).criar(casoId);
    expect((await server.api({ method: 'POST', url, cookie, payload })).statusCode).toBe(201);
    const apagar = (TIPOS.vitima as Tipo).apagar(casoId, payload);
    expect((await server.api({ method: 'DELETE', url: apagar, cookie })).statusCode).toBeLessThan(300);

    const recriada = await server.api({
      method: 'POST',
      url,
      cookie,
      payload: { ...payload, id: randomUUID() },
    });
    expect(recriada.statusCode, recriada.body).toBe(201);
    const vitimas = (await lerCaso(cookie, casoId)).vitimas ?? [];
    expect(vitimas.map((v) => v.pessoa?.id)).toEqual([(payload.pessoa as { id: string }).id]);
  });

  it('the case itself: a late create of a deleted case is 410 and the case stays deleted', async () => {
    const cookie = await server.login('delegado');
    const payload = { id: randomUUID(), name: 'Caso que some' };
    expect((await server.api({ method: 'POST', url: '/casos', cookie, payload })).statusCode).toBe(201);
    expect((await server.api({ method: 'POST', url: '/casos', cookie, payload })).statusCode).toBe(200);
    const apagado = await server.api({
      method: 'DELETE',
      url: `/casos/${payload.id}?versao_base=1&confirmado=1`,
      cookie,
    });
    expect(apagado.statusCode, apagado.body).toBeLessThan(300);

    const tardio = await server.api({ method: 'POST', url: '/casos', cookie, payload });
    expect(tardio.statusCode, tardio.body).toBe(410);
    expect(tardio.json().code).toBe('REGISTRO_APAGADO');
    expect((await server.api({ method: 'GET', url: `/casos/${payload.id}`, cookie })).statusCode).toBe(404);
    expect(await recusasDe(payload.id)).toHaveLength(1);
  });

  it('a revoked share, traced only in the log, is not given back by a late create', async () => {
    const delegado = await server.login('delegado');
    const casoId = await novoCaso(delegado);
    const url = `/casos/${casoId}/compartilhamentos`;
    const payload = { id: randomUUID(), matricula: '1000003' };
    expect((await server.api({ method: 'POST', url, cookie: delegado, payload })).statusCode).toBe(201);
    const revogado = await server.api({ method: 'DELETE', url: `${url}/${payload.id}`, cookie: delegado });
    expect(revogado.statusCode, revogado.body).toBeLessThan(300);

    const tardio = await server.api({ method: 'POST', url, cookie: delegado, payload });
    expect(tardio.statusCode, tardio.body).toBe(410);
    const investigador = await server.login('investigador');
    expect(
      (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie: investigador })).statusCode,
    ).toBe(404);
    expect(await recusasDe(payload.id)).toHaveLength(1);
  });

  it('a deleted unit, which belongs to no case, is not made again', async () => {
    const cookie = await server.login('admin');
    const payload = { id: randomUUID(), nome: 'Delegacia Provisória', cidade_id: 2507507 };
    expect((await server.api({ method: 'POST', url: '/unidades', cookie, payload })).statusCode).toBe(201);
    const apagada = await server.api({ method: 'DELETE', url: `/unidades/${payload.id}`, cookie });
    expect(apagada.statusCode, apagada.body).toBeLessThan(300);

    const tardia = await server.api({ method: 'POST', url: '/unidades', cookie, payload });
    expect(tardia.statusCode, tardia.body).toBe(410);
    const lista = (await server.api({ method: 'GET', url: '/unidades', cookie })).json().data as {
      id: string;
    }[];
    expect(lista.map((u) => u.id)).not.toContain(payload.id);
    const [recusa] = await recusasDe(payload.id);
    expect(recusa).toMatchObject({ casoId: null, context: { recurso: 'unidade.deleted' } });
  });

  it('a deleted cargo, numbered by the server and created by the client id, is not made again', async () => {
    const cookie = await server.login('admin');
    const payload = { id: randomUUID(), nome: 'Cargo Provisório' };
    const criado = await server.api({ method: 'POST', url: '/cargos', cookie, payload });
    expect(criado.statusCode).toBe(201);
    const cargoId = criado.json().id as number;
    const apagado = await server.api({ method: 'DELETE', url: `/cargos/${cargoId}`, cookie });
    expect(apagado.statusCode, apagado.body).toBeLessThan(300);

    const tardio = await server.api({ method: 'POST', url: '/cargos', cookie, payload });
    expect(tardio.statusCode, tardio.body).toBe(410);
    expect(tardio.json().code).toBe('REGISTRO_APAGADO');
    const lista = (await server.api({ method: 'GET', url: '/cargos', cookie })).json().data as {
      nome: string;
    }[];
    expect(lista.map((c) => c.nome)).not.toContain(payload.nome);
    const [recusa] = await recusasDe(payload.id);
    expect(recusa).toMatchObject({ casoId: null, context: { recurso: 'cargo.deleted' } });
    // The delete sent again still answers as the first one, found by the number it names.
    const deNovo = await server.api({ method: 'DELETE', url: `/cargos/${cargoId}`, cookie });
    expect(deNovo.statusCode).toBe(apagado.statusCode);
  });
});

describe('a create and a delete of the same record at once', () => {
  it('never both win: the record ends deleted, the create answered as a repeat or refused', async () => {
    const cookie = await server.login('delegado');
    const casoId = await novoCaso(cookie);
    for (let rodada = 0; rodada < 8; rodada += 1) {
      const { url, payload } = (TIPOS.meio as Tipo).criar(casoId);
      expect((await server.api({ method: 'POST', url, cookie, payload })).statusCode).toBe(201);
      const [apagado, tardio] = await Promise.all([
        server.api({ method: 'DELETE', url: `/casos/${casoId}/meios/${payload.id}?versao_base=1`, cookie }),
        server.api({ method: 'POST', url, cookie, payload }),
      ]);
      expect(apagado.statusCode, apagado.body).toBeLessThan(300);
      expect([200, 410], tardio.body).toContain(tardio.statusCode);
      const meios = (await lerCaso(cookie, casoId)).meios ?? [];
      expect(meios.map((m) => m.id)).not.toContain(payload.id);
    }
  });
});

describe('the search for a deletion on the log', () => {
  it("reads by the index of the log's deletions, for what belongs to no case too, never the whole log", async () => {
    const rastros: Rastro[] = [
      { action: 'unidade.deleted', casoId: null, context: { unidadeId: randomUUID() } },
      { action: 'custodia.exclusao', casoId: randomUUID(), context: { mediaId: randomUUID() } },
    ];
    for (const rastro of rastros) {
      const plano = await server.db.transaction(async (tx) => {
        // A case's log is mostly looks at it: with none, the case's own index costs the same as the
        // deletions' and the planner's pick between the two was a coin toss.
        if (rastro.casoId) {
          const olhar = {
            level: 'Info' as const,
            action: 'caso.read',
            message: 'Caso lido',
            casoId: rastro.casoId,
            context: {},
          };
          await tx.insert(logs).values(Array.from({ length: 300 }, () => olhar));
          await tx.execute(sql`ANALYZE logs`);
        }
        // On a test's small log a scan is cheapest; the question is whether the index can answer.
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        const linhas = await tx.execute<{ 'QUERY PLAN': string }>(
          sql`EXPLAIN ${consultaDaExclusao(tx, rastro)}`,
        );
        return linhas.rows.map((linha) => linha['QUERY PLAN']).join('\n');
      });
      expect(plano).toContain(indexName(INDICE_DE_EXCLUSOES));
      expect(plano).toMatch(/Index Cond: \(\(caso_id (IS NULL|= )[^)]*\) AND \(action = /);
    }
  });

  it("for a media id, in every case: the index of that file's deletions, never every deletion", async () => {
    const mediaId = randomUUID();
    const rastro: Rastro = {
      action: 'custodia.exclusao',
      casoId: randomUUID(),
      context: { mediaId },
      midiaEmQualquerCaso: mediaId,
    };
    const plano = await server.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const linhas = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`EXPLAIN ${consultaDaExclusao(tx, rastro)}`,
      );
      return linhas.rows.map((linha) => linha['QUERY PLAN']).join('\n');
    });
    expect(plano).toContain(indexName(INDICE_DE_MIDIAS_APAGADAS));
    expect(plano).toMatch(/Index Cond: \(\(context ->> 'mediaId'::text\) = /);
  });
});
