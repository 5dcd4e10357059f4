import { Dexie, type EntityTable } from 'dexie';
import type { ErrorCode } from '../../shared/errors';

export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A file sent with an operation, as a multipart part. The Blob is kept in IndexedDB as it is
 * (structured clone), so an upload queued offline survives a reload.
 */
export interface OutboxFile {
  /** The multipart field name. */
  field: string;
  blob: Blob;
  /** The file name the server records as the original name. */
  name: string;
}

/** One mutation as the app hands it to the write path. */
export interface OutboxRequest {
  /** Client UUID of the operation; for a create it is the new record's id. */
  id: string;
  method: OutboxMethod;
  /** Relative to API_PREFIX, e.g. '/casos/…/vitimas'. */
  url: string;
  body?: unknown;
  /**
   * Turns the operation into a multipart upload: `body` (an object of primitives) goes first as
   * text fields, then these files.
   */
  files?: OutboxFile[];
  /** Portuguese, shown in the sync list, e.g. 'Vítima João da Silva'. */
  label: string;
  casoId?: string;
  /**
   * Never sent: what screens show for this operation while it waits (e.g. the person as the list
   * will read it once saved), so work done offline is visible at once.
   */
  preview?: unknown;
}

/** Why the last attempt did not go through; `code` is null when there was no `{code,message}` body. */
export interface OutboxError {
  code: ErrorCode | null;
  message: string;
}

/** The logged-in officer an operation belongs to; the only one whose session may send it. */
export interface OutboxUser {
  id: string;
  /** Shown to another user of the same phone, whose session cannot send these items. */
  matricula: string;
}

export interface OutboxItem extends OutboxRequest {
  /** Id of the user who made the operation. */
  userId: string;
  matricula: string;
  /**
   * Sending order. A counter rather than `createdAt` so that two writes in the same millisecond, or
   * a phone clock set back, cannot reorder a create and the edit that follows it.
   */
  seq: number;
  /** Epoch milliseconds, shown in the sync list. */
  createdAt: number;
  attempts: number;
  lastError: OutboxError | null;
  status: 'pending' | 'failed';
}

/** A record kept on the device (spec §3 'Local database'). */
export interface LocalRecord {
  id: string;
  casoId?: string;
  [field: string]: unknown;
}

type LocalTable = EntityTable<LocalRecord, 'id'>;

/**
 * Small records kept beside the outbox, by key:
 * - 'currentUser': the user whose session the device holds (`user`, null after a logout). The
 *   service worker has no session of its own and reads it to know whose items it may send.
 * - 'cache:…': the last answer of a read (`value`, `savedAt`), so its screen opens without signal.
 */
export interface MetaRecord {
  key: string;
  user?: OutboxUser | null;
  value?: unknown;
  /** Epoch milliseconds of a cached answer. */
  savedAt?: number;
}

export type RipDB = Dexie & {
  pessoas: LocalTable;
  geolocalizacao: LocalTable;
  equipe: LocalTable;
  vestigios: LocalTable;
  cameraSeguranca: LocalTable;
  historico: LocalTable;
  outbox: EntityTable<OutboxItem, 'id'>;
  meta: EntityTable<MetaRecord, 'key'>;
};

export const db = new Dexie('ripDB') as RipDB;

// ripDB version 1 (spec §9). Items are sent per user, oldest first, so the sending index leads with the user.
db.version(1).stores({
  pessoas: 'id, casoId',
  geolocalizacao: 'id, casoId',
  equipe: 'id, casoId',
  vestigios: 'id, casoId',
  cameraSeguranca: 'id, casoId',
  historico: 'id',
  outbox: 'id, seq, [userId+status+seq], casoId',
  meta: 'key',
});
