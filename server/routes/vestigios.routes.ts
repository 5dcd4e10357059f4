import type { vestigiosEndpoints } from '../../shared/api/vestigios';
import type { Handlers } from '../http/register';
import { deleteVestigioMidia, getVestigioCustodia } from '../services/custodia.service';
import { exportVestigios } from '../services/exportacao.service';
import { createVestigio } from '../services/vestigio.service';
import type { MediaStore } from '../storage/media-store';
import type { UploadArea } from '../storage/uploads';

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
