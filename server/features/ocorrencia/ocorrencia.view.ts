/** The case's occurrence as the API answers it; the empty one (version 1) until its first save. */
import { eq } from 'drizzle-orm';
import { OCORRENCIA_VAZIA, type Ocorrencia } from '../../../shared/schemas/ocorrencia';
import type { DbOrTx } from '../../db/client';
import { casoOcorrencias, users } from '../../db/schema';
import { versaoDe } from '../../kit/versao';

/** The occurrence has no id of its own: one per case. */
export const ocorrenciaId = (casoId: string) => `ocorrencia:${casoId}`;

type OcorrenciaRow = typeof casoOcorrencias.$inferSelect;

/** Its fields in the update's shape: what an edit is laid over and compared with. */
export function camposDaOcorrencia(row: OcorrenciaRow | undefined) {
  return {
    boletins: row?.boletins ?? [],
    procedimento_tipo: row?.procedimentoTipo ?? null,
    procedimento_outro: row?.procedimentoOutro ?? null,
    procedimento_numero: row?.procedimentoNumero ?? null,
    natureza: row?.natureza ?? null,
    data_fato: row?.dataFato ?? null,
    hora_fato: row?.horaFato ?? null,
    historico: row?.historico ?? null,
  };
}

export async function loadOcorrencia(db: DbOrTx, casoId: string): Promise<Ocorrencia> {
  const [row] = await db
    .select({ ocorrencia: casoOcorrencias, name: users.name, matricula: users.matricula })
    .from(casoOcorrencias)
    .innerJoin(users, eq(users.id, casoOcorrencias.userId))
    .where(eq(casoOcorrencias.casoId, casoId));
  if (!row) return OCORRENCIA_VAZIA;
  return {
    ...camposDaOcorrencia(row.ocorrencia),
    user: { name: row.name, matricula: row.matricula },
    updated_at: row.ocorrencia.updatedAt.toISOString(),
    versao: await versaoDe(db, ocorrenciaId(casoId)),
  };
}
