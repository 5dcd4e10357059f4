/**
 * What a search page shows of the people and cases its page query found. Every search runs one of
 * these, and planning them (the access subqueries above all) cost the database more than running
 * them: like the case access check, each is built once per database and prepared on each
 * connection, so it costs neither query building here nor planning there.
 */
import { eq, sql } from 'drizzle-orm';
import { isMember, justifiedAfter, justifiedSince } from '../auth/caso-access';
import type { Db } from '../db/client';
import { casos, locais, municipios, pessoas } from '../db/schema';

const ids = sql`ANY(${sql.placeholder('ids')}::uuid[])`;

function casosQuery(db: Db) {
  const userId = sql.placeholder('userId');
  return db
    .select({
      id: casos.id,
      identificador: casos.identificador,
      name: casos.name,
      createdAt: casos.createdAt,
      cidade: sql<string | null>`coalesce(${municipios.nome}, ${locais.cidade})`,
      membro: sql<boolean>`${isMember(userId)}`,
      justificado: sql<boolean>`${justifiedAfter(userId, sql.placeholder('since'))}`,
    })
    .from(casos)
    .leftJoin(locais, eq(locais.casoId, casos.id))
    .leftJoin(municipios, eq(municipios.id, locais.cidade_id))
    .where(sql`${casos.id} = ${ids}`)
    .prepare('busca_casos_detalhes');
}

function pessoasQuery(db: Db) {
  return db
    .select({
      id: pessoas.id,
      nome: pessoas.nome,
      vulgo: pessoas.vulgo,
      cpf: pessoas.cpf,
      data_nascimento: pessoas.data_nascimento,
      mae: pessoas.mae,
      // Aliased by hand: in a one-table select drizzle leaves the columns unqualified.
      casos: sql<number>`(SELECT count(*) FROM pessoas_caso pc JOIN casos c ON c.id = pc.caso_id
        WHERE pc.pessoa_id = "pessoas"."id" AND c.deleted_at IS NULL)`.mapWith(Number),
    })
    .from(pessoas)
    .where(sql`${pessoas.id} = ${ids}`)
    .prepare('busca_pessoas_detalhes');
}

const preparedCasos = new WeakMap<Db, ReturnType<typeof casosQuery>>();
const preparedPessoas = new WeakMap<Db, ReturnType<typeof pessoasQuery>>();

/** The cases of `ids` (in no order), with what the user is to each at `now`. */
export async function detalhesCasos(db: Db, userId: string, now: Date, casoIds: string[]) {
  if (casoIds.length === 0) return [];
  let query = preparedCasos.get(db);
  if (!query) {
    query = casosQuery(db);
    preparedCasos.set(db, query);
  }
  const rows = await query.execute({ ids: casoIds, userId, since: justifiedSince(now) });
  return rows.map(({ justificado, ...row }) => ({ ...row, acessivel: row.membro || justificado }));
}

/** The people of `ids` (in no order), each with the number of cases they are in. */
export async function detalhesPessoas(db: Db, pessoaIds: string[]) {
  if (pessoaIds.length === 0) return [];
  let query = preparedPessoas.get(db);
  if (!query) {
    query = pessoasQuery(db);
    preparedPessoas.set(db, query);
  }
  return query.execute({ ids: pessoaIds });
}
