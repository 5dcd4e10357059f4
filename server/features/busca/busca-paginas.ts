/**
 * The search's page queries (spec §2.3 Search): people and cases by the same filters, a window of
 * rows at a time. Every condition is written the way an index answers it (see
 * `npm run bench:escala`): a person's words through the words they hold (busca-palavras.ts), a
 * case's name as trigram LIKEs on immutable_unaccent(lower(name)), CPF and identifier by equality,
 * the period as a range on the case's date. Who is in which case comes from the search's index of
 * links (busca_vinculos: a role in a live case, with the case's date), so a person's cases are read
 * without a visit to each case. Each query is built for a shape of filters (Forma), with a
 * placeholder for every value, and run for the values (busca.service.ts).
 */
import { type AnyColumn, and, asc, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { FUSO_HORARIO } from '../../../shared/formatos/fuso';
import { BUSCA_CONTAGEM_MAX, BUSCA_PAGINA, type BuscaQuery } from '../../../shared/schemas/busca';
import type { Db } from '../../db/client';
import { buscaVinculos, casoBoletimChaves, casoOcorrencias, casos, pessoas, veiculos } from '../../db/schema';
import type { BuscaValor, Forma } from './busca-forma';
import { condicoesTexto, type FormaTexto, vezes } from './busca-palavras';
import { casosComAnteriores, comAnteriores, condicoesPessoa } from './busca-pessoa';
import { casosDaPalavra, pessoasDaPalavra, pessoasPorPalavra } from './busca-por-palavra';
import { folded } from './pessoa-busca.service';

const placeholder = (nome: string) => sql.placeholder(nome);

const tem = (forma: Forma, filtro: BuscaValor) => forma.valores.includes(filtro);

/**
 * The case's numbers (issue 42), each an exact key through a b-tree: a boletim's (one row per key,
 * caso_boletim_chaves: a GIN over the array of keys let the prepared plan assume thousands of cases
 * and walk them all), the procedure's, a vehicle's plate.
 */
function condicoesDosNumeros(forma: Forma): SQL[] {
  const chave = (casoId: AnyColumn, coluna: AnyColumn, filtro: BuscaValor) =>
    tem(forma, filtro)
      ? [sql`${casos.id} IN (SELECT ${casoId} FROM ${coluna.table} WHERE ${coluna} = ${placeholder(filtro)})`]
      : [];
  return [
    ...chave(casoBoletimChaves.casoId, casoBoletimChaves.chave, 'bo'),
    ...chave(casoOcorrencias.casoId, casoOcorrencias.procedimentoChave, 'procedimento'),
    ...chave(veiculos.casoId, veiculos.placaChave, 'placa'),
  ];
}

/** Conditions only the case itself (`casos`) answers: its identifier, its numbers and its name. */
function condicoesDoCaso(forma: Forma): SQL[] {
  return [
    ...(tem(forma, 'identificador') ? [eq(casos.identificador, placeholder('identificador'))] : []),
    ...condicoesDosNumeros(forma),
    // Every word of the case's name filter somewhere in the name, accents and case ignored.
    ...vezes(forma.caso).map(
      (i) => sql`${folded(casos.name)} LIKE '%' || ${folded(placeholder(`caso_${i}`))} || '%'`,
    ),
  ];
}

/** The period, on a case's date: the case's own, or the one its links carry. */
function condicoesPeriodo(forma: Forma, data: AnyColumn): SQL[] {
  return [
    ...(tem(forma, 'dataInicio')
      ? [sql`${data} >= (${placeholder('dataInicio')}::date::timestamp AT TIME ZONE ${FUSO_HORARIO})`]
      : []),
    ...(tem(forma, 'dataFim')
      ? [sql`${data} < ((${placeholder('dataFim')}::date + 1)::timestamp AT TIME ZONE ${FUSO_HORARIO})`]
      : []),
  ];
}

/** Every case filter, on the case itself (`casos`), not counting that it is not deleted. */
const condicoesCaso = (forma: Forma) => [
  ...condicoesDoCaso(forma),
  ...condicoesPeriodo(forma, casos.createdAt),
];

/**
 * What the case filters ask of a link: the period, of the date it carries; the identifier and the
 * name, of its case, read only when they are asked for.
 */
function condicoesVinculo(forma: Forma): SQL[] {
  const doCaso = condicoesDoCaso(forma);
  return [
    ...(doCaso.length > 0
      ? [sql`${buscaVinculos.casoId} IN (SELECT ${casos.id} FROM ${casos} WHERE ${and(...doCaso)})`]
      : []),
    ...condicoesPeriodo(forma, buscaVinculos.casoCreatedAt),
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
  /** Rows the window reads: `limite + 1`, more for links when people repeat (readPagina). */
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
 * The page's people and the count, in name order as a Brazilian reads it (nome_ordem), with those
 * found only by what they were on record as, when a former whole matches (forma.anteriores). With case filters, only people of the
 * cases they find (any role); a person whose only cases were deleted is still in the registry.
 * With case filters alone, see paginaPessoasDosCasos.
 */
export function paginaPessoas(db: Db, forma: Forma) {
  const daPessoa = condicoesPessoa(forma);
  if (daPessoa.length === 0) return paginaPessoasDosCasos(db, forma);
  const atuais = pessoasPorPalavra(forma) ? pessoasDaPalavra(db) : pessoasDosFiltros(db, forma, daPessoa);
  if (!forma.anteriores) {
    return db
      .select({ id: atuais.id, total })
      .from(atuais)
      .orderBy(asc(atuais.ordem), asc(atuais.id))
      .limit(BUSCA_PAGINA)
      .offset(offset);
  }
  const achados = comAnteriores(db, atuais, condicoesVinculo(forma));
  return db
    .select({ id: achados.id, total, anterior: achados.anterior })
    .from(achados)
    .orderBy(asc(achados.ordem), asc(achados.id))
    .limit(BUSCA_PAGINA)
    .offset(offset);
}

/**
 * Case filters alone (a period, an identifier, a case's name): the people of the cases found, each
 * once, those of the newest case first. The links are read newest case first, in an order with no
 * ties, and only as many as the count needs: a person's place is their first link, so a longer
 * reading only adds people after those already shown (in npm run bench:escala, a month's page took
 * 25 ms and ten years' 2.8 s before). `lidos`: the links the window read.
 */
function paginaPessoasDosCasos(db: Db, forma: Forma) {
  const vinculos = (condicoesDoCaso(forma).length > 0 ? vinculosDosCasos : vinculosDoPeriodo)(db, forma);
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

const posicao = (ordem: SQL[]) =>
  sql<number>`row_number() OVER (ORDER BY ${sql.join(ordem, sql`, `)})`.as('posicao');

/** The links of the cases an identifier or a case's name finds, newest case first. */
function vinculosDosCasos(db: Db, forma: Forma) {
  const ordem = [desc(casos.createdAt), asc(casos.id), asc(buscaVinculos.pessoaId)];
  return db
    .select({ pessoaId: buscaVinculos.pessoaId, posicao: posicao(ordem) })
    .from(casos)
    .innerJoin(buscaVinculos, eq(buscaVinculos.casoId, casos.id))
    .where(and(isNull(casos.deletedAt), ...condicoesCaso(forma)))
    .orderBy(...ordem)
    .limit(leitura)
    .as('vinculos');
}

/**
 * A period alone (or nothing): the links themselves in that order, from their index by date
 * (busca_vinculos_data_idx, migration 0029), which holds only live cases: no case is visited (a
 * month's page read its ~200 cases, then each one's people, 18 ms alone).
 */
function vinculosDoPeriodo(db: Db, forma: Forma) {
  const ordem = [desc(buscaVinculos.casoCreatedAt), asc(buscaVinculos.casoId), asc(buscaVinculos.pessoaId)];
  return db
    .select({ pessoaId: buscaVinculos.pessoaId, posicao: posicao(ordem) })
    .from(buscaVinculos)
    .where(and(...condicoesPeriodo(forma, buscaVinculos.casoCreatedAt)))
    .orderBy(...ordem)
    .limit(leitura)
    .as('vinculos');
}

/**
 * The page's cases and the total, newest first. With person filters, only cases where such a
 * person appears (any role), read from the links of the people found (casosDasPessoas), and of
 * those found only by what they were on record as, when there are any (forma.anteriores).
 * Deleted cases are never found.
 */
export function paginaCasos(db: Db, forma: Forma) {
  const atuais = forma.umaPalavra
    ? casosDaPalavra(db, (data) => condicoesPeriodo(forma, data))
    : condicoesPessoa(forma).length > 0
      ? casosDasPessoas(db, forma)
      : casosDosFiltros(db, forma);
  const achados = forma.anteriores ? casosComAnteriores(db, atuais, condicoesVinculo(forma)) : atuais;
  return db
    .select({ id: achados.id, total })
    .from(achados)
    .orderBy(desc(achados.ordem), asc(achados.id))
    .limit(BUSCA_PAGINA)
    .offset(offset);
}

/** The window of cases the case filters alone find, newest first. */
function casosDosFiltros(db: Db, forma: Forma) {
  return db
    .select({ id: casos.id, ordem: casos.createdAt })
    .from(casos)
    .where(and(isNull(casos.deletedAt), ...condicoesCaso(forma)))
    .orderBy(desc(casos.createdAt), asc(casos.id))
    .limit(leitura)
    .as('achados');
}

/**
 * Two or more long words of a name and nothing else of the person: the links carry their person's
 * words, so the pairs are looked up in the links' own index, with no visit to each person found and
 * then to their links (1.6 → 0.7 ms of 'joao ferr'). Short words are matched in the name's text,
 * which only the person holds.
 */
function nomeNosVinculos(forma: Forma): FormaTexto | undefined {
  const { nome, ...outros } = forma.textos;
  const soNome = Object.keys(outros).length === 0 && !tem(forma, 'cpf');
  return nome?.pares && nome.curtas === 0 && soNome ? nome : undefined;
}

/**
 * The window of the cases of the people the person filters find, each once, newest first: each
 * person's links carry their cases' dates, so no case is visited unless the identifier or the
 * case's name is asked for (a case search by 'joao ferr' visited its 753 cases: half of its time).
 */
function casosDasPessoas(db: Db, forma: Forma) {
  const vinculos = db
    .selectDistinct({ id: buscaVinculos.casoId, ordem: buscaVinculos.casoCreatedAt })
    .from(buscaVinculos);
  const nome = nomeNosVinculos(forma);
  const daPessoa = nome
    ? vinculos.where(
        and(
          ...condicoesTexto('nome', nome, { palavras: buscaVinculos.nomePalavras }),
          ...condicoesVinculo(forma),
        ),
      )
    : vinculos
        .innerJoin(pessoas, eq(pessoas.id, buscaVinculos.pessoaId))
        .where(and(...condicoesPessoa(forma), ...condicoesVinculo(forma)));
  return daPessoa
    .orderBy(desc(buscaVinculos.casoCreatedAt), asc(buscaVinculos.casoId))
    .limit(leitura)
    .as('achados');
}

/**
 * The window of people the filters find, in name order: a common word ('joao' of 'joao ferr')
 * walks the name index in order; a rare one, its word or pair index.
 */
function pessoasDosFiltros(db: Db, forma: Forma, daPessoa: SQL[]) {
  const doVinculo = condicoesVinculo(forma);
  const where = and(
    ...daPessoa,
    doVinculo.length > 0
      ? sql`${pessoas.id} IN (SELECT ${buscaVinculos.pessoaId} FROM ${buscaVinculos} WHERE ${and(...doVinculo)})`
      : undefined,
  );
  return db
    .select({ id: pessoas.id, ordem: pessoas.nome_ordem })
    .from(pessoas)
    .where(where)
    .orderBy(asc(pessoas.nome_ordem), asc(pessoas.id))
    .limit(leitura)
    .as('achados');
}
