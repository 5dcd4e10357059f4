/**
 * The means and instruments of the crime and the suspects' routes (spec §2.3 Means, §3 'Means',
 * §5, §9): the request that adds one and the row the case reads. Names are the read-back ones of
 * §3, the same both ways, as the table stores them.
 */
import { z } from 'zod';
import {
  CALIBRES,
  type Calibre,
  INSTRUMENTO_ARMA_DE_FOGO,
  INSTRUMENTO_CRIME_PADRAO,
  INSTRUMENTO_OUTRO,
  INSTRUMENTOS_CRIME,
  MEIO_TRANSPORTE_PADRAO,
  MEIOS_TRANSPORTE,
} from '../options-caso';
import { apreensaoFields } from './apreensao';
import { autor, uuid } from './common';
import { type Field, inputShape, outputShape, text } from './fields';
import { versao } from './versao';

/** A choice with a default (spec §9: Desconhecido): an emptied select or none sent means the default. */
function optionWithDefault<const T extends readonly [string, ...string[]]>(values: T, padrao: T[number]) {
  return {
    input: z
      .union([z.enum(values), z.literal('')], { message: 'Opção inválida.' })
      .nullish()
      .transform((value): T[number] => (value === '' || value == null ? padrao : value)),
    output: z.enum(values),
    empty: padrao as T[number] | '' | null,
  } satisfies Field;
}

/** Each calibre once, in the order chosen (spec §5: added only if not already listed). */
const calibres = {
  input: z
    .array(z.enum(CALIBRES, { message: 'Calibre inválido.' }), { message: 'Calibres inválidos.' })
    .max(50, 'Calibres demais.')
    .nullish()
    .transform((value) => [...new Set(value ?? [])]),
  output: z.array(z.enum(CALIBRES)),
  empty: [] as Calibre[],
} satisfies Field;

export const meioFields = {
  instrumento_crime: optionWithDefault(INSTRUMENTOS_CRIME, INSTRUMENTO_CRIME_PADRAO),
  outro_instrumento_crime: text(200),
  calibres,
  meio_transporte: optionWithDefault(MEIOS_TRANSPORTE, MEIO_TRANSPORTE_PADRAO),
  rota_chegada_suspeito: text(1000),
  rota_fuga_suspeito: text(1000),
  anotacao_meio: text(2000),
  /** Issue 42: a seized instrument or weapon's serial, seal and deposit. */
  ...apreensaoFields,
};

export const OUTRO_INSTRUMENTO_VAZIO = 'Informe qual é o outro instrumento.';

/**
 * A new means. 'Outro instrumento' asks for the instrument; what the chosen instrument does not
 * show is dropped (spec §5): the free text without Outro, the calibres without Arma de Fogo.
 */
export const meioCreateRequest = z
  .object({ id: uuid, ...inputShape(meioFields) })
  .superRefine((value, ctx) => {
    if (value.instrumento_crime === INSTRUMENTO_OUTRO && !value.outro_instrumento_crime) {
      ctx.addIssue({ code: 'custom', path: ['outro_instrumento_crime'], message: OUTRO_INSTRUMENTO_VAZIO });
    }
  })
  .transform((value) => ({
    ...value,
    outro_instrumento_crime:
      value.instrumento_crime === INSTRUMENTO_OUTRO ? value.outro_instrumento_crime : null,
    calibres: value.instrumento_crime === INSTRUMENTO_ARMA_DE_FOGO ? value.calibres : [],
  }))
  .meta({ id: 'MeioCreateRequest' });
export type MeioCreateRequest = z.input<typeof meioCreateRequest>;
export type MeioCreateOutput = z.output<typeof meioCreateRequest>;

export const meio = z
  .object({
    id: uuid,
    ...outputShape(meioFields),
    user: autor,
    created_at: z.iso.datetime({ offset: true }),
    /** Issue 26: what an edit or delete of this record names as its base (shared/schemas/versao.ts). */
    versao,
  })
  .meta({ id: 'Meio' });
export type Meio = z.infer<typeof meio>;
