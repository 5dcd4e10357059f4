import pLimit from 'p-limit';
import sharp from 'sharp';
import { AppError } from '../errors';
import type { StagedFile } from './media-store';

const THUMBNAIL_SIDE = 480;
const THUMBNAIL_QUALITY = 70;

export interface Imagem {
  width: number;
  height: number;
  miniatura: Buffer;
}

/**
 * Images a node decodes at once. sharp decodes on libuv's pool (four threads), the one that file
 * reads, uploads and the password hash at login use too: a 16000-pixel-square PNG takes seconds,
 * and ten sent together kept the pool busy while logins waited.
 */
export const decodificando = pLimit(2);

/**
 * Decodes the original (never rewriting it) for its size and a thumbnail turned upright per EXIF.
 * Bytes that do not decode are refused with `invalida`, the message of the screen that sent them.
 */
export function readImagem(file: StagedFile, invalida: string): Promise<Imagem> {
  return decodificando(() => decodificar(file, invalida));
}

async function decodificar(file: StagedFile, invalida: string): Promise<Imagem> {
  try {
    const metadata = await sharp(file.path).metadata();
    const miniatura = await sharp(file.path)
      .rotate()
      .resize(THUMBNAIL_SIDE, THUMBNAIL_SIDE, { fit: 'inside', withoutEnlargement: true })
      // JPEG has no transparency; a transparent PNG would otherwise turn black.
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: THUMBNAIL_QUALITY })
      .toBuffer();
    return { width: metadata.autoOrient.width, height: metadata.autoOrient.height, miniatura };
  } catch {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', invalida);
  }
}
