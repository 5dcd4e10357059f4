/**
 * A field declared once: how a request validates it, how a response carries it, and what an empty
 * form holds for it. Resource schemas, their read shapes and form defaults are all built from the
 * same declaration, so a field's name is written here and in its table, nowhere else.
 */
import { z } from 'zod';
import { formatCpf, isValidCpf } from '../formatos/cpf';
import { isIsoDate } from '../formatos/datas';
import { onlyDigits } from '../formatos/text';
import { LIMITES_BRASIL } from '../geo';
import { cleanString, INT4_MAX, uuid, uuidDe } from './common';

export interface Field<In extends z.ZodType = z.ZodType, Out extends z.ZodType = z.ZodType> {
  input: In;
  output: Out;
  /** What an empty form holds. */
  empty: z.input<In>;
  /** How a stored value is shown in a form, when not as stored. */
  toForm?: (value: z.output<Out>) => z.input<In>;
}

export type Fields = Record<string, Field>;

/** Checks a declaration while keeping its exact schema types. */
function field<In extends z.ZodType, Out extends z.ZodType>(declared: Field<In, Out>): Field<In, Out> {
  return declared;
}

type InputShape<F extends Fields> = { [K in keyof F]: F[K]['input'] };
type OutputShape<F extends Fields> = { [K in keyof F]: F[K]['output'] };
export type FormValuesOf<F extends Fields> = { [K in keyof F]: z.input<F[K]['input']> };
export type ValuesOf<F extends Fields> = { [K in keyof F]: z.output<F[K]['output']> };

function mapFields<F extends Fields, R>(fields: F, pick: (field: Field) => R): { [K in keyof F]: R } {
  return Object.fromEntries(Object.entries(fields).map(([name, field]) => [name, pick(field)])) as {
    [K in keyof F]: R;
  };
}

export function inputShape<F extends Fields>(fields: F): InputShape<F> {
  return mapFields(fields, (field) => field.input) as InputShape<F>;
}

export function outputShape<F extends Fields>(fields: F): OutputShape<F> {
  return mapFields(fields, (field) => field.output) as OutputShape<F>;
}

export function emptyValues<F extends Fields>(fields: F): FormValuesOf<F> {
  return mapFields(fields, (field) => field.empty) as FormValuesOf<F>;
}

/** A stored record in form values: absent values as empty ones. */
export function formValues<F extends Fields>(
  fields: F,
  stored: { [K in keyof F]?: unknown } | null | undefined,
): FormValuesOf<F> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = stored?.[name];
      if (value === null || value === undefined) return [name, field.empty];
      return [name, field.toForm ? field.toForm(value) : value];
    }),
  ) as FormValuesOf<F>;
}

/** The fields' values picked out of a wider row (a table row holds bookkeeping columns too). */
export function pickValues<F extends Fields>(fields: F, row: Record<string, unknown>): ValuesOf<F> {
  return Object.fromEntries(Object.keys(fields).map((name) => [name, row[name] ?? null])) as ValuesOf<F>;
}

/** Spec §5 generic prompt. */
export const OBRIGATORIO = 'Este campo é obrigatório';

const tooLong = (max: number) => `Use no máximo ${max} caracteres.`;

/** Text the user may leave empty: trimmed; empty, null and absent are stored as null. */
export function text(max: number) {
  return field({
    input: cleanString()
      .trim()
      .max(max, tooLong(max))
      .nullish()
      .transform((value) => (value ? value : null)),
    output: z.string().nullable(),
    empty: '',
  });
}

/** Text that must be given (spec §5 'Este campo é obrigatório'). */
export function requiredText(max: number) {
  return field({
    input: cleanString(OBRIGATORIO).trim().min(1, OBRIGATORIO).max(max, tooLong(max)),
    output: z.string(),
    empty: '',
  });
}

/** A choice from a fixed list; '' (an emptied select), null and absent mean none. */
export function option<const T extends readonly [string, ...string[]]>(values: T) {
  return field({
    input: z
      .union([z.enum(values), z.literal('')], { message: 'Opção inválida.' })
      .nullish()
      .transform((value) => (value === '' || value == null ? null : value)),
    output: z.enum(values).nullable(),
    empty: null,
  });
}

/** A calendar date, ISO 'yyyy-MM-dd' (the date input's own format). */
export function date() {
  return field({
    input: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Data inválida.')
      .refine((value) => value === '' || isIsoDate(value), 'Data inválida.')
      .nullish()
      .transform((value) => (value ? value : null)),
    output: z.string().nullable(),
    empty: '',
  });
}

/** A time of day, 'HH:mm'. */
export function time() {
  return field({
    input: z
      .string()
      .trim()
      .regex(/^(([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?)?$/, 'Hora inválida.')
      .nullish()
      .transform((value) => (value ? value.slice(0, 5) : null)),
    output: z.string().nullable(),
    empty: '',
  });
}

/** Kept as 11 digits; when given it must have valid check digits. Shown with its punctuation. */
export function cpf() {
  return field({
    input: z
      .string()
      .regex(/^\s*(\d{3}\.?\d{3}\.?\d{3}-?\d{2})?\s*$/, 'CPF inválido.')
      .transform(onlyDigits)
      .refine((value) => value === '' || isValidCpf(value), 'CPF inválido.')
      .nullish()
      .transform((value) => (value ? value : null)),
    output: z.string().nullable(),
    empty: '',
    toForm: (value) => (value ? formatCpf(value) : ''),
  });
}

/** Kept as its 8 digits. */
export function cep() {
  return field({
    input: z
      .string()
      .regex(/^\s*(\d{5}-?\d{3}|\d{2}\.\d{3}-\d{3})?\s*$/, 'CEP inválido.')
      .transform(onlyDigits)
      .refine((value) => value === '' || value.length === 8, 'CEP inválido.')
      .nullish()
      .transform((value) => (value ? value : null)),
    output: z.string().nullable(),
    empty: '',
  });
}

export function email() {
  return field({
    input: z
      .string()
      .trim()
      .max(200, tooLong(200))
      .refine((value) => value === '' || z.email().safeParse(value).success, 'E-mail inválido.')
      .nullish()
      .transform((value) => (value ? value : null)),
    output: z.string().nullable(),
    empty: '',
  });
}

/** The id of a reference row (a municipality), bounded to a PostgreSQL integer. */
export function reference() {
  return field({
    input: z
      .number()
      .int()
      .positive()
      .max(INT4_MAX)
      .nullish()
      .transform((value) => value ?? null),
    output: z.number().int().nullable(),
    empty: null,
  });
}

/**
 * A choice the user must make. The form starts with none (null), so the input accepts null and
 * refuses it with the generic prompt.
 */
export function requiredOption<const T extends readonly [string, ...string[]]>(values: T) {
  return field({
    input: z
      .enum(values)
      .nullish()
      .pipe(z.enum(values, { message: OBRIGATORIO })),
    output: z.enum(values).nullable(),
    empty: null,
  });
}

/** The id of a record the user must pick (a victim of the same case). */
export function requiredId() {
  return field({
    input: uuid.nullish().pipe(uuidDe(OBRIGATORIO)),
    output: uuid.nullable(),
    empty: null,
  });
}

/** A required pick from a list of numeric ids (the typification). */
export function requiredCode(ids: readonly number[], invalid: string) {
  return field({
    input: z
      .number()
      .int()
      .nullish()
      .pipe(z.number({ message: OBRIGATORIO }).refine((id) => ids.includes(id), invalid)),
    output: z.number().int().nullable(),
    empty: null,
  });
}

export const FORA_DO_BRASIL = 'A posição está fora do Brasil.';
export const latitude = z
  .number()
  .min(LIMITES_BRASIL.latitude[0], FORA_DO_BRASIL)
  .max(LIMITES_BRASIL.latitude[1], FORA_DO_BRASIL);
export const longitude = z
  .number()
  .min(LIMITES_BRASIL.longitude[0], FORA_DO_BRASIL)
  .max(LIMITES_BRASIL.longitude[1], FORA_DO_BRASIL);

/** A coordinate read from the device's GPS, optional: a point in Brazil, or none. */
function coordenada(eixo: typeof latitude) {
  return field({
    input: eixo.nullish().transform((value) => value ?? null),
    output: z.number().nullable(),
    empty: null as number | null,
  });
}

/** An optional position (latitude and longitude), checked as a pair where the record is written. */
export const posicaoFields = { latitude: coordenada(latitude), longitude: coordenada(longitude) };
export const POSICAO_INCOMPLETA = 'Informe latitude e longitude.';
