/** Victims, witnesses and suspects of a case: add, edit and remove, each in one transaction. */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { pickValues } from '../../../shared/schemas/fields';
import type {
  PessoaCaso,
  VinculoDados,
  VitimaDados,
  vinculoCreateRequest,
  vitimaCreateRequest,
  vitimaUpdateRequest,
} from '../../../shared/schemas/pessoa-caso';
import { vinculoFields, vitimaFields } from '../../../shared/schemas/pessoa-caso';
import {
  caracteristicasFields,
  enderecoFields,
  PAPEL_LABELS,
  type PessoaPapel,
} from '../../../shared/schemas/pessoas';
import type { ExclusaoQuery, VersaoBase } from '../../../shared/schemas/versao';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import type { Tx } from '../../db/client';
import { pessoasCaso } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { exigirApagado } from '../../kit/apagado';
import type { Created, ServiceContext } from '../../kit/context';
import { conferirExclusao, registrarExclusao } from '../../kit/exclusao';
import { findRepeat, insertOnce } from '../../kit/insert-once';
import { recordAlias, resolvePessoaId } from '../../kit/pessoa-alias';
import {
  type Alvo,
  reconciliar,
  registrarAlteracao,
  registroDevolvido,
  travarRegistro,
} from '../../kit/versao';
import { loadPessoaCaso } from './pessoa-caso.view';
import {
  alreadyInCaso,
  checkCidade,
  checkCpfUnused,
  checkEncaminhado,
  checkVitimaInCaso,
  linkOfPessoa,
  lock,
  resolvePessoa,
  tableOfPapel,
} from './pessoa-checks';
import {
  changedFields,
  fillCaracteristicas,
  insertEndereco,
  recordPessoaInCaso,
  updateCaracteristicas,
  updateEndereco,
  updatePessoaInCaso,
} from './pessoa-registro';

type VinculoPapel = 'testemunha' | 'suspeito';
/** What create and update share: the person, their address and traits, and the case notes. */
type Partes = Omit<z.output<typeof vitimaUpdateRequest>, 'vitima'>;
type VitimaCreate = z.output<typeof vitimaCreateRequest>;
type VinculoCreate = z.output<typeof vinculoCreateRequest>;

/** The role's own part of a request: the victim's facts, or a witness's or suspect's link. */
export type PapelDados =
  | { papel: 'vitima'; dados: VitimaDados }
  | { papel: VinculoPapel; dados: VinculoDados };

/** The link row's values, checked against the database (the referral place, the linked victim). */
async function linkValues(tx: Tx, casoId: string, papel: PapelDados, anotacoes: string | null) {
  if (papel.papel === 'vitima') await checkEncaminhado(tx, papel.dados.encaminhado);
  else await checkVitimaInCaso(tx, casoId, papel.dados.vitimaVinculoId);
  return { ...papel.dados, anotacoes };
}

function articleOf(papel: PessoaPapel): string {
  return PAPEL_LABELS[papel].article;
}

async function carregar(tx: Tx, papel: PessoaPapel, casoId: string, pessoaId: string): Promise<PessoaCaso> {
  const pessoa = await loadPessoaCaso(tx, papel, casoId, pessoaId);
  if (!pessoa) throw notFound('Pessoa não encontrada neste caso.');
  return pessoa;
}

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
    const known = existente !== null;
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

type VitimaEdicao = z.output<typeof vitimaUpdateRequest>;
type VinculoEdicao = Partes & { vinculo: VinculoDados };
type Edicao = Partes & { vitima?: VitimaDados; vinculo?: VinculoDados };
/** An update as sent: the parts changed, the person's with only the fields that change. */
type Envio<T extends Partes> = Partial<Omit<T, 'pessoa'>> & {
  pessoa?: Partial<T['pessoa']> & Pick<T['pessoa'], 'id'>;
} & VersaoBase;

/** A person of the case in the shape its edit sends: what the parts sent are laid over. */
function paraEdicao(lido: PessoaCaso): Edicao {
  const { endereco, caracteristicas_fisicas: traços } = lido;
  const partes: Edicao = {
    pessoa: lido.pessoa,
    endereco: endereco ? { id: endereco.id, ...pickValues(enderecoFields, endereco) } : null,
    caracteristicas_fisicas: traços ? pickValues(caracteristicasFields, traços) : null,
    anotacoes: lido.anotacoes,
  } as Edicao;
  if (lido.vitima) partes.vitima = pickValues(vitimaFields, lido.vitima) as VitimaDados;
  else partes.vinculo = pickValues(vinculoFields, lido) as VinculoDados;
  return partes;
}

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

/** How the history names a person of the case. */
function registroDe(casoId: string, papel: PessoaPapel, vinculoId: string, nome: string): Alvo {
  return { casoId, recurso: papel, registroId: vinculoId, registro: `${PAPEL_LABELS[papel].tipo}: ${nome}` };
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
