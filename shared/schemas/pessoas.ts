/** A person as a case records them: personal data, address and physical traits (spec §3). */
import { z } from 'zod';
import { CORES, CORES_CABELO, CORES_OLHOS, ESTADOS_CIVIS, SEXOS, SIM_NAO } from '../options';
import { cleanString, uuid } from './common';
import {
  cep,
  cpf,
  date,
  email,
  inputShape,
  option,
  outputShape,
  reference,
  requiredText,
  text,
} from './fields';

/** The three roles a person plays in a case; also the `rota` of the edit screen. */
export const PESSOA_PAPEIS = ['vitima', 'testemunha', 'suspeito'] as const;
export type PessoaPapel = (typeof PESSOA_PAPEIS)[number];

/** How each role is named to the user ('Apagar {tipo}?', '{Tipo} salva com sucesso!'). */
export const PAPEL_LABELS: Record<PessoaPapel, { tipo: string; article: 'a' | 'o' }> = {
  vitima: { tipo: 'Vítima', article: 'a' },
  testemunha: { tipo: 'Testemunha', article: 'a' },
  suspeito: { tipo: 'Suspeito', article: 'o' },
};

/** The case's list of each role. */
export const PAPEL_LISTA = {
  vitima: 'vitimas',
  testemunha: 'testemunhas',
  suspeito: 'suspeitos',
} as const satisfies Record<PessoaPapel, string>;

export const pessoaFields = {
  nome: requiredText(200),
  vulgo: text(100),
  data_nascimento: date(),
  cpf: cpf(),
  rg: text(30),
  pai: text(200),
  mae: text(200),
  sexo: option(SEXOS),
  profissao: text(100),
  cor: option(CORES),
  estado_civil: option(ESTADOS_CIVIS),
  conjuje: text(200),
  faccao: text(100),
  comparsa: text(200),
  email: email(),
  telefone: text(30),
  naturalidade: text(100),
};

/**
 * The fields that say who a person is (civil identification). A change to them in the registry
 * made from one case is written in the history of the person's other cases (issue 39); the rest of
 * what a case records about a person (profession, faction, phone…) is that case's own.
 */
export const CAMPOS_DE_IDENTIFICACAO = ['nome', 'cpf', 'rg', 'data_nascimento', 'mae', 'pai'] as const;

export const pessoaInput = z.object({ id: uuid, ...inputShape(pessoaFields) });
export type PessoaInput = z.input<typeof pessoaInput>;

export const pessoa = z.object({ id: uuid, ...outputShape(pessoaFields) }).meta({ id: 'Pessoa' });
export type Pessoa = z.infer<typeof pessoa>;

export const enderecoFields = {
  rua: text(200),
  numero: text(20),
  bairro: text(100),
  complemento: text(200),
  cidade_id: reference(),
  cep: cep(),
};

export const enderecoInput = z.object({ id: uuid, ...inputShape(enderecoFields) });
export type EnderecoInput = z.input<typeof enderecoInput>;

export const endereco = z
  .object({
    id: uuid,
    ...outputShape(enderecoFields),
    /**
     * Shown as 'name / UF'; read back with its state (spec §3 Address), whose position shows only
     * when precise enough (§5). A city the device filled in offline may come without it.
     */
    cidade: z
      .object({
        id: z.number().int(),
        nome: z.string(),
        uf: z.string(),
        estado: z.object({ nome: z.string(), latitude: z.number(), longitude: z.number() }).optional(),
      })
      .nullable(),
  })
  .meta({ id: 'Endereco' });
export type Endereco = z.infer<typeof endereco>;

export const caracteristicasFields = {
  cor_cabelo: option(CORES_CABELO),
  cor_olhos: option(CORES_OLHOS),
  barba: option(SIM_NAO),
  bigode: option(SIM_NAO),
  cicatriz: option(SIM_NAO),
  cicatriz_descricao: text(500),
  tatuagem: option(SIM_NAO),
  tatuagem_descricao: text(500),
  comentario: text(1000),
};

/** Descriptions of scar and tattoo only mean something with SIM; otherwise they are dropped. */
export const caracteristicasInput = z.object(inputShape(caracteristicasFields)).transform((value) => ({
  ...value,
  cicatriz_descricao: value.cicatriz === 'SIM' ? value.cicatriz_descricao : null,
  tatuagem_descricao: value.tatuagem === 'SIM' ? value.tatuagem_descricao : null,
}));
export type CaracteristicasInput = z.input<typeof caracteristicasInput>;

export const caracteristicas = z
  .object(outputShape(caracteristicasFields))
  .meta({ id: 'CaracteristicasFisicas' });
export type Caracteristicas = z.infer<typeof caracteristicas>;

/** GET /pessoas/busca?q= : known people, to link one instead of typing them again. */
export const pessoaBuscaQuery = z.object({
  q: cleanString().trim().min(3, 'Digite ao menos 3 caracteres.').max(100),
});
/**
 * Present (true) when the person was found by a name, vulgo, CPF or mother's name they were on
 * record with before, and not by their current ones: the result shows the current data.
 */
export const dadoAnterior = z.boolean().optional();
/** How a result found by a former value says so (the search screen and the add forms' search). */
export const DADO_ANTERIOR_TEXTO = 'Encontrada por dado anterior do cadastro';

/**
 * A person found by the search. CPF, birth date and mother are given only to readers of profiles
 * (ver_perfil); everyone gets the CPF masked as the federal government prints it ('***.456.789-**').
 */
export const pessoaCandidata = pessoa
  .pick({ id: true, nome: true, vulgo: true, cpf: true, data_nascimento: true, mae: true })
  .extend({ cpf_mascarado: z.string().nullable(), dado_anterior: dadoAnterior })
  .meta({ id: 'PessoaCandidata' });
export type PessoaCandidata = z.infer<typeof pessoaCandidata>;
export const pessoaBuscaResponse = z.object({ data: z.array(pessoaCandidata) }).meta({ id: 'PessoaBusca' });
