/** The known-person search of the add forms (spec §2.3), on the registry's latest known values. */
import { and, asc, desc, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { onlyDigits } from '../../../shared/formatos/text';
import type { PessoaCandidata } from '../../../shared/schemas/pessoas';
import { auditRead } from '../../audit/audit';
import { pessoas } from '../../db/schema';
import { requireActor, type ServiceContext } from '../../kit/context';

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

/** The federal government's masking of a CPF in public listings: the middle six digits only. */
export function maskCpf(cpf: string | null): string | null {
  if (cpf?.length !== 11) return null;
  return `***.${cpf?.slice(3, 6)}.${cpf?.slice(6, 9)}-**`;
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

function byCpf(ctx: ServiceContext, q: string) {
  return ctx.db
    .select(pessoaColumns)
    .from(pessoas)
    .where(like(pessoas.cpf, `${onlyDigits(q)}%`))
    .orderBy(asc(pessoas.cpf), asc(pessoas.nome))
    .limit(SEARCH_LIMIT);
}

/** Every typed word in the name or the vulgo, closest matches first. */
function byNome(ctx: ServiceContext, q: string) {
  const termo = folded(sql`${q}`);
  const contem = q
    .split(/\s+/)
    .filter(Boolean)
    .map((palavra) => {
      const pattern = sql`'%' || ${folded(sql`${escapeLike(palavra)}`)} || '%'`;
      return sql`(${folded(pessoas.nome)} LIKE ${pattern} OR ${folded(pessoas.vulgo)} LIKE ${pattern})`;
    });
  return ctx.db
    .select(pessoaColumns)
    .from(pessoas)
    .where(and(...contem))
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
 * Known people matching what was typed: a CPF by the prefix of its digits, or a name or vulgo
 * containing every typed word. Each search is on record with the people it showed (not the
 * typed text, which is itself personal data).
 */
export async function searchPessoasCadastradas(ctx: ServiceContext, q: string): Promise<PessoaCandidata[]> {
  const actor = requireActor(ctx);
  const porCpf = looksLikeCpf(q);
  const rows = await (porCpf ? byCpf(ctx, q) : byNome(ctx, q));
  const completo = actor.permissions.has('ver_perfil');
  await auditRead(ctx.db, {
    action: 'pessoa.busca',
    message: `Busca de pessoa por ${porCpf ? 'CPF' : 'nome'}: ${rows.length} resultado(s)`,
    userId: actor.id,
    context: { por: porCpf ? 'cpf' : 'nome', pessoaIds: rows.map((row) => row.id), completo },
  });
  return rows.map((row) => ({
    ...row,
    cpf: completo ? row.cpf : null,
    data_nascimento: completo ? row.data_nascimento : null,
    mae: completo ? row.mae : null,
    cpf_mascarado: maskCpf(row.cpf),
  }));
}
