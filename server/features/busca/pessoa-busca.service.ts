/** The known-person search of the add forms (spec §2.3), on the registry's latest known values. */
import { and, asc, desc, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { maskCpf } from '../../../shared/formatos/cpf';
import { onlyDigits } from '../../../shared/formatos/text';
import type { PessoaCandidata } from '../../../shared/schemas/pessoas';
import { auditRead } from '../../audit/audit';
import { pessoaDadosAnteriores, pessoas } from '../../db/schema';
import { requireActor, type ServiceContext } from '../../kit/context';
import { contarBuscaPorCpf } from '../../kit/limite-cpf';

const SEARCH_LIMIT = 10;

/** A CPF as typed: digits with its usual punctuation. */
const looksLikeCpf = (q: string) => /^[\d.\-/\s]+$/.test(q) && /\d/.test(q);

export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/** The indexed form of a text column (see trigramExpression): accents and case ignored. */
export function folded(value: SQLWrapper): SQL {
  return sql`immutable_unaccent(lower(${value}))`;
}

/** What a person search shows of each person (the registry's search and the search screen). */
export const pessoaColumns = {
  id: pessoas.id,
  nome: pessoas.nome,
  vulgo: pessoas.vulgo,
  cpf: pessoas.cpf,
  data_nascimento: pessoas.data_nascimento,
  mae: pessoas.mae,
};

/** Where a person's name, vulgo and CPF are read: the registry, or a former whole of it. */
type Tabela = typeof pessoas | typeof pessoaDadosAnteriores;

const cpfComeca = (tabela: Tabela, q: string) => like(tabela.cpf, `${onlyDigits(q)}%`);

/** Every typed word in the name or the vulgo. */
function nomeContem(tabela: Tabela, q: string) {
  return and(
    ...q
      .split(/\s+/)
      .filter(Boolean)
      .map((palavra) => {
        const pattern = sql`'%' || ${folded(sql`${escapeLike(palavra)}`)} || '%'`;
        return sql`(${folded(tabela.nome)} LIKE ${pattern} OR ${folded(tabela.vulgo)} LIKE ${pattern})`;
      }),
  );
}

function byCpf(ctx: ServiceContext, q: string) {
  return ctx.db
    .select(pessoaColumns)
    .from(pessoas)
    .where(cpfComeca(pessoas, q))
    .orderBy(asc(pessoas.cpf), asc(pessoas.nome))
    .limit(SEARCH_LIMIT);
}

/** Every typed word in the name or the vulgo, closest matches first. */
function byNome(ctx: ServiceContext, q: string) {
  const termo = folded(sql`${q}`);
  return ctx.db
    .select(pessoaColumns)
    .from(pessoas)
    .where(nomeContem(pessoas, q))
    .orderBy(
      desc(
        sql`greatest(similarity(${folded(pessoas.nome)}, ${termo}), coalesce(similarity(${folded(pessoas.vulgo)}, ${termo}), 0))`,
      ),
      asc(pessoas.nome_ordem),
      asc(pessoas.id),
    )
    .limit(SEARCH_LIMIT);
}

/**
 * People a former whole of theirs matches (issue 39) and their registry row does not: a person
 * whose CPF or name another case changed is still found by the old one, with their current data.
 */
function byAnteriores(ctx: ServiceContext, condicao: (tabela: Tabela) => SQL | undefined) {
  const anteriores = pessoaDadosAnteriores;
  return ctx.db
    .select(pessoaColumns)
    .from(pessoas)
    .where(
      and(
        sql`${pessoas.id} IN (SELECT ${anteriores.pessoaId} FROM ${anteriores} WHERE ${condicao(anteriores)})`,
        sql`(${condicao(pessoas)}) IS NOT TRUE`,
      ),
    )
    .orderBy(asc(pessoas.nome_ordem), asc(pessoas.id))
    .limit(SEARCH_LIMIT);
}

/**
 * Known people matching what was typed: a CPF by the prefix of its digits, or a name or vulgo
 * containing every typed word; after them, up to the limit, those found by what they were on
 * record as. Each search is on record with the people it showed (not the typed text, which is
 * itself personal data). Without ver_perfil a CPF is searched whole only: the typed prefix gives
 * its first digits, the mask the middle six, and the last two are computed from those nine.
 */
export async function searchPessoasCadastradas(ctx: ServiceContext, q: string): Promise<PessoaCandidata[]> {
  const actor = requireActor(ctx);
  const completo = actor.permissions.has('ver_perfil');
  const porCpf = looksLikeCpf(q);
  const cpfPelaMetade = porCpf && !completo && onlyDigits(q).length !== 11;
  if (porCpf && !cpfPelaMetade) await contarBuscaPorCpf(ctx, 'pessoa.busca');
  const [atuais, anteriores] = cpfPelaMetade
    ? [[], []]
    : await Promise.all([
        porCpf ? byCpf(ctx, q) : byNome(ctx, q),
        byAnteriores(ctx, (tabela) => (porCpf ? cpfComeca(tabela, q) : nomeContem(tabela, q))),
      ]);
  const porAnterior = new Set(anteriores.map((row) => row.id));
  const rows = [...atuais, ...anteriores].slice(0, SEARCH_LIMIT);
  await auditRead(ctx.db, {
    action: 'pessoa.busca',
    message: `Busca de pessoa por ${porCpf ? 'CPF' : 'nome'}: ${rows.length} resultado(s)`,
    userId: actor.id,
    context: {
      por: porCpf ? 'cpf' : 'nome',
      pessoaIds: rows.map((row) => row.id),
      completo,
      ...(porAnterior.size > 0
        ? { porDadoAnterior: rows.filter((row) => porAnterior.has(row.id)).map((row) => row.id) }
        : {}),
    },
  });
  return rows.map((row) => ({
    ...row,
    cpf: completo ? row.cpf : null,
    data_nascimento: completo ? row.data_nascimento : null,
    mae: completo ? row.mae : null,
    cpf_mascarado: maskCpf(row.cpf),
    ...(porAnterior.has(row.id) ? { dado_anterior: true } : {}),
  }));
}
