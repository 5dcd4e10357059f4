/**
 * What a picked file really is, read from its first bytes: the name and the browser's type can
 * both lie (a renamed PDF, a phone gallery that reports no type), and only JPEG and PNG are kept.
 */
import type { DOCUMENTO_CONTENT_TYPES } from '../../shared/schemas/documentos';

export type ImageType = (typeof DOCUMENTO_CONTENT_TYPES)[number];

const SIGNATURES: { tipo: ImageType; bytes: readonly number[] }[] = [
  { tipo: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { tipo: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const LONGEST_SIGNATURE = Math.max(...SIGNATURES.map((assinatura) => assinatura.bytes.length));

/** The image type whose signature the bytes start with, or null. */
export function typeFromBytes(start: Uint8Array): ImageType | null {
  const found = SIGNATURES.find(({ bytes }) => bytes.every((byte, i) => start[i] === byte));
  return found?.tipo ?? null;
}

/** Reads only the first bytes, so a large photo is not loaded into memory to be checked. */
export async function typeOfFile(file: Blob): Promise<ImageType | null> {
  const start = new Uint8Array(await file.slice(0, LONGEST_SIGNATURE).arrayBuffer());
  return typeFromBytes(start);
}

const EXTENSION: Record<ImageType, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * The picked file as it will be kept and sent: the same bytes, labelled with the type its bytes
 * show (the multipart part carries it), and a name even when the picker gave none.
 */
export async function acceptedImage(file: File): Promise<{ blob: Blob; name: string } | null> {
  const tipo = await typeOfFile(file);
  if (!tipo) return null;
  const blob = file.type === tipo ? file : new Blob([file], { type: tipo });
  return { blob, name: file.name || `documento.${EXTENSION[tipo]}` };
}
