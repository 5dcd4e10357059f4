import { Dexie, type EntityTable } from 'dexie';
import type { ErrorCode } from '../../shared/errors';
import type { ConflitoEdicao, ConflitoExclusao } from '../../shared/schemas/versao';
import type { UploadFile } from './envio/upload';
import type { Operation } from './fila/operation';
import { renomearOperacao } from './itens/renomeadas';
import { fromLegacyItem } from './legacy';

/**
 * One mutation as the app hands it to the write path. An upload's file travels inside `input`, kept
 * in IndexedDB as a Blob (structured clone), so an upload queued offline survives a reload.
 */
export type OutboxRequest = Operation & {
  /** Client UUID of the operation; for a create it is the new record's id. */
  id: string;
  /** Portuguese, shown in the sync list, e.g. 'Vítima João da Silva'. */
  label: string;
  casoId?: string;
  /**
   * Files uploaded (resumably) before the operation is sent, e.g. a vestígio's photos and video;
   * kept as Blobs so a reload or the service worker can resume them.
   */
  uploads?: UploadFile[];
  /**
   * An update's record as its form was opened, in the update's shape (issue 26). Kept on the device,
   * never sent: after a conflict, the author's changes are told from what they only saw.
   */
  base?: Record<string, unknown>;
};

/** Why the last attempt did not go through; `code` is null when there was no `{code,message}` body. */
export interface OutboxError {
  code: ErrorCode | null;
  message: string;
  /**
   * EDIT_CONFLICT: the server's `conflitoEdicao` (both values of each field, who and when); also an
   * edit refused as VERSAO_OBRIGATORIA (queued without its version, issue 39).
   */
  conflito?: ConflitoEdicao;
  /**
   * DELETE_CONFLICT: the server's `conflitoExclusao` (what others changed since the version the
   * delete named, who and when), so that the outbox can ask 'Apagar mesmo assim'; also a delete
   * refused as VERSAO_OBRIGATORIA.
   */
  exclusao?: ConflitoExclusao;
}

/** The logged-in officer an operation belongs to; the only one whose session may send it. */
export interface OutboxUser {
  id: string;
  /** Shown to another user of the same phone, whose session cannot send these items. */
  matricula: string;
  /**
   * The officer's unit's size (MB) above which an item's files wait for Wi-Fi on a metered link
   * (issue 43); null or absent, no wait. Stored with the user so the service worker applies it too.
   */
  wifiAcimaMb?: number | null;
}

export type OutboxItem = OutboxRequest & {
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
  /**
   * pending: to be sent; failed: refused by the server; conflict: refused because a colleague
   * changed the same fields since the form was opened, kept until its author chooses (issue 26).
   */
  status: 'pending' | 'failed' | 'conflict';
  /** Its author chose 'Enviar agora pelo celular': this item no longer waits for Wi-Fi (issue 43). */
  celularPermitido?: boolean;
  /**
   * Saved before this device was told it is marked lost: it goes only once its author confirms it
   * (conferir.ts, issue 43).
   */
  aConferir?: boolean;
};

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

/** A form not saved yet, kept on the device so that an interrupted officer loses nothing. */
export interface DraftRecord {
  userId: string;
  /** Which form, e.g. 'pessoa:vitima:<caso>:novo'. */
  key: string;
  values: unknown;
  savedAt: number;
}

/**
 * This installed app as a device (issue 39): its id (the same one its pending counts are reported
 * under) and its key pair, the private half not extractable, made once and never deleted by a
 * logout or an expired session. One row.
 */
export interface AparelhoRecord {
  id: string;
  chaves: CryptoKeyPair;
  /** The user whose session registered the key last; null until one did, and again after a login. */
  registradoPara: string | null;
}

export type RipDB = Dexie & {
  outbox: EntityTable<OutboxItem, 'id'>;
  meta: EntityTable<MetaRecord, 'key'>;
  drafts: Dexie.Table<DraftRecord, [string, string]>;
  aparelho: EntityTable<AparelhoRecord, 'id'>;
};

export const db = new Dexie('ripDB') as RipDB;

const OUTBOX_INDEXES = 'id, seq, [userId+status+seq], casoId';

/**
 * Version 1 is the spec's (§9), as phones that ran the first version still hold it. Items are sent
 * per user, oldest first, so the sending index leads with the user.
 */
export const STORES_V1 = {
  pessoas: 'id, casoId',
  geolocalizacao: 'id, casoId',
  equipe: 'id, casoId',
  vestigios: 'id, casoId',
  cameraSeguranca: 'id, casoId',
  historico: 'id',
  outbox: OUTBOX_INDEXES,
  meta: 'key',
};
db.version(1).stores(STORES_V1);

// Version 2: the outbox holds typed operations instead of URLs, and the stores nothing read go.
db.version(2)
  .stores({
    pessoas: null,
    geolocalizacao: null,
    equipe: null,
    vestigios: null,
    cameraSeguranca: null,
    historico: null,
    outbox: OUTBOX_INDEXES,
    meta: 'key',
    drafts: '[userId+key]',
  })
  .upgrade((tx) =>
    tx
      .table('outbox')
      .toCollection()
      .modify((item: Record<string, unknown>) => {
        if ('op' in item) return;
        const converted = fromLegacyItem(item);
        for (const key of Object.keys(item)) delete item[key];
        Object.assign(item, converted);
      }),
  );

// Version 3: operations renamed to one rule (issue 28); items queued under an old name keep going.
db.version(3)
  .stores({ outbox: OUTBOX_INDEXES, meta: 'key', drafts: '[userId+key]' })
  .upgrade((tx) => tx.table('outbox').toCollection().modify(renomearOperacao));

// Version 4: the device's key (issue 39), in a table of its own that no logout clears.
db.version(4).stores({ outbox: OUTBOX_INDEXES, meta: 'key', drafts: '[userId+key]', aparelho: 'id' });
