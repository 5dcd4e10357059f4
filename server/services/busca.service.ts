/**
 * The search screen (spec §2.3 Search): people and cases by the same filters, a page at a time.
 * Every condition is written the way an index answers it (see `npm run bench:escala`): a person's
 * words through the words they hold (busca-palavras.ts), a case's name as trigram LIKEs on
 * immutable_unaccent(lower(name)), CPF and identifier by equality, the period as a range on
 * casos.created_at.
 */
import { and, asc, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { BUSCA_CONTAGEM_MAX, BUSCA_FILTROS, BUSCA_PAGINA, type BuscaQuery } from '../../shared/schemas/busca';
import { auditRead } from '../audit/audit';
import { executePrepared, type Preparable } from '../db/prepared';
import { casos, pessoas, pessoasCaso } from '../db/schema';
import { detalhesCasos, detalhesPessoas } from './busca-detalhes';
import { acharPalavras, condicoesTexto, type PalavrasAchadas } from './busca-palavras';
import { requireActor, type ServiceContext } from './context';
import { escapeLike, folded, maskCpf } from './pessoa-busca.service';

/** Paraíba's clock: a date typed in the filter is a day there. */
const FUSO = 'America/Fortaleza';

/** The filters matched as words: their plans hang on the words. */
const BUSCA_TEXTOS = ['nome', 'vulgo', 'mae', 'caso'] as const;

/** Every word of `termo` somewhere in the case's name, accents and case ignored. */
function palavras(column: SQLWrapper, termo: string): SQL[] {
  return termo
    .split(/\s+/)
    .filter(Boolean)
    .map((palavra) => sql`${folded(column)} LIKE '%' || ${folded(sql`${escapeLike(palavra)}`)} || '%'`);
}

/** Conditions on the person registry (`pessoas`), with the words looked up (acharPalavras). */
export function condicoesPessoa(filtros: BuscaQuery, achadas: PalavrasAchadas): SQL[] {
  return [
    ...condicoesTexto('nome', filtros.nome, achadas),
    ...condicoesTexto('vulgo', filtros.vulgo, achadas),
    ...(filtros.cpf ? [eq(pessoas.cpf, filtros.cpf)] : []),
    ...condicoesTexto('mae', filtros.mae, achadas),
  ];
}

/** Conditions on the case (`casos`), not counting that it is not deleted. */
export function condicoesCaso(filtros: BuscaQuery): SQL[] {
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

export function janelaDe(filtros: BuscaQuery): Janela {
  const offset = (filtros.page - 1) * BUSCA_PAGINA;
  const limite = offset + BUSCA_CONTAGEM_MAX;
  return { offset, limite, leitura: limite + 1 };
}

/** The filters used, by name only: what was typed is itself personal data. */
const usados = (filtros: BuscaQuery) => BUSCA_FILTROS.filter((filtro) => filtros[filtro] !== undefined);

/**
 * Planning a page query cost about as much as running it (1–1.5 ms): a search without words runs
 * prepared (executePrepared). Words are planned each time, by their trigram estimates: a generic
 * plan would walk the name index for a rare name as for 'silva'.
 */
function executar<Result>(query: Preparable<Result>, filtros: BuscaQuery) {
  return BUSCA_TEXTOS.some((filtro) => filtros[filtro] !== undefined)
    ? query.execute()
    : executePrepared(query);
}

/** The results in the page query's window (up to its limit + 1), carried by every row. */
const total = sql<number>`count(*) OVER ()`.mapWith(Number);

/**
 * The page's people and the count, in name order. With case filters, only people of the cases
 * they find (any role); a person whose only cases were deleted is still in the registry. With
 * case filters alone, see paginaPessoasDosCasos.
 */
export function paginaPessoas(
  ctx: ServiceContext,
  filtros: BuscaQuery,
  achadas: PalavrasAchadas,
  janela = janelaDe(filtros),
) {
  const daPessoa = condicoesPessoa(filtros, achadas);
  if (daPessoa.length === 0) return paginaPessoasDosCasos(ctx, filtros, janela);
  const doCaso = condicoesCaso(filtros);
  const where = and(
    ...daPessoa,
    doCaso.length > 0
      ? sql`${pessoas.id} IN (SELECT ${pessoasCaso.pessoaId} FROM ${pessoasCaso}
          JOIN ${casos} ON ${casos.id} = ${pessoasCaso.casoId}
          WHERE ${and(isNull(casos.deletedAt), ...doCaso)})`
      : undefined,
  );
  // A common word ('silva') walks the name index in order; a rare one, its trigram index.
  const achados = ctx.db
    .select({ id: pessoas.id, nome: pessoas.nome })
    .from(pessoas)
    .where(where)
    .orderBy(asc(pessoas.nome), asc(pessoas.id))
    .limit(janela.leitura)
    .as('achados');
  return ctx.db
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
function paginaPessoasDosCasos(ctx: ServiceContext, filtros: BuscaQuery, janela: Janela) {
  const ordem = [desc(casos.createdAt), asc(casos.id), asc(pessoasCaso.pessoaId)];
  const vinculos = ctx.db
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
  const porPessoa = ctx.db
    .select({
      pessoaId: vinculos.pessoaId,
      primeiro: sql<number>`min(${vinculos.posicao})`.as('primeiro'),
      links: sql<number>`count(*)`.as('links'),
    })
    .from(vinculos)
    .groupBy(vinculos.pessoaId)
    .as('por_pessoa');
  return ctx.db
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

/** `lidos`: the rows the window read, when they are not the results themselves (links). */
type Pagina<Row> = (Row & { total: number; lidos?: number })[];

/**
 * Reads the page and the total it reports: exact when the window read every row, else what the
 * window holds, capped at its limit (and more than what was shown). A page past the end has no row to carry the count: it is read
 * from the window's start. A window of links can hold fewer people than the page needs (the same
 * person in many of its cases): it is read again, twice as long, until the page is full or nothing
 * was left out, so a page that is not full is always the last.
 */
async function lerPagina<Row>(
  filtros: BuscaQuery,
  ler: (janela: Janela) => Promise<Pagina<Row>>,
): Promise<{ pagina: Pagina<Row>; total: number; total_exato: boolean }> {
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

export async function buscarPessoas(ctx: ServiceContext, filtros: BuscaQuery) {
  const actor = requireActor(ctx);
  const achadas = await acharPalavras(ctx.db, filtros);
  const { pagina, ...contados } = await lerPagina(filtros, (janela) =>
    executar(paginaPessoas(ctx, filtros, achadas, janela), filtros),
  );
  const ids = pagina.map((row) => row.id);
  const rows = await detalhesPessoas(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const completo = actor.permissions.has('ver_perfil');
  await auditRead(ctx.db, {
    action: 'busca.pessoas',
    message: `Pesquisa de pessoas: ${mensagemTotal(contados)} resultado(s), página ${filtros.page}`,
    userId: actor.id,
    context: { filtros: usados(filtros), page: filtros.page, ...contados, pessoaIds: ids, completo },
  });
  return {
    page: filtros.page,
    ...contados,
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      return [
        {
          ...row,
          cpf: completo ? row.cpf : null,
          data_nascimento: completo ? row.data_nascimento : null,
          mae: completo ? row.mae : null,
          cpf_mascarado: maskCpf(row.cpf),
        },
      ];
    }),
  };
}

/**
 * The page's cases and the total, newest first. With person filters, only cases where such a
 * person appears (any role). Deleted cases are never found.
 */
export function paginaCasos(
  ctx: ServiceContext,
  filtros: BuscaQuery,
  achadas: PalavrasAchadas,
  janela = janelaDe(filtros),
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
  const achados = ctx.db
    .select({ id: casos.id, createdAt: casos.createdAt })
    .from(casos)
    .where(where)
    .orderBy(desc(casos.createdAt), asc(casos.id))
    .limit(janela.leitura)
    .as('achados');
  return ctx.db
    .select({ id: achados.id, total })
    .from(achados)
    .orderBy(desc(achados.createdAt), asc(achados.id))
    .limit(BUSCA_PAGINA)
    .offset(janela.offset);
}

export async function buscarCasos(ctx: ServiceContext, filtros: BuscaQuery) {
  const actor = requireActor(ctx);
  const achadas = await acharPalavras(ctx.db, filtros);
  const { pagina, ...contados } = await lerPagina(filtros, (janela) =>
    executar(paginaCasos(ctx, filtros, achadas, janela), filtros),
  );
  const ids = pagina.map((row) => row.id);
  const rows = await detalhesCasos(ctx.db, actor.id, ctx.now(), ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  await auditRead(ctx.db, {
    action: 'busca.casos',
    message: `Pesquisa de casos: ${mensagemTotal(contados)} resultado(s), página ${filtros.page}`,
    userId: actor.id,
    context: { filtros: usados(filtros), page: filtros.page, ...contados, casoIds: ids },
  });
  return {
    page: filtros.page,
    ...contados,
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { createdAt, ...rest } = row;
      return [{ ...rest, created_at: createdAt.toISOString() }];
    }),
  };
}

const mensagemTotal = ({ total, total_exato }: { total: number; total_exato: boolean }) =>
  total_exato ? String(total) : `mais de ${total}`;
