import type { vestigiosEndpoints } from '../../../shared/api/vestigios';
import type { Handlers } from '../../http/register';
import type { MediaStore } from '../../storage/media-store';
import type { UploadArea } from '../../storage/uploads';
import { deleteVestigioMidia, getVestigioCustodia } from './custodia.service';
import { exportVestigios } from './exportacao.service';
import { createVestigio } from './vestigio.service';

export function vestigiosHandlers(store: MediaStore, uploads: UploadArea) {
  return {
    createVestigio: ({ ctx, params, body }) => createVestigio(ctx, store, uploads, params.casoId, body),
    deleteVestigioMidia: async ({ ctx, params }) => {
      // The bytes go after the commit, so a failed delete never leaves a row without its file.
      const keys = await deleteVestigioMidia(ctx, params.casoId, params.vestigioId, params.mediaId);
      for (const key of keys) await store.remove(key);
      return { ok: true as const };
    },
    getVestigioCustodia: ({ ctx, params }) => getVestigioCustodia(ctx, params.casoId, params.vestigioId),
    exportVestigios: async ({ ctx, params, reply }) => {
      const zip = await exportVestigios(ctx, store, params.casoId);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="vestigios-${params.casoId}.zip"`)
        .header('Cache-Control', 'private, no-store')
        .send(zip);
    },
  } satisfies Pick<Handlers, keyof typeof vestigiosEndpoints>;
}
