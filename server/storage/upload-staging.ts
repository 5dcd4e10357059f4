import type { DataStore } from '@tus/server';
import type { MediaStore, StagedFile } from './media-store';

/** Where uploads wait, and how a finished one reaches the media store's staging. */
export interface UploadStaging {
  readonly datastore: DataStore;
  stageInto(store: MediaStore, id: string, options: { maxBytes: number }): Promise<StagedFile>;
  /** Every upload begun and not removed, finished or not. */
  ids(): Promise<string[]>;
  remove(id: string): Promise<void>;
}
