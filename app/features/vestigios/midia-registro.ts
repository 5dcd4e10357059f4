/**
 * What a court asks of each file, taken on the device the moment it is captured or picked, before
 * it is queued (issue 11 'Integrity from the first second'): its SHA-256 over the original bytes,
 * when (UTC), where (position and accuracy) and on which device. A file taken by the app's camera
 * is a capture; one picked from the device is an import, whose own metadata (EXIF, the container's
 * header, its name) goes apart and named as the file's (issue 27). Nothing here re-encodes the file.
 */
import type { CapturaAssinada } from '../../../shared/captura-assinatura';
import type { ArquivoMetadados, MidiaInput, MidiaKind, MidiaOrigem } from '../../../shared/schemas/vestigios';
import type { Leitura } from '../../lib/geolocalizacao';
import { sha256Hex } from '../../lib/sha256';

/** A file held by the form until the vestígio is saved, with its capture record. */
export interface MidiaRegistrada {
  /** Client UUID: the upload's id and the media's id on the server. */
  id: string;
  kind: MidiaKind;
  blob: Blob;
  contentType: MidiaInput['content_type'];
  filename: string;
  sha256: string;
  origem: MidiaOrigem;
  /** When the camera took it, or when it was picked (then `posicao` is the phone's at that moment). */
  capturadaEm: string;
  /** What an imported file says of itself; null for a capture. */
  arquivo: ArquivoMetadados | null;
  posicao: Leitura | null;
  durationMs: number | null;
  /** A video's poster frame (JPEG), a derived copy sent as its own upload. */
  poster: { id: string; blob: Blob; sha256: string } | null;
  /** A capture's signature by the device's key (issue 39); null for an import, or when it could not sign. */
  assinatura: MidiaInput['assinatura'];
}

export interface ArquivoCapturado {
  kind: MidiaKind;
  origem: MidiaOrigem;
  /** The picked file's own name; a capture's is made by the app. */
  nomeOriginal?: string | null;
  blob: Blob;
  contentType: MidiaInput['content_type'];
  filename: string;
  durationMs?: number | null;
}

export interface RegistroDeps {
  /** The form's reading of the device's position (tracked up to 20 s); null when none came. */
  posicao: () => Promise<Leitura | null>;
  agora?: () => Date;
  uuid?: () => string;
  /** Makes a video's poster frame; null when the browser cannot decode the clip. */
  poster?: (video: Blob) => Promise<Blob | null>;
  /** Reads an imported file's own metadata. */
  metadados?: (arquivo: Blob, nome: string | null) => Promise<ArquivoMetadados>;
  /**
   * Signs a capture with the device's key, for the case it is taken for; never called for an import.
   * Without it (or when it gives null) the capture goes unsigned, and the server prints it so.
   */
  assinar?: (captura: Omit<CapturaAssinada, 'aparelhoId'>) => Promise<MidiaInput['assinatura']>;
  casoId?: string;
}

/** Loaded only when a file is picked: exifr is not part of the first screens. */
async function readMetadados(arquivo: Blob, nome: string | null): Promise<ArquivoMetadados> {
  const { readMetadados: ler } = await import('../../../shared/midia-metadados');
  return ler(arquivo, nome);
}

const semMetadados = (nome: string | null): ArquivoMetadados => ({
  nome_original: nome?.slice(0, 255) || null,
  criado_em: null,
  latitude: null,
  longitude: null,
  modelo: null,
});

/**
 * The capture record of one file. The time is read first, so it is when the file was captured and
 * not when the position arrived; the hash is of the very Blob that will be uploaded.
 */
export async function registrarMidia(
  arquivo: ArquivoCapturado,
  deps: RegistroDeps,
): Promise<MidiaRegistrada> {
  const capturadaEm = (deps.agora ?? (() => new Date()))().toISOString();
  const uuid = deps.uuid ?? (() => crypto.randomUUID());
  const nome = arquivo.nomeOriginal ?? null;
  const [sha256, posicao, posterBlob, metadados] = await Promise.all([
    sha256Hex(arquivo.blob),
    deps.posicao().catch(() => null),
    arquivo.kind === 'video' && deps.poster ? deps.poster(arquivo.blob).catch(() => null) : null,
    arquivo.origem === 'importacao'
      ? (deps.metadados ?? readMetadados)(arquivo.blob, nome).catch(() => semMetadados(nome))
      : null,
  ]);
  const id = uuid();
  // Signed as the record is made, before it is queued: what the camera took, when and where.
  const assinatura =
    arquivo.origem === 'captura' && deps.assinar && deps.casoId
      ? await deps.assinar({
          casoId: deps.casoId,
          midiaId: id,
          sha256,
          capturadaEm,
          latitude: posicao?.latitude ?? null,
          longitude: posicao?.longitude ?? null,
          precisaoM: posicao?.precisao_m ?? null,
        })
      : null;
  return {
    id,
    kind: arquivo.kind,
    blob: arquivo.blob,
    contentType: arquivo.contentType,
    filename: arquivo.filename,
    sha256,
    origem: arquivo.origem,
    capturadaEm,
    arquivo: metadados,
    posicao,
    durationMs: arquivo.durationMs ?? null,
    poster: posterBlob ? { id: uuid(), blob: posterBlob, sha256: await sha256Hex(posterBlob) } : null,
    assinatura: assinatura ?? null,
  };
}

/** The media as `createVestigio` names it, once its upload (and its poster's) finished. */
export function midiaInput(midia: MidiaRegistrada): MidiaInput {
  return {
    id: midia.id,
    kind: midia.kind,
    content_type: midia.contentType,
    sha256: midia.sha256,
    size_bytes: midia.blob.size,
    capturada_em: midia.capturadaEm,
    origem: midia.origem,
    arquivo: midia.arquivo,
    latitude: midia.posicao?.latitude ?? null,
    longitude: midia.posicao?.longitude ?? null,
    precisao_m: midia.posicao?.precisao_m ?? null,
    poster_id: midia.poster?.id ?? null,
    duracao_ms: midia.durationMs,
    ...(midia.assinatura ? { assinatura: midia.assinatura } : {}),
  };
}
