import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEDIA_KINDS } from '../../../shared/options-caso';
import { CAPTURA_VERIFICACOES, MIDIA_ORIGENS } from '../../../shared/schemas/vestigios';
import { aparelhos } from './access';
import { casos } from './casos';
import { checkCoordinates, checkOneOf, checkPosicao, coordinates, createdAt, createdBy } from './columns';

/**
 * A stored file (photo, video, scanned document, captured map). The bytes live in the media
 * store under `storageKey`, never in the database; rows are immutable because originals are
 * kept byte for byte. `casoId` is the case it was captured for, so a fetch can be authorised
 * with one lookup; person documents may have none.
 */
export const mediaObjects = pgTable(
  'media_objects',
  {
    id: uuid('id').primaryKey(),
    casoId: uuid('caso_id').references(() => casos.id, { onDelete: 'cascade' }),
    sha256: char('sha256', { length: 64 }).notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    contentType: text('content_type').notNull(),
    originalName: text('original_name'),
    storageKey: text('storage_key').notNull().unique(),
    kind: text('kind', { enum: MEDIA_KINDS }).notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    // The capture record a court asks of evidence (CPP art. 158-B): `createdBy` captured it, when
    // (the device's UTC clock), where (the device's fix and its accuracy) and on which device.
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    ...coordinates(),
    precisaoM: real('precisao_m'),
    dispositivo: text('dispositivo'),
    // Issue 27: captured by the app's camera, or imported (then `capturedAt` and the fix are the
    // import's, and `arquivo*` with `originalName` are what the file says of itself). Null: before.
    origem: text('origem', { enum: MIDIA_ORIGENS }),
    arquivoCriadoEm: text('arquivo_criado_em'),
    arquivoLatitude: doublePrecision('arquivo_latitude'),
    arquivoLongitude: doublePrecision('arquivo_longitude'),
    arquivoModelo: text('arquivo_modelo'),
    // Issue 39: a capture's signature checked by the server when it claimed the upload, and the
    // outcome ('verificada' or why not), the server's own fact; the device that signed, when its
    // key verified; the signed text and the signature, for anyone to check again with its key.
    capturaVerificacao: text('captura_verificacao', { enum: CAPTURA_VERIFICACOES }),
    capturaAparelhoId: uuid('captura_aparelho_id').references(() => aparelhos.id),
    capturaPayload: text('captura_payload'),
    capturaAssinatura: text('captura_assinatura'),
    /** When the upload of the file began at the server (its clock): the latest a capture can be. */
    recebimentoIniciadoEm: timestamp('recebimento_iniciado_em', { withTimezone: true }),
    createdBy: createdBy(),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_objects_caso_idx').on(t.casoId),
    index('media_objects_sha256_idx').on(t.sha256),
    index('media_objects_created_by_idx').on(t.createdBy),
    index('media_objects_captura_aparelho_idx').on(t.capturaAparelhoId),
    checkOneOf('media_objects_kind_check', t.kind, MEDIA_KINDS),
    check('media_objects_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
    check('media_objects_size_not_negative', sql`${t.sizeBytes} >= 0`),
    ...checkPosicao('media_objects', t),
    check('media_objects_origem_check', sql`${t.origem} IS NULL OR ${t.origem} IN ('captura', 'importacao')`),
    ...checkCoordinates('media_objects_arquivo', t.arquivoLatitude, t.arquivoLongitude),
    check(
      'media_objects_arquivo_so_importado',
      sql`${t.origem} = 'importacao' OR (${t.arquivoCriadoEm} IS NULL AND ${t.arquivoLatitude} IS NULL AND ${t.arquivoModelo} IS NULL)`,
    ),
    // Only a capture has an outcome; one without it was never checked (read as 'anterior').
    check(
      'media_objects_captura_verificacao',
      sql`${t.capturaVerificacao} IS NULL OR ${t.origem} = 'captura'`,
    ),
    checkOneOf('media_objects_captura_verificacao_valores', t.capturaVerificacao, CAPTURA_VERIFICACOES),
    // The device is named only where its key verified the signature.
    check(
      'media_objects_captura_aparelho',
      sql`(${t.capturaVerificacao} IS NOT DISTINCT FROM 'verificada') = (${t.capturaAparelhoId} IS NOT NULL)`,
    ),
  ],
);
