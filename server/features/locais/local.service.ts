/**
 * The scene's location (one per case) and the security cameras around it: saved by the case's
 * members within the edit window, each write with its audit row. The map image of a spot is made
 * after the commit (mapa.service), so a tile server that does not answer never blocks a save.
 */
import { eq } from 'drizzle-orm';
import type { OperationBody } from '../../../shared/api';
import type { Camera, LocalCrime } from '../../../shared/schemas/locais';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { loadCasoForWrite } from '../../auth/caso-access';
import type { Tx } from '../../db/client';
import { cameras, condicoesLocal, locais, mediaObjects } from '../../db/schema';
import { AppError } from '../../errors';
import { apagarDoCaso } from '../../kit/apagar-do-caso';
import type { Created, ServiceContext } from '../../kit/context';
import { insertOnce } from '../../kit/insert-once';
import { colunasDoLugar } from '../../kit/lugar';
import { presentCamera, presentLocal } from './local.view';

const LOCAL_NOT_FOUND = 'Local do crime não encontrado.';
const CAMERA_NOT_FOUND = 'Câmera não encontrada.';
const LOCAL_EXISTS = 'Este caso já tem um local do crime. Apague-o para salvar outro.';

/** Whether an error (or what it wraps) is PostgreSQL's unique violation of this index. */
function violou(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const pg = current as Error & { code?: string; constraint?: string };
    if (pg.code === '23505' && pg.constraint === constraint) return true;
  }
  return false;
}

/** What the log says of a spot: where and how it was known, never more than the record holds. */
const rastro = (values: Awaited<ReturnType<typeof colunasDoLugar>>) => ({
  latitude: values.latitude,
  longitude: values.longitude,
  precisao_m: values.precisaoM,
  obtida_em: values.obtidaEm?.toISOString() ?? null,
  origem: values.precisaoM === null ? 'manual' : 'dispositivo',
});

export async function createLocalCrime(
  ctx: ServiceContext,
  casoId: string,
  input: OperationBody<'createLocalCrime'>,
): Promise<Created<LocalCrime>> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor } = await loadCasoForWrite(ctx, tx, casoId);
      const values = await colunasDoLugar(tx, input);
      const { created } = await insertOnce(
        tx,
        locais,
        { id: input.id, casoId, createdBy: actor.id, ...values },
        {
          serverSet: ['createdAt', 'updatedAt'],
          historico: {
            actorId: actor.id,
            alvo: (row) => ({ casoId, recurso: 'local', registroId: row.id, registro: 'Local do Crime' }),
          },
          audit: () => ({
            action: 'local.created',
            message: 'Local do crime salvo',
            userId: actor.id,
            casoId,
            context: { localId: input.id, ...rastro(values) },
          }),
        },
      );
      if (created) {
        const { local_interno, local_externo, ...resto } = input.condicoes;
        await tx.insert(condicoesLocal).values({
          id: input.id,
          localId: input.id,
          ...resto,
          localInterno: local_interno,
          localExterno: local_externo,
        });
      }
      return { value: await presentLocal(tx, input.id), created };
    });
  } catch (error) {
    if (violou(error, 'locais_caso_unico_idx')) throw new AppError('LOCAL_EXISTS', LOCAL_EXISTS);
    throw error;
  }
}

export async function createCamera(
  ctx: ServiceContext,
  casoId: string,
  input: OperationBody<'createCamera'>,
): Promise<Created<Camera>> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const values = await colunasDoLugar(tx, input);
    const { value, created } = await insertOnce(
      tx,
      cameras,
      { id: input.id, casoId, createdBy: actor.id, ...values },
      {
        serverSet: ['createdAt', 'updatedAt'],
        historico: {
          actorId: actor.id,
          alvo: (row) => ({ casoId, recurso: 'camera', registroId: row.id, registro: 'Câmera de Segurança' }),
        },
        audit: () => ({
          action: 'camera.created',
          message: 'Câmera de segurança salva',
          userId: actor.id,
          casoId,
          context: { cameraId: input.id, ...rastro(values) },
        }),
      },
    );
    return { value: await presentCamera(tx, value), created };
  });
}

/** The map images the removed rows leave, to drop from the store after the commit. */
export interface Removido {
  mediaKeys: string[];
}

async function apagarMapa(tx: Tx, mediaId: string | null): Promise<string[]> {
  if (mediaId === null) return [];
  const [media] = await tx.delete(mediaObjects).where(eq(mediaObjects.id, mediaId)).returning();
  return media ? [media.storageKey, ...(media.thumbnailKey ? [media.thumbnailKey] : [])] : [];
}

/** Deleting what is already gone answers as the first time: an outbox may send it twice. */
export async function deleteLocalCrime(
  ctx: ServiceContext,
  casoId: string,
  localId: string,
  query?: ExclusaoQuery,
): Promise<Removido> {
  return ctx.db.transaction(async (tx) => {
    const row = await apagarDoCaso(ctx, tx, locais, {
      casoId,
      id: localId,
      query,
      naoEncontrado: LOCAL_NOT_FOUND,
      action: 'local.deleted',
      chave: { localId },
      recurso: 'local',
      registro: () => 'Local do Crime',
      rastro: (apagado) => ({
        message: 'Local do crime apagado',
        context: {
          localId,
          latitude: apagado.latitude,
          longitude: apagado.longitude,
          mapaMediaId: apagado.mapaMediaId,
        },
      }),
    });
    return { mediaKeys: row ? await apagarMapa(tx, row.mapaMediaId) : [] };
  });
}

export async function deleteCamera(
  ctx: ServiceContext,
  casoId: string,
  cameraId: string,
  query?: ExclusaoQuery,
): Promise<Removido> {
  return ctx.db.transaction(async (tx) => {
    const row = await apagarDoCaso(ctx, tx, cameras, {
      casoId,
      id: cameraId,
      query,
      naoEncontrado: CAMERA_NOT_FOUND,
      action: 'camera.deleted',
      chave: { cameraId },
      recurso: 'camera',
      registro: () => 'Câmera de Segurança',
      rastro: (apagada) => ({
        message: 'Câmera de segurança apagada',
        context: {
          cameraId,
          latitude: apagada.latitude,
          longitude: apagada.longitude,
          mapaMediaId: apagada.imagemMediaId,
        },
      }),
    });
    return { mediaKeys: row ? await apagarMapa(tx, row.imagemMediaId) : [] };
  });
}
