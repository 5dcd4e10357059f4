import { z } from 'zod';
import { cleanString, INT4_MAX, optionalText, uuid } from './common';

export const unidadeCreateRequest = z
  .object({
    id: uuid,
    nome: cleanString('O nome da unidade é obrigatório')
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
  })
  .meta({ id: 'UnidadeCreateRequest' });

export const unidade = z
  .object({
    id: z.uuid(),
    nome: z.string(),
    telefone: z.string().nullable(),
    endereco: z.string().nullable(),
    cidade_id: z.number().int().nullable(),
    cidade: z.object({ nome: z.string(), uf: z.string() }).nullable(),
    srpc: z.number().int().nullable(),
  })
  .meta({ id: 'Unidade' });
export type Unidade = z.infer<typeof unidade>;

export const unidadeList = z.object({ data: z.array(unidade) }).meta({ id: 'UnidadeList' });

export const unidadeUpdateRequest = unidadeCreateRequest
  .omit({ id: true })
  .meta({ id: 'UnidadeUpdateRequest' });
export type UnidadeUpdateRequest = z.input<typeof unidadeUpdateRequest>;

export const unidadeParams = z.object({ unidadeId: uuid });
