import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  VESTIGIO_DESCRICAO_MAX,
  VESTIGIO_TIPO_VALUES,
  type VestigioTipo,
} from '../../../shared/options-caso';
import { doCaso } from './casos';
import {
  apreensao,
  checkOneOf,
  checkPosicao,
  coordinates,
  createdAt,
  createdBy,
  timestamps,
  usuario,
} from './columns';
import { mediaObjects } from './media';
import { municipios } from './reference';

/** A piece of evidence recorded at the scene, with where it was found. */
export const vestigios = pgTable(
  'vestigios',
  {
    id: uuid('id').primaryKey(),
    casoId: doCaso(),
    tipo: text('tipo').$type<VestigioTipo>().notNull(),
    descricao: varchar('descricao', { length: VESTIGIO_DESCRICAO_MAX }),
    ...coordinates(),
    /** The device fix's accuracy in metres and its moment; null when typed by hand. */
    precisaoM: real('precisao_m'),
    obtidaEm: timestamp('obtida_em', { withTimezone: true }),
    rua: text('rua'),
    numero: text('numero'),
    bairro: text('bairro'),
    complemento: text('complemento'),
    cidade: text('cidade'),
    cidade_id: integer('cidade_id').references(() => municipios.id),
    estado: text('estado'),
    cep: text('cep'),
    /** Only on a seized object ('Objeto Apreendido'). */
    ...apreensao(),
    userId: usuario('user_id'),
    ...timestamps(),
  },
  (t) => [
    index('vestigios_caso_idx').on(t.casoId),
    index('vestigios_user_idx').on(t.userId),
    checkOneOf('vestigios_tipo_check', t.tipo, VESTIGIO_TIPO_VALUES),
    index('vestigios_cidade_idx').on(t.cidade_id),
    ...checkPosicao('vestigios', t),
  ],
);

/**
 * The photos and video of a vestígio, in capture order. Deleting a media object removes it
 * from the vestígio in the same statement.
 */
export const vestigioMidias = pgTable(
  'vestigio_midias',
  {
    vestigioId: uuid('vestigio_id')
      .notNull()
      .references(() => vestigios.id, { onDelete: 'cascade' }),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaObjects.id, { onDelete: 'cascade' }),
    ordem: smallint('ordem').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.vestigioId, t.mediaId] }),
    index('vestigio_midias_media_idx').on(t.mediaId),
  ],
);

/**
 * Each resumable upload a vestígio claimed (the original and its video's poster frame), kept after
 * the waiting room lets it go (issue 40): a retry whose answer was lost asks for it again, and its
 * uploader hears that the server holds every byte.
 */
export const uploadsRecebidos = pgTable(
  'uploads_recebidos',
  {
    id: uuid('id').primaryKey(),
    mediaId: uuid('media_id')
      .notNull()
      .references(() => mediaObjects.id, { onDelete: 'cascade' }),
    casoId: doCaso(),
    createdBy: createdBy(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    sha256: char('sha256', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('uploads_recebidos_media_idx').on(t.mediaId),
    check('uploads_recebidos_size_not_negative', sql`${t.sizeBytes} >= 0`),
    check('uploads_recebidos_sha256_hex', sql`${t.sha256} ~ '^[0-9a-f]{64}$'`),
  ],
);
