import { z } from 'zod';
import { isValidCpf } from '../cpf';
import { isIsoDate } from '../datas';
import {
  ABORDAGENS,
  CORES,
  CORES_CABELO,
  CORES_OLHOS,
  ESTADOS_CADAVER,
  ESTADOS_CIVIS,
  MEIOS_MORTE,
  PARENTESCOS,
  PESSOA_TIPO_FAMILIAR,
  PESSOA_TIPOS,
  SEXOS,
  SIM_NAO,
  SIM_NAO_DESCONHECIDO,
  TENTATIVA_HOMICIDIO_ID,
  TIPIFICACOES,
} from '../options';
import { onlyDigits } from '../text';
import { optionalOption, optionalText, requiredText, uuid } from './common';

/** The three roles a person plays in a case; also the `rota` of the edit screen. */
export const PESSOA_PAPEIS = ['vitima', 'testemunha', 'suspeito'] as const;
export type PessoaPapel = (typeof PESSOA_PAPEIS)[number];

/** How each role is named to the user ('Apagar {tipo}?', '{Tipo} salva com sucesso!'). */
export const PAPEL_LABELS: Record<PessoaPapel, { tipo: string; artigo: 'a' | 'o' }> = {
  vitima: { tipo: 'Vítima', artigo: 'a' },
  testemunha: { tipo: 'Testemunha', artigo: 'a' },
  suspeito: { tipo: 'Suspeito', artigo: 'o' },
};

/** API collection of each role, under /casos/:casoId/. */
export const PAPEL_COLECAO: Record<PessoaPapel, 'vitimas' | 'testemunhas' | 'suspeitos'> = {
  vitima: 'vitimas',
  testemunha: 'testemunhas',
  suspeito: 'suspeitos',
};

const optionalDate = z
  .string()
  .trim()
  .refine((value) => value === '' || isIsoDate(value), 'Data inválida.')
  .nullish()
  .transform((value) => (value ? value : null));

const optionalTime = z
  .string()
  .trim()
  .refine((value) => value === '' || /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(value), 'Hora inválida.')
  .nullish()
  .transform((value) => (value ? value.slice(0, 5) : null));

/** Kept as 11 digits; when given it must have valid check digits (issue 3). */
export const cpf = z
  .string()
  .transform(onlyDigits)
  .refine((value) => value === '' || isValidCpf(value), 'CPF inválido.')
  .nullish()
  .transform((value) => (value ? value : null));

export const pessoaInput = z.object({
  id: uuid,
  nome: requiredText(200),
  vulgo: optionalText(100),
  data_nascimento: optionalDate,
  cpf,
  rg: optionalText(30),
  pai: optionalText(200),
  mae: optionalText(200),
  sexo: optionalOption(SEXOS),
  profissao: optionalText(100),
  cor: optionalOption(CORES),
  estado_civil: optionalOption(ESTADOS_CIVIS),
  conjuje: optionalText(200),
  faccao: optionalText(100),
  comparsa: optionalText(200),
  email: z
    .string()
    .trim()
    .refine((value) => value === '' || z.email().safeParse(value).success, 'E-mail inválido.')
    .nullish()
    .transform((value) => (value ? value : null)),
  telefone: optionalText(30),
  naturalidade: optionalText(100),
});
export type PessoaInput = z.input<typeof pessoaInput>;

export const enderecoInput = z.object({
  id: uuid,
  rua: optionalText(200),
  numero: optionalText(20),
  bairro: optionalText(100),
  complemento: optionalText(200),
  cidade_id: z
    .number()
    .int()
    .positive()
    .nullish()
    .transform((value) => value ?? null),
  cep: z
    .string()
    .transform(onlyDigits)
    .refine((value) => value === '' || value.length === 8, 'CEP inválido.')
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type EnderecoInput = z.input<typeof enderecoInput>;

/** Descriptions of scar and tattoo only mean something with SIM; otherwise they are dropped. */
export const caracteristicasInput = z
  .object({
    cor_cabelo: optionalOption(CORES_CABELO),
    cor_olhos: optionalOption(CORES_OLHOS),
    barba: optionalOption(SIM_NAO),
    bigode: optionalOption(SIM_NAO),
    cicatriz: optionalOption(SIM_NAO),
    cicatriz_descricao: optionalText(500),
    tatuagem: optionalOption(SIM_NAO),
    tatuagem_descricao: optionalText(500),
    comentario: optionalText(1000),
  })
  .transform((value) => ({
    ...value,
    cicatriz_descricao: value.cicatriz === 'SIM' ? value.cicatriz_descricao : null,
    tatuagem_descricao: value.tatuagem === 'SIM' ? value.tatuagem_descricao : null,
  }));
export type CaracteristicasInput = z.input<typeof caracteristicasInput>;

const TIPIFICACAO_IDS = TIPIFICACOES.map((t) => t.id) as number[];

/**
 * Victim-only facts. The typification drives them (spec §4): 2183 (attempted homicide) keeps the
 * referral and drops the death fields; any other keeps the death fields (corpse state and means of
 * death required) and drops the referral. Descriptions stay only with SIM.
 */
export const vitimaDados = z
  .object({
    crime_id: z
      .number({ message: 'Este campo é obrigatório' })
      .int()
      .refine((id) => TIPIFICACAO_IDS.includes(id), 'Tipificação inválida.'),
    nic: optionalText(50),
    estado_cadaver: optionalOption(ESTADOS_CADAVER),
    data_morte: optionalDate,
    hora_morte: optionalTime,
    meio_morte: optionalOption(MEIOS_MORTE),
    abordagem: optionalOption(ABORDAGENS),
    abordagemDados: optionalText(1000),
    reacao: optionalOption(SIM_NAO_DESCONHECIDO),
    reacaoDados: optionalText(1000),
    subtracao_bens: optionalOption(SIM_NAO_DESCONHECIDO),
    bens_subtraidos: optionalText(1000),
    /** The referral place's code (GET /encaminhamentos); 'OUTRO' asks for `encaminhado_outro`. */
    encaminhado: optionalText(50),
    encaminhado_outro: optionalText(200),
    sobrevivente: optionalOption(SIM_NAO),
  })
  .superRefine((value, ctx) => {
    const required = (path: string, message = 'Este campo é obrigatório') =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (value.crime_id === TENTATIVA_HOMICIDIO_ID) {
      if (value.encaminhado === 'OUTRO' && !value.encaminhado_outro) {
        required('encaminhado_outro', 'Insira o local de encaminhamento.');
      }
    } else {
      if (!value.estado_cadaver) required('estado_cadaver');
      if (!value.meio_morte) required('meio_morte');
    }
  })
  .transform((value) => {
    const tentativa = value.crime_id === TENTATIVA_HOMICIDIO_ID;
    return {
      ...value,
      nic: tentativa ? null : value.nic,
      estado_cadaver: tentativa ? null : value.estado_cadaver,
      data_morte: tentativa ? null : value.data_morte,
      hora_morte: tentativa ? null : value.hora_morte,
      meio_morte: tentativa ? null : value.meio_morte,
      encaminhado: tentativa ? value.encaminhado : null,
      encaminhado_outro: tentativa && value.encaminhado === 'OUTRO' ? value.encaminhado_outro : null,
      abordagemDados: value.abordagem === 'SIM' ? value.abordagemDados : null,
      reacaoDados: value.reacao === 'SIM' ? value.reacaoDados : null,
      bens_subtraidos: value.subtracao_bens === 'SIM' ? value.bens_subtraidos : null,
    };
  });
export type VitimaDadosInput = z.input<typeof vitimaDados>;
export type VitimaDados = z.output<typeof vitimaDados>;

/** Link type and victim come first and are required; Familiar also asks for the kinship. */
export const vinculoDados = z
  .object({
    pessoaTipo: z.enum(PESSOA_TIPOS, { message: 'Este campo é obrigatório' }),
    parentesco: optionalOption(PARENTESCOS),
    vitimaVinculoId: z.uuid({ message: 'Este campo é obrigatório' }),
  })
  .superRefine((value, ctx) => {
    if (value.pessoaTipo === PESSOA_TIPO_FAMILIAR && !value.parentesco) {
      ctx.addIssue({ code: 'custom', path: ['parentesco'], message: 'Este campo é obrigatório' });
    }
  })
  .transform((value) => ({
    ...value,
    parentesco: value.pessoaTipo === PESSOA_TIPO_FAMILIAR ? value.parentesco : null,
  }));
export type VinculoDadosInput = z.input<typeof vinculoDados>;

const pessoaPartes = {
  pessoa: pessoaInput,
  endereco: enderecoInput.nullish().transform((value) => value ?? null),
  caracteristicas_fisicas: caracteristicasInput.nullish().transform((value) => value ?? null),
  anotacoes: optionalText(5000),
};

/** POST /casos/:casoId/vitimas. `id` is the new link's id; `pessoa.id` may name a known person. */
export const vitimaCreateRequest = z
  .object({ id: uuid, ...pessoaPartes, vitima: vitimaDados })
  .meta({ id: 'VitimaCreateRequest' });
export type VitimaCreateRequest = z.input<typeof vitimaCreateRequest>;

/** POST /casos/:casoId/testemunhas and /suspeitos. */
export const vinculoCreateRequest = z
  .object({ id: uuid, ...pessoaPartes, vinculo: vinculoDados })
  .meta({ id: 'VinculoCreateRequest' });
export type VinculoCreateRequest = z.input<typeof vinculoCreateRequest>;

/** PUT /casos/:casoId/vitimas/:pessoaId: the whole record as edited. */
export const vitimaUpdateRequest = z
  .object({ ...pessoaPartes, vitima: vitimaDados })
  .meta({ id: 'VitimaUpdateRequest' });
export type VitimaUpdateRequest = z.input<typeof vitimaUpdateRequest>;

export const vinculoUpdateRequest = z
  .object({ ...pessoaPartes, vinculo: vinculoDados })
  .meta({ id: 'VinculoUpdateRequest' });
export type VinculoUpdateRequest = z.input<typeof vinculoUpdateRequest>;

// ——— Read shapes ———

export const pessoa = z
  .object({
    id: z.uuid(),
    nome: z.string(),
    vulgo: z.string().nullable(),
    data_nascimento: z.string().nullable(),
    cpf: z.string().nullable(),
    rg: z.string().nullable(),
    pai: z.string().nullable(),
    mae: z.string().nullable(),
    sexo: z.enum(SEXOS).nullable(),
    profissao: z.string().nullable(),
    cor: z.enum(CORES).nullable(),
    estado_civil: z.enum(ESTADOS_CIVIS).nullable(),
    conjuje: z.string().nullable(),
    faccao: z.string().nullable(),
    comparsa: z.string().nullable(),
    email: z.string().nullable(),
    telefone: z.string().nullable(),
    naturalidade: z.string().nullable(),
  })
  .meta({ id: 'Pessoa' });
export type Pessoa = z.infer<typeof pessoa>;

export const endereco = z
  .object({
    id: z.uuid(),
    rua: z.string().nullable(),
    numero: z.string().nullable(),
    bairro: z.string().nullable(),
    complemento: z.string().nullable(),
    cidade_id: z.number().int().nullable(),
    cep: z.string().nullable(),
    /** Shown as 'name / UF'. */
    cidade: z.object({ id: z.number().int(), nome: z.string(), uf: z.string() }).nullable(),
  })
  .meta({ id: 'Endereco' });
export type Endereco = z.infer<typeof endereco>;

export const caracteristicas = z
  .object({
    cor_cabelo: z.enum(CORES_CABELO).nullable(),
    cor_olhos: z.enum(CORES_OLHOS).nullable(),
    barba: z.enum(SIM_NAO).nullable(),
    bigode: z.enum(SIM_NAO).nullable(),
    cicatriz: z.enum(SIM_NAO).nullable(),
    cicatriz_descricao: z.string().nullable(),
    tatuagem: z.enum(SIM_NAO).nullable(),
    tatuagem_descricao: z.string().nullable(),
    comentario: z.string().nullable(),
  })
  .meta({ id: 'CaracteristicasFisicas' });
export type Caracteristicas = z.infer<typeof caracteristicas>;

export const vitimaInfo = z.object({
  crime_id: z.number().int().nullable(),
  crime: z.object({ id: z.number().int(), nome_natureza: z.string() }).nullable(),
  nic: z.string().nullable(),
  estado_cadaver: z.enum(ESTADOS_CADAVER).nullable(),
  data_morte: z.string().nullable(),
  hora_morte: z.string().nullable(),
  meio_morte: z.enum(MEIOS_MORTE).nullable(),
  abordagem: z.enum(ABORDAGENS).nullable(),
  abordagemDados: z.string().nullable(),
  reacao: z.enum(SIM_NAO_DESCONHECIDO).nullable(),
  reacaoDados: z.string().nullable(),
  subtracao_bens: z.enum(SIM_NAO_DESCONHECIDO).nullable(),
  bens_subtraidos: z.string().nullable(),
  encaminhado: z.string().nullable(),
  encaminhamento: z.object({ codigo: z.string(), nome: z.string() }).nullable(),
  encaminhado_outro: z.string().nullable(),
  sobrevivente: z.enum(SIM_NAO).nullable(),
});
export type VitimaInfo = z.infer<typeof vitimaInfo>;

/** One person in one case, with everything the edit form needs (so it also opens offline). */
export const pessoaCaso = z
  .object({
    /** The link's id. */
    id: z.uuid(),
    tipo: z.enum(PESSOA_PAPEIS),
    pessoa,
    /** The person's latest address, the one the case forms edit. */
    endereco: endereco.nullable(),
    caracteristicas_fisicas: caracteristicas.nullable(),
    anotacoes: z.string().nullable(),
    /** Victims only. */
    vitima: vitimaInfo.nullable(),
    /** Witnesses and suspects only. */
    pessoaTipo: z.enum(PESSOA_TIPOS).nullable(),
    parentesco: z.enum(PARENTESCOS).nullable(),
    vitimaVinculoId: z.uuid().nullable(),
    /** Documents of the person (all cases). */
    documentos: z.number().int().min(0),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'PessoaCaso' });
export type PessoaCaso = z.infer<typeof pessoaCaso>;

/** GET /pessoas/busca?q= : known people, to link one instead of typing them again. */
export const pessoaBuscaQuery = z.object({
  q: z.string().trim().min(3, 'Digite ao menos 3 caracteres.').max(100),
});
export const pessoaCandidata = pessoa
  .pick({ id: true, nome: true, vulgo: true, cpf: true, data_nascimento: true, mae: true })
  .meta({ id: 'PessoaCandidata' });
export type PessoaCandidata = z.infer<typeof pessoaCandidata>;
export const pessoaBuscaResponse = z.object({ data: z.array(pessoaCandidata) }).meta({ id: 'PessoaBusca' });
export type PessoaBuscaResponse = z.infer<typeof pessoaBuscaResponse>;
