import { z } from 'zod';
import { MATRICULA_REGEX } from '../constants';
import { ERROR_CODES, type ErrorCode } from '../errors';

export const uuid = z.uuid({ message: 'Identificador inválido.' });

export const matricula = z
  .string({ message: 'Matrícula é obrigatória' })
  .trim()
  .min(1, { message: 'Matrícula é obrigatória', abort: true })
  .regex(/^\d+$/, { message: 'Apenas números são permitidos', abort: true })
  .regex(MATRICULA_REGEX, 'A matrícula deve conter exatamente 7 dígitos.');

export const apiError = z
  .object({
    code: z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'ApiError' });

export const okResponse = z.object({ ok: z.literal(true) });

/** Required text: trimmed, not empty ('Este campo é obrigatório', spec §5 generic prompt). */
export const requiredText = (max: number) =>
  z
    .string({ message: 'Este campo é obrigatório' })
    .trim()
    .min(1, 'Este campo é obrigatório')
    .max(max, `Use no máximo ${max} caracteres.`);

/** Optional text: trimmed; empty, null or absent all become null. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/** An optional choice from a fixed list; '' (an emptied select) counts as none. */
export const optionalOption = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .union([z.enum(values, { message: 'Opção inválida.' }), z.literal('')])
    .nullish()
    .transform((value) => (value === '' || value == null ? null : value));
