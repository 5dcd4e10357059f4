/**
 * What a court asks of each file, taken on the device the moment it is captured or picked, before
 * it is queued (issue 11 'Integrity from the first second'): its SHA-256 over the original bytes,
 * when (UTC), where (position and accuracy) and on which device. Nothing here re-encodes the file.
 */
import type { MidiaInput, MidiaKind } from '../../../shared/schemas/vestigios';
import { sha256Hex } from '../../lib/sha256';
import type { Leitura } from '../locais/geolocalizacao';

/** A file held by the form until the vestígio is saved, with its capture record. */
export interface MidiaRegistrada {
  /** Client UUID: the upload's id and the media's id on the server. */
  id: string;
  kind: MidiaKind;
  blob: Blob;
  contentType: MidiaInput['content_type'];
  filename: string;
  sha256: string;
  capturadaEm: string;
  posicao: Leitura | null;
  dispositivo: string | null;
  durationMs: number | null;
  /** A video's poster frame (JPEG), a derived copy sent as its own upload. */
  poster: { id: string; blob: Blob; sha256: string } | null;
}

export interface ArquivoCapturado {
  kind: MidiaKind;
  blob: Blob;
  contentType: MidiaInput['content_type'];
  filename: string;
  durationMs?: number | null;
}

export interface RegistroDeps {
  /** The form's reading of the device's position (tracked up to 20 s); null when none came. */
  posicao: () => Promise<Leitura | null>;
  agora?: () => Date;
  userAgent?: () => string | null;
  uuid?: () => string;
  /** Makes a video's poster frame; null when the browser cannot decode the clip. */
  poster?: (video: Blob) => Promise<Blob | null>;
}

const DISPOSITIVO_MAX = 500;

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
  const [sha256, posicao, posterBlob] = await Promise.all([
    sha256Hex(arquivo.blob),
    deps.posicao().catch(() => null),
    arquivo.kind === 'video' && deps.poster ? deps.poster(arquivo.blob).catch(() => null) : null,
  ]);
  const agente = (deps.userAgent ?? (() => globalThis.navigator?.userAgent ?? null))();
  return {
    id: uuid(),
    kind: arquivo.kind,
    blob: arquivo.blob,
    contentType: arquivo.contentType,
    filename: arquivo.filename,
    sha256,
    capturadaEm,
    posicao,
    dispositivo: agente ? agente.slice(0, DISPOSITIVO_MAX) : null,
    durationMs: arquivo.durationMs ?? null,
    poster: posterBlob ? { id: uuid(), blob: posterBlob, sha256: await sha256Hex(posterBlob) } : null,
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
    latitude: midia.posicao?.latitude ?? null,
    longitude: midia.posicao?.longitude ?? null,
    precisao_m: midia.posicao?.precisao_m ?? null,
    dispositivo: midia.dispositivo,
    poster_id: midia.poster?.id ?? null,
    duracao_ms: midia.durationMs,
  };
}
