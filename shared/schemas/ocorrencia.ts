/**
 * The case's occurrence (issue 42 items 1 and 2): the police numbers it is filed under — one or
 * more boletins de ocorrência, each with the system or unit that issued it, and the procedure
 * (type and number) — and what happened, when: the nature stated, the date and time of the fact,
 * the account (histórico do fato). One per case; every field optional, edited with its version.
 */
import { z } from 'zod';
import { cleanString } from './common';
import { date, type Field, inputShape, option, outputShape, text, time } from './fields';
import { atualizacao, versao } from './versao';

export const PROCEDIMENTO_TIPOS = [
  'Inquérito Policial',
  'Auto de Prisão em Flagrante',
  'Termo Circunstanciado',
  'Outro',
] as const;
export const PROCEDIMENTO_OUTRO = 'Outro';

export const BOLETINS_MAX = 10;
export const HISTORICO_MAX = 5000;

/**
 * A number as the police systems print it, compared without its punctuation and case: 'BO
 * 00123/2026-DEAM' and '00123-2026 deam' are one number. The search compares the same key.
 */
export function chaveDoNumero(numero: string): string {
  return numero
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** A number of a police system: letters, digits and the punctuation they print. */
const numero = (vazio: string) =>
  cleanString(vazio)
    .trim()
    .min(1, vazio)
    .max(40, 'Use no máximo 40 caracteres.')
    .regex(/^[\p{L}\d][\p{L}\d ./\-_]*$/u, 'Use letras, números e . / - no número.')
    .refine((valor) => chaveDoNumero(valor).length > 0, 'Informe o número.');

export const BOLETIM_SEM_NUMERO = 'Informe o número do boletim de ocorrência.';

export const boletim = z.object({
  numero: numero(BOLETIM_SEM_NUMERO),
  /** The system or unit that issued it ('Delegacia Online', '1ª DP de João Pessoa'). */
  origem: text(100).input,
});

const boletins = {
  input: z
    .array(boletim, { message: 'Boletins inválidos.' })
    .max(BOLETINS_MAX, `No máximo ${BOLETINS_MAX} boletins de ocorrência.`)
    .nullish()
    .transform((lista) => lista ?? [])
    .superRefine((lista, ctx) => {
      const vistos = new Set<string>();
      lista.forEach((b, i) => {
        const chave = chaveDoNumero(b.numero);
        if (vistos.has(chave)) {
          ctx.addIssue({ code: 'custom', path: [i, 'numero'], message: 'Este boletim já foi informado.' });
        }
        vistos.add(chave);
      });
    }),
  output: z.array(z.object({ numero: z.string(), origem: z.string().nullable() })),
  empty: [] as { numero: string; origem: string | null }[],
} satisfies Field;

export const ocorrenciaFields = {
  boletins,
  procedimento_tipo: option(PROCEDIMENTO_TIPOS),
  /** Which procedure, when the type is 'Outro'. */
  procedimento_outro: text(100),
  procedimento_numero: {
    input: numero('Informe o número do procedimento.')
      .nullish()
      .or(z.literal(''))
      .transform((valor) => valor || null),
    output: z.string().nullable(),
    empty: '',
  } satisfies Field,
  /** The nature of the crime as stated, when the victims' typification does not say it. */
  natureza: text(200),
  data_fato: date(),
  hora_fato: time(),
  historico: text(HISTORICO_MAX),
};

/** PUT: the fields changed, each whole, and the version the form was opened on (issue 26). */
export const ocorrenciaAtualizacao = atualizacao(z.object(inputShape(ocorrenciaFields))).meta({
  id: 'OcorrenciaAtualizacao',
});

export const ocorrencia = z
  .object({
    ...outputShape(ocorrenciaFields),
    /** Who changed it last, and when; null while nobody has filled it. */
    user: z.object({ name: z.string(), matricula: z.string() }).nullable(),
    updated_at: z.iso.datetime({ offset: true }).nullable(),
    versao,
  })
  .meta({ id: 'Ocorrencia' });
export type Ocorrencia = z.infer<typeof ocorrencia>;

/** The occurrence of a case nobody has filled yet. */
export const OCORRENCIA_VAZIA: Ocorrencia = {
  boletins: [],
  procedimento_tipo: null,
  procedimento_outro: null,
  procedimento_numero: null,
  natureza: null,
  data_fato: null,
  hora_fato: null,
  historico: null,
  user: null,
  updated_at: null,
  versao: 1,
};

/** 'Inquérito Policial nº 0123/2026' as the papers cite the procedure; null without a number. */
export function procedimentoLinha(
  o: Pick<Ocorrencia, 'procedimento_tipo' | 'procedimento_outro' | 'procedimento_numero'>,
) {
  if (!o.procedimento_numero) return null;
  const tipo = o.procedimento_tipo === PROCEDIMENTO_OUTRO ? o.procedimento_outro : o.procedimento_tipo;
  return `${tipo ?? 'Procedimento'} nº ${o.procedimento_numero}`;
}

/** 'BO 00123/2026 (Delegacia Online)', each one, as the papers cite them. */
export const boletinsLinha = (lista: readonly { numero: string; origem: string | null }[]) =>
  lista.map((b) => (b.origem ? `${b.numero} (${b.origem})` : b.numero)).join('; ') || null;
