/** Adding and removing victims, witnesses and suspects of a case, each in one transaction. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  PessoaCaso,
  vinculoCreateRequest,
  vitimaCreateRequest,
} from '../../../shared/schemas/pessoa-caso';
import { PAPEL_LABELS, type PessoaPapel } from '../../../shared/schemas/pessoas';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import { pessoasCaso } from '../../db/schema';
import { exigirApagado } from '../../kit/apagado';
import type { Created, ServiceContext } from '../../kit/context';
import { conferirExclusao, registrarExclusao } from '../../kit/exclusao';
import { findRepeat, insertOnce } from '../../kit/insert-once';
import { contarCpfDigitado } from '../../kit/limite-cpf';
import { recordAlias, resolvePessoaId } from '../../kit/pessoa-alias';
import { registroDevolvido } from '../../kit/versao';
import { loadPessoaCaso } from './pessoa-caso.view';
import {
  alreadyInCaso,
  checkCidade,
  checkCpfUnused,
  linkOfPessoa,
  lock,
  resolvePessoa,
  tableOfPapel,
} from './pessoa-checks';
import {
  articleOf,
  carregar,
  linkValues,
  type PapelDados,
  type Partes,
  paraEdicao,
  registroDe,
  type VinculoPapel,
} from './pessoa-papel';
import {
  fillCaracteristicas,
  insertEndereco,
  partindoDoCadastro,
  recordPessoaInCaso,
} from './pessoa-registro';

type VitimaCreate = z.output<typeof vitimaCreateRequest>;
type VinculoCreate = z.output<typeof vinculoCreateRequest>;

/**
 * Adds a person to the case in a role. The person may be a known one (picked by id, or holding the
 * CPF sent): the case's record of them starts from what is known, what was sent winning, and no
 * other case's record changes. The link's id makes the create idempotent: the same request again
 * answers the same person.
 */
async function criar(
  ctx: ServiceContext,
  casoId: string,
  body: Partes & { id: string },
  papel: PapelDados,
): Promise<Created<PessoaCaso>> {
  await contarCpfDigitado(ctx, casoId, body.pessoa.id, body.pessoa.cpf);
  return ctx.db.transaction(async (tx) => {
    const { caso, actor } = await loadCasoForWrite(ctx, tx, casoId);
    await lock(tx, `vinculo:${body.id}`);
    if (body.pessoa.cpf) await lock(tx, `cpf:${body.pessoa.cpf}`);
    const values = await linkValues(tx, casoId, papel, body.anotacoes);
    await checkCidade(tx, body.endereco?.cidade_id);
    const existente = await resolvePessoa(tx, body.pessoa);
    const pessoaId = existente?.id ?? body.pessoa.id;
    const table = tableOfPapel(papel.papel);
    const link = { id: body.id, casoId, pessoaId, ...values };

    if (await findRepeat(tx, table, body.id, link)) {
      const repetido = await carregar(tx, papel.papel, casoId, pessoaId);
      const alvo = registroDe(casoId, papel.papel, body.id, repetido.pessoa.nome);
      await audit(tx, registroDevolvido(alvo, actor.id, { criacao: true }));
      return { value: repetido, created: false };
    }
    if (existente && (await linkOfPessoa(tx, papel.papel, casoId, pessoaId)))
      throw alreadyInCaso(papel.papel);

    const { id: _id, ...sent } = body.pessoa;
    await checkCpfUnused(tx, sent.cpf, pessoaId);
    const registro = await recordPessoaInCaso(tx, casoId, pessoaId, existente, sent, actor);
    // Operations queued after this create on the phone still name the phone's id.
    await recordAlias(tx, body.pessoa.id, pessoaId);
    const known = existente !== null && partindoDoCadastro(actor);
    await insertEndereco(tx, casoId, pessoaId, body.endereco, known, actor);
    await fillCaracteristicas(tx, casoId, pessoaId, body.caracteristicas_fisicas, known, actor);
    const { tipo } = PAPEL_LABELS[papel.papel];
    await insertOnce(
      tx,
      table,
      { ...link, createdBy: actor.id },
      {
        audit: () => ({
          action: `${papel.papel}.created`,
          message: `${tipo} ${registro.nome} adicionad${articleOf(papel.papel)} ao caso ${caso.identificador}`,
          userId: actor.id,
          casoId,
          context: { vinculoId: body.id, pessoaId, pessoaExistente: existente !== null },
        }),
      },
    );
    return { value: await carregar(tx, papel.papel, casoId, pessoaId), created: true };
  });
}

export function createVitima(ctx: ServiceContext, casoId: string, body: VitimaCreate) {
  return criar(ctx, casoId, body, { papel: 'vitima', dados: body.vitima });
}

export function createVinculo(ctx: ServiceContext, papel: VinculoPapel, casoId: string, body: VinculoCreate) {
  return criar(ctx, casoId, body, { papel, dados: body.vinculo });
}

/**
 * Removes the person from the case in that role; the case's record of them, their documents and
 * their other cases stay. Already removed answers the same (the outbox may resend a delete).
 */
export async function deletePessoaCaso(
  ctx: ServiceContext,
  papel: PessoaPapel,
  casoId: string,
  idEnviado: string,
  query?: ExclusaoQuery,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { caso, actor } = await loadCasoForWrite(ctx, tx, casoId);
    const pessoaId = await resolvePessoaId(tx, idEnviado);
    const table = tableOfPapel(papel);
    const lido = await loadPessoaCaso(tx, papel, casoId, pessoaId);
    const alvo = lido && registroDe(casoId, papel, lido.id, lido.pessoa.nome);
    const versao = alvo ? await conferirExclusao(tx, alvo, actor.id, query) : 1;
    // Read again under the record's lock: an edit that landed first is in the last values.
    const ultimo = alvo ? await loadPessoaCaso(tx, papel, casoId, pessoaId) : null;
    const [removed] = await tx
      .delete(table)
      .where(and(eq(table.casoId, casoId), eq(table.pessoaId, pessoaId)))
      .returning({ id: table.id });
    if (!removed) {
      const rastro = { action: `${papel}.deleted` as const, casoId, context: { pessoaId } };
      return exigirApagado(tx, rastro, 'Pessoa não encontrada neste caso.');
    }
    if (alvo && ultimo) await registrarExclusao(tx, alvo, actor.id, versao, paraEdicao(ultimo));
    const [pessoa] = await tx
      .select({ nome: pessoasCaso.nome })
      .from(pessoasCaso)
      .where(and(eq(pessoasCaso.casoId, casoId), eq(pessoasCaso.pessoaId, pessoaId)));
    await audit(tx, {
      action: `${papel}.deleted`,
      message: `${PAPEL_LABELS[papel].tipo} ${pessoa?.nome ?? pessoaId} removid${articleOf(papel)} do caso ${caso.identificador}`,
      userId: actor.id,
      casoId,
      context: { vinculoId: removed.id, pessoaId },
    });
  });
}
