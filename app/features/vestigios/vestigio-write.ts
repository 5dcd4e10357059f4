/**
 * The save of a vestígio: ONE outbox operation carrying its files. Sending it uploads each file
 * (resumably, poster frames included) and then names them in `createVestigio`; offline it all waits
 * on the device, Blobs in IndexedDB, and the vestígio shows in the case at once.
 */

import { rotuloVestigio } from '../../../shared/options-caso';
import type { VestigioCreateRequest } from '../../../shared/schemas/vestigios';
import type { OutboxRequest } from '../../offline/db';
import type { UploadFile } from '../../offline/envio/upload';
import { type MidiaRegistrada, midiaInput } from './midia-registro';

export const VESTIGIO_SALVO = 'Vestígio salvo com sucesso!';
/** Spec §5. */
export const VESTIGIO_INCOMPLETO = 'Você não selecionou o tipo do vestígio ou não capturou a imagem/vídeo!';

export type VestigioCampos = Omit<VestigioCreateRequest, 'id' | 'midias'>;

/** Each media's upload, then its poster's (a derived JPEG, uploaded as kind 'poster'). */
export function uploadsOf(casoId: string, midias: readonly MidiaRegistrada[]): UploadFile[] {
  return midias.flatMap((midia) => {
    const original: UploadFile = {
      mediaId: midia.id,
      casoId,
      kind: midia.kind,
      blob: midia.blob,
      sha256: midia.sha256,
      contentType: midia.contentType,
      filename: midia.filename,
    };
    return midia.poster ? [original, posterUpload(casoId, midia.id, midia.poster)] : [original];
  });
}

/** A derived copy, but checked like the rest: the server refuses bytes that changed on the way. */
function posterUpload(
  casoId: string,
  videoId: string,
  poster: { id: string; blob: Blob; sha256: string },
): UploadFile {
  return {
    mediaId: poster.id,
    casoId,
    kind: 'poster',
    blob: poster.blob,
    sha256: poster.sha256,
    contentType: 'image/jpeg',
    filename: `${videoId}-poster.jpg`,
  };
}

export function vestigioRequest(
  casoId: string,
  id: string,
  campos: VestigioCampos,
  midias: readonly MidiaRegistrada[],
): OutboxRequest & { op: 'createVestigio' } {
  return {
    id,
    op: 'createVestigio',
    input: { params: { casoId }, body: { ...campos, id, midias: midias.map(midiaInput) } },
    uploads: uploadsOf(casoId, midias),
    label: `Vestígio ${rotuloVestigio(campos.tipo)}`,
    casoId,
  };
}
