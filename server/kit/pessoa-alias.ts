import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { pessoaAliases } from '../db/schema';

/**
 * The person an id names: itself, or the known person a phone's id was linked to (see
 * pessoa_aliases). Every route that takes a person id resolves it here first.
 */
export async function resolvePessoaId(db: DbOrTx, id: string): Promise<string> {
  const [alias] = await db
    .select({ pessoaId: pessoaAliases.pessoaId })
    .from(pessoaAliases)
    .where(eq(pessoaAliases.id, id));
  return alias?.pessoaId ?? id;
}

/** Records that the phone's id `id` stands for `pessoaId`; nothing to record when they are the same. */
export async function recordAlias(tx: DbOrTx, id: string, pessoaId: string): Promise<void> {
  if (id === pessoaId) return;
  await tx.insert(pessoaAliases).values({ id, pessoaId }).onConflictDoNothing({ target: pessoaAliases.id });
}
