/**
 * The search's page queries (spec §2.3 Search): people and cases by the same filters, a window of
 * rows at a time. Every condition is written the way an index answers it (see
 * `npm run bench:escala`): a person's words through the words they hold (busca-palavras.ts), a
 * case's name as trigram LIKEs on immutable_unaccent(lower(name)), CPF and identifier by equality,
 * the period as a range on casos.created_at. Each is built for a shape of filters (Forma), with a
 * placeholder for every value, and run for the values (busca.service.ts).
 */
import { and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { BUSCA_CONTAGEM_MAX, BUSCA_PAGINA, type BuscaQuery } from '../../shared/schemas/busca';
import type { Db } from '../db/client';
import { casos, pessoas, pessoasCaso } from '../db/schema';
import type { BuscaValor, Forma } from './busca-forma';
import { CAMPOS_TEXTO, condicoesTexto, vezes } from './busca-palavras';
import { folded } from './pessoa-busca.service';

/** Paraíba's clock: a date typed in the filter is a day there. */
const FUSO = 'America/Fortaleza';

const placeholder = (nome: string) => sql.placeholder(nome);

/** Conditions on the person registry (`pessoas`). */
function condicoesPessoa(forma: Forma): SQL[] {
  return [
    ...CAMPOS_TEXTO.flatMap((campo) => {
      const texto = forma.textos[campo];
      return texto ? condicoesTexto(campo, texto) : [];
    }),
    ...(forma.valores.includes('cpf') ? [eq(pessoas.cpf, placeholder('cpf'))] : []),
  ];
}

/** Conditions on the case (`casos`), not counting that it is not deleted. */
function condicoesCaso(forma: Forma): SQL[] {
  const tem = (filtro: BuscaValor) => forma.valores.includes(filtro);
  return [
    ...(tem('identificador') ? [eq(casos.identificador, placeholder('identificador'))] : []),
    // Every word of the case's name filter somewhere in the name, accents and case ignored.
    ...vezes(forma.caso).map(
      (i) => sql`${folded(casos.name)} LIKE '%' || ${folded(placeholder(`caso_${i}`))} || '%'`,
    ),
    ...(tem('dataInicio')
      ? [sql`${casos.createdAt} >= (${placeholder('dataInicio')}::date::timestamp AT TIME ZONE ${FUSO})`]
      : []),
    ...(tem('dataFim')
      ? [sql`${casos.createdAt} < ((${placeholder('dataFim')}::date + 1)::timestamp AT TIME ZONE ${FUSO})`]
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

export function janelaDe(filtros: Pick<BuscaQuery, 'page'>): Janela {
  const offset = (filtros.page - 1) * BUSCA_PAGINA;
  const limite = offset + BUSCA_CONTAGEM_MAX;
  return { offset, limite, leitura: limite + 1 };
}

/** How many rows the page query's window found (up to its limit + 1), carried by every row. */
const total = sql<number>`count(*) OVER ()`.mapWith(Number);
const offset = placeholder('offset');
const leitura = placeholder('leitura');

/**
 * The page's people and the count, in name order. With case filters, only people of the cases
 * they find (any role); a person whose only cases were deleted is still in the registry. With
 * case filters alone, see paginaPessoasDosCasos.
 */
export function paginaPessoas(db: Db, forma: Forma) {
  const daPessoa = condicoesPessoa(forma);
  if (daPessoa.length === 0) return paginaPessoasDosCasos(db, forma);
  const doCaso = condicoesCaso(forma);
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
    .limit(leitura)
    .as('achados');
  return db
    .select({ id: achados.id, total })
    .from(achados)
    .orderBy(asc(achados.nome), asc(achados.id))
    .limit(BUSCA_PAGINA)
    .offset(offset);
}

/**
 * Case filters alone (a period, an identifier, a case's name): the people of the cases found, each
 * once, those of the newest case first. The links are read newest case first, in an order with no
 * ties, and only as many as the count needs: a person's place is their first link, so a longer
 * reading only adds people after those already shown (in npm run bench:escala, a month's page took
 * 25 ms and ten years' 2.8 s; both now 3). `lidos`: the links the window read.
 */
function paginaPessoasDosCasos(db: Db, forma: Forma) {
  const ordem = [desc(casos.createdAt), asc(casos.id), asc(pessoasCaso.pessoaId)];
  const vinculos = db
    .select({
      pessoaId: pessoasCaso.pessoaId,
      posicao: sql<number>`row_number() OVER (ORDER BY ${sql.join(ordem, sql`, `)})`.as('posicao'),
    })
    .from(pessoasCaso)
    .innerJoin(casos, eq(casos.id, pessoasCaso.casoId))
    .where(and(isNull(casos.deletedAt), ...condicoesCaso(forma)))
    .orderBy(...ordem)
    .limit(leitura)
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
    .offset(offset);
}

/**
 * The page's cases and the total, newest first. With person filters, only cases where such a
 * person appears (any role). Deleted cases are never found.
 */
export function paginaCasos(db: Db, forma: Forma) {
  const daPessoa = condicoesPessoa(forma);
  const where = and(
    isNull(casos.deletedAt),
    ...condicoesCaso(forma),
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
    .limit(leitura)
    .as('achados');
  return db
    .select({ id: achados.id, total })
    .from(achados)
    .orderBy(desc(achados.createdAt), asc(achados.id))
    .limit(BUSCA_PAGINA)
    .offset(offset);
}
