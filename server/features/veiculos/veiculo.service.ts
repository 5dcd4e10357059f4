/**
 * The vehicles of a case (issue 42): added, edited field by field with their version, and deleted
 * by the case's members within the edit window, each write with its audit row. The plate is kept
 * with its search key; the person a vehicle is linked to must be one of the case's.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { POSICAO_INCOMPLETA, pickValues } from '../../../shared/schemas/fields';
import {
  chaveDaPlaca,
  posicaoIncompleta,
  VEICULO_RELACAO_OUTRA,
  type Veiculo,
  type VeiculoCreateOutput,
  type veiculoAtualizacao,
  veiculoFields,
} from '../../../shared/schemas/veiculos';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import type { Tx } from '../../db/client';
import { pessoasCaso, veiculos } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { apagarDoCaso } from '../../kit/apagar-do-caso';
import { autorDe } from '../../kit/autor';
import type { Created, ServiceContext } from '../../kit/context';
import { criarNoCaso } from '../../kit/criar-no-caso';
import { resolvePessoaId } from '../../kit/pessoa-alias';
import { editarRegistro, travarRegistro } from '../../kit/versao';
import { loadVeiculo, presentVeiculo } from './veiculo.view';

const VEICULO_NOT_FOUND = 'Veículo não encontrado.';
const PESSOA_FORA_DO_CASO = 'Pessoa não encontrada neste caso.';

type VeiculoRow = typeof veiculos.$inferSelect;
type Campos = ReturnType<typeof pickValues<typeof veiculoFields>>;

/** How the history names a vehicle. */
const VEICULO = {
  recurso: 'veiculo',
  registro: (row: VeiculoRow) => `Veículo: ${row.placa ?? row.marca_modelo ?? 'sem placa'}`,
};

/** What the log keeps of a vehicle: what identifies it. */
const rastro = (row: Pick<VeiculoRow, 'id' | 'placa' | 'chassi' | 'renavam' | 'relacao'>) => ({
  veiculoId: row.id,
  placa: row.placa,
  chassi: row.chassi,
  renavam: row.renavam,
  relacao: row.relacao,
});

/**
 * The person of the case the vehicle names, as stored: the id a phone made for a person the server
 * linked to a known one (pessoa_aliases) names that one, as in every other route. A vehicle queued
 * under it reached the server after the link and was refused as of no one in the case.
 */
async function pessoaDoCaso(tx: Tx, casoId: string, enviada: string | null): Promise<string | null> {
  if (enviada === null) return null;
  const pessoaId = await resolvePessoaId(tx, enviada);
  const [row] = await tx
    .select({ id: pessoasCaso.id })
    .from(pessoasCaso)
    .where(and(eq(pessoasCaso.casoId, casoId), eq(pessoasCaso.pessoaId, pessoaId)));
  if (!row) {
    throw new AppError('UNPROCESSABLE', PESSOA_FORA_DO_CASO, [
      { path: 'pessoa_id', message: PESSOA_FORA_DO_CASO },
    ]);
  }
  return pessoaId;
}

/** The columns of the fields, with the plate's key and the other relation only with 'Outro'. */
const colunas = (campos: Campos) => ({
  ...campos,
  relacao_outra: campos.relacao === VEICULO_RELACAO_OUTRA ? campos.relacao_outra : null,
  placaChave: campos.placa ? chaveDaPlaca(campos.placa) : null,
});

export async function createVeiculo(
  ctx: ServiceContext,
  casoId: string,
  input: VeiculoCreateOutput,
): Promise<Created<Veiculo>> {
  return ctx.db.transaction(async (tx) => {
    const pessoaId = await pessoaDoCaso(tx, casoId, input.pessoa_id);
    const { value, created } = await criarNoCaso(
      ctx,
      tx,
      veiculos,
      {
        casoId,
        ...VEICULO,
        action: 'veiculo.created',
        rastro: (row) => ({ message: `Veículo salvo: ${row.placa ?? 'sem placa'}`, context: rastro(row) }),
      },
      ({ actorId }) => ({
        id: input.id,
        casoId,
        ...colunas(pickValues(veiculoFields, { ...input, pessoa_id: pessoaId })),
        createdBy: actorId,
        createdAt: ctx.now(),
      }),
    );
    return { value: presentVeiculo(value, await autorDe(tx, value.createdBy)), created };
  });
}

export async function updateVeiculo(
  ctx: ServiceContext,
  casoId: string,
  veiculoId: string,
  input: z.output<typeof veiculoAtualizacao>,
): Promise<Veiculo> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    await travarRegistro(tx, veiculoId);
    const [row] = await tx.select().from(veiculos).where(eq(veiculos.id, veiculoId)).for('update');
    if (!row || row.casoId !== casoId) throw notFound(VEICULO_NOT_FOUND);
    const envio =
      input.pessoa_id === undefined
        ? input
        : { ...input, pessoa_id: await pessoaDoCaso(tx, casoId, input.pessoa_id) };
    await editarRegistro(tx, {
      alvo: { casoId, recurso: VEICULO.recurso, registroId: veiculoId, registro: VEICULO.registro(row) },
      actorId: actor.id,
      envio,
      atual: pickValues(veiculoFields, row),
      leitura: () => loadVeiculo(tx, veiculoId),
      gravar: async (final, campos) => {
        // An edit may send one coordinate: what it leaves must still be a whole position or none.
        if (posicaoIncompleta(final)) {
          throw new AppError('UNPROCESSABLE', POSICAO_INCOMPLETA, [
            { path: 'latitude', message: POSICAO_INCOMPLETA },
          ]);
        }
        await tx
          .update(veiculos)
          .set({ ...colunas(final), updatedAt: ctx.now() })
          .where(eq(veiculos.id, veiculoId));
        await audit(tx, {
          action: 'veiculo.updated',
          message: `Veículo editado: ${final.placa ?? 'sem placa'}`,
          userId: actor.id,
          casoId,
          context: { ...rastro({ id: veiculoId, ...final }), campos: campos.map((c) => c.campo) },
        });
      },
    });
    return loadVeiculo(tx, veiculoId);
  });
}

/** Deleting what is already gone answers as the first time: an outbox may send it twice. */
export async function deleteVeiculo(
  ctx: ServiceContext,
  casoId: string,
  veiculoId: string,
  query?: ExclusaoQuery,
): Promise<void> {
  await ctx.db.transaction((tx) =>
    apagarDoCaso(ctx, tx, veiculos, {
      casoId,
      id: veiculoId,
      query,
      naoEncontrado: VEICULO_NOT_FOUND,
      action: 'veiculo.deleted',
      chave: { veiculoId },
      ...VEICULO,
      rastro: (row) => ({ message: `Veículo apagado: ${row.placa ?? 'sem placa'}`, context: rastro(row) }),
    }),
  );
}
