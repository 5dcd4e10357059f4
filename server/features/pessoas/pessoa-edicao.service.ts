/** Editing a victim, witness or suspect of the case, in one transaction, on the version the form saw. */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PessoaCaso,
  VinculoDados,
  VitimaDados,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoa-caso';
import { PAPEL_LABELS, type PessoaPapel } from '../../../shared/schemas/pessoas';
import type { VersaoBase } from '../../../shared/schemas/versao';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import { AppError, notFound } from '../../errors';
import type { ServiceContext } from '../../kit/context';
import { contarCpfDigitado } from '../../kit/limite-cpf';
import { resolvePessoaId } from '../../kit/pessoa-alias';
import { reconciliar, registrarAlteracao, travarRegistro } from '../../kit/versao';
import { checkCidade, checkCpfUnused, linkOfPessoa, lock, tableOfPapel } from './pessoa-checks';
import {
  articleOf,
  carregar,
  type Edicao,
  linkValues,
  type PapelDados,
  type Partes,
  paraEdicao,
  registroDe,
  type VinculoPapel,
} from './pessoa-papel';
import { changedFields, updateCaracteristicas, updateEndereco, updatePessoaInCaso } from './pessoa-registro';

type VitimaEdicao = z.output<typeof vitimaUpdateRequest>;
type VinculoEdicao = Partes & { vinculo: VinculoDados };
/** An update as sent: the parts changed, the person's with only the fields that change. */
type Envio<T extends Partes> = Partial<Omit<T, 'pessoa'>> & {
  pessoa?: Partial<T['pessoa']> & Pick<T['pessoa'], 'id'>;
} & VersaoBase;

/**
 * Edits a person of the case: the parts sent are laid over the record, and what a colleague
 * changed since the form was opened is neither undone nor silently replaced (server/kit/versao.ts).
 */
async function editar(
  ctx: ServiceContext,
  papel: PessoaPapel,
  casoId: string,
  idEnviado: string,
  body: Envio<Edicao>,
): Promise<PessoaCaso> {
  await contarCpfDigitado(ctx, casoId, idEnviado, body.pessoa?.cpf);
  return ctx.db.transaction(async (tx) => {
    const { caso, actor } = await loadCasoForWrite(ctx, tx, casoId);
    const pessoaId = await resolvePessoaId(tx, idEnviado);
    const stored = await linkOfPessoa(tx, papel, casoId, pessoaId);
    if (!stored) throw notFound('Pessoa não encontrada neste caso.');
    const { versao_base, resolucao, ...partes } = body;
    if (partes.pessoa && partes.pessoa.id !== idEnviado && partes.pessoa.id !== pessoaId) {
      throw new AppError('VALIDATION_FAILED', 'A pessoa do corpo não é a do endereço.', [
        { path: 'pessoa.id', message: 'A pessoa do corpo não é a do endereço.' },
      ]);
    }
    await travarRegistro(tx, stored.id);
    const lido = await carregar(tx, papel, casoId, pessoaId);
    const atual = paraEdicao(lido);
    const alvo = registroDe(casoId, papel, stored.id, lido.pessoa.nome);
    const { final, campos, versao, acao } = await reconciliar(tx, {
      alvo,
      actorId: actor.id,
      envio: { versao_base, resolucao },
      atual,
      proposto: { ...atual, ...partes, pessoa: { ...atual.pessoa, ...partes.pessoa, id: pessoaId } },
      leitura: async () => lido,
    });
    // An unchanged re-send (the outbox repeating a lost answer) is not a new edit to trace.
    if (campos.length === 0) return lido;

    if (final.pessoa.cpf) await lock(tx, `cpf:${final.pessoa.cpf}`);
    await checkCpfUnused(tx, final.pessoa.cpf, pessoaId);
    await checkCidade(tx, final.endereco?.cidade_id);
    const dados: PapelDados =
      papel === 'vitima'
        ? { papel, dados: final.vitima as VitimaDados }
        : { papel, dados: final.vinculo as VinculoDados };
    const values = await linkValues(tx, casoId, dados, final.anotacoes);
    const { id: _id, ...sent } = final.pessoa;
    await updatePessoaInCaso(tx, casoId, pessoaId, sent, actor);
    await updateEndereco(tx, casoId, pessoaId, final.endereco, actor);
    await updateCaracteristicas(tx, casoId, pessoaId, final.caracteristicas_fisicas, actor);
    if (changedFields('', stored, values).length > 0) {
      const table = tableOfPapel(papel);
      await tx.update(table).set(values).where(eq(table.id, stored.id));
    }
    await registrarAlteracao(tx, alvo, { actorId: actor.id, acao, versao, campos });
    await audit(tx, {
      action: `${papel}.updated`,
      message: `${PAPEL_LABELS[papel].tipo} ${sent.nome} editad${articleOf(papel)} no caso ${caso.identificador}`,
      userId: actor.id,
      casoId,
      context: { vinculoId: stored.id, pessoaId, campos: campos.map((c) => c.campo), versao },
    });
    return carregar(tx, papel, casoId, pessoaId);
  });
}

export function updateVitima(
  ctx: ServiceContext,
  casoId: string,
  pessoaId: string,
  body: Envio<VitimaEdicao>,
) {
  return editar(ctx, 'vitima', casoId, pessoaId, body);
}

export function updateVinculo(
  ctx: ServiceContext,
  papel: VinculoPapel,
  casoId: string,
  pessoaId: string,
  body: Envio<VinculoEdicao>,
) {
  return editar(ctx, papel, casoId, pessoaId, body);
}
