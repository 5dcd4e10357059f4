/**
 * The IML's numbers of a victim (issue 42 item 3): the request for examination and the laudo, each
 * with its date. The laudo comes back weeks after the scene, so a member records them whatever the
 * 24-hour window (loadCasoForEmissao, the official papers' rule); a justified reader never. They
 * are fields of the victim: the same version, the same history (`vitima.guia_iml`…) as the victim's
 * form, so an edit of one never silently replaces the other's.
 */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pickValues } from '../../../shared/schemas/fields';
import { imlFields, type PessoaCaso, type vitimaImlAtualizacao } from '../../../shared/schemas/pessoa-caso';
import { audit } from '../../audit/audit';
import { loadCasoForEmissao } from '../../auth/caso-access';
import { vitimas } from '../../db/schema';
import { notFound } from '../../errors';
import type { ServiceContext } from '../../kit/context';
import { resolvePessoaId } from '../../kit/pessoa-alias';
import { reconciliar, registrarAlteracao, travarRegistro } from '../../kit/versao';
import { loadPessoaCaso } from './pessoa-caso.view';
import { linkOfPessoa } from './pessoa-checks';

const NAO_ENCONTRADA = 'Pessoa não encontrada neste caso.';

export async function updateVitimaIml(
  ctx: ServiceContext,
  casoId: string,
  idEnviado: string,
  body: z.output<typeof vitimaImlAtualizacao>,
): Promise<PessoaCaso> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForEmissao(ctx, tx, casoId);
    const pessoaId = await resolvePessoaId(tx, idEnviado);
    const link = await linkOfPessoa(tx, 'vitima', casoId, pessoaId);
    if (!link) throw notFound(NAO_ENCONTRADA);
    await travarRegistro(tx, link.id);
    const lida = async () => {
      const pessoa = await loadPessoaCaso(tx, 'vitima', casoId, pessoaId);
      if (!pessoa?.vitima) throw notFound(NAO_ENCONTRADA);
      return pessoa;
    };
    const lido = await lida();
    const { versao_base, resolucao, ...enviado } = body;
    const atual = { vitima: pickValues(imlFields, lido.vitima ?? {}) };
    const sentido = Object.fromEntries(Object.entries(enviado).filter(([, valor]) => valor !== undefined));
    const alvo = {
      casoId,
      recurso: 'vitima',
      registroId: link.id,
      registro: `Vítima: ${lido.pessoa.nome}`,
    };
    const { final, campos, versao, acao } = await reconciliar(tx, {
      alvo,
      actorId: actor.id,
      envio: { versao_base, resolucao },
      atual,
      proposto: { vitima: { ...atual.vitima, ...sentido } },
      leitura: async () => lido,
    });
    if (campos.length === 0) return lido;
    await tx.update(vitimas).set(final.vitima).where(eq(vitimas.id, link.id));
    await registrarAlteracao(tx, alvo, { actorId: actor.id, acao, versao, campos });
    await audit(tx, {
      action: 'vitima.iml',
      message: `Números do IML da vítima ${lido.pessoa.nome} gravados`,
      userId: actor.id,
      casoId,
      context: { vinculoId: link.id, pessoaId, ...final.vitima, campos: campos.map((c) => c.campo) },
    });
    return lida();
  });
}
