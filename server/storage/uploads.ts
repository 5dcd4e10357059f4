/**
 * The resumable uploads' waiting room (tus): a file arrives here in chunks, survives a cut at any
 * byte, and stays until a vestígio names it — then it is checked, copied into the media store and
 * removed. One never claimed is removed after a day. Where it waits: `RIP_DATA_DIR/uploads` for a
 * single node; the S3 bucket when S3 is configured, so a cluster's nodes share it (a PATCH may land
 * on any node, and an upload outlives the node it began on).
 */
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { uploadsEndpoint } from '../../shared/api/uploads';
import { API_PREFIX } from '../../shared/constants';
import {
  FOTO_CONTENT_TYPES,
  FOTO_MAX_BYTES,
  POSTER_MAX_BYTES,
  type UploadKind,
  VIDEO_CONTENT_TYPES,
  VIDEO_MAX_BYTES,
} from '../../shared/schemas/vestigios';
import type { Env } from '../env';
import type { MediaStore, StagedFile } from './media-store';
import type { UploadStaging } from './upload-staging';

export const UPLOADS_PATH = `${API_PREFIX}${uploadsEndpoint.path}`;

/** An upload nobody claimed within this time was abandoned (a vestígio never saved). */
export const UPLOAD_EXPIRA_MS = 24 * 3_600_000;

/** What each kind of upload may be, and how large. */
export const UPLOAD_RULES: Record<UploadKind, { types: readonly string[]; maxBytes: number }> = {
  photo: { types: FOTO_CONTENT_TYPES, maxBytes: FOTO_MAX_BYTES },
  video: { types: VIDEO_CONTENT_TYPES, maxBytes: VIDEO_MAX_BYTES },
  poster: { types: ['image/jpeg'], maxBytes: POSTER_MAX_BYTES },
};

/** What the device told about the file when it began the upload, plus who began it. */
export interface UploadMetadata {
  mediaId?: string;
  casoId?: string;
  kind?: string;
  sha256?: string;
  contentType?: string;
  filename?: string;
  /** Set by the server from the session, never taken from the client. */
  userId?: string;
  /**
   * When the upload began, by the server's clock, never the client's (issue 39): a capture cannot
   * be later, and a device key registered after it does not vouch for the file.
   */
  iniciadoEm?: string;
}

/** What the server itself records of an upload as it begins. */
export interface UploadBegun {
  userId: string;
  iniciadoEm: string;
}

export interface UploadInfo {
  id: string;
  size: number | undefined;
  offset: number;
  metadata: UploadMetadata;
  complete: boolean;
  /** When it began, by the server's clock; null only for an upload whose store kept no date. */
  iniciadoEm: Date | null;
}

export interface UploadArea {
  readonly tus: Server;
  /** Hands a checked create to tus, recording who begins the upload (the session's user) and when. */
  create(
    request: IncomingMessage,
    response: import('node:http').ServerResponse,
    begun: UploadBegun,
  ): Promise<void>;
  /** The upload with this id, or null when there is none (never begun, claimed or expired). */
  find(id: string): Promise<UploadInfo | null>;
  /** Copies a finished upload into the media store's staging, hashed and sized on the way. */
  stageInto(store: MediaStore, id: string, options: { maxBytes: number }): Promise<StagedFile>;
  /** Harmless when it is already gone. */
  remove(id: string): Promise<void>;
  /**
   * Removes every upload begun more than UPLOAD_EXPIRA_MS before `now`, finished or not (tus's
   * own cleanup spares finished ones, but one no vestígio claimed in a day was abandoned too).
   * Resolves with how many it removed.
   */
  removeExpired(now: Date): Promise<number>;
}

/**
 * Runs removeExpired every `everyMs` (0: never) with the server's clock, and once soon after the
 * start (a server restarted daily would otherwise never reach its first interval).
 */
export function startUploadCleanup(
  area: UploadArea,
  everyMs: number,
  clock: () => Date,
  onError: (error: unknown) => void,
): () => void {
  if (everyMs <= 0) return () => undefined;
  const run = () => {
    area.removeExpired(clock()).catch(onError);
  };
  const first = setTimeout(run, Math.min(everyMs, 60_000));
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}

/** The tus `Upload-Metadata` header: comma-separated `key base64value` pairs. */
export function parseUploadMetadata(header: string | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  if (!header) return result;
  for (const pair of header.split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (!key) continue;
    result[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return result;
}

export function stringifyUploadMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${Buffer.from(value, 'utf8').toString('base64')}`)
    .join(',');
}

function diskStaging(env: Env): UploadStaging {
  const directory = path.join(env.dataDir, 'uploads');
  const datastore = new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRA_MS });
  return {
    datastore,
    // A local file is copied through one reused buffer, without a stream (see stageFile).
    stageInto: (store, id, options) => store.stageFile(path.join(directory, id), options),
    ids: async () => (await datastore.configstore.list?.().catch(() => [] as string[])) ?? [],
    remove: (id) => datastore.remove(id),
  };
}

export async function createUploadArea(env: Env): Promise<UploadArea> {
  // The S3 SDK takes seconds to load: only a server that stores in S3 pays it.
  const staging = env.s3 ? (await import('./uploads-s3')).s3Staging(env.s3) : diskStaging(env);
  const { datastore } = staging;
  // tus sees a web Request made from the raw one; this is how the session's user reaches it.
  const begunBy = new WeakMap<IncomingMessage, UploadBegun>();
  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    relativeLocation: true,
    // The upload's id is the media's id made by the device: the same file resent is the same
    // upload, and its URL is known even when the answer to the create was lost.
    namingFunction: (_request, metadata) => {
      const id = metadata?.mediaId;
      if (!id) throw { status_code: 400, body: 'mediaId ausente' };
      return id;
    },
    // The id is the path's last segment, as the route read and checked it. tus's own reading takes
    // the URL's end, query included: '/uploads/<own>?x=/<another's>' reached another's upload.
    getFileIdFromRequest: (request) => {
      const { pathname } = new URL(request.url);
      return decodeURIComponent(pathname.slice(pathname.lastIndexOf('/') + 1)) || undefined;
    },
    // The route checked the declared length against its kind's limit before the upload began.
    maxSize: VIDEO_MAX_BYTES,
    // The app sends from its own origin; tus's default ('*') let any site's script read the answers.
    allowedOrigins: () => false,
    onUploadCreate: async (request, upload) => {
      const raw = (request as { runtime?: { node?: { req?: IncomingMessage } } }).runtime?.node?.req;
      const begun = raw ? begunBy.get(raw) : undefined;
      if (!begun) throw { status_code: 403, body: 'Envio sem sessão verificada.' };
      return { metadata: { ...upload.metadata, ...begun } };
    },
  });

  return {
    tus,
    async create(request, response, begun) {
      begunBy.set(request, begun);
      await tus.handle(request, response);
    },
    async find(id) {
      try {
        const upload = await datastore.getUpload(id);
        const metadata = (upload.metadata ?? {}) as UploadMetadata;
        // Begun before the server wrote its own instant: tus's creation date, the same clock.
        const iniciadoEm = metadata.iniciadoEm ?? upload.creation_date;
        return {
          id,
          size: upload.size,
          offset: upload.offset,
          metadata,
          complete: upload.size !== undefined && upload.offset === upload.size,
          iniciadoEm: iniciadoEm && !Number.isNaN(Date.parse(iniciadoEm)) ? new Date(iniciadoEm) : null,
        };
      } catch {
        return null;
      }
    },
    stageInto: staging.stageInto,
    async remove(id) {
      await staging.remove(id).catch(() => undefined);
    },
    async removeExpired(now) {
      let removed = 0;
      for (const id of await staging.ids()) {
        const info = await datastore.getUpload(id).catch(() => null);
        const begun = info?.creation_date ? Date.parse(info.creation_date) : Number.NaN;
        if (Number.isNaN(begun) || now.getTime() - begun <= UPLOAD_EXPIRA_MS) continue;
        await staging.remove(id).catch(() => undefined);
        removed++;
      }
      return removed;
    },
  };
}
