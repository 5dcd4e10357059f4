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
