/**
 * What a picked file really is, read from its first bytes (the name and the browser's type can lie):
 * JPEG and PNG photos, and the videos a phone's camera makes (spec §5: the vestígio picker also
 * accepts video).
 */

import { extensaoDe } from '../../../shared/midia-nome';
import type { MidiaContentType, MidiaKind } from '../../../shared/schemas/vestigios';
import { typeFromBytes } from '../../lib/image-type';

export const ACCEPT_MIDIA = 'image/jpeg,image/png,video/webm,video/mp4,video/quicktime';

/** Spec §5 for documents, widened to video for the vestígio picker. */
export const TIPO_NAO_PERMITIDO = 'Apenas arquivos JPEG, PNG e vídeos são permitidos';

const EBML = [0x1a, 0x45, 0xdf, 0xa3];

function videoFromBytes(start: Uint8Array): MidiaContentType | null {
  if (EBML.every((byte, i) => start[i] === byte)) return 'video/webm';
  // ISO base media: a box size, then 'ftyp', then the brand; QuickTime's brand is 'qt  '.
  const ascii = String.fromCharCode(...start.slice(4, 12));
  if (ascii.startsWith('ftyp')) return ascii.slice(4) === 'qt  ' ? 'video/quicktime' : 'video/mp4';
  return null;
}

export function midiaTypeFromBytes(
  start: Uint8Array,
): { kind: MidiaKind; contentType: MidiaContentType } | null {
  const imagem = typeFromBytes(start);
  if (imagem) return { kind: 'photo', contentType: imagem };
  const video = videoFromBytes(start);
  return video ? { kind: 'video', contentType: video } : null;
}

export function nomeDoArquivo(contentType: MidiaContentType, base = 'vestigio'): string {
  return `${base}.${extensaoDe(contentType)}`;
}

/** The picked file with the type its bytes show (the same bytes), or null when it is not accepted. */
export async function midiaAceita(
  file: File,
): Promise<{ kind: MidiaKind; contentType: MidiaContentType; blob: Blob; filename: string } | null> {
  const start = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  const tipo = midiaTypeFromBytes(start);
  if (!tipo) return null;
  const blob = file.type === tipo.contentType ? file : new Blob([file], { type: tipo.contentType });
  return { ...tipo, blob, filename: file.name || nomeDoArquivo(tipo.contentType) };
}
