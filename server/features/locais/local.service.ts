/**
 * The scene's location (one per case) and the security cameras around it: saved by the case's
 * members within the edit window, each write with its audit row. The map image of a spot is made
 * after the commit (mapa.service), so a tile server that does not answer never blocks a save.
 */
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Camera,
  cameraCreateRequest,
  LocalCrime,
  localCrimeCreateRequest,
} from '../../../shared/schemas/locais';
import type { ExclusaoQuery } from '../../../shared/schemas/versao';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import type { Tx } from '../../db/client';
import { cameras, condicoesLocal, estados, locais, mediaObjects, municipios } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { exigirApagado } from '../../kit/apagado';
import type { Created, ServiceContext } from '../../kit/context';
import { conferirExclusao, registrarExclusao } from '../../kit/exclusao';
import { insertOnce } from '../../kit/insert-once';
import { presentCamera, presentLocal } from './local.view';

type LocalInput = z.output<typeof localCrimeCreateRequest>;
type CameraInput = z.output<typeof cameraCreateRequest>;

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

/** The state follows the chosen city; without one it is what the user set. */
export async function estadoDe(
  tx: Tx,
  cidadeId: number | null,
  estado: string | null,
): Promise<string | null> {
  if (cidadeId === null) return estado;
  const [row] = await tx
    .select({ uf: estados.uf })
    .from(municipios)
    .innerJoin(estados, eq(estados.id, municipios.estadoId))
    .where(eq(municipios.id, cidadeId));
  if (!row)
    throw new AppError('VALIDATION_FAILED', 'Cidade inválida.', [
      { path: 'cidade_id', message: 'Cidade inválida.' },
    ]);
  return row.uf;
}

async function colunasDe(tx: Tx, input: LocalInput | CameraInput) {
  return {
    rua: input.rua,
    numero: input.numero,
    bairro: input.bairro,
    complemento: input.complemento,
    cidade_id: input.cidade_id,
    cep: input.cep,
    estado: await estadoDe(tx, input.cidade_id, input.estado),
    latitude: input.latitude,
    longitude: input.longitude,
    precisaoM: input.precisao_m,
    obtidaEm: input.obtida_em === null ? null : new Date(input.obtida_em),
  };
}

/** What the log says of a spot: where and how it was known, never more than the record holds. */
const rastro = (values: Awaited<ReturnType<typeof colunasDe>>) => ({
  latitude: values.latitude,
  longitude: values.longitude,
  precisao_m: values.precisaoM,
  obtida_em: values.obtidaEm?.toISOString() ?? null,
  origem: values.precisaoM === null ? 'manual' : 'dispositivo',
});

export async function createLocalCrime(
  ctx: ServiceContext,
  casoId: string,
  input: LocalInput,
): Promise<Created<LocalCrime>> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const { actor } = await loadCasoForWrite(ctx, tx, casoId);
      const values = await colunasDe(tx, input);
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
  input: CameraInput,
): Promise<Created<Camera>> {
  return ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const values = await colunasDe(tx, input);
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
    const [row] = await tx.select().from(locais).where(eq(locais.id, localId));
    if (!row) {
      await exigirApagado(tx, { action: 'local.deleted', casoId, context: { localId } }, LOCAL_NOT_FOUND);
      return { mediaKeys: [] };
    }
    if (row.casoId !== casoId) throw notFound(LOCAL_NOT_FOUND);
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const alvo = { casoId, recurso: 'local', registroId: localId, registro: 'Local do Crime' };
    const versao = await conferirExclusao(tx, alvo, actor.id, query);
    const [ultimo] = await tx
      .delete(locais)
      .where(and(eq(locais.id, localId), eq(locais.casoId, casoId)))
      .returning();
    await registrarExclusao(tx, alvo, actor.id, versao, ultimo ?? row);
    const mediaKeys = await apagarMapa(tx, row.mapaMediaId);
    await audit(tx, {
      action: 'local.deleted',
      message: 'Local do crime apagado',
      userId: actor.id,
      casoId,
      context: { localId, latitude: row.latitude, longitude: row.longitude, mapaMediaId: row.mapaMediaId },
    });
    return { mediaKeys };
  });
}

export async function deleteCamera(
  ctx: ServiceContext,
  casoId: string,
  cameraId: string,
  query?: ExclusaoQuery,
): Promise<Removido> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(cameras).where(eq(cameras.id, cameraId));
    if (!row) {
      await exigirApagado(tx, { action: 'camera.deleted', casoId, context: { cameraId } }, CAMERA_NOT_FOUND);
      return { mediaKeys: [] };
    }
    if (row.casoId !== casoId) throw notFound(CAMERA_NOT_FOUND);
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const alvo = { casoId, recurso: 'camera', registroId: cameraId, registro: 'Câmera de Segurança' };
    const versao = await conferirExclusao(tx, alvo, actor.id, query);
    const [ultimo] = await tx
      .delete(cameras)
      .where(and(eq(cameras.id, cameraId), eq(cameras.casoId, casoId)))
      .returning();
    await registrarExclusao(tx, alvo, actor.id, versao, ultimo ?? row);
    const mediaKeys = await apagarMapa(tx, row.imagemMediaId);
    await audit(tx, {
      action: 'camera.deleted',
      message: 'Câmera de segurança apagada',
      userId: actor.id,
      casoId,
      context: { cameraId, latitude: row.latitude, longitude: row.longitude, mapaMediaId: row.imagemMediaId },
    });
    return { mediaKeys };
  });
}
