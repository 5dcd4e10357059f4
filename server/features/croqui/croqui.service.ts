/**
 * The croqui of a case as a PNG for the report: the same markers the /croqui screen shows
 * (shared/croqui.ts), drawn on a static map composed on the server (server/geo/static-map.ts).
 * Reading it reads the case's positions, so it is on record like any other read of the case.
 */

import sharp from 'sharp';
import { type Enquadramento, enquadramentoDoCroqui, marcadoresDoCroqui } from '../../../shared/croqui';
import { iconeCroqui } from '../../../shared/croqui-icones';
import { latitudeDe, longitudeDe } from '../../../shared/geo';
import { auditRead } from '../../audit/audit';
import { loadCasoForRead } from '../../auth/caso-access';
import { AppError } from '../../errors';
import {
  MIN_SIZE as ALTURA_MINIMA_DO_MAPA,
  type MapMark,
  type MapView,
  type StaticMap,
} from '../../geo/static-map';
import { requireActor, type ServiceContext } from '../../kit/context';
import { presentCaso } from '../casos/caso.view';
import { legendaDoCroqui } from './croqui-legenda';

export const CROQUI_VAZIO = 'O caso não tem posição registrada para o croqui.';
export const SEM_MAPA = 'Mapa de fundo indisponível';

export interface CroquiImagem {
  png: Buffer;
  /** False when some tile could not be had: the marks stand on plain ground there. */
  mapaCompleto: boolean;
}

/** A band across the top of the map (inside the 50 px kept free of marks) saying the map is missing. */
const AVISO_SEM_MAPA = (largura: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${largura}" height="26"><rect width="${largura}" height="26" fill="#fff3bf" fill-opacity="0.95"/><text x="${largura / 2}" y="17" font-family="DejaVu Sans, Arial, sans-serif" font-size="12" font-weight="700" text-anchor="middle" fill="#5c3c00">${SEM_MAPA}</text></svg>`,
  );

function vistaDe(enquadramento: Enquadramento): MapView {
  if (enquadramento.tipo === 'centro') {
    const { centro, zoom } = enquadramento;
    return { centre: { latitude: latitudeDe(centro), longitude: longitudeDe(centro) }, zoom };
  }
  const { limites, padding, zoomMaximo } = enquadramento;
  return {
    bounds: { south: limites.sul, west: limites.oeste, north: limites.norte, east: limites.leste },
    padding,
    maxZoom: zoomMaximo,
  };
}

export async function getCroquiImagem(
  ctx: ServiceContext,
  mapa: StaticMap,
  casoId: string,
  tamanho: { largura: number; altura: number },
): Promise<CroquiImagem> {
  const actor = requireActor(ctx);
  const { caso, acesso } = await loadCasoForRead(ctx, casoId);
  // The case as its parts give it (registry): each part that has a place on the croqui is in it.
  const marcadores = marcadoresDoCroqui(await presentCaso(ctx, ctx.db, caso, acesso));
  await auditRead(ctx.db, {
    action: 'croqui.read',
    message: `Croqui do caso ${caso.identificador} consultado`,
    userId: actor.id,
    casoId: caso.id,
    context: { acesso, marcadores: marcadores.length, ...tamanho },
  });
  if (marcadores.length === 0) throw new AppError('CROQUI_VAZIO', CROQUI_VAZIO);

  const marcas: MapMark[] = marcadores.map((marcador) => {
    const icone = iconeCroqui(marcador.tipo, marcador.sigla);
    return {
      latitude: latitudeDe(marcador.coordenadas),
      longitude: longitudeDe(marcador.coordenadas),
      image: Buffer.from(icone.svg),
      width: icone.largura,
      height: icone.altura,
      anchor: icone.ancora,
    };
  });
  // The legend takes a band at the bottom, never more than half the image (nor the map's least
  // height); the map fills the rest of the size asked.
  const legenda = legendaDoCroqui(
    marcadores,
    tamanho.largura,
    tamanho.altura - Math.max(ALTURA_MINIMA_DO_MAPA, Math.ceil(tamanho.altura / 2)),
  );
  const alturaMapa = tamanho.altura - (legenda?.altura ?? 0);
  // The tile server down (or offline at a station) still gives the croqui: the marks on plain
  // ground, saying so, rather than no image in the report.
  const { png, missingTiles } = await mapa.renderMarks(marcas, vistaDe(enquadramentoDoCroqui(marcadores)), {
    width: tamanho.largura,
    height: alturaMapa,
  });
  const camadas = [
    ...(missingTiles > 0 ? [{ input: AVISO_SEM_MAPA(tamanho.largura), left: 0, top: 0 }] : []),
    ...(legenda ? [{ input: legenda.svg, left: 0, top: alturaMapa }] : []),
  ];
  if (camadas.length === 0) return { png, mapaCompleto: true };
  return {
    png: await sharp(png)
      .extend({ bottom: legenda?.altura ?? 0, background: '#ffffff' })
      .composite(camadas)
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
    mapaCompleto: missingTiles === 0,
  };
}
