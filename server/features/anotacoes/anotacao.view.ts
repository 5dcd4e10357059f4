/** The notes and the video note of a case as the API answers them. */
import { desc, eq } from 'drizzle-orm';
import type { Anotacao, VideoNota } from '../../../shared/schemas/anotacoes';
import type { DbOrTx } from '../../db/client';
import { anotacaoRecebimentos, anotacoes, users, videoNotas } from '../../db/schema';
import { versaoDe, versoesDe } from '../../kit/versao';

const comAutor = {
  nota: anotacoes,
  name: users.name,
  matricula: users.matricula,
  recebidaEm: anotacaoRecebimentos.recebidaEm,
};

type Linha = {
  nota: typeof anotacoes.$inferSelect;
  name: string;
  matricula: string;
  recebidaEm: Date | null;
};

/** Whether the reader may change or delete a note: given by the case's policy and the author rule. */
export type PodeEditarNota = (nota: typeof anotacoes.$inferSelect) => boolean;

function presentAnotacao(
  { nota, name, matricula, recebidaEm }: Linha,
  podeEditar: PodeEditarNota,
  versao = 1,
): Anotacao {
  return {
    versao,
    id: nota.id,
    anotacao: nota.anotacao,
    caso_id: nota.casoId,
    user: { name, matricula },
    created_at: nota.createdAt.toISOString(),
    updated_at: nota.updatedAt.toISOString(),
    recebida_em: recebidaEm?.toISOString() ?? null,
    pode_editar: podeEditar(nota),
  };
}

/** Newest first (spec §2.3: the history as the officer reads it). */
export async function loadAnotacoesDoCaso(
  db: DbOrTx,
  casoId: string,
  podeEditar: PodeEditarNota,
): Promise<Anotacao[]> {
  const rows = await db
    .select(comAutor)
    .from(anotacoes)
    .innerJoin(users, eq(users.id, anotacoes.userId))
    .leftJoin(anotacaoRecebimentos, eq(anotacaoRecebimentos.anotacaoId, anotacoes.id))
    .where(eq(anotacoes.casoId, casoId))
    .orderBy(desc(anotacoes.createdAt), desc(anotacoes.id));
  const versoes = await versoesDe(
    db,
    rows.map((row) => row.nota.id),
  );
  return rows.map((row) => presentAnotacao(row, podeEditar, versoes.get(row.nota.id)));
}

export async function presentAnotacaoById(
  db: DbOrTx,
  id: string,
  podeEditar: PodeEditarNota,
): Promise<Anotacao> {
  const [row] = await db
    .select(comAutor)
    .from(anotacoes)
    .innerJoin(users, eq(users.id, anotacoes.userId))
    .leftJoin(anotacaoRecebimentos, eq(anotacaoRecebimentos.anotacaoId, anotacoes.id))
    .where(eq(anotacoes.id, id));
  if (!row) throw new Error(`anotação ${id} sumiu na própria transação`);
  return presentAnotacao(row, podeEditar, await versaoDe(db, id));
}

/** The video note has no id of its own: one per case. */
export const videoNotaId = (casoId: string) => `video_nota:${casoId}`;

export async function loadVideoNota(db: DbOrTx, casoId: string): Promise<VideoNota | null> {
  const [row] = await db
    .select({
      texto: videoNotas.texto,
      updatedAt: videoNotas.updatedAt,
      name: users.name,
      matricula: users.matricula,
    })
    .from(videoNotas)
    .innerJoin(users, eq(users.id, videoNotas.userId))
    .where(eq(videoNotas.casoId, casoId));
  if (!row) return null;
  return {
    texto: row.texto,
    user: { name: row.name, matricula: row.matricula },
    updated_at: row.updatedAt.toISOString(),
    versao: await versaoDe(db, videoNotaId(casoId)),
  };
}
