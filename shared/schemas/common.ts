import { z } from 'zod';
import { MATRICULA_REGEX } from '../constants';
import { ERROR_CODES, type ErrorCode } from '../errors';

/**
 * A UUID in its one written form, lowercase (RFC 9562 reads either case). PostgreSQL matches any
 * case, but it answers lowercase, and the server compares ids as text (whose account, whose device,
 * which cached entry): 'ABC…' read as another id than 'abc…' skipped every check on whose it was.
 * Every id of the schemas is made here; server/http/ids-canonicos.test.ts holds each operation to it.
 */
export const uuidDe = (message: string) => z.uuid({ message }).toLowerCase();

export const uuid = uuidDe('Identificador inválido.');

/**
 * C0 controls and DEL, except tab and line breaks (notes have several lines). The server refuses
 * them in any request (server/http/input-guard.ts); text schemas say so in the OpenAPI document.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is its purpose.
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is its purpose.
const NO_CONTROL_CHARACTERS = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/;

/** A string without control characters. */
export const cleanString = (message?: string) =>
  z
    .string(message ? { message } : undefined)
    .regex(NO_CONTROL_CHARACTERS, 'Caracteres de controle não são permitidos.');

/**
 * A name kept unique (a cargo, a profile, a unit), in Unicode's composed form (NFC): 'í' typed as
 * 'i' and an accent apart is the same name, which the database's lower() reads as another. Only
 * these: other texts stored before would no longer equal their resend or a colleague's value.
 */
export const nomeUnico = (message: string) => cleanString(message).normalize('NFC');

/** The largest value of a PostgreSQL integer column. */
export const INT4_MAX = 2_147_483_647;

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
    /** EDIT_CONFLICT: a `conflitoEdicao`; DELETE_CONFLICT: a `conflitoExclusao` (schemas/versao.ts). */
    conflito: z.unknown().optional(),
  })
  .meta({ id: 'ApiError' });

export const okResponse = z.object({ ok: z.literal(true) });

/** Who recorded something in a case (a means, an event), as the case's screens name them. */
export const autor = z.object({ name: z.string(), matricula: z.string() });

/** Optional text: trimmed; empty, null or absent all become null. */
export const optionalText = (max: number) =>
  cleanString()
    .trim()
    .max(max, `Use no máximo ${max} caracteres.`)
    .transform((value) => (value === '' ? null : value))
    .nullish()
    .transform((value) => value ?? null);

/**
 * A day that exists, as the date input sends it: not one JavaScript rolls over ('2026-02-30' to
 * 2 March) nor year 0, which the database would refuse with an error instead of a message.
 */
export const diaExistente = (value: string) => {
  const dia = new Date(`${value}T00:00:00Z`);
  // The calendar has no year 0, and PostgreSQL refuses it.
  return (
    Number(value.slice(0, 4)) >= 1 && !Number.isNaN(dia.getTime()) && dia.toISOString().startsWith(value)
  );
};

/** A day that exists between 1900 and 2100 (the search's dates of birth and of the fact). */
export const diaValido = (value: string) => {
  const ano = Number(value.slice(0, 4));
  return ano >= 1900 && ano <= 2100 && diaExistente(value);
};
