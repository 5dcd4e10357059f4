/**
 * A vehicle of the case (issue 42 item 4): its plate — Mercosul 'ABC1D23' or the older 'ABC-1234'
 * —, make and model, colour, year, chassis (VIN), RENAVAM, how it relates to the case and the
 * person of the case it is linked to. Every field optional; each one given is checked, with the
 * message saying how it is written.
 */
import { z } from 'zod';
import { cleanString, uuid } from './common';
import {
  type Field,
  inputShape,
  option,
  outputShape,
  POSICAO_INCOMPLETA,
  posicaoFields,
  text,
} from './fields';
import { atualizacao, versao } from './versao';

export const VEICULO_RELACOES = [
  'Da vítima',
  'De suspeito',
  'Usado no crime',
  'Apreendido',
  'Outro',
] as const;
export const VEICULO_RELACAO_OUTRA = 'Outro';

export const PLACA_INVALIDA = 'Placa inválida. Use o padrão Mercosul (ABC1D23) ou o antigo (ABC-1234).';
export const RENAVAM_INVALIDO = 'RENAVAM inválido: são 11 dígitos, o último o dígito verificador.';
export const CHASSI_INVALIDO =
  'Chassi inválido: são 17 letras e números, sem as letras I, O e Q (o número de identificação do veículo).';
export const ANO_INVALIDO = 'Ano inválido. Use os 4 dígitos do ano (ex.: 2019).';

const MERCOSUL = /^[A-Z]{3}\d[A-Z]\d{2}$/;
const ANTIGA = /^[A-Z]{3}\d{4}$/;

/** A plate as typed ('abc-1234', 'ABC 1D23'), in capitals without separators; null when it is no plate. */
export function placaNormalizada(valor: string): string | null {
  const placa = valor.toUpperCase().replace(/[\s-]/g, '');
  return MERCOSUL.test(placa) || ANTIGA.test(placa) ? placa : null;
}

/** As the papers print it: the older format with its hyphen ('ABC-1234'), Mercosul as it is. */
export const placaImpressa = (placa: string) =>
  ANTIGA.test(placa) ? `${placa.slice(0, 3)}-${placa.slice(3)}` : placa;

/**
 * The key a plate is searched by: its Mercosul form. A car of the older plate got, when it changed
 * to Mercosul, the same plate with its second digit turned into a letter (0 → A … 9 → J), so
 * 'ABC-1234' and 'ABC1C34' are one car and either finds both.
 */
export function chaveDaPlaca(placa: string): string {
  if (!ANTIGA.test(placa)) return placa;
  return `${placa.slice(0, 4)}${String.fromCharCode(65 + Number(placa[4]))}${placa.slice(5)}`;
}

/**
 * RENAVAM's check digit, as DENATRAN publishes it: the first ten digits weighed 3, 2, 9, 8, 7, 6,
 * 5, 4, 3, 2, the sum times ten modulo 11, and 10 read as 0.
 */
export function renavamValido(renavam: string): boolean {
  if (!/^\d{11}$/.test(renavam)) return false;
  const pesos = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  const soma = pesos.reduce((total, peso, i) => total + peso * Number(renavam[i]), 0);
  return ((soma * 10) % 11) % 10 === Number(renavam[10]);
}

/**
 * A VIN's characters (ISO 3779): 17, letters and digits without I, O and Q. The ninth is not
 * checked as a check digit: Brazil's rule (CONTRAN) does not make it one, and vehicles made here
 * carry VINs whose ninth character is not (docs/decisions.md, issue 42).
 */
const VIN = /^[A-HJ-NPR-Z0-9]{17}$/;

/** An optional text that, when given, is rewritten by `normalizar` or refused with `mensagem`. */
function formatado(max: number, mensagem: string, normalizar: (valor: string) => string | null) {
  return {
    input: cleanString()
      .trim()
      .max(max, mensagem)
      .nullish()
      .transform((valor, ctx) => {
        if (!valor) return null;
        const normal = normalizar(valor);
        if (normal === null) ctx.addIssue({ code: 'custom', message: mensagem });
        return normal ?? z.NEVER;
      }),
    output: z.string().nullable(),
    empty: '',
  } satisfies Field;
}

export const veiculoFields = {
  placa: formatado(10, PLACA_INVALIDA, placaNormalizada),
  marca_modelo: text(100),
  cor: text(40),
  ano: formatado(4, ANO_INVALIDO, (valor) => {
    const ano = Number(valor);
    return /^\d{4}$/.test(valor) && ano >= 1900 && ano <= 2100 ? valor : null;
  }),
  chassi: formatado(20, CHASSI_INVALIDO, (valor) => {
    const vin = valor.toUpperCase().replace(/[\s-]/g, '');
    return VIN.test(vin) ? vin : null;
  }),
  // Older documents print 9 digits: the same number with two zeros before it.
  renavam: formatado(13, RENAVAM_INVALIDO, (valor) => {
    const digitos = valor.replace(/\D/g, '');
    const renavam = digitos.length === 9 ? `00${digitos}` : digitos;
    return /^[\d.\s-]+$/.test(valor) && renavamValido(renavam) ? renavam : null;
  }),
  relacao: option(VEICULO_RELACOES),
  /** What the relation is, when it is 'Outro'. */
  relacao_outra: text(100),
  /** The person of the case it is linked to (the person's id, whatever their role). */
  pessoa_id: {
    input: uuid
      .nullish()
      .or(z.literal(''))
      .transform((valor) => valor || null),
    output: z.string().nullable(),
    empty: null as string | null,
  } satisfies Field,
  observacao: text(1000),
  /** Where it stands at the scene, read from the device's GPS: then the croqui marks it. */
  ...posicaoFields,
} satisfies Record<string, Field>;

/** Both coordinates or neither: a half position places nothing. */
export const posicaoIncompleta = (valor: { latitude: number | null; longitude: number | null }) =>
  (valor.latitude === null) !== (valor.longitude === null);

const semOutraQuandoNaoOutro = <T extends { relacao: string | null; relacao_outra: string | null }>(
  valor: T,
) => ({
  ...valor,
  relacao_outra: valor.relacao === VEICULO_RELACAO_OUTRA ? valor.relacao_outra : null,
});

export const veiculoCreateRequest = z
  .object({ id: uuid, ...inputShape(veiculoFields) })
  .refine((valor) => !posicaoIncompleta(valor), { path: ['latitude'], message: POSICAO_INCOMPLETA })
  .transform(semOutraQuandoNaoOutro)
  .meta({ id: 'VeiculoCreateRequest' });
export type VeiculoCreateOutput = z.output<typeof veiculoCreateRequest>;

/** PUT: the fields changed and the version the form was opened on (issue 26). */
export const veiculoAtualizacao = atualizacao(z.object(inputShape(veiculoFields))).meta({
  id: 'VeiculoAtualizacao',
});

export const veiculo = z
  .object({
    id: uuid,
    ...outputShape(veiculoFields),
    user: z.object({ name: z.string(), matricula: z.string() }),
    created_at: z.iso.datetime({ offset: true }),
    versao,
  })
  .meta({ id: 'Veiculo' });
export type Veiculo = z.infer<typeof veiculo>;
