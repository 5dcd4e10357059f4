/**
 * What a search page shows of the people and cases its page query found. Every search runs one of
 * these, and planning them (the access subqueries above all) cost the database more than running
 * them: like the case access check, each is prepared (preparedPer).
 */
import { eq, sql } from 'drizzle-orm';
import { isMember, justifiedAfter, justifiedSince } from '../../auth/caso-access';
import type { Db } from '../../db/client';
import { preparedPer } from '../../db/prepared';
import { casos, locais, municipios, pessoas } from '../../db/schema';
import { pessoaColumns } from './pessoa-busca.service';

export interface ImlDaPessoa {
  guia: string | null;
  guia_data: string | null;
  laudo: string | null;
  laudo_data: string | null;
}

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
      ...pessoaColumns,
      // The person's cases not deleted, from the links' index alone. Aliased by hand: in a
      // one-table select drizzle leaves the columns unqualified.
      casos: sql<number>`(SELECT count(*) FROM busca_vinculos v WHERE v.pessoa_id = "pessoas"."id")`.mapWith(
        Number,
      ),
      // Issue 42: the IML's numbers of the person as a victim in each live case.
      iml: sql<ImlDaPessoa[]>`(SELECT coalesce(json_agg(json_build_object(
          'guia', v.guia_iml, 'guia_data', v.guia_iml_data, 'laudo', v.laudo_iml, 'laudo_data', v.laudo_iml_data)
          ORDER BY v.created_at), '[]')
        FROM vitimas v JOIN casos c ON c.id = v.caso_id
        WHERE v.pessoa_id = "pessoas"."id" AND c.deleted_at IS NULL
          AND (v.guia_iml IS NOT NULL OR v.laudo_iml IS NOT NULL))`,
    })
    .from(pessoas)
    .where(sql`${pessoas.id} = ${ids}`)
    .prepare('busca_pessoas_detalhes');
}

const preparedCasos = preparedPer(casosQuery);
const preparedPessoas = preparedPer(pessoasQuery);

/** The cases of `ids` (in no order), with what the user is to each at `now`. */
export async function detalhesCasos(db: Db, userId: string, now: Date, casoIds: string[]) {
  if (casoIds.length === 0) return [];
  const rows = await preparedCasos(db).execute({ ids: casoIds, userId, since: justifiedSince(now) });
  return rows.map(({ justificado, ...row }) => ({ ...row, acessivel: row.membro || justificado }));
}

/** The people of `ids` (in no order), each with the number of cases they are in. */
export async function detalhesPessoas(db: Db, pessoaIds: string[]) {
  if (pessoaIds.length === 0) return [];
  return preparedPessoas(db).execute({ ids: pessoaIds });
}
