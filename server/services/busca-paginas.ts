/**
 * The search's page queries (spec §2.3 Search): people and cases by the same filters, a window of
 * rows at a time. Every condition is written the way an index answers it (see
 * `npm run bench:escala`): a person's words through the words they hold (busca-palavras.ts), a
 * case's name as trigram LIKEs on immutable_unaccent(lower(name)), CPF and identifier by equality,
 * the period as a range on casos.created_at. A value filter and the window may be placeholders: a
 * search without words is built once per shape of filters (busca.service.ts).
 */
import { and, asc, desc, eq, isNull, type Placeholder, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { BUSCA_CONTAGEM_MAX, BUSCA_PAGINA, type BuscaQuery } from '../../shared/schemas/busca';
import type { Db } from '../db/client';
import { casos, pessoas, pessoasCaso } from '../db/schema';
import { condicoesTexto, type PalavrasAchadas } from './busca-palavras';
import { escapeLike, folded } from './pessoa-busca.service';

/** Paraíba's clock: a date typed in the filter is a day there. */
const FUSO = 'America/Fortaleza';

/** The filters matched as words: their plans hang on the words. */
export const BUSCA_TEXTOS = ['nome', 'vulgo', 'mae', 'caso'] as const;
/** The filters matched by value (equalities, a range): their plans do not hang on the values. */
export const BUSCA_VALORES = ['identificador', 'cpf', 'dataInicio', 'dataFim'] as const;

/** The filters a page query is built with: a value filter may be its placeholder. */
export type FiltrosConsulta = Pick<BuscaQuery, 'page'> & {
  [K in (typeof BUSCA_TEXTOS)[number]]?: string;
} & { [K in (typeof BUSCA_VALORES)[number]]?: string | Placeholder };

/** Every word of `termo` somewhere in the case's name, accents and case ignored. */
function palavras(column: SQLWrapper, termo: string): SQL[] {
  return termo
    .split(/\s+/)
    .filter(Boolean)
    .map((palavra) => sql`${folded(column)} LIKE '%' || ${folded(sql`${escapeLike(palavra)}`)} || '%'`);
}

/** Conditions on the person registry (`pessoas`), with the words looked up (acharPalavras). */
export function condicoesPessoa(filtros: FiltrosConsulta, achadas: PalavrasAchadas): SQL[] {
  return [
    ...condicoesTexto('nome', filtros.nome, achadas),
    ...condicoesTexto('vulgo', filtros.vulgo, achadas),
    ...(filtros.cpf ? [eq(pessoas.cpf, filtros.cpf)] : []),
    ...condicoesTexto('mae', filtros.mae, achadas),
  ];
}

/** Conditions on the case (`casos`), not counting that it is not deleted. */
export function condicoesCaso(filtros: FiltrosConsulta): SQL[] {
  return [
    ...(filtros.identificador ? [eq(casos.identificador, filtros.identificador)] : []),
    ...(filtros.caso ? palavras(casos.name, filtros.caso) : []),
    ...(filtros.dataInicio
      ? [sql`${casos.createdAt} >= (${filtros.dataInicio}::date::timestamp AT TIME ZONE ${FUSO})`]
      : []),
    ...(filtros.dataFim
      ? [sql`${casos.createdAt} < ((${filtros.dataFim}::date + 1)::timestamp AT TIME ZONE ${FUSO})`]
      : []),
  ];
}

/**
 * Where a page starts and how far its results are counted: exactly up to BUSCA_CONTAGEM_MAX past
 * its start. Each page query reads at most `leitura` rows in its own order and stops there, so a
 * page costs the same for a month or for ten years.
 */
export interface Janela {
  offset: number;
  limite: number;
  /** Rows the window reads: `limite + 1`, more for links when people repeat (lerPagina). */
  leitura: number;
}

/** The window as a page query reads it: its values, or their placeholders. */
export interface JanelaConsulta {
  offset: number | Placeholder;
  leitura: number | Placeholder;
}

export function janelaDe(filtros: Pick<BuscaQuery, 'page'>): Janela {
  const offset = (filtros.page - 1) * BUSCA_PAGINA;
  const limite = offset + BUSCA_CONTAGEM_MAX;
  return { offset, limite, leitura: limite + 1 };
}

/** The results in the page query's window (up to its limit + 1), carried by every row. */
const total = sql<number>`count(*) OVER ()`.mapWith(Number);

/**
 * The page's people and the count, in name order. With case filters, only people of the cases
 * they find (any role); a person whose only cases were deleted is still in the registry. With
 * case filters alone, see paginaPessoasDosCasos.
 */
export function paginaPessoas(
  db: Db,
  filtros: FiltrosConsulta,
  achadas: PalavrasAchadas,
  janela: JanelaConsulta = janelaDe(filtros),
) {
  const daPessoa = condicoesPessoa(filtros, achadas);
  if (daPessoa.length === 0) return paginaPessoasDosCasos(db, filtros, janela);
  const doCaso = condicoesCaso(filtros);
  const where = and(
    ...daPessoa,
    doCaso.length > 0
      ? sql`${pessoas.id} IN (SELECT ${pessoasCaso.pessoaId} FROM ${pessoasCaso}
          JOIN ${casos} ON ${casos.id} = ${pessoasCaso.casoId}
          WHERE ${and(isNull(casos.deletedAt), ...doCaso)})`
      : undefined,
  );
  // A common word ('silva') walks the name index in order; a rare one, its word or pair index.
  const achados = db
    .select({ id: pessoas.id, nome: pessoas.nome })
    .from(pessoas)
    .where(where)
    .orderBy(asc(pessoas.nome), asc(pessoas.id))
    .limit(janela.leitura)
    .as('achados');
  return db
    .select({ id: achados.id, total })
    .from(achados)
    .orderBy(asc(achados.nome), asc(achados.id))
    .limit(BUSCA_PAGINA)
    .offset(janela.offset);
}

/**
 * Case filters alone (a period, an identifier, a case's name): the people of the cases found, each
 * once, those of the newest case first. The links are read newest case first, in an order with no
 * ties, and only as many as the count needs: a person's place is their first link, so a longer
 * reading only adds people after those already shown (in npm run bench:escala, a month's page took
 * 25 ms and ten years' 2.8 s; both now 3).
 */
function paginaPessoasDosCasos(db: Db, filtros: FiltrosConsulta, janela: JanelaConsulta) {
  const ordem = [desc(casos.createdAt), asc(casos.id), asc(pessoasCaso.pessoaId)];
  const vinculos = db
    .select({
      pessoaId: pessoasCaso.pessoaId,
      posicao: sql<number>`row_number() OVER (ORDER BY ${sql.join(ordem, sql`, `)})`.as('posicao'),
    })
    .from(pessoasCaso)
    .innerJoin(casos, eq(casos.id, pessoasCaso.casoId))
    .where(and(isNull(casos.deletedAt), ...condicoesCaso(filtros)))
    .orderBy(...ordem)
    .limit(janela.leitura)
    .as('vinculos');
  const porPessoa = db
    .select({
      pessoaId: vinculos.pessoaId,
      primeiro: sql<number>`min(${vinculos.posicao})`.as('primeiro'),
      links: sql<number>`count(*)`.as('links'),
    })
    .from(vinculos)
    .groupBy(vinculos.pessoaId)
    .as('por_pessoa');
  return db
    .select({
      id: porPessoa.pessoaId,
      total,
      lidos: sql<number>`sum(${porPessoa.links}) OVER ()`.mapWith(Number),
    })
    .from(porPessoa)
    .orderBy(asc(porPessoa.primeiro))
    .limit(BUSCA_PAGINA)
    .offset(janela.offset);
}

/**
 * The page's cases and the total, newest first. With person filters, only cases where such a
 * person appears (any role). Deleted cases are never found.
 */
export function paginaCasos(
  db: Db,
  filtros: FiltrosConsulta,
  achadas: PalavrasAchadas,
  janela: JanelaConsulta = janelaDe(filtros),
) {
  const daPessoa = condicoesPessoa(filtros, achadas);
  const where = and(
    isNull(casos.deletedAt),
    ...condicoesCaso(filtros),
    daPessoa.length > 0
      ? sql`${casos.id} IN (SELECT ${pessoasCaso.casoId} FROM ${pessoasCaso}
          JOIN ${pessoas} ON ${pessoas.id} = ${pessoasCaso.pessoaId} WHERE ${and(...daPessoa)})`
      : undefined,
  );
  const achados = db
    .select({ id: casos.id, createdAt: casos.createdAt })
    .from(casos)
    .where(where)
    .orderBy(desc(casos.createdAt), asc(casos.id))
    .limit(janela.leitura)
    .as('achados');
  return db
    .select({ id: achados.id, total })
    .from(achados)
    .orderBy(desc(achados.createdAt), asc(achados.id))
    .limit(BUSCA_PAGINA)
    .offset(janela.offset);
}
