/**
 * What a picked file really is, read from its first bytes: the name and the browser's type can
 * both lie (a renamed PDF, a phone gallery that reports no type), and only JPEG and PNG are kept.
 */
import type { DOCUMENTO_CONTENT_TYPES } from '../../../shared/schemas/documentos';

export type TipoImagem = (typeof DOCUMENTO_CONTENT_TYPES)[number];

const ASSINATURAS: { tipo: TipoImagem; bytes: readonly number[] }[] = [
  { tipo: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { tipo: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
];

const MAIOR_ASSINATURA = Math.max(...ASSINATURAS.map((assinatura) => assinatura.bytes.length));

/** The image type whose signature the bytes start with, or null. */
export function tipoPelosBytes(inicio: Uint8Array): TipoImagem | null {
  const encontrada = ASSINATURAS.find(({ bytes }) => bytes.every((byte, i) => inicio[i] === byte));
  return encontrada?.tipo ?? null;
}

/** Reads only the first bytes, so a large photo is not loaded into memory to be checked. */
export async function tipoDoArquivo(arquivo: Blob): Promise<TipoImagem | null> {
  const inicio = new Uint8Array(await arquivo.slice(0, MAIOR_ASSINATURA).arrayBuffer());
  return tipoPelosBytes(inicio);
}

const EXTENSAO: Record<TipoImagem, string> = { 'image/jpeg': 'jpg', 'image/png': 'png' };

/**
 * The picked file as it will be kept and sent: the same bytes, labelled with the type its bytes
 * show (the multipart part carries it), and a name even when the picker gave none.
 */
export async function imagemAceita(arquivo: File): Promise<{ blob: Blob; nome: string } | null> {
  const tipo = await tipoDoArquivo(arquivo);
  if (!tipo) return null;
  const blob = arquivo.type === tipo ? arquivo : new Blob([arquivo], { type: tipo });
  return { blob, nome: arquivo.name || `documento.${EXTENSAO[tipo]}` };
}
