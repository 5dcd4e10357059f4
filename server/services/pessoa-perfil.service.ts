import { and, asc, desc, eq, isNull, like, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PerfilPessoa } from '../../shared/schemas/perfil';
import type { PessoaCandidata, PessoaPapel } from '../../shared/schemas/pessoas';
import { onlyDigits } from '../../shared/text';
import { isMember } from '../auth/caso-access';
import type { DbOrTx } from '../db/client';
import { casos, pessoas } from '../db/schema';
import { notFound } from '../errors';
import { audit } from './audit';
import { requireActor, type ServiceContext } from './context';
import { listDocumentos } from './documento.service';
import { resolvePessoaId } from './pessoa-alias';
import { loadCaracteristicas, loadEnderecos, toPessoa } from './pessoa-caso.view';
import { tableOfPapel } from './pessoa-checks';

export const PESSOA_NOT_FOUND = 'Pessoa não encontrada.';
const SEARCH_LIMIT = 10;

/** A CPF as typed: digits with its usual punctuation. */
const looksLikeCpf = (q: string) => /^[\d.\-/\s]+$/.test(q) && /\d/.test(q);

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, '\\$&');
}

/** The indexed form of a text column (see trigramExpression): accents and case ignored. */
function folded(value: SQLWrapper): SQL {
  return sql`immutable_unaccent(lower(${value}))`;
}

/**
 * Known people matching what was typed in the add form: a CPF by the prefix of its digits, or a
 * name or vulgo containing every typed word, closest matches first.
 */
export async function searchPessoas(ctx: ServiceContext, q: string): Promise<PessoaCandidata[]> {
  const columns = {
    id: pessoas.id,
    nome: pessoas.nome,
    vulgo: pessoas.vulgo,
    cpf: pessoas.cpf,
    data_nascimento: pessoas.data_nascimento,
    mae: pessoas.mae,
  };
  if (looksLikeCpf(q)) {
    return ctx.db
      .select(columns)
      .from(pessoas)
      .where(like(pessoas.cpf, `${onlyDigits(q)}%`))
      .orderBy(asc(pessoas.cpf), asc(pessoas.nome))
      .limit(SEARCH_LIMIT);
  }
  const termo = folded(sql`${q}`);
  const palavras = q.split(/\s+/).filter(Boolean);
  const contem = palavras.map((palavra) => {
    const pattern = sql`'%' || ${folded(sql`${escapeLike(palavra)}`)} || '%'`;
    return sql`(${folded(pessoas.nome)} LIKE ${pattern} OR ${folded(pessoas.vulgo)} LIKE ${pattern})`;
  });
  return ctx.db
    .select(columns)
    .from(pessoas)
    .where(and(...contem))
    .orderBy(
      desc(
        sql`greatest(similarity(${folded(pessoas.nome)}, ${termo}), coalesce(similarity(${folded(pessoas.vulgo)}, ${termo}), 0))`,
      ),
      asc(pessoas.nome),
      asc(pessoas.id),
    )
    .limit(SEARCH_LIMIT);
}

type Ocorrencia = PerfilPessoa['ocorrencias'][number] & { createdAt: Date };

/** The live cases the person appears in for one role, with whether the reader is a member. */
async function ocorrencias(
  db: DbOrTx,
  papel: PessoaPapel,
  pessoaId: string,
  userId: string,
): Promise<Ocorrencia[]> {
  const table = tableOfPapel(papel);
  const rows = await db
    .select({
      id: casos.id,
      name: casos.name,
      identificador: casos.identificador,
      createdAt: casos.createdAt,
      membro: sql<boolean>`${isMember(userId)}`,
    })
    .from(table)
    .innerJoin(casos, eq(casos.id, table.casoId))
    .where(and(eq(table.pessoaId, pessoaId), isNull(casos.deletedAt)));
  return rows.map(({ createdAt, membro, ...caso }) => ({ tipo: papel, caso, membro, createdAt }));
}

/**
 * Everything known about a person and every case they appear in. Reading a person is traced,
 * like reading a case: one audit row per profile opened.
 */
export async function getPerfil(ctx: ServiceContext, idPessoa: string): Promise<PerfilPessoa> {
  const actor = requireActor(ctx);
  return ctx.db.transaction(async (tx) => {
    const pessoaId = await resolvePessoaId(tx, idPessoa);
    const [row] = await tx.select().from(pessoas).where(eq(pessoas.id, pessoaId));
    if (!row) throw notFound(PESSOA_NOT_FOUND);
    const caracteristicas = await loadCaracteristicas(tx, [pessoaId]);
    const enderecos = await loadEnderecos(tx, [pessoaId], { latestOnly: false });
    const documentos = await listDocumentos(tx, pessoaId);
    const todas = [
      ...(await ocorrencias(tx, 'vitima', pessoaId, actor.id)),
      ...(await ocorrencias(tx, 'testemunha', pessoaId, actor.id)),
      ...(await ocorrencias(tx, 'suspeito', pessoaId, actor.id)),
    ].sort(
      (a, b) =>
        b.createdAt.getTime() - a.createdAt.getTime() ||
        b.caso.identificador.localeCompare(a.caso.identificador),
    );
    await audit(tx, {
      action: 'pessoa.perfil.read',
      message: `Perfil de ${row.nome} consultado`,
      userId: actor.id,
      context: { pessoaId },
    });
    return {
      pessoa: toPessoa(row),
      caracteristicas_fisicas: caracteristicas.get(pessoaId) ?? null,
      enderecos: enderecos.get(pessoaId) ?? [],
      documentos,
      ocorrencias: todas.map(({ createdAt: _createdAt, ...ocorrencia }) => ocorrencia),
    };
  });
}
