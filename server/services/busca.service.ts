/**
 * The search screen (spec §2.3 Search): people and cases by the same filters, a page at a time.
 * Every condition is written the way an index answers it (see migration 0014 and
 * `npm run bench:escala`): words as trigram LIKEs on immutable_unaccent(lower(column)), CPF and
 * identifier by equality, the period as a range on casos.created_at.
 */
import { and, asc, desc, eq, isNull, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { BUSCA_FILTROS, BUSCA_PAGINA, type BuscaQuery } from '../../shared/schemas/busca';
import { auditRead } from '../audit/audit';
import { casos, pessoas, pessoasCaso } from '../db/schema';
import { detalhesCasos, detalhesPessoas } from './busca-detalhes';
import { requireActor, type ServiceContext } from './context';
import { escapeLike, folded, maskCpf } from './pessoa-busca.service';

/** Paraíba's clock: a date typed in the filter is a day there. */
const FUSO = 'America/Fortaleza';

/** Every word of `termo` somewhere in the column, accents and case ignored. */
function palavras(column: SQLWrapper, termo: string): SQL[] {
  return termo
    .split(/\s+/)
    .filter(Boolean)
    .map((palavra) => sql`${folded(column)} LIKE '%' || ${folded(sql`${escapeLike(palavra)}`)} || '%'`);
}

/** Conditions on the person registry (`pessoas`). */
export function condicoesPessoa(filtros: BuscaQuery): SQL[] {
  return [
    ...(filtros.nome ? palavras(pessoas.nome, filtros.nome) : []),
    ...(filtros.vulgo ? palavras(pessoas.vulgo, filtros.vulgo) : []),
    ...(filtros.cpf ? [eq(pessoas.cpf, filtros.cpf)] : []),
    ...(filtros.mae ? palavras(pessoas.mae, filtros.mae) : []),
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

const offset = (filtros: BuscaQuery) => (filtros.page - 1) * BUSCA_PAGINA;

/** The filters used, by name only: what was typed is itself personal data. */
const usados = (filtros: BuscaQuery) => BUSCA_FILTROS.filter((filtro) => filtros[filtro] !== undefined);

/**
 * The page's people and the total, in name order. With case filters, only people of the cases
 * they find (any role); a person whose only cases were deleted is still in the registry. With
 * case filters alone, see paginaPessoasDosCasos.
 */
export function paginaPessoas(ctx: ServiceContext, filtros: BuscaQuery) {
  if (condicoesPessoa(filtros).length === 0) return paginaPessoasDosCasos(ctx, filtros);
  const doCaso = condicoesCaso(filtros);
  const where = and(
    ...condicoesPessoa(filtros),
    doCaso.length > 0
      ? sql`${pessoas.id} IN (SELECT ${pessoasCaso.pessoaId} FROM ${pessoasCaso}
          JOIN ${casos} ON ${casos.id} = ${pessoasCaso.casoId}
          WHERE ${and(isNull(casos.deletedAt), ...doCaso)})`
      : undefined,
  );
  return ctx.db
    .select({ id: pessoas.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(pessoas)
    .where(where)
    .orderBy(asc(pessoas.nome), asc(pessoas.id))
    .limit(BUSCA_PAGINA)
    .offset(offset(filtros));
}

/**
 * Case filters alone (a period, an identifier, a case's name): the people of the cases found, each
 * once, those of the newest case first. A month of a state holds ~12,000 people; putting them in
 * name order meant reading each one's row, while their links answer from two indexes (3× faster
 * in npm run bench:escala).
 */
function paginaPessoasDosCasos(ctx: ServiceContext, filtros: BuscaQuery) {
  return ctx.db
    .select({ id: pessoasCaso.pessoaId, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(pessoasCaso)
    .innerJoin(casos, eq(casos.id, pessoasCaso.casoId))
    .where(and(isNull(casos.deletedAt), ...condicoesCaso(filtros)))
    .groupBy(pessoasCaso.pessoaId)
    .orderBy(sql`max(${casos.createdAt}) DESC`, asc(pessoasCaso.pessoaId))
    .limit(BUSCA_PAGINA)
    .offset(offset(filtros));
}

export async function buscarPessoas(ctx: ServiceContext, filtros: BuscaQuery) {
  const actor = requireActor(ctx);
  const pagina = await paginaPessoas(ctx, filtros);
  const ids = pagina.map((row) => row.id);
  const rows = await detalhesPessoas(ctx.db, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const total = pagina[0]?.total ?? (filtros.page > 1 ? await contar(ctx, filtros, 'pessoas') : 0);
  const completo = actor.permissions.has('ver_perfil');
  await auditRead(ctx.db, {
    action: 'busca.pessoas',
    message: `Pesquisa de pessoas: ${total} resultado(s), página ${filtros.page}`,
    userId: actor.id,
    context: { filtros: usados(filtros), page: filtros.page, total, pessoaIds: ids, completo },
  });
  return {
    page: filtros.page,
    total,
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
export function paginaCasos(ctx: ServiceContext, filtros: BuscaQuery) {
  const daPessoa = condicoesPessoa(filtros);
  const where = and(
    isNull(casos.deletedAt),
    ...condicoesCaso(filtros),
    daPessoa.length > 0
      ? sql`${casos.id} IN (SELECT ${pessoasCaso.casoId} FROM ${pessoasCaso}
          JOIN ${pessoas} ON ${pessoas.id} = ${pessoasCaso.pessoaId} WHERE ${and(...daPessoa)})`
      : undefined,
  );
  return ctx.db
    .select({ id: casos.id, total: sql<number>`count(*) OVER ()`.mapWith(Number) })
    .from(casos)
    .where(where)
    .orderBy(desc(casos.createdAt), asc(casos.id))
    .limit(BUSCA_PAGINA)
    .offset(offset(filtros));
}

export async function buscarCasos(ctx: ServiceContext, filtros: BuscaQuery) {
  const actor = requireActor(ctx);
  const pagina = await paginaCasos(ctx, filtros);
  const ids = pagina.map((row) => row.id);
  const rows = await detalhesCasos(ctx.db, actor.id, ctx.now(), ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const total = pagina[0]?.total ?? (filtros.page > 1 ? await contar(ctx, filtros, 'casos') : 0);
  await auditRead(ctx.db, {
    action: 'busca.casos',
    message: `Pesquisa de casos: ${total} resultado(s), página ${filtros.page}`,
    userId: actor.id,
    context: { filtros: usados(filtros), page: filtros.page, total, casoIds: ids },
  });
  return {
    page: filtros.page,
    total,
    data: ids.flatMap((id) => {
      const row = byId.get(id);
      if (!row) return [];
      const { createdAt, ...rest } = row;
      return [{ ...rest, created_at: createdAt.toISOString() }];
    }),
  };
}

/** The total when the page asked for is past the end (the window count has no row to ride on). */
async function contar(ctx: ServiceContext, filtros: BuscaQuery, lista: 'pessoas' | 'casos') {
  const primeira = { ...filtros, page: 1 };
  const rows = await (lista === 'pessoas' ? paginaPessoas(ctx, primeira) : paginaCasos(ctx, primeira));
  return rows[0]?.total ?? 0;
}
