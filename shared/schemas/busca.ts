/**
 * The search screen (spec §2.3 Search, §3 Search filters, §4 Search): one set of filters, two
 * result lists (people and cases), each paged. Filters are ANDed; person filters match the
 * registry's latest known values, case filters the case.
 */
import { z } from 'zod';
import { isValidCpf } from '../formatos/cpf';
import { onlyDigits } from '../formatos/text';
import { cleanString, diaValido, uuid } from './common';
import { chaveDoNumero } from './ocorrencia';
import { dadoAnterior } from './pessoas';
import { chaveDaPlaca, PLACA_INVALIDA, placaNormalizada } from './veiculos';

/** Results per page (the spec leaves it open): a phone screen and a half, small enough to be quick. */
export const BUSCA_PAGINA = 20;
/** How deep the infinite scroll may go (500 pages of 20): past that, a filter is what helps. */
export const BUSCA_PAGINAS_MAX = 500;
/**
 * Results are counted exactly up to this many past the page's start; past it the total is
 * 'mais de' (as search engines count): a year of a state holds ~145,000 people, and counting them
 * all made each page cost seconds (docs/decisions.md, Search).
 */
export const BUSCA_CONTAGEM_MAX = 1000;

export const BUSCA_FILTRO_VAZIO = 'Informe ao menos um filtro.';
export const BUSCA_TERMO_CURTO = 'Digite ao menos 3 letras.';

/** Accents and case are ignored by the server; the words are what is looked for, in any order. */
const termo = cleanString()
  .trim()
  .max(100, 'Use no máximo 100 caracteres.')
  .refine((value) => value === '' || value.split(/\s+/).some((word) => word.length >= 3), BUSCA_TERMO_CURTO)
  .optional()
  .transform((value) => value || undefined);

/** 'AAAA.NNNNNN', also typed without the dot or without the leading zeros ('2024.15'). */
const identificador = cleanString()
  .trim()
  .regex(/^(\d{4}\.?\d{1,6})?$/, 'Identificador inválido. Use o formato AAAA.NNNNNN.')
  .optional()
  .transform((value) => {
    if (!value) return undefined;
    const [ano, numero] = value.includes('.') ? value.split('.') : [value.slice(0, 4), value.slice(4)];
    return `${ano}.${(numero ?? '').padStart(6, '0')}`;
  });

/**
 * A boletim's or a procedure's number, exact: compared as its key (letters and digits, capitals),
 * so '00123/2026' finds '00123-2026'.
 */
const numeroDoCaso = cleanString()
  .trim()
  .max(40, 'Use no máximo 40 caracteres.')
  .optional()
  .transform((value) => (value ? chaveDoNumero(value) : '') || undefined);

/** A whole plate, either format; compared as its Mercosul key, so the older one finds the new. */
const placa = cleanString()
  .trim()
  .optional()
  .transform((value, ctx) => {
    if (!value) return undefined;
    const normal = placaNormalizada(value);
    if (normal === null) {
      ctx.addIssue({ code: 'custom', message: PLACA_INVALIDA });
      return undefined;
    }
    return chaveDaPlaca(normal);
  });

/** Complete, with or without its punctuation; kept as its 11 digits. */
const cpf = cleanString()
  .trim()
  .regex(/^(\d{3}\.?\d{3}\.?\d{3}-?\d{2})?$/, 'CPF inválido.')
  .transform(onlyDigits)
  .refine((value) => value === '' || isValidCpf(value), 'CPF inválido.')
  .optional()
  .transform((value) => value || undefined);

const data = z
  .string()
  .trim()
  .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Data inválida.')
  .refine((value) => value === '' || diaValido(value), 'Data inválida.')
  .optional()
  .transform((value) => value || undefined);

export const buscaFiltrosShape = {
  identificador,
  /** Issue 42: the case by its boletim de ocorrência, its procedure, a vehicle's plate. */
  bo: numeroDoCaso,
  procedimento: numeroDoCaso,
  placa,
  nome: termo,
  vulgo: termo,
  cpf,
  mae: termo,
  /** The case's name. */
  caso: termo,
  dataInicio: data,
  dataFim: data,
};
export const BUSCA_FILTROS = Object.keys(buscaFiltrosShape) as (keyof typeof buscaFiltrosShape)[];
export const BUSCA_FILTROS_PESSOA = ['nome', 'vulgo', 'cpf', 'mae'] as const;

export const buscaQuery = z
  .object({
    ...buscaFiltrosShape,
    page: z.coerce
      .number()
      .int('Página inválida.')
      .min(1, 'Página inválida.')
      .max(BUSCA_PAGINAS_MAX, 'Página inválida.')
      .default(1),
  })
  .superRefine((value, issues) => {
    if (BUSCA_FILTROS.every((filtro) => value[filtro] === undefined)) {
      issues.addIssue({ code: 'custom', message: BUSCA_FILTRO_VAZIO, path: ['nome'] });
    }
    if (value.dataInicio && value.dataFim && value.dataFim < value.dataInicio) {
      issues.addIssue({
        code: 'custom',
        message: 'A data final deve ser igual ou posterior à inicial.',
        path: ['dataFim'],
      });
    }
  });
export type BuscaQuery = z.output<typeof buscaQuery>;

/**
 * A person found. CPF (complete), birth date and mother only for readers of profiles
 * (ver_perfil); everyone gets the masked CPF, as in the add forms' search.
 */
export const pessoaResultado = z
  .object({
    id: uuid,
    nome: z.string(),
    vulgo: z.string().nullable(),
    cpf: z.string().nullable(),
    cpf_mascarado: z.string().nullable(),
    data_nascimento: z.string().nullable(),
    mae: z.string().nullable(),
    /** The cases (not deleted) the person appears in. */
    casos: z.number().int(),
    /**
     * Issue 42: the IML's numbers of the person as a victim, in each live case ('Guia nº 12/2026 de
     * 21/11/2026 · Laudo nº 77/2026'), for readers of profiles (ver_perfil) as the CPF; else empty.
     */
    iml: z.array(z.string()),
    dado_anterior: dadoAnterior,
  })
  .meta({ id: 'PessoaResultado' });
export type PessoaResultado = z.infer<typeof pessoaResultado>;

/**
 * A case found. `membro`: the reader is on its team; `acessivel`: may open it now (a member, or
 * justified); otherwise opening it asks for a justification, as from a person's profile.
 */
export const casoResultado = z
  .object({
    id: uuid,
    identificador: z.string(),
    name: z.string(),
    created_at: z.iso.datetime({ offset: true }),
    cidade: z.string().nullable(),
    membro: z.boolean(),
    acessivel: z.boolean(),
  })
  .meta({ id: 'CasoResultado' });
export type CasoResultado = z.infer<typeof casoResultado>;

/**
 * A page of results and how many there are in all (§7: data[] and total). `total_exato` false: there
 * are more than `total` (BUSCA_CONTAGEM_MAX), and scrolling on counts further.
 */
const pagina = { total: z.number().int(), total_exato: z.boolean(), page: z.number().int() };

export const buscaPessoasResponse = z
  .object({ data: z.array(pessoaResultado), ...pagina })
  .meta({ id: 'BuscaPessoas' });
export const buscaCasosResponse = z
  .object({ data: z.array(casoResultado), ...pagina })
  .meta({ id: 'BuscaCasos' });
