/**
 * The search screen (spec §2.3 Search): people and cases by the same filters, a page at a time,
 * each page counted and on record. The page queries are in busca-paginas.ts.
 */
import { maskCpf } from '../../../shared/formatos/cpf';
import { formatDate } from '../../../shared/formatos/datas';
import { BUSCA_FILTROS, BUSCA_PAGINA, type BuscaQuery } from '../../../shared/schemas/busca';
import { numeroIml } from '../../../shared/schemas/pessoa-caso';
import { auditRead } from '../../audit/audit';
import type { Db } from '../../db/client';
import { nomeDaForma, type Preparable, preparedByShape, UNNAMED } from '../../db/prepared';
import { requireActor, type ServiceContext } from '../../kit/context';
import { contarBuscaPorCpf } from '../../kit/limite-cpf';
import { detalhesCasos, detalhesPessoas, type ImlDaPessoa } from './busca-detalhes';
import { type Forma, formaDe } from './busca-forma';
import { type Janela, janelaDe, paginaCasos, paginaPessoas } from './busca-paginas';
import { findPalavras } from './busca-palavras';
import { pessoasSoAnteriores } from './busca-pessoa';

/** The filters used, by name only: what was typed is itself personal data. */
const usados = (filtros: BuscaQuery) => BUSCA_FILTROS.filter((filtro) => filtros[filtro] !== undefined);

/**
 * `lidos`: the rows the window read, when they are not the results themselves (links);
 * `anterior`: a person found only by what they were on record as (busca-pessoa.ts).
 */
type Pagina = { id: string; total: number; lidos?: number; anterior?: boolean }[];

/**
 * The page query of a shape of search, built once: building it in drizzle on each request took a
 * quarter of the server's time per search. Without words it is prepared under its name, planned
 * once per connection (planning cost as much as running it, 1–1.5 ms); with words, planned each
 * time for them: a plan made once would walk the name index for a rare name as for 'silva'.
 */
const paginaPreparada = (pagina: (db: Db, forma: Forma) => unknown) =>
  preparedByShape((db: Db, forma: Forma) =>
    (pagina(db, forma) as Preparable<Pagina>).prepare(
      forma.comPalavras ? UNNAMED : nomeDaForma('busca', forma.key),
    ),
  );
const LISTAS = { pessoas: paginaPreparada(paginaPessoas), casos: paginaPreparada(paginaCasos) };

/**
 * The people found only by a former whole of theirs (busca-pessoa.ts), before the page: prepared
 * under a name per shape, planned once per connection.
 */
const anterioresPreparada = preparedByShape((db: Db, forma: Forma) =>
  (pessoasSoAnteriores(db, forma) as Preparable<{ id: string }[]>).prepare(
    nomeDaForma('busca_anteriores', forma.key),
  ),
);

/**
 * The filters as the page query takes them: with the ids of the people found only by a former
 * whole of theirs, when a person filter was given and there are some (the people, or their cases,
 * are then found too). With none (nearly every search), the page query is the very one the search
 * ran before.
 */
async function formaComAnteriores(db: Db, lista: keyof typeof LISTAS, filtros: BuscaQuery) {
  const { forma, valores } = formaDe(lista, filtros, await findPalavras(db, filtros));
  const daPessoa = Object.keys(forma.textos).length > 0 || forma.valores.includes('cpf');
  if (!daPessoa) return { forma, valores };
  const anteriores = [
    ...new Set((await anterioresPreparada(db, forma).execute(valores)).map((row) => row.id)),
  ];
  if (anteriores.length === 0) return { forma, valores };
  return {
    forma: { ...forma, key: `${forma.key} anteriores`, anteriores: true },
    valores: { ...valores, anteriores },
  };
}

/** The page of ids of `lista` for the filters, and its total. */
async function lerIds(db: Db, lista: keyof typeof LISTAS, filtros: BuscaQuery) {
  const { forma, valores } = await formaComAnteriores(db, lista, filtros);
  const query = LISTAS[lista](db, forma);
  const { pagina, ...contados } = await readPagina(filtros, (janela) =>
    query.execute({ ...valores, offset: janela.offset, leitura: janela.leitura }),
  );
  return {
    ids: pagina.map((row) => row.id),
    anteriores: new Set(pagina.filter((row) => row.anterior).map((row) => row.id)),
    contados,
  };
}

/**
 * Reads the page and the total it reports: exact when the window read every row, else what the
 * window holds, capped at its limit (and more than what was shown). A page past the end has no
 * row to carry the count: it is read from the window's start. A window of links can hold fewer
 * people than the page needs (the same person in many of its cases): it is read again, twice as
 * long, until the page is full or nothing was left out, so a page that is not full is always the
 * last.
 */
async function readPagina(
  filtros: BuscaQuery,
  ler: (janela: Janela) => Promise<Pagina>,
): Promise<{ pagina: Pagina; total: number; total_exato: boolean }> {
  let janela = janelaDe(filtros);
  for (;;) {
    const pagina = await ler(janela);
    const [linha] = pagina.length > 0 || janela.offset === 0 ? pagina : await ler({ ...janela, offset: 0 });
    if (!linha) return { pagina, total: 0, total_exato: true };
    const cortada = (linha.lidos ?? linha.total) >= janela.leitura;
    if (!cortada || pagina.length === BUSCA_PAGINA) {
      return {
        pagina,
        total: cortada ? Math.min(linha.total, janela.limite) : linha.total,
        total_exato: !cortada,
      };
    }
    janela = { ...janela, leitura: janela.leitura * 2 };
  }
}

/**
 * The page of `lista` for the filters, its rows in the page's order. The look is recorded while
 * the details are read: nothing is answered before both are done.
 */
async function buscar<Row extends { id: string }>(
  ctx: ServiceContext,
  lista: keyof typeof LISTAS,
  filtros: BuscaQuery,
  detalhes: (ids: string[]) => Promise<Row[]>,
  contexto: (ids: string[]) => Record<string, unknown>,
) {
  const actor = requireActor(ctx);
  if (filtros.cpf !== undefined) await contarBuscaPorCpf(ctx, `busca.${lista}`);
  const { ids, anteriores, contados } = await lerIds(ctx.db, lista, filtros);
  const [rows] = await Promise.all([
    detalhes(ids),
    auditRead(ctx.db, {
      action: `busca.${lista}`,
      message: `Pesquisa de ${lista}: ${mensagemTotal(contados)} resultado(s), página ${filtros.page}`,
      userId: actor.id,
      context: {
        filtros: usados(filtros),
        page: filtros.page,
        ...contados,
        ...contexto(ids),
        ...(anteriores.size > 0 ? { porDadoAnterior: [...anteriores] } : {}),
      },
    }),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    pagina: { page: filtros.page, ...contados },
    rows: ids.flatMap((id) => byId.get(id) ?? []),
    anteriores,
  };
}

export async function searchPessoasBusca(ctx: ServiceContext, filtros: BuscaQuery) {
  const completo = requireActor(ctx).permissions.has('ver_perfil');
  const { pagina, rows, anteriores } = await buscar(
    ctx,
    'pessoas',
    filtros,
    (ids) => detalhesPessoas(ctx.db, ids),
    (ids) => ({ pessoaIds: ids, completo }),
  );
  return {
    ...pagina,
    data: rows.map((row) => ({
      ...row,
      cpf: completo ? row.cpf : null,
      data_nascimento: completo ? row.data_nascimento : null,
      mae: completo ? row.mae : null,
      iml: completo ? row.iml.map(imlLinha) : [],
      cpf_mascarado: maskCpf(row.cpf),
      ...(anteriores.has(row.id) ? { dado_anterior: true } : {}),
    })),
  };
}

export async function searchCasosBusca(ctx: ServiceContext, filtros: BuscaQuery) {
  const actor = requireActor(ctx);
  const { pagina, rows } = await buscar(
    ctx,
    'casos',
    filtros,
    (ids) => detalhesCasos(ctx.db, actor.id, ctx.now(), ids),
    (ids) => ({ casoIds: ids }),
  );
  return {
    ...pagina,
    data: rows.map(({ createdAt, ...rest }) => ({ ...rest, created_at: createdAt.toISOString() })),
  };
}

/** 'Guia nº 12/2026 de 21/11/2026 · Laudo nº 77/2026', as the person's result shows it. */
const imlLinha = (iml: ImlDaPessoa) =>
  [
    iml.guia && `Guia ${numeroIml(iml.guia, iml.guia_data, formatDate)}`,
    iml.laudo && `Laudo ${numeroIml(iml.laudo, iml.laudo_data, formatDate)}`,
  ]
    .filter(Boolean)
    .join(' · ');

const mensagemTotal = ({ total, total_exato }: { total: number; total_exato: boolean }) =>
  total_exato ? String(total) : `mais de ${total}`;
