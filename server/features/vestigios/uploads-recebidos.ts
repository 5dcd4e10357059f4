/**
 * The uploads a vestígio claimed (issue 40): the waiting room lets each go once its vestígio is
 * saved, and a retry whose answer was lost asks for it again. Its uploader hears that the server
 * holds every byte, and goes on to save the vestígio, which the server answers as the first time.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { uploadsRecebidos } from '../../db/schema';

export interface UploadRecebido {
  casoId: string;
  createdBy: string;
  sizeBytes: number;
}

/** The claimed upload with this id, or null. */
export async function uploadRecebido(db: DbOrTx, id: string): Promise<UploadRecebido | null> {
  const [row] = await db
    .select({
      casoId: uploadsRecebidos.casoId,
      createdBy: uploadsRecebidos.createdBy,
      sizeBytes: uploadsRecebidos.sizeBytes,
    })
    .from(uploadsRecebidos)
    .where(eq(uploadsRecebidos.id, id));
  return row ?? null;
}
