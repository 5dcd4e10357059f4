/**
 * The croqui of a case as a PNG for the report: the same markers the /croqui screen shows
 * (shared/croqui.ts), drawn on a static map composed on the server (server/geo/static-map.ts).
 * Reading it reads the case's positions, so it is on record like any other read of the case.
 */

import sharp from 'sharp';
import { type Enquadramento, enquadramentoDoCroqui, marcadoresDoCroqui } from '../../shared/croqui';
import { iconeCroqui } from '../../shared/croqui-icones';
import { latitudeDe, longitudeDe } from '../../shared/geo';
import { auditRead } from '../audit/audit';
import { loadCasoForRead } from '../auth/caso-access';
import { AppError } from '../errors';
import { type MapMark, type MapView, type StaticMap, TilesUnavailableError } from '../geo/static-map';
import { requireActor, type ServiceContext } from './context';
import { legendaDoCroqui } from './croqui-legenda';
import { loadLocaisDoCaso } from './local.view';
import { loadVestigiosDoCaso } from './vestigio.view';

export const CROQUI_VAZIO = 'O caso não tem posição registrada para o croqui.';
export const MAPA_INDISPONIVEL = 'O servidor de mapas não respondeu. Tente novamente mais tarde.';

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
): Promise<Buffer> {
  const actor = requireActor(ctx);
  const { caso, acesso } = await loadCasoForRead(ctx, casoId);
  const { geolocalizacao_caso, geolocalizacao_camera } = await loadLocaisDoCaso(ctx.db, caso.id);
  const vestigios = await loadVestigiosDoCaso(ctx.db, caso.id);
  const marcadores = marcadoresDoCroqui({ geolocalizacao_caso, geolocalizacao_camera, vestigios });
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
  // The legend takes a band at the bottom; the map fills the rest of the size asked.
  const legenda = legendaDoCroqui(marcadores, tamanho.largura);
  const alturaMapa = tamanho.altura - (legenda?.altura ?? 0);
  let png: Buffer;
  try {
    png = await mapa.renderMarks(marcas, vistaDe(enquadramentoDoCroqui(marcadores)), {
      width: tamanho.largura,
      height: alturaMapa,
    });
  } catch (error) {
    if (error instanceof TilesUnavailableError) throw new AppError('MAPA_UNAVAILABLE', MAPA_INDISPONIVEL);
    throw error;
  }
  if (!legenda) return png;
  return sharp(png)
    .extend({ bottom: legenda.altura, background: '#ffffff' })
    .composite([{ input: legenda.svg, left: 0, top: alturaMapa }])
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}
