/**
 * Evidence (vestígios) and its media, with what a court asks of each file: its SHA-256 computed on
 * the device at capture, who captured it, when (UTC), where and on which device (spec §3
 * 'Evidence', §4 'Vestígio form'; CPP arts. 158-A to 158-F). The bytes travel by resumable upload
 * (tus, `/uploads`), never inside JSON; the vestígio's create names the finished uploads.
 */
import { z } from 'zod';
import { CAPTURA_ASSINATURA_VERSAO } from '../captura-assinatura';
import { UFS } from '../geo';
import { VESTIGIO_DESCRICAO_MAX, VESTIGIO_TIPO_VALUES } from '../options-caso';
import { apreensaoFields, semApreensao, vestigioApreendido } from './apreensao';
import { cleanString, uuid } from './common';
import { inputShape, latitude, longitude, option, outputShape } from './fields';
import { instante } from './instante';
import { enderecoFields } from './pessoas';
import { versao } from './versao';

/** What the camera makes and the picker accepts (spec §9; video as the phone records it). */
export const FOTO_CONTENT_TYPES = ['image/jpeg', 'image/png'] as const;
export const VIDEO_CONTENT_TYPES = ['video/webm', 'video/mp4', 'video/quicktime'] as const;
export const MIDIA_CONTENT_TYPES = [...FOTO_CONTENT_TYPES, ...VIDEO_CONTENT_TYPES] as const;
export type MidiaContentType = (typeof MIDIA_CONTENT_TYPES)[number];

export const FOTO_MAX_BYTES = 25 * 1024 * 1024;
/** Ten seconds of phone video at its highest bitrate, with room. */
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;
/** A video's poster frame, made on the device (a derived copy, like a photo's thumbnail). */
export const POSTER_MAX_BYTES = 2 * 1024 * 1024;
/** Several photos and one video per vestígio (spec §2.3 'Camera capture'). */
export const FOTOS_MAX = 10;

export const MIDIA_KINDS = ['photo', 'video'] as const;
export type MidiaKind = (typeof MIDIA_KINDS)[number];

/** The purpose of an upload, told in its tus metadata (`kind`). */
export const UPLOAD_KINDS = ['photo', 'video', 'poster'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const sha256Hex = z.string().regex(/^[0-9a-f]{64}$/, 'SHA-256 inválido.');

/**
 * Refused below a centimetre rather than rounded, as the scene's is: the device signs the value it
 * sends, and the column, a PostgreSQL real, underflows on one like 1e-50 (a 500, at every resend).
 */
const precisao = z
  .number()
  .min(0, 'A precisão não pode ser negativa.')
  .max(100_000)
  .refine((metros) => metros === 0 || metros >= 0.01, 'A precisão deve ser de ao menos 1 centímetro.');

/**
 * Taken by the app's own camera ('captura') or picked from the device ('importacao'): only the
 * first is a capture the app witnessed (issue 27).
 */
export const MIDIA_ORIGENS = ['captura', 'importacao'] as const;
export type MidiaOrigem = (typeof MIDIA_ORIGENS)[number];

/**
 * The time a file says it was made, as it says it: a wall clock with its offset when the file gives
 * one (EXIF OffsetTime*, or UTC for an MP4's header), without one when it does not (plain EXIF).
 */
export const ARQUIVO_INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(Z|[+-]\d{2}:\d{2})?$/;

/** What a picked file says of itself (EXIF, the container's header): the file's word, not the app's. */
export const arquivoMetadados = z
  .object({
    nome_original: cleanString().max(255).nullable(),
    criado_em: z.string().regex(ARQUIVO_INSTANTE, 'Data inválida.').nullable(),
    latitude: z.number().min(-90).max(90).nullable(),
    longitude: z.number().min(-180).max(180).nullable(),
    modelo: cleanString().max(200).nullable(),
  })
  .refine((a) => (a.latitude === null) === (a.longitude === null), 'Informe latitude e longitude.');
export type ArquivoMetadados = z.infer<typeof arquivoMetadados>;

/**
 * The device key's signature of a capture (issue 39, shared/captura-assinatura.ts): which device
 * signed and the signature itself. The signed fields are the record's own; the server rebuilds them.
 */
export const capturaAssinatura = z.object({
  versao: z.literal(CAPTURA_ASSINATURA_VERSAO),
  aparelho_id: uuid,
  valor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'Assinatura inválida.'),
});

/** One captured or picked file, as the device describes it when it names the finished upload. */
export const midiaInput = z
  .object({
    /** The tus upload's id, made by the device: the same file resent is the same upload. */
    id: uuid,
    kind: z.enum(MIDIA_KINDS),
    content_type: z.enum(MIDIA_CONTENT_TYPES, { message: 'Tipo de arquivo não permitido.' }),
    sha256: sha256Hex,
    size_bytes: z.number().int().positive(),
    /** When the device captured it or, for an imported file, when it was picked; UTC. */
    capturada_em: instante(),
    /** Absent from versions before issue 27: then neither is claimed ('registrada'). */
    origem: z.enum(MIDIA_ORIGENS).optional(),
    /** An imported file's own metadata, apart from the device's record of the import. */
    arquivo: arquivoMetadados.nullable().optional(),
    /** A capture by the app's camera signed by the device's key; absent before issue 39. */
    assinatura: capturaAssinatura.nullable().optional(),
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
    precisao_m: precisao.nullable(),
    /** The video's poster frame upload (JPEG); photos get their thumbnail on the server. */
    poster_id: uuid.nullable().optional(),
    duracao_ms: z.number().int().min(0).max(600_000).nullable().optional(),
  })
  .refine((m) => !m.arquivo || m.origem === 'importacao', {
    path: ['arquivo'],
    message: 'Só um arquivo importado traz os dados do próprio arquivo.',
  })
  .refine((m) => !m.assinatura || m.origem === 'captura', {
    path: ['assinatura'],
    message: 'Só uma captura pela câmera do app é assinada pelo aparelho.',
  })
  .refine((m) => !m.poster_id || m.kind === 'video', {
    path: ['poster_id'],
    message: 'Só um vídeo tem imagem de capa.',
  });
export type MidiaInput = z.input<typeof midiaInput>;

export const vestigioEnderecoFields = { ...enderecoFields, estado: option(UFS) };

export const vestigioCreateRequest = z
  .object({
    id: uuid,
    tipo: z.enum(VESTIGIO_TIPO_VALUES as [string, ...string[]], { message: 'Selecione o tipo do vestígio.' }),
    descricao: cleanString()
      .trim()
      .max(VESTIGIO_DESCRICAO_MAX, `Use no máximo ${VESTIGIO_DESCRICAO_MAX} caracteres.`)
      .nullish()
      .transform((value) => value || null),
    ...inputShape(vestigioEnderecoFields),
    latitude: latitude.nullable(),
    longitude: longitude.nullable(),
    precisao_m: precisao.nullable(),
    obtida_em: instante().nullable(),
    /** Issue 42: kept only on a seized object ('Objeto Apreendido'). */
    ...inputShape(apreensaoFields),
    midias: z
      .array(midiaInput)
      .min(1, 'Adicione ao menos uma foto ou um vídeo.')
      .refine(
        (midias) => midias.filter((m) => m.kind === 'video').length <= 1,
        'Apenas um vídeo por vestígio.',
      )
      .refine(
        (midias) => midias.filter((m) => m.kind === 'photo').length <= FOTOS_MAX,
        `No máximo ${FOTOS_MAX} fotos.`,
      )
      // Each upload is one file of the record: named twice (as two media, or as a media and a
      // video's cover) it would be stored twice under one id.
      .refine((midias) => {
        const ids = midias.flatMap((m) => (m.poster_id ? [m.id, m.poster_id] : [m.id]));
        return new Set(ids).size === ids.length;
      }, 'A mesma mídia foi enviada duas vezes.'),
  })
  .superRefine((value, context) => {
    if ((value.latitude === null) !== (value.longitude === null)) {
      context.addIssue({ code: 'custom', path: ['latitude'], message: 'Informe latitude e longitude.' });
    }
  })
  .transform((value) => (vestigioApreendido(value.tipo) ? value : { ...value, ...semApreensao() }));
export type VestigioCreateRequest = z.input<typeof vestigioCreateRequest>;

/**
 * What the server found when it checked a capture's signature (issue 39): 'verificada' is the one
 * outcome printed as a capture; every other names why the capture stays the device's word.
 * 'anterior': recorded by a version that did not check signatures. Null: not a capture (an
 * import, or no origin).
 */
export const CAPTURA_VERIFICACOES = [
  'verificada',
  'sem_assinatura',
  'aparelho_desconhecido',
  'aparelho_revogado',
  'aparelho_nao_registrado_pelo_usuario',
  'aparelho_revogado_para_usuario',
  'assinatura_invalida',
  'anterior',
] as const;
export type CapturaVerificacao = (typeof CAPTURA_VERIFICACOES)[number];

/**
 * A capture or import time outside the case's life, as the server judges it: before the case was
 * created (less a tolerance) or after the server began receiving the file. `limite` is the instant
 * crossed (the case's creation, or the start of the upload).
 */
export const horaForaDoCaso = z.object({
  motivo: z.enum(['antes_do_caso', 'depois_do_recebimento']),
  limite: z.string(),
});
export type HoraForaDoCaso = z.infer<typeof horaForaDoCaso>;

/** A stored media of a vestígio, fetched by URL, with its integrity and capture record. */
export const midia = z
  .object({
    id: uuid,
    kind: z.enum(MIDIA_KINDS),
    content_type: z.string(),
    size_bytes: z.number().int(),
    sha256: z.string(),
    url: z.string(),
    /** A photo's thumbnail or a video's poster frame; derived copies, never the evidence. */
    miniatura_url: z.string().nullable(),
    /** Captured by the app's camera, imported from the device, or null when recorded before issue 27. */
    origem: z.enum(MIDIA_ORIGENS).nullable(),
    /** When the device captured or imported it (by `origem`), UTC. */
    registrada_em: z.string().nullable(),
    /** A capture's signature as the server checked it; null for anything but a capture. */
    verificacao: z.enum(CAPTURA_VERIFICACOES).nullable(),
    /** Set when `registrada_em` falls outside the case's life. */
    hora_fora_do_caso: horaForaDoCaso.nullable(),
    /** What an imported file says of itself; never the app's own record. */
    arquivo: z
      .object({
        nome_original: z.string().nullable(),
        criado_em: z.string().nullable(),
        coordenadas: z.tuple([z.number(), z.number()]).nullable(),
        modelo: z.string().nullable(),
      })
      .nullable(),
    capturada_por: z.object({ name: z.string(), matricula: z.string() }),
    coordenadas: z.tuple([z.number(), z.number()]).nullable(),
    precisao_m: z.number().nullable(),
    /** 'Aparelho que registrou', as the server knows the session that sent it; null while queued. */
    dispositivo: z.string().nullable(),
    duracao_ms: z.number().int().nullable(),
    recebida_em: z.string(),
  })
  .meta({ id: 'VestigioMidia' });
export type Midia = z.infer<typeof midia>;

export const vestigio = z
  .object({
    id: uuid,
    tipo: z.string(),
    descricao: z.string().nullable(),
    ...outputShape(vestigioEnderecoFields),
    cidade: z.object({ id: z.number().int(), nome: z.string(), uf: z.string() }).nullable(),
    coordenadas: z.tuple([z.number(), z.number()]).nullable(),
    precisao_m: z.number().nullable(),
    obtida_em: z.string().nullable(),
    ...outputShape(apreensaoFields),
    midias: z.array(midia),
    user: z.object({ name: z.string(), matricula: z.string() }),
    created_at: z.string(),
    /** Issue 26: what an edit or delete of this record names as its base (shared/schemas/versao.ts). */
    versao,
  })
  .meta({ id: 'Vestigio' });
export type Vestigio = z.infer<typeof vestigio>;

/** One event of a vestígio's chain of custody, from the tamper-evident log. */
export const custodiaEvento = z.object({
  id: z.string(),
  acao: z.string(),
  descricao: z.string(),
  user: z.object({ name: z.string(), matricula: z.string() }).nullable(),
  media_id: z.string().nullable(),
  ip: z.string().nullable(),
  created_at: z.string(),
});
export type CustodiaEvento = z.infer<typeof custodiaEvento>;

export const custodiaResponse = z
  .object({
    vestigio_id: uuid,
    /** Issue 42: a seized object's seal, serial and deposit head its chain of custody. */
    ...outputShape(apreensaoFields),
    eventos: z.array(custodiaEvento),
  })
  .meta({ id: 'VestigioCustodia' });
