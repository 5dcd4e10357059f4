/**
 * The media of a vestígio as they reach its create: each finished upload checked (its owner and
 * case, the SHA-256 the device computed at capture, the type its bytes prove) and staged in the
 * media store, with its miniature, and what an imported file says of itself read here from its
 * bytes. Nothing refused is kept.
 */
import { openAsBlob } from 'node:fs';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import { readMetadados } from '../../../shared/midia-metadados';
import type { ArquivoMetadados, midiaInput } from '../../../shared/schemas/vestigios';
import { AppError } from '../../errors';
import { requireActor, type ServiceContext } from '../../kit/context';
import { type MediaStore, type StagedFile, sniffVideo } from '../../storage/media-store';
import { readImagem } from '../../storage/miniatura';
import { UPLOAD_RULES, type UploadArea } from '../../storage/uploads';

type Midia = z.output<typeof midiaInput>;

const INCOMPLETO = 'O envio da mídia não terminou. Aguarde o envio completo e tente novamente.';
const NAO_CONFERE = 'A mídia chegou diferente da capturada (SHA-256 não confere). Envie-a de novo.';
const TIPO_INVALIDO = 'Tipo de arquivo não permitido.';
const CAPA_INVALIDA = 'A imagem de capa do vídeo não é uma imagem válida. Grave o vídeo de novo.';

export interface Recebida {
  midia: Midia;
  original: StagedFile;
  iniciadoEm: Date | null;
  miniatura: StagedFile | null;
  /** A video's poster as the device uploaded it (its upload is on record), apart from the thumbnail made of it. */
  poster: StagedFile | null;
  width: number | null;
  height: number | null;
  /** What an imported file says of itself (EXIF, a video's header), as the server read it. */
  arquivo: ArquivoMetadados | null;
  /**
   * A file the device sent as the app camera's capture that the server records as an import
   * (`exifDeCamera`): the signature it came with, kept for the record of what was claimed.
   */
  capturaDeclarada: { assinatura: string | null; aparelhoId: string | null } | null;
}

/**
 * The file's own word, read from the bytes that arrived rather than taken from the device's
 * report: the app could be told to put any date, place or camera in a file's mouth. Only the
 * name is the device's to give (the bytes do not hold it).
 */
async function doProprioArquivo(midia: Midia, original: StagedFile): Promise<ArquivoMetadados | null> {
  if (midia.origem !== 'importacao') return null;
  const bytes = await openAsBlob(original.path, { type: midia.content_type });
  return readMetadados(bytes, midia.arquivo?.nome_original ?? null);
}

/**
 * The upload checked and copied to a temp file of the store: finished, the hash and type right;
 * with when it began to reach the server.
 */
async function receber(
  ctx: ServiceContext,
  store: MediaStore,
  uploads: UploadArea,
  casoId: string,
  id: string,
  kind: 'photo' | 'video' | 'poster',
  sha256: string | null,
  declarado: string,
): Promise<{ arquivo: StagedFile; iniciadoEm: Date | null }> {
  const upload = await uploads.find(id);
  const actor = requireActor(ctx);
  if (
    !upload?.complete ||
    upload.metadata.userId !== actor.id ||
    upload.metadata.casoId !== casoId ||
    upload.metadata.kind !== kind
  ) {
    throw new AppError('UPLOAD_INCOMPLETE', INCOMPLETO);
  }
  const rules = UPLOAD_RULES[kind];
  const staged = await uploads.stageInto(store, id, { maxBytes: rules.maxBytes });
  const tipo = kind === 'video' ? sniffVideo(staged.head) : staged.contentType;
  const tipoConfere = kind === 'video' ? tipo !== null && declarado.startsWith('video/') : tipo === declarado;
  const erro = !tipoConfere
    ? new AppError('UNSUPPORTED_MEDIA_TYPE', TIPO_INVALIDO)
    : sha256 !== null && staged.sha256 !== sha256
      ? new AppError('INTEGRITY_MISMATCH', NAO_CONFERE)
      : null;
  if (erro) {
    // Nothing of a refused file is kept: the device sends it again from its own copy.
    await store.discard(staged);
    await uploads.remove(id);
    throw erro;
  }
  return { arquivo: staged, iniciadoEm: upload.iniciadoEm };
}

/**
 * A photo said to come from the app's camera is a canvas's JPEG, which holds no EXIF: a date, place
 * or camera model in it is a camera's or a gallery's file, whatever the signature says (a key
 * registered from outside the app signs anything). Such a file is recorded as what it is, an import
 * with its own word, under the device's claim. Videos are not judged so: a recorder's header may
 * carry a creation time of its own.
 */
async function exifDeCamera(midia: Midia, original: StagedFile): Promise<ArquivoMetadados | null> {
  if (midia.origem !== 'captura' || midia.kind !== 'photo') return null;
  const lido = await readMetadados(await openAsBlob(original.path, { type: midia.content_type }), null);
  const diz = lido.criado_em !== null || lido.latitude !== null || lido.modelo !== null;
  return diz ? lido : null;
}

/**
 * Each media of a vestígio received and staged in the store, with its miniature (a photo's, made
 * here; a video's poster frame, sent by the device), into `recebidas` as it goes: the caller
 * discards what was staged when a later one is refused.
 */
export async function receberMidias(
  ctx: ServiceContext,
  store: MediaStore,
  uploads: UploadArea,
  casoId: string,
  midias: Midia[],
  recebidas: Recebida[],
): Promise<void> {
  for (const midia of midias) {
    const { arquivo: original, iniciadoEm } = await receber(
      ctx,
      store,
      uploads,
      casoId,
      midia.id,
      midia.kind,
      midia.sha256,
      midia.content_type,
    );
    const deCamera = await exifDeCamera(midia, original);
    const recebida: Recebida = {
      midia: deCamera ? { ...midia, origem: 'importacao', assinatura: null } : midia,
      original,
      iniciadoEm,
      miniatura: null,
      poster: null,
      width: null,
      height: null,
      arquivo: deCamera ?? (await doProprioArquivo(midia, original)),
      capturaDeclarada: deCamera
        ? { assinatura: midia.assinatura?.valor ?? null, aparelhoId: midia.assinatura?.aparelho_id ?? null }
        : null,
    };
    recebidas.push(recebida);
    if (midia.kind === 'photo') {
      const imagem = await readImagem(original, TIPO_INVALIDO);
      recebida.miniatura = await store.stage(Readable.from([imagem.miniatura]));
      recebida.width = imagem.width;
      recebida.height = imagem.height;
    } else if (midia.poster_id) {
      // The poster frame is a derived copy made on the device; its hash is not evidence.
      const poster = await receber(
        ctx,
        store,
        uploads,
        casoId,
        midia.poster_id,
        'poster',
        null,
        'image/jpeg',
      );
      recebida.poster = poster.arquivo;
      // Decoded and made again here, as a photo's thumbnail is: bytes that only begin like a JPEG
      // are refused now, rather than break every report that prints the video later.
      const imagem = await readImagem(poster.arquivo, CAPA_INVALIDA);
      recebida.miniatura = await store.stage(Readable.from([imagem.miniatura]));
    }
  }
}
