/**
 * The report's toggles (issue 12): an item left out of the paper, not deleted. Whether it is in
 * is one of the item's fields, with its version and history (issue 26).
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { relatorioInclusaoAtualizacao } from '../../../shared/schemas/relatorio';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import { cameras, locais, suspeitos, testemunhas, vitimas } from '../../db/schema';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../kit/context';
import { editarRegistro, travarRegistro, versaoDe } from '../../kit/versao';

const ITEM = {
  vitima: 'Vítima',
  testemunha: 'Testemunha',
  suspeito: 'Suspeito',
  camera: 'Câmera de Segurança',
  local: 'Local do Crime',
};

const TABELAS = {
  vitima: vitimas,
  testemunha: testemunhas,
  suspeito: suspeitos,
  camera: cameras,
  local: locais,
};

/** Whether an item is in the report is one of its fields: its history and version are the item's. */
export async function setInclusao(
  ctx: ServiceContext,
  casoId: string,
  input: z.output<typeof relatorioInclusaoAtualizacao>,
): Promise<{ ok: true; versao: number }> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const table = TABELAS[input.tipo];
    await travarRegistro(tx, input.id);
    const [row] = await tx
      .select({ incluir: table.incluirRelatorio })
      .from(table)
      .where(and(eq(table.id, input.id), eq(table.casoId, casoId)));
    if (!row) throw notFound('Item não encontrado neste caso.');
    const { tipo, id, incluir, ...versao } = input;
    const { versao: depois } = await editarRegistro(tx, {
      alvo: { casoId, recurso: tipo, registroId: id, registro: `${ITEM[tipo]} (relatório)` },
      actorId: actor.id,
      envio: { ...versao, incluir_relatorio: incluir },
      atual: { incluir_relatorio: row.incluir },
      leitura: async () => ({ tipo, id, incluir: row.incluir, versao: await versaoDe(tx, id) }),
      gravar: async (final) => {
        await tx.update(table).set({ incluirRelatorio: final.incluir_relatorio }).where(eq(table.id, id));
        await audit(tx, {
          action: 'relatorio.inclusao',
          message: final.incluir_relatorio ? 'Item devolvido ao relatório' : 'Item deixado fora do relatório',
          userId: actor.id,
          casoId,
          context: { tipo, id, incluir: final.incluir_relatorio },
        });
      },
    });
    return { ok: true as const, versao: depois };
  });
}
