import type { vestigiosEndpoints } from '../../shared/api/vestigios';
import { AppError } from '../errors';
import type { MediaStore } from '../storage/media-store';
import type { UploadArea } from '../storage/uploads';
import type { Handlers } from './register';

export function vestigiosHandlers(_store: MediaStore, _uploads: UploadArea) {
  const todo = async (): Promise<never> => {
    throw new AppError('INTERNAL', 'todo');
  };
  return {
    createVestigio: todo,
    deleteVestigioMidia: todo,
    getVestigioCustodia: todo,
    exportVestigios: todo,
  } satisfies Pick<Handlers, keyof typeof vestigiosEndpoints>;
}
