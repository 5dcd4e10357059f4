/**
 * The fixed option lists of the spec for people and victims (§3, §9), as the values stored in the
 * database. The database's check constraints are built from these arrays, so client forms, server
 * validation and the schema cannot drift apart; the rest of the case record is in options-caso.ts.
 */

export const SIM_NAO = ['SIM', 'NÃO'] as const;

/** abordagem is offered in this order (spec §3). */
export const ABORDAGENS = ['NÃO', 'SIM', 'DESCONHECIDO'] as const;

/** reacao and subtracao_bens. */
export const SIM_NAO_DESCONHECIDO = ['SIM', 'NÃO', 'DESCONHECIDO'] as const;

export const SEXOS = [
  'MASCULINO',
  'FEMININO',
  'TRANSGÊNERO MASCULINO',
  'TRANSGÊNERO FEMININO',
  'OUTRO',
  'INDETERMINADO',
] as const;

export const CORES = ['BRANCO', 'NEGRO', 'PARDO', 'AMARELO', 'INDÍGENA', 'MORENO', 'OUTRO'] as const;

export const ESTADOS_CIVIS = ['SOLTEIRO(A)', 'CASADO(A)', 'UNIÃO ESTÁVEL'] as const;

/** IMAGEM is a picture of the person rather than an identity document. */
export const DOCUMENTO_TIPOS = [
  'RG',
  'CPF',
  'CNH',
  'PASSAPORTE',
  'TITULO DE ELEITOR',
  'CERTIDAO DE NASCIMENTO',
  'IMAGEM',
] as const;
export type DocumentoTipo = (typeof DOCUMENTO_TIPOS)[number];

export const CORES_CABELO = ['PRETO', 'LOIRO', 'RUIVO', 'GRISALHO', 'CARECA'] as const;

/** 'INDEFINITO' is the spec's stored spelling. */
export const CORES_OLHOS = ['PRETO', 'CASTANHO', 'AZUL', 'INDEFINITO'] as const;

export const ESTADOS_CADAVER = ['Morte Recente', 'Putrefação', 'Ossada', 'Carbonizado', 'Outros'] as const;

export const MEIOS_MORTE = [
  'Arma de Fogo',
  'Arma Branca',
  'Afogamento',
  'Ataque Animal',
  'Atropelamento',
  'Choque Elétrico',
  'Envenenamento',
  'Estrangulamento',
  'Suicídio',
  'Outros',
] as const;

/** Crime typifications with the spec's fixed ids, in the spec's order. */
export const TIPIFICACOES = [
  { id: 1, nome: 'Homicídio' },
  { id: 8, nome: 'Homicídio Culposo' },
  { id: 2183, nome: 'Tentativa de Homicídio' },
  { id: 31, nome: 'Lesão Corporal Seguida de Morte' },
  { id: 94, nome: 'Latrocínio' },
  { id: 13, nome: 'Infanticídio' },
  { id: 12, nome: 'Induzimento ao Suicídio com Resultado Morte' },
  { id: 1141, nome: 'Feminicídio' },
  { id: 1103, nome: 'Fato Atípico' },
  { id: 8888, nome: 'A Apurar' },
] as const;

/** The victim survived: the death fields give way to the referral (spec §4). */
export const TENTATIVA_HOMICIDIO_ID = 2183;

/** How a witness or suspect relates to the victim; 'outro' is lowercase in the spec. */
export const PESSOA_TIPOS = [
  'Colega de Trabalho',
  'Colega de Curso',
  'Amigo',
  'Familiar',
  'Vizinho',
  'outro',
] as const;

/** The pessoaTipo that asks for a kinship. */
export const PESSOA_TIPO_FAMILIAR = 'Familiar';

/** 'cônjuje' is the spec's stored spelling. */
export const PARENTESCOS = [
  'avô',
  'avó',
  'cônjuje',
  'cunhada',
  'cunhado',
  'filha',
  'filho',
  'irmã',
  'irmão',
  'mãe',
  'pai',
  'prima',
  'primo',
  'sobrinha',
  'sobrinho',
  'tia',
  'tio',
  'outro',
] as const;
