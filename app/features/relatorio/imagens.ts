/**
 * The images a report made on the device embeds, available offline: while the report screen is open
 * with signal, each photo's thumbnail, video poster and the location's map are fetched once,
 * downscaled to fit the paper's 330 × 280 (at twice the points, for print) and kept in IndexedDB
 * (ripDB `meta`, 'relatorio-img:<media id>', cleared with the rest at logout). A photo captured
 * offline and not uploaded yet is taken from the bytes the outbox holds.
 */
import { mediasDoRelatorio } from '../../../shared/pdf/relatorio';
import { ApiError, call } from '../../lib/api';
import { db as ripDB } from '../../offline/db';
import type { CasoView } from '../casos/caso-view';

const CHAVE = (mediaId: string) => `relatorio-img:${mediaId}`;
const LARGURA = 660;
const ALTURA = 560;

/** A JPEG data URL no larger than the paper needs. */
export async function reduzir(blob: Blob): Promise<string> {
  const bitmap = await createImageBitmap(blob);
  const escala = Math.min(1, LARGURA / bitmap.width, ALTURA / bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(bitmap.width * escala));
  canvas.height = Math.max(1, Math.round(bitmap.height * escala));
  const context = canvas.getContext('2d');
  if (!context) throw new Error('canvas 2d indisponível');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  return canvas.toDataURL('image/jpeg', 0.82);
}

function mapas(caso: CasoView): Set<string> {
  return new Set(caso.geolocalizacao_caso.flatMap((l) => (l.mapa_media_id ? [l.mapa_media_id] : [])));
}

/** Fetches what the device lacks; quietly stops at the first network failure (offline). */
export async function guardarImagens(caso: CasoView): Promise<number> {
  const ids = mediasDoRelatorio(caso);
  const guardadas = new Set((await ripDB.meta.bulkGet(ids.map(CHAVE))).flatMap((r) => (r ? [r.key] : [])));
  const doMapa = mapas(caso);
  let novas = 0;
  for (const mediaId of ids) {
    if (guardadas.has(CHAVE(mediaId))) continue;
    const midia = caso.vestigios.flatMap((v) => v.midias).find((m) => m.id === mediaId);
    // Videos without a poster and media still on the device are not fetched.
    if (midia && (midia.blob || !midia.miniatura_url)) continue;
    try {
      const blob = doMapa.has(mediaId)
        ? await call('getMedia', { params: { mediaId }, query: {} })
        : await call('getMediaMiniatura', { params: { mediaId } });
      await ripDB.meta.put({ key: CHAVE(mediaId), value: await reduzir(blob), savedAt: Date.now() });
      novas += 1;
    } catch {
      return novas;
    }
  }
  return novas;
}

/** The images the device holds for this case, by media id. */
export async function imagensDoAparelho(caso: CasoView): Promise<Record<string, string>> {
  const ids = mediasDoRelatorio(caso);
  const imagens: Record<string, string> = {};
  for (const record of await ripDB.meta.bulkGet(ids.map(CHAVE))) {
    if (record && typeof record.value === 'string')
      imagens[record.key.slice(CHAVE('').length)] = record.value;
  }
  for (const midia of caso.vestigios.flatMap((v) => v.midias)) {
    const local = midia.kind === 'photo' ? midia.blob : midia.posterBlob;
    if (!imagens[midia.id] && local) imagens[midia.id] = await reduzida(midia.id, local);
  }
  return imagens;
}

/**
 * A photo still on the device, downscaled once per media: the report screen asks again at every
 * change of the case (each row the outbox sends), and decoding a camera's photo each time costs the
 * phone. By id, since each read of the outbox gives a new Blob; a media's bytes never change.
 */
const reduzidas = new Map<string, Promise<string>>();
const GUARDADAS = 50;
function reduzida(mediaId: string, blob: Blob): Promise<string> {
  let imagem = reduzidas.get(mediaId);
  if (!imagem) {
    imagem = reduzir(blob);
    reduzidas.set(mediaId, imagem);
    imagem.catch(() => reduzidas.delete(mediaId));
    for (const antiga of reduzidas.keys()) {
      if (reduzidas.size <= GUARDADAS) break;
      reduzidas.delete(antiga);
    }
  }
  return imagem;
}

const CHAVE_CROQUI = (casoId: string) => `relatorio-croqui:${casoId}`;

/**
 * The croqui for a paper made on the device: fetched fresh with signal (the marks may have changed
 * since), kept for the next paper without it; none when the case has no position or it was never had.
 */
export async function croquiParaRelatorio(casoId: string): Promise<string | null> {
  if (navigator.onLine) {
    try {
      const imagem = await reduzir(await call('getCroquiImagem', { params: { casoId }, query: {} }));
      await ripDB.meta.put({ key: CHAVE_CROQUI(casoId), value: imagem, savedAt: Date.now() });
      return imagem;
    } catch (error) {
      if (error instanceof ApiError && error.code === 'CROQUI_VAZIO') {
        await ripDB.meta.delete(CHAVE_CROQUI(casoId));
        return null;
      }
    }
  }
  const guardado = await ripDB.meta.get(CHAVE_CROQUI(casoId));
  return typeof guardado?.value === 'string' ? guardado.value : null;
}
