/** What a write to a case's people must check against the database before it changes anything. */
import { and, eq, ne, sql } from 'drizzle-orm';
import { PAPEL_LABELS, type PessoaPapel } from '../../../shared/schemas/pessoas';
import type { Tx } from '../../db/client';
import { encaminhamentos, municipios, pessoas, suspeitos, testemunhas, vitimas } from '../../db/schema';
import { AppError } from '../../errors';
import { resolvePessoaId } from '../../kit/pessoa-alias';

export const CPF_OF_ANOTHER_PESSOA = 'Já existe outra pessoa com este CPF.';

/** The table of a role's links. */
export function tableOfPapel(papel: PessoaPapel) {
  if (papel === 'vitima') return vitimas;
  return papel === 'testemunha' ? testemunhas : suspeitos;
}

/**
 * Serialises writes that could race on the same client id or CPF (an outbox re-send arriving
 * while the first send is still running; two officers adding the same person at once).
 */
export async function lock(tx: Tx, key: string): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}

function invalidField(path: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, [{ path, message }]);
}

export async function checkCidade(tx: Tx, cidadeId: number | null | undefined): Promise<void> {
  if (cidadeId == null) return;
  const [cidade] = await tx.select({ id: municipios.id }).from(municipios).where(eq(municipios.id, cidadeId));
  if (!cidade) throw invalidField('endereco.cidade_id', 'Cidade inválida.');
}

export async function checkEncaminhado(tx: Tx, codigo: string | null): Promise<void> {
  if (codigo === null) return;
  const [row] = await tx
    .select({ codigo: encaminhamentos.codigo })
    .from(encaminhamentos)
    .where(eq(encaminhamentos.codigo, codigo));
  if (!row) throw invalidField('vitima.encaminhado', 'Encaminhamento inválido.');
}

/** A witness or suspect is tied to a victim of the same case; any other id is refused. */
export async function checkVitimaInCaso(tx: Tx, casoId: string, vitimaVinculoId: string): Promise<void> {
  const [vitima] = await tx
    .select({ id: vitimas.id })
    .from(vitimas)
    .where(and(eq(vitimas.id, vitimaVinculoId), eq(vitimas.casoId, casoId)));
  if (!vitima) {
    throw new AppError('UNPROCESSABLE', 'Vítima não encontrada neste caso.', [
      { path: 'vinculo.vitimaVinculoId', message: 'Vítima não encontrada neste caso.' },
    ]);
  }
}

export async function checkCpfUnused(
  tx: Tx,
  cpf: string | null | undefined,
  pessoaId: string,
): Promise<void> {
  if (!cpf) return;
  const [other] = await tx
    .select({ id: pessoas.id })
    .from(pessoas)
    .where(and(eq(pessoas.cpf, cpf), ne(pessoas.id, pessoaId)))
    .limit(1);
  if (other) throw new AppError('CONFLICT', CPF_OF_ANOTHER_PESSOA);
}

/**
 * The person a create refers to: the one picked by id, else the one already holding the CPF (one
 * person, many cases), else none and the request's id makes a new one. Locked for the write.
 */
export async function resolvePessoa(tx: Tx, pessoa: { id: string; cpf: string | null }) {
  const id = await resolvePessoaId(tx, pessoa.id);
  const [byId] = await tx.select().from(pessoas).where(eq(pessoas.id, id)).for('update');
  if (byId) return byId;
  if (!pessoa.cpf) return null;
  const [byCpf] = await tx
    .select()
    .from(pessoas)
    .where(eq(pessoas.cpf, pessoa.cpf))
    .orderBy(pessoas.createdAt, pessoas.id)
    .limit(1)
    .for('update');
  return byCpf ?? null;
}

/** The person's link in this role of the case, locked for the write. */
export async function linkOfPessoa(tx: Tx, papel: PessoaPapel, casoId: string, pessoaId: string) {
  const table = tableOfPapel(papel);
  const [row] = await tx
    .select()
    .from(table)
    .where(and(eq(table.casoId, casoId), eq(table.pessoaId, pessoaId)))
    .for('update');
  return row ?? null;
}

export function alreadyInCaso(papel: PessoaPapel): AppError {
  const tipo = PAPEL_LABELS[papel].tipo.toLocaleLowerCase('pt-BR');
  return new AppError('CONFLICT', `Esta pessoa já está cadastrada como ${tipo} neste caso.`);
}
