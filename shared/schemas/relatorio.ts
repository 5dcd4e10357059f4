/**
 * The report (spec §2.3 'Report', §7 caso/gerar-relatorio): what may be left out of it, the record
 * of each PDF issued and its public verification; and the summons (spec §3 'Intimation data', §5).
 */
import { z } from 'zod';
import { isIsoDate } from '../formatos/datas';
import { cleanString, uuid } from './common';
import { instante } from './instante';
import { versao, versaoBase } from './versao';
import { sha256Hex } from './vestigios';

/** Who made the PDF: the server, or the officer's device (registered through the outbox). */
export const RELATORIO_ORIGENS = ['servidor', 'navegador'] as const;

/**
 * What the issuer was to the case when issuing (the case's accesses): only members issue since
 * issue 39; 'justificado' marks a report a justified reader issued before, never the case's report.
 */
export const EMISSOR_ACESSOS = ['membro', 'justificado'] as const;

/** What the report screen's toggle may leave out (spec §2.3: victim, suspect, witness, camera, location). */
export const RELATORIO_ITEM_TIPOS = ['vitima', 'testemunha', 'suspeito', 'camera', 'local'] as const;
export type RelatorioItemTipo = (typeof RELATORIO_ITEM_TIPOS)[number];

export const relatorioExclusao = z.object({ tipo: z.enum(RELATORIO_ITEM_TIPOS), id: uuid });
export type RelatorioExclusao = z.infer<typeof relatorioExclusao>;

export const relatorioInclusaoRequest = z
  .object({ tipo: z.enum(RELATORIO_ITEM_TIPOS), id: uuid, incluir: z.boolean() })
  .meta({ id: 'RelatorioInclusaoRequest' });
/**
 * PUT (issue 26): whether the item is in the report is a field of the item (`incluir_relatorio`
 * in its history), so `versao_base` is the item's own version as its read shows it.
 */
export const relatorioInclusaoAtualizacao = relatorioInclusaoRequest
  .extend(versaoBase.shape)
  .meta({ id: 'RelatorioInclusaoAtualizacao' });
/** What the toggle answers: the item's version after it. */
export const relatorioInclusaoResposta = z.object({ ok: z.literal(true), versao });

/** The short code printed on the last page: 8 letters and digits without look-alikes, as XXXX-XXXX. */
export const CODIGO_ALFABETO = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const codigoVerificacao = cleanString('Informe o código.')
  .trim()
  .toUpperCase()
  .transform((value) => value.replace(/[^0-9A-Z]/g, ''))
  .pipe(
    z
      .string()
      .regex(new RegExp(`^[${CODIGO_ALFABETO}]{8}$`), 'O código tem 8 letras e números (XXXX-XXXX).')
      .transform((value) => `${value.slice(0, 4)}-${value.slice(4)}`),
  );

/**
 * A device's provisional copy reached the server (through the outbox): the server then issues the
 * official report itself. The copy's hash and moment are kept in the log only, as what it was.
 */
export const relatorioRegistroRequest = z
  .object({
    id: uuid,
    sha256: sha256Hex,
    report_generated_at: instante(),
  })
  .meta({ id: 'RelatorioRegistroRequest' });

/**
 * The server's issue of the report: the id the device made for this issue, kept while it is tried
 * again (a lost answer, the balancer resending it to another node), so that a repeat answers the
 * first issue's PDF instead of issuing a second report.
 */
export const relatorioEmissaoRequest = z.object({ id: uuid }).meta({ id: 'RelatorioEmissaoRequest' });

export const relatorioEmitido = z
  .object({
    id: uuid,
    codigo: z.string(),
    sha256: z.string(),
    origem: z.enum(RELATORIO_ORIGENS),
    emitido_em: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'RelatorioEmitido' });
export type RelatorioEmitido = z.infer<typeof relatorioEmitido>;

/** The code alone (a paper in hand) or the code and the file's SHA-256 (the PDF in hand). */
export const verificacaoRequest = z
  .object({ codigo: codigoVerificacao, sha256: sha256Hex.optional() })
  .meta({ id: 'VerificacaoRelatorioRequest' });

/**
 * `encontrado`: the server issued a report with this code; then what a paper holder can compare
 * (no person of the case). `valido`: the file is those very bytes (null when no file was given).
 * `checkpoint_atual`: the latest signed checkpoint of the log, carried by every answer.
 */
export const verificacaoResposta = z
  .object({
    encontrado: z.boolean(),
    valido: z.boolean().nullable(),
    caso: z.object({ identificador: z.string(), name: z.string().nullable() }).nullable(),
    emitido_em: z.iso.datetime({ offset: true }).nullable(),
    origem: z.enum(RELATORIO_ORIGENS).nullable(),
    unidade: z.string().nullable(),
    emissor: z.object({ name: z.string(), matricula: z.string() }).nullable(),
    /** What the issuer was to the case; absent from a server before issue 39. */
    emissor_acesso: z.enum(EMISSOR_ACESSOS).nullable().optional(),
    paginas: z.number().int().nullable(),
    checkpoint: z.string().nullable(),
    checkpoint_atual: z.string().nullable(),
  })
  .meta({ id: 'VerificacaoRelatorio' });
export type VerificacaoResposta = z.infer<typeof verificacaoResposta>;

export const INTIMACAO_DATA_OBRIGATORIA = 'Você deve inserir uma data!';
export const INTIMACAO_HORA_OBRIGATORIA = 'Você deve inserir uma hora!';
export const INTIMACAO_PAPEIS = ['suspeito', 'testemunha'] as const;

/** 'dd/mm/yyyy' → ISO date; spec §5. */
export const dataBr = cleanString(INTIMACAO_DATA_OBRIGATORIA)
  .trim()
  .min(1, INTIMACAO_DATA_OBRIGATORIA)
  .regex(/^\d{2}\/\d{2}\/\d{4}$/, 'Use o formato dd/mm/aaaa.')
  .transform((value) => `${value.slice(6)}-${value.slice(3, 5)}-${value.slice(0, 2)}`)
  .refine(isIsoDate, 'Data inválida.');

export const horaBr = cleanString(INTIMACAO_HORA_OBRIGATORIA)
  .trim()
  .min(1, INTIMACAO_HORA_OBRIGATORIA)
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use o formato hh:mm.');

export const intimacaoCreateRequest = z
  .object({ id: uuid, papel: z.enum(INTIMACAO_PAPEIS), vinculo_id: uuid, data: dataBr, hora: horaBr })
  .meta({ id: 'IntimacaoCreateRequest' });

/** A summons as issued: the person's data and address as printed, kept even if the record changes. */
export const intimacao = z
  .object({
    id: uuid,
    papel: z.enum(INTIMACAO_PAPEIS),
    vinculo_id: uuid.nullable(),
    pessoa_id: uuid,
    nome: z.string(),
    /** The address as one line, or null when the person has none. */
    endereco: z.string().nullable(),
    /** ISO date and HH:mm of the appearance. */
    data: z.string(),
    hora: z.string(),
    delegado: z.string().nullable(),
    /**
     * Issue 42: whose name signs — the issuer, a delegate ('emissor'), or the case's delegate
     * ('equipe'); null when the team had none (the paper says so). Absent on older summons.
     */
    delegado_origem: z.enum(['emissor', 'equipe']).nullish(),
    /** Issue 42: the boletins and procedure cited, as the case had them when issued. */
    boletins: z.string().nullish(),
    procedimento: z.string().nullish(),
    /** Header of the paper: the issuer's regional superintendence and unit. */
    srpc: z.number().int().nullable(),
    unidade: z.string().nullable(),
    /**
     * Where the person must appear (the unit's address) and the city the paper is dated in
     * ('João Pessoa - PB'); absent on a summons issued before they were kept.
     */
    unidade_endereco: z.string().nullish(),
    cidade: z.string().nullish(),
    user: z.object({ name: z.string(), matricula: z.string() }),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'Intimacao' });
export type Intimacao = z.infer<typeof intimacao>;
