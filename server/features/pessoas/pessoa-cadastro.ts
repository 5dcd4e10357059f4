/**
 * The registry's entry of a person (pessoas), which every case the person is in shares, and what a
 * change to it leaves behind (issue 39, item 9). A case's own record of the person never changes
 * by another case's write (pessoa-registro.ts), but the registry does: search finds people by it
 * and new links start from it. So a change of who the person is (CAMPOS_DE_IDENTIFICACAO) is
 * written in the history of each other case the person has a role in, and what the registry held
 * stays findable (pessoa_dados_anteriores).
 */
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { CAMPOS_DE_IDENTIFICACAO } from '../../../shared/schemas/pessoas';
import { audit } from '../../audit/audit';
import type { DbOrTx, Tx } from '../../db/client';
import {
  buscaVinculos,
  casoRevisoes,
  casos,
  pessoaDadosAnteriores,
  pessoas,
  pessoasCaso,
} from '../../db/schema';
import type { CampoAlterado } from '../../kit/campos';
import type { Actor } from '../../kit/context';
import { sameValues } from '../../kit/insert-once';
import { registrarAlteracao, versaoDe } from '../../kit/versao';

type Values = Record<string, unknown>;

/** What the search finds a person by: each former whole of them stays findable. */
const CAMPOS_DA_BUSCA = ['nome', 'vulgo', 'cpf', 'mae'] as const;

/**
 * The other cases (not deleted) the person has a role in, each with the name its own record gives
 * them: the search's links (busca_vinculos) are exactly that, kept in the statement that changes a
 * role or deletes a case.
 */
export function outrosCasosDaPessoa(db: DbOrTx, casoId: string, pessoaId: string) {
  return db
    .select({ casoId: buscaVinculos.casoId, nome: pessoasCaso.nome })
    .from(buscaVinculos)
    .innerJoin(
      pessoasCaso,
      and(eq(pessoasCaso.casoId, buscaVinculos.casoId), eq(pessoasCaso.pessoaId, buscaVinculos.pessoaId)),
    )
    .where(and(eq(buscaVinculos.pessoaId, pessoaId), ne(buscaVinculos.casoId, casoId)))
    .orderBy(asc(buscaVinculos.casoId));
}

/**
 * The revisions of the cases a write will touch, locked in one order (by id) before it touches
 * any: a history row revises its case (a trigger), and two writes each changing a person shared
 * with the other's case would otherwise take the two revisions in opposite orders and deadlock.
 */
async function travarRevisoes(tx: Tx, casoIds: string[]): Promise<void> {
  await tx
    .select({ casoId: casoRevisoes.casoId })
    .from(casoRevisoes)
    .where(inArray(casoRevisoes.casoId, casoIds))
    .orderBy(asc(casoRevisoes.casoId))
    .for('update');
}

/**
 * Writes the values a case now records into the registry: each one given (not null) replaces the
 * registry's; an emptied one leaves it, since another case may still know it. Must run before the
 * transaction writes anything of its own case (see travarRevisoes). What the registry held of the
 * searched fields is kept when one of them is replaced. A change of who the person is goes into
 * each other case's history: who made it, from which case (its identifier only) and each field
 * before and after; nothing else of the case it came from.
 */
export async function atualizarCadastro(
  tx: Tx,
  escrita: { casoId: string; pessoaId: string; valores: Values; actor: Actor },
): Promise<void> {
  const { casoId, pessoaId, actor } = escrita;
  const [antes] = await tx.select().from(pessoas).where(eq(pessoas.id, pessoaId)).for('update');
  if (!antes) return;
  const registro = antes as unknown as Values;
  const patch = Object.fromEntries(
    Object.entries(escrita.valores).filter(
      ([campo, valor]) => valor !== null && valor !== undefined && !sameValues(registro, { [campo]: valor }),
    ),
  );
  if (Object.keys(patch).length === 0) return;
  const campos: CampoAlterado[] = CAMPOS_DE_IDENTIFICACAO.filter((campo) => campo in patch).map((campo) => ({
    campo: `pessoa.${campo}`,
    antes: registro[campo] ?? null,
    depois: patch[campo],
  }));
  const outros = campos.length > 0 ? await outrosCasosDaPessoa(tx, casoId, pessoaId) : [];
  if (outros.length > 0) await travarRevisoes(tx, [casoId, ...outros.map((outro) => outro.casoId)]);

  if (CAMPOS_DA_BUSCA.some((campo) => campo in patch && registro[campo] !== null)) {
    const { nome, vulgo, cpf, mae } = antes;
    await tx.insert(pessoaDadosAnteriores).values({ pessoaId, nome, vulgo, cpf, mae }).onConflictDoNothing();
  }
  await tx.update(pessoas).set(patch).where(eq(pessoas.id, pessoaId));
  if (outros.length === 0) return;

  const [caso] = await tx
    .select({ identificador: casos.identificador })
    .from(casos)
    .where(eq(casos.id, casoId));
  const origem = caso?.identificador ?? casoId;
  const versao = (await versaoDe(tx, pessoaId)) + 1;
  for (const outro of outros) {
    const alvo = {
      casoId: outro.casoId,
      recurso: 'cadastro',
      registroId: pessoaId,
      registro: `Cadastro único: ${outro.nome}`,
    };
    await registrarAlteracao(tx, alvo, { actorId: actor.id, acao: 'alterado', versao, campos, origem });
  }
  await audit(tx, {
    action: 'pessoa.cadastro.updated',
    message: `Cadastro de ${antes.nome} alterado no caso ${origem}: registrado no histórico de ${outros.length} outro(s) caso(s)`,
    userId: actor.id,
    casoId,
    context: {
      pessoaId,
      campos: campos.map((campo) => campo.campo),
      casos: outros.map((outro) => outro.casoId),
    },
  });
}
