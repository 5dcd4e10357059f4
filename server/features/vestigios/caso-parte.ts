/** The evidence's part of the case: its evidence, its tile's count and its operations. */
import { eq } from 'drizzle-orm';
import { casos, vestigios } from '../../db/schema';
import { contagem } from '../../kit/contagem';
import type { MediaStore } from '../../storage/media-store';
import type { UploadArea } from '../../storage/uploads';
import type { ParteDoCasoNoServidor } from '../casos/caso-parte';
import { loadVestigiosDoCaso } from './vestigio.view';
import { vestigiosHandlers } from './vestigios.routes';

export const vestigiosNoCaso = {
  carregar: async ({ db, caso }) => ({ vestigios: await loadVestigiosDoCaso(db, caso.id) }),
  contagensNoCabecalho: () => ({ vestigio: contagem(vestigios, eq(vestigios.casoId, casos.id)) }),
  handlers: (d: { store: MediaStore; uploads: UploadArea }) => vestigiosHandlers(d.store, d.uploads),
} satisfies ParteDoCasoNoServidor;
