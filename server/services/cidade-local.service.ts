/**
 * The city of a spot saved with a position but without a city: recorded offline, where the phone
 * could not look the address up. The dashboard counts deaths by the scene's city, so the server
 * looks the position up itself when the record arrives (the same geocoder and municipality match
 * as the forms' lookup) and fills the city and its state — never what the user typed. When the
 * geocoder does not answer the record keeps no city, the screens say 'Cidade a confirmar' and a
 * member gives it later (setLocalCidade, setCameraCidade).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Camera, LocalCrime } from '../../shared/schemas/locais';
import { audit } from '../audit/audit';
import { loadCasoForWrite } from '../auth/caso-access';
import { cameras, locais } from '../db/schema';
import { AppError, notFound } from '../errors';
import type { Geocoder } from '../geo/geocoder';
import type { Created, ServiceContext } from './context';
import { buscarEnderecoReverso } from './endereco-reverso.service';
import { estadoDe } from './local.service';
import { presentCamera, presentLocal } from './local.view';

type Tabela = typeof locais | typeof cameras;

/** The scene just saved (or saved again), with its city filled from its position when it had none. */
export async function cidadeDoLocal(
  ctx: ServiceContext,
  geocoder: Geocoder,
  casoId: string,
  salvo: Created<LocalCrime>,
): Promise<Created<LocalCrime>> {
  if (!(await completarCidade(ctx, geocoder, locais, casoId, salvo.value))) return salvo;
  return { ...salvo, value: await presentLocal(ctx.db, salvo.value.id) };
}

/** A camera just saved, as cidadeDoLocal. */
export async function cidadeDaCamera(
  ctx: ServiceContext,
  geocoder: Geocoder,
  casoId: string,
  salvo: Created<Camera>,
): Promise<Created<Camera>> {
  if (!(await completarCidade(ctx, geocoder, cameras, casoId, salvo.value))) return salvo;
  const [row] = await ctx.db.select().from(cameras).where(eq(cameras.id, salvo.value.id));
  return row ? { ...salvo, value: await presentCamera(ctx.db, row) } : salvo;
}

/**
 * Fills the city of a spot that has a position and no city; true when it did. A failed lookup is
 * not an error of the save: the spot stays as the user sent it.
 */
async function completarCidade(
  ctx: ServiceContext,
  geocoder: Geocoder,
  tabela: Tabela,
  casoId: string,
  spot: Camera,
): Promise<boolean> {
  if (spot.cidade !== null || spot.coordenadas === null) return false;
  const [longitude, latitude] = spot.coordenadas;
  let cidade: { id: number; uf: string } | null;
  try {
    cidade = (await buscarEnderecoReverso(ctx, geocoder, latitude, longitude)).endereco?.cidade ?? null;
  } catch (error) {
    if (error instanceof AppError) return false;
    throw error;
  }
  // A state the user chose is kept: a city found in another one is not taken.
  if (!cidade || (spot.estado !== null && spot.estado !== cidade.uf)) return false;
  const achada = cidade;
  return ctx.db.transaction(async (tx) => {
    const atualizados = await tx
      .update(tabela)
      .set({ cidade_id: achada.id, estado: achada.uf, updatedAt: ctx.now() })
      .where(and(eq(tabela.id, spot.id), isNull(tabela.cidade_id)))
      .returning({ id: tabela.id });
    if (atualizados.length === 0) return false;
    await audit(tx, {
      action: tabela === locais ? 'local.cidade_derivada' : 'camera.cidade_derivada',
      message: 'Cidade obtida da posição pelo servidor',
      casoId,
      context: { spotId: spot.id, cidadeId: achada.id, latitude, longitude, origem: 'geocodificador' },
    });
    return true;
  });
}

const NAO_ENCONTRADO = { local: 'Local do crime não encontrado.', camera: 'Câmera não encontrada.' };

/**
 * The city a member gives later to a spot saved without one (within the edit window), with its
 * state; the same answer when sent again.
 */
async function definirCidade(
  ctx: ServiceContext,
  tabela: Tabela,
  casoId: string,
  id: string,
  cidadeId: number,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const estado = await estadoDe(tx, cidadeId, null);
    const atualizados = await tx
      .update(tabela)
      .set({ cidade_id: cidadeId, estado, updatedAt: ctx.now() })
      .where(and(eq(tabela.id, id), eq(tabela.casoId, casoId)))
      .returning({ id: tabela.id });
    const qual = tabela === locais ? 'local' : 'camera';
    if (atualizados.length === 0) throw notFound(NAO_ENCONTRADO[qual]);
    await audit(tx, {
      action: `${qual}.cidade_informada`,
      message: 'Cidade do local informada',
      userId: actor.id,
      casoId,
      context: { spotId: id, cidadeId },
    });
  });
}

export async function setLocalCidade(
  ctx: ServiceContext,
  casoId: string,
  localId: string,
  cidadeId: number,
): Promise<LocalCrime> {
  await definirCidade(ctx, locais, casoId, localId, cidadeId);
  return presentLocal(ctx.db, localId);
}

export async function setCameraCidade(
  ctx: ServiceContext,
  casoId: string,
  cameraId: string,
  cidadeId: number,
): Promise<Camera> {
  await definirCidade(ctx, cameras, casoId, cameraId, cidadeId);
  const [row] = await ctx.db.select().from(cameras).where(eq(cameras.id, cameraId));
  if (!row) throw notFound(NAO_ENCONTRADO.camera);
  return presentCamera(ctx.db, row);
}
