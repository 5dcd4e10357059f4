/**
 * The case's occurrence (issue 42): its police numbers and the fact, one record per case, edited
 * field by field with its version (a colleague's number is never replaced unseen) and its audit
 * row. The numbers come days after the scene — the inquiry is opened later — so a member records
 * them whatever the 24-hour window, as the official papers are (loadCasoForEmissao); a justified
 * reader never.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  chaveDoNumero,
  type Ocorrencia,
  type ocorrenciaAtualizacao,
  PROCEDIMENTO_OUTRO,
} from '../../../shared/schemas/ocorrencia';
import { audit } from '../../audit/audit';
import { loadCasoForEmissao } from '../../auth/caso-access';
import { casoOcorrencias } from '../../db/schema';
import type { ServiceContext } from '../../kit/context';
import { editarRegistro, travarRegistro } from '../../kit/versao';
import { camposDaOcorrencia, loadOcorrencia, ocorrenciaId } from './ocorrencia.view';

export async function saveOcorrencia(
  ctx: ServiceContext,
  casoId: string,
  input: z.output<typeof ocorrenciaAtualizacao>,
): Promise<Ocorrencia> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForEmissao(ctx, tx, casoId);
    const id = ocorrenciaId(casoId);
    await travarRegistro(tx, id);
    const [row] = await tx
      .select()
      .from(casoOcorrencias)
      .where(eq(casoOcorrencias.casoId, casoId))
      .for('update');
    await editarRegistro(tx, {
      alvo: { casoId, recurso: 'ocorrencia', registroId: id, registro: 'Ocorrência' },
      actorId: actor.id,
      envio: input,
      atual: camposDaOcorrencia(row),
      leitura: () => loadOcorrencia(tx, casoId),
      gravar: async (final, campos) => {
        const outro = final.procedimento_tipo === PROCEDIMENTO_OUTRO ? final.procedimento_outro : null;
        const valores = {
          boletins: final.boletins,
          boletimChaves: final.boletins.map((b) => chaveDoNumero(b.numero)),
          procedimentoTipo: final.procedimento_tipo,
          procedimentoOutro: outro,
          procedimentoNumero: final.procedimento_numero,
          procedimentoChave: final.procedimento_numero ? chaveDoNumero(final.procedimento_numero) : null,
          natureza: final.natureza,
          dataFato: final.data_fato,
          horaFato: final.hora_fato,
          historico: final.historico,
          userId: actor.id,
          updatedAt: ctx.now(),
        };
        await tx
          .insert(casoOcorrencias)
          .values({ casoId, ...valores, createdAt: ctx.now() })
          .onConflictDoUpdate({ target: casoOcorrencias.casoId, set: valores });
        await audit(tx, {
          action: 'ocorrencia.saved',
          message: 'Ocorrência do caso gravada',
          userId: actor.id,
          casoId,
          // The numbers are the case's own identifiers; the account's text stays in the history.
          context: {
            campos: campos.map((c) => c.campo),
            boletins: final.boletins.map((b) => b.numero),
            procedimento: final.procedimento_numero,
          },
        });
      },
    });
    return loadOcorrencia(tx, casoId);
  });
}
