/**
 * A person's part in one case: the victim's facts, or how a witness or suspect relates to a victim;
 * the requests that add and edit them, and the row the case's lists read (spec §3, §4).
 */
import { z } from 'zod';
import {
  ABORDAGENS,
  ESTADOS_CADAVER,
  MEIOS_MORTE,
  PARENTESCOS,
  PESSOA_TIPO_FAMILIAR,
  PESSOA_TIPOS,
  SIM_NAO,
  SIM_NAO_DESCONHECIDO,
  TENTATIVA_HOMICIDIO_ID,
  TIPIFICACOES,
} from '../options';
import { uuid } from './common';
import {
  date,
  inputShape,
  OBRIGATORIO,
  option,
  outputShape,
  requiredCode,
  requiredId,
  requiredOption,
  text,
  time,
} from './fields';
import {
  caracteristicas,
  caracteristicasInput,
  endereco,
  enderecoInput,
  PESSOA_PAPEIS,
  pessoa,
  pessoaInput,
} from './pessoas';
import { atualizacao, porCampo, versao } from './versao';

/**
 * The IML's numbers for the body (issue 42 item 3): the request for examination (guia or
 * requisição) and, when it comes back, the laudo, each with its date. They come days after the
 * scene: besides the victim's form, a member records them whatever the 24-hour window
 * (`updateVitimaIml`).
 */
export const imlFields = {
  guia_iml: text(40),
  guia_iml_data: date(),
  laudo_iml: text(40),
  laudo_iml_data: date(),
};

/** PUT …/vitimas/:pessoaId/iml: the IML's fields changed and the victim's version (issue 26). */
export const vitimaImlAtualizacao = atualizacao(z.object(inputShape(imlFields))).meta({
  id: 'VitimaImlAtualizacao',
});

/** 'nº 123/2026 de 21/11/2026': an IML number as the papers cite it. */
export const numeroIml = (numero: string | null, data: string | null, formatar: (d: string) => string) =>
  numero ? `nº ${numero}${data ? ` de ${formatar(data)}` : ''}` : null;

export const vitimaFields = {
  crime_id: requiredCode(
    TIPIFICACOES.map((t) => t.id),
    'Tipificação inválida.',
  ),
  nic: text(50),
  estado_cadaver: option(ESTADOS_CADAVER),
  data_morte: date(),
  hora_morte: time(),
  meio_morte: option(MEIOS_MORTE),
  abordagem: option(ABORDAGENS),
  abordagemDados: text(1000),
  reacao: option(SIM_NAO_DESCONHECIDO),
  reacaoDados: text(1000),
  subtracao_bens: option(SIM_NAO_DESCONHECIDO),
  bens_subtraidos: text(1000),
  /** The referral place's code (GET /encaminhamentos); a free one ('OUTRO') asks for the place. */
  encaminhado: text(50),
  encaminhado_outro: text(200),
  sobrevivente: option(SIM_NAO),
  ...imlFields,
};

/**
 * Victim-only facts. The typification drives them (spec §4): 2183 (attempted homicide) keeps the
 * referral and drops the death fields; any other keeps the death fields (corpse state and means of
 * death required) and drops the referral. Descriptions stay only with SIM.
 */
export const vitimaDados = z
  .object(inputShape(vitimaFields))
  .superRefine((value, ctx) => {
    const required = (path: string, message = OBRIGATORIO) =>
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

export const vinculoFields = {
  pessoaTipo: requiredOption(PESSOA_TIPOS),
  parentesco: option(PARENTESCOS),
  vitimaVinculoId: requiredId(),
};

/** Link type and victim come first and are required; Familiar also asks for the kinship. */
export const vinculoDados = z
  .object(inputShape(vinculoFields))
  .superRefine((value, ctx) => {
    if (value.pessoaTipo === PESSOA_TIPO_FAMILIAR && !value.parentesco) {
      ctx.addIssue({ code: 'custom', path: ['parentesco'], message: OBRIGATORIO });
    }
  })
  .transform((value) => ({
    ...value,
    parentesco: value.pessoaTipo === PESSOA_TIPO_FAMILIAR ? value.parentesco : null,
  }));
export type VinculoDadosInput = z.input<typeof vinculoDados>;
export type VinculoDados = z.output<typeof vinculoDados>;

const pessoaPartes = {
  pessoa: pessoaInput,
  endereco: enderecoInput.nullish().transform((value) => value ?? null),
  caracteristicas_fisicas: caracteristicasInput.nullish().transform((value) => value ?? null),
  anotacoes: text(5000).input,
};

/** A new victim. `id` is the new link's id; `pessoa.id` may name a known person. */
export const vitimaCreateRequest = z
  .object({ id: uuid, ...pessoaPartes, vitima: vitimaDados })
  .meta({ id: 'VitimaCreateRequest' });
export type VitimaCreateRequest = z.input<typeof vitimaCreateRequest>;

/** A new witness or suspect. */
export const vinculoCreateRequest = z
  .object({ id: uuid, ...pessoaPartes, vinculo: vinculoDados })
  .meta({ id: 'VinculoCreateRequest' });
export type VinculoCreateRequest = z.input<typeof vinculoCreateRequest>;

/** The whole victim record as the form edits it: what an update's parts are laid over. */
export const vitimaUpdateRequest = z
  .object({ ...pessoaPartes, vitima: vitimaDados })
  .meta({ id: 'VitimaUpdateRequest' });

export const vinculoUpdateRequest = z
  .object({ ...pessoaPartes, vinculo: vinculoDados })
  .meta({ id: 'VinculoUpdateRequest' });

/**
 * What PUT sends (issue 26): only the parts changed (pessoa, endereco, caracteristicas_fisicas,
 * anotacoes, vitima/vinculo) and the version the form was opened on. The person's part names only
 * the fields that change (`{ id, nome }` leaves the profession as it is); the others go whole.
 */
const pessoaAlterada = { pessoa: porCampo(pessoaInput) };
export const vitimaAtualizacao = atualizacao(vitimaUpdateRequest.extend(pessoaAlterada)).meta({
  id: 'VitimaAtualizacao',
});
export const vinculoAtualizacao = atualizacao(vinculoUpdateRequest.extend(pessoaAlterada)).meta({
  id: 'VinculoAtualizacao',
});

export const vitimaInfo = z.object({
  ...outputShape(vitimaFields),
  crime: z.object({ id: z.number().int(), nome_natureza: z.string() }).nullable(),
  encaminhamento: z.object({ codigo: z.string(), nome: z.string() }).nullable(),
});
export type VitimaInfo = z.infer<typeof vitimaInfo>;

/** One person in one case, with everything the edit form needs (so it also opens offline). */
export const pessoaCaso = z
  .object({
    /** The link's id. */
    id: uuid,
    tipo: z.enum(PESSOA_PAPEIS),
    pessoa,
    /** The person's latest address, the one the case forms edit. */
    endereco: endereco.nullable(),
    caracteristicas_fisicas: caracteristicas.nullable(),
    anotacoes: z.string().nullable(),
    /** Victims only. */
    vitima: vitimaInfo.nullable(),
    /** Witnesses and suspects only. */
    ...outputShape(vinculoFields),
    /** Documents of the person (all cases). */
    documentos: z.number().int().min(0),
    created_at: z.iso.datetime({ offset: true }),
    /** The link's version (issue 26): what an edit or delete of this person names as its base. */
    versao,
    /**
     * The other cases (not deleted) the person has a role in: a change of who they are (name, CPF…)
     * made here is written in those cases' history (issue 39). Absent on a person the phone added
     * and has not sent yet.
     */
    outros_casos: z.number().int().min(0).optional(),
  })
  .meta({ id: 'PessoaCaso' });
export type PessoaCaso = z.infer<typeof pessoaCaso>;
