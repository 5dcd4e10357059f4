import { z } from 'zod';
import { INT4_MAX, nomeUnico, optionalText, uuid } from './common';
import { politicaAdmin } from './politica-admin';

/** The range of a unit's Wi-Fi limit (issue 43): a video is at most 100 MB, an item holds a few files. */
export const WIFI_ACIMA_MB = { min: 1, max: 1000 } as const;
export const WIFI_ACIMA_MB_MENSAGEM = `Informe um número inteiro de ${WIFI_ACIMA_MB.min} a ${WIFI_ACIMA_MB.max.toLocaleString('pt-BR')} MB, ou deixe em branco para não aguardar o Wi-Fi.`;

/**
 * The size in MB above which an officer's files wait for Wi-Fi where the phone says its link is
 * cellular; null (or blank in the form) means no wait. A form's text is read as the number it spells.
 */
const wifiAcimaMb = z
  .preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? null : Number(value.trim())) : value),
    z
      .number({ message: WIFI_ACIMA_MB_MENSAGEM })
      .int(WIFI_ACIMA_MB_MENSAGEM)
      .min(WIFI_ACIMA_MB.min, WIFI_ACIMA_MB_MENSAGEM)
      .max(WIFI_ACIMA_MB.max, WIFI_ACIMA_MB_MENSAGEM)
      .nullish(),
  )
  .transform((value) => value ?? null);

export const unidadeCreateRequest = z
  .object({
    id: uuid,
    nome: nomeUnico('O nome da unidade é obrigatório')
      .trim()
      .min(1, 'O nome da unidade é obrigatório')
      .max(200),
    telefone: optionalText(30),
    endereco: optionalText(300),
    cidade_id: z
      .number({ message: 'Selecione uma cidade' })
      .int()
      .positive('Selecione uma cidade')
      .max(INT4_MAX, 'Selecione uma cidade'),
    srpc: z
      .number()
      .int()
      .min(1)
      .max(99)
      .nullish()
      .transform((value) => value ?? null),
    wifi_acima_mb: wifiAcimaMb,
  })
  .meta({ id: 'UnidadeCreateRequest' });

export const unidade = z
  .object({
    id: uuid,
    nome: z.string(),
    telefone: z.string().nullable(),
    endereco: z.string().nullable(),
    cidade_id: z.number().int().nullable(),
    cidade: z.object({ nome: z.string(), uf: z.string() }).nullable(),
    srpc: z.number().int().nullable(),
    wifi_acima_mb: z.number().int().nullable(),
  })
  .meta({ id: 'Unidade' });
export type Unidade = z.infer<typeof unidade>;

/** A unit as the list gives it: with what the reader may do to it (autoridade-titulares.ts). */
export const unidadeDaLista = unidade.extend({ policy: politicaAdmin }).meta({ id: 'UnidadeDaLista' });
export type UnidadeDaLista = z.infer<typeof unidadeDaLista>;
export const unidadeList = z.object({ data: z.array(unidadeDaLista) }).meta({ id: 'UnidadeList' });

export const unidadeUpdateRequest = unidadeCreateRequest
  .omit({ id: true })
  .meta({ id: 'UnidadeUpdateRequest' });
export type UnidadeUpdateRequest = z.input<typeof unidadeUpdateRequest>;

export const unidadeParams = z.object({ unidadeId: uuid });
