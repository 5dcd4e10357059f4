/** The public check of a paper: by its printed code alone, or with its file's hash (issue 27). */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { VerificacaoResposta, verificacaoRequest } from '../../../shared/schemas/relatorio';
import { auditRead } from '../../audit/audit';
import { checkpointTexto } from '../../audit/checkpoint';
import { type CheckpointAnchor, ultimoCheckpoint } from '../../audit/checkpoint-store';
import { casos, relatoriosEmitidos, users } from '../../db/schema';
import type { ServiceContext } from '../../kit/context';

/**
 * With the code alone, what a paper holder can compare (no person of the case is named); with the
 * file's hash, whether these are the bytes the server issued. Only the server's own issues count:
 * a device's record from before it was vouched for is never authentic. Every answer carries the
 * latest signed checkpoint of the log.
 */
export async function verifyRelatorio(
  ctx: ServiceContext,
  anchor: CheckpointAnchor,
  input: z.output<typeof verificacaoRequest>,
): Promise<VerificacaoResposta> {
  const [row] = await ctx.db
    .select({
      emitido: relatoriosEmitidos,
      identificador: casos.identificador,
      name: casos.name,
      emissor: { name: users.name, matricula: users.matricula },
    })
    .from(relatoriosEmitidos)
    .innerJoin(casos, eq(casos.id, relatoriosEmitidos.casoId))
    .innerJoin(users, eq(users.id, relatoriosEmitidos.userId))
    .where(and(eq(relatoriosEmitidos.codigo, input.codigo), eq(relatoriosEmitidos.origem, 'servidor')));
  const valido = input.sha256 === undefined || !row ? null : row.emitido.sha256 === input.sha256;
  await auditRead(ctx.db, {
    action: 'relatorio.verificado',
    message: !row
      ? 'Relatório conferido: código desconhecido'
      : valido === null
        ? 'Relatório conferido pelo código (papel)'
        : valido
          ? 'Relatório conferido: autêntico'
          : 'Relatório conferido: não confere',
    userId: ctx.actor?.id ?? null,
    casoId: row?.emitido.casoId ?? null,
    context: { codigo: input.codigo, com_arquivo: input.sha256 !== undefined, valido, ip: ctx.ip },
  });
  const atual = await ultimoCheckpoint(anchor);
  const resposta: VerificacaoResposta = {
    encontrado: false,
    valido: input.sha256 === undefined ? null : false,
    caso: null,
    emitido_em: null,
    origem: null,
    unidade: null,
    emissor: null,
    emissor_acesso: null,
    paginas: null,
    checkpoint: null,
    checkpoint_atual: atual && checkpointTexto(atual),
  };
  if (!row || valido === false) return resposta;
  return {
    ...resposta,
    encontrado: true,
    valido,
    // The case's name may name its people: only to whoever holds the very file.
    caso: { identificador: row.identificador, name: valido ? row.name : null },
    emitido_em: row.emitido.emitidoEm.toISOString(),
    origem: row.emitido.origem,
    unidade: row.emitido.unidade,
    emissor: row.emissor,
    // A justified reader's issue from before issue 39: authentic bytes, but no report of the case.
    emissor_acesso: row.emitido.emissorAcesso,
    paginas: row.emitido.paginas,
    checkpoint: row.emitido.checkpoint && checkpointTexto(row.emitido.checkpoint),
  };
}
