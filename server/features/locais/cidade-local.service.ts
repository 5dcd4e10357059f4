/**
 * The city of a spot saved with a position but without a city: recorded offline, where the phone
 * could not look the address up. The dashboard counts deaths by the scene's city, so the server
 * looks the position up itself when the record arrives (the same geocoder and municipality match
 * as the forms' lookup) and fills the city and its state — never what the user typed. When the
 * geocoder does not answer the record keeps no city, the screens say 'Cidade a confirmar' and a
 * member gives it later (setLocalCidade, setCameraCidade).
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { Camera, LocalCrime, localCidadeAtualizacao } from '../../../shared/schemas/locais';
import { audit } from '../../audit/audit';
import { loadCasoForWrite } from '../../auth/caso-access';
import type { DbOrTx } from '../../db/client';
import { cameras, locais } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import type { Geocoder } from '../../geo/geocoder';
import type { Created, ServiceContext } from '../../kit/context';
import { estadoDe } from '../../kit/lugar';
import { editarRegistro, travarRegistro } from '../../kit/versao';
import { getEnderecoReverso } from './endereco-reverso.service';
import { presentCamera, presentLocal } from './local.view';

type Tabela = typeof locais | typeof cameras;
type LocalCidadeEnvio = z.output<typeof localCidadeAtualizacao>;

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
    cidade = (await getEnderecoReverso(ctx, geocoder, latitude, longitude)).endereco?.cidade ?? null;
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
  envio: LocalCidadeEnvio,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const { actor } = await loadCasoForWrite(ctx, tx, casoId);
    const qual = tabela === locais ? 'local' : 'camera';
    await travarRegistro(tx, id);
    const [row] = await tx
      .select({ cidade_id: tabela.cidade_id })
      .from(tabela)
      .where(and(eq(tabela.id, id), eq(tabela.casoId, casoId)));
    if (!row) throw notFound(NAO_ENCONTRADO[qual]);
    const presente = () => (tabela === locais ? presentLocal(tx, id) : presentCameraById(tx, id));
    await editarRegistro(tx, {
      alvo: { casoId, recurso: qual, registroId: id, registro: ROTULO[qual] },
      actorId: actor.id,
      envio,
      atual: { cidade_id: row.cidade_id },
      leitura: presente,
      gravar: async ({ cidade_id: cidadeId }) => {
        const estado = cidadeId === null ? null : await estadoDe(tx, cidadeId, null);
        await tx
          .update(tabela)
          .set({ cidade_id: cidadeId, estado, updatedAt: ctx.now() })
          .where(eq(tabela.id, id));
        await audit(tx, {
          action: `${qual}.cidade_informada`,
          message: 'Cidade do local informada',
          userId: actor.id,
          casoId,
          context: { spotId: id, cidadeId },
        });
      },
    });
  });
}

const ROTULO = { local: 'Local do Crime', camera: 'Câmera de Segurança' };

async function presentCameraById(db: DbOrTx, id: string): Promise<Camera> {
  const [row] = await db.select().from(cameras).where(eq(cameras.id, id));
  if (!row) throw notFound(NAO_ENCONTRADO.camera);
  return presentCamera(db, row);
}

export async function setLocalCidade(
  ctx: ServiceContext,
  casoId: string,
  localId: string,
  envio: LocalCidadeEnvio,
): Promise<LocalCrime> {
  await definirCidade(ctx, locais, casoId, localId, envio);
  return presentLocal(ctx.db, localId);
}

export async function setCameraCidade(
  ctx: ServiceContext,
  casoId: string,
  cameraId: string,
  envio: LocalCidadeEnvio,
): Promise<Camera> {
  await definirCidade(ctx, cameras, casoId, cameraId, envio);
  return presentCameraById(ctx.db, cameraId);
}
