import { z } from 'zod';
import { DOCUMENTO_TIPOS } from '../options';
import { uuid } from './common';

/** Only these are accepted for person documents (spec §5). */
export const DOCUMENTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export const DOCUMENTO_TIPO_INVALIDO = 'Apenas arquivos JPEG e PNG são permitidos';
/** Largest document image accepted (a phone photo is 2–8 MB). */
export const DOCUMENTO_MAX_BYTES = 25 * 1024 * 1024;

/** Text fields of a document upload, sent before the file. */
export const documentoUploadFields = z
  .object({
    id: uuid,
    tipo: z.enum(DOCUMENTO_TIPOS, { message: 'Selecione um tipo de documento antes de fazer o upload.' }),
    /** Computed by the browser before queueing; the server recomputes it and refuses a mismatch. */
    sha256: z.string().regex(/^[0-9a-f]{64}$/, 'SHA-256 inválido.'),
  })
  .meta({ id: 'DocumentoUploadFields' });
export type DocumentoUploadFields = z.infer<typeof documentoUploadFields>;

/** A stored file, fetched by URL (never base64 in JSON). */
export const mediaRef = z
  .object({
    id: uuid,
    url: z.string(),
    miniatura_url: z.string().nullable(),
    content_type: z.string(),
    sha256: z.string(),
    size_bytes: z.number().int(),
  })
  .meta({ id: 'MediaRef' });

export const documento = z
  .object({
    id: uuid,
    tipo: z.enum(DOCUMENTO_TIPOS),
    pessoa_id: uuid,
    caso_id: uuid.nullable(),
    created_at: z.iso.datetime({ offset: true }),
    media: mediaRef,
  })
  .meta({ id: 'Documento' });
export type Documento = z.infer<typeof documento>;

export const documentoList = z.object({ data: z.array(documento) }).meta({ id: 'DocumentoList' });
