/**
 * The fixed option lists of the spec (§3, §9), as the values stored in the database.
 * The database's check constraints are built from these arrays, so client forms, server
 * validation and the schema cannot drift apart.
 */

export const SIM_NAO = ['SIM', 'NÃO'] as const;
export type SimNao = (typeof SIM_NAO)[number];

/** abordagem is offered in this order (spec §3). */
export const ABORDAGENS = ['NÃO', 'SIM', 'DESCONHECIDO'] as const;
export type Abordagem = (typeof ABORDAGENS)[number];

/** reacao and subtracao_bens. */
export const SIM_NAO_DESCONHECIDO = ['SIM', 'NÃO', 'DESCONHECIDO'] as const;
export type SimNaoDesconhecido = (typeof SIM_NAO_DESCONHECIDO)[number];

export const SEXOS = [
  'MASCULINO',
  'FEMININO',
  'TRANSGÊNERO MASCULINO',
  'TRANSGÊNERO FEMININO',
  'OUTRO',
  'INDETERMINADO',
] as const;
export type Sexo = (typeof SEXOS)[number];

export const CORES = ['BRANCO', 'NEGRO', 'PARDO', 'AMARELO', 'INDÍGENA', 'MORENO', 'OUTRO'] as const;
export type Cor = (typeof CORES)[number];

export const ESTADOS_CIVIS = ['SOLTEIRO(A)', 'CASADO(A)', 'UNIÃO ESTÁVEL'] as const;
export type EstadoCivil = (typeof ESTADOS_CIVIS)[number];

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
export type CorCabelo = (typeof CORES_CABELO)[number];

/** 'INDEFINITO' is the spec's stored spelling. */
export const CORES_OLHOS = ['PRETO', 'CASTANHO', 'AZUL', 'INDEFINITO'] as const;
export type CorOlhos = (typeof CORES_OLHOS)[number];

export const ESTADOS_CADAVER = ['Morte Recente', 'Putrefação', 'Ossada', 'Carbonizado', 'Outros'] as const;
export type EstadoCadaver = (typeof ESTADOS_CADAVER)[number];

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
export type MeioMorte = (typeof MEIOS_MORTE)[number];

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
export type PessoaTipo = (typeof PESSOA_TIPOS)[number];

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
export type Parentesco = (typeof PARENTESCOS)[number];

export const INSTRUMENTOS_CRIME = [
  'Acidente com Veículo Automotor',
  'Afogamento',
  'Arma Branca',
  'Arma de Fogo',
  'Arremesso de Objeto',
  'Asfixia',
  'Atropelamento',
  'Eletrocussão',
  'Enforcamento',
  'Envenenamento',
  'Espancamento',
  'Estrangulamento',
  'Explosão',
  'Fogo',
  'Instrumento Contundente',
  'Intoxicação por Substância Química',
  'Morte Natural Suspeita',
  'Morte por Desabamento',
  'Overdose',
  'Queda de Altura',
  'Desconhecido',
  'Outro',
] as const;
export type InstrumentoCrime = (typeof INSTRUMENTOS_CRIME)[number];
export const INSTRUMENTO_CRIME_PADRAO: InstrumentoCrime = 'Desconhecido';
/** The instrument that shows the calibre selector. */
export const INSTRUMENTO_ARMA_DE_FOGO: InstrumentoCrime = 'Arma de Fogo';
/** The instrument that shows the free-text 'Outro instrumento'. */
export const INSTRUMENTO_OUTRO: InstrumentoCrime = 'Outro';

export const CALIBRES = [
  '9mm',
  '0.22',
  '0.32',
  '0.357',
  '0.38',
  '0.40',
  '0.45',
  '0.50',
  '5.56mm',
  '7.62mm',
  '12',
  'Outros',
] as const;
export type Calibre = (typeof CALIBRES)[number];

export const MEIOS_TRANSPORTE = ['Desconhecido', 'Carro', 'Moto', 'A pé', 'Outro'] as const;
export type MeioTransporte = (typeof MEIOS_TRANSPORTE)[number];
export const MEIO_TRANSPORTE_PADRAO: MeioTransporte = 'Desconhecido';

/** Scene conditions (condições do local). */
export const VIZINHANCAS = ['RESIDENCIAL', 'COMERCIAL', 'TURISTICA', 'PUBLICO', 'COMUNIDADE'] as const;
export const CLIMAS = ['CEU LIMPO', 'NUBLADO', 'CHUVA'] as const;
export const LOCAL_TIPOS = ['INTERNO', 'EXTERNO'] as const;
export const LOCAIS_EXTERNOS = [
  'RUA_PAVIMENTADA',
  'ESTRADA_TERRA',
  'SARJETA',
  'PRAÇA',
  'MAR',
  'RIO',
  'MATA',
  'OUTRO',
] as const;
export const LOCAIS_INTERNOS = [
  'RESIDENCIA',
  'APARTAMENTO',
  'SOBRADO',
  'EDICULA',
  'COMODO_ISOLADO',
  'COMERCIO',
  'OUTRO',
] as const;
export const QUALIDADES_LOCAL = ['ALVENARIA', 'TAIPA', 'BARRACO', 'OUTRO'] as const;
export const HIGIENES_LOCAL = ['BOA', 'REGULAR', 'PESSIMA'] as const;
export const ORGANIZACOES_LOCAL = ['ORDENADO', 'DESORDENADO', 'REVIRADO'] as const;
export type Vizinhanca = (typeof VIZINHANCAS)[number];
export type Clima = (typeof CLIMAS)[number];
export type LocalTipo = (typeof LOCAL_TIPOS)[number];
export type LocalExterno = (typeof LOCAIS_EXTERNOS)[number];
export type LocalInterno = (typeof LOCAIS_INTERNOS)[number];
export type QualidadeLocal = (typeof QUALIDADES_LOCAL)[number];
export type HigieneLocal = (typeof HIGIENES_LOCAL)[number];
export type OrganizacaoLocal = (typeof ORGANIZACOES_LOCAL)[number];

/**
 * Vestígio types: stored value and label. The spec gives a distinct label only for
 * VESTÍGIO ELETRONICO; the others are shown as stored.
 */
export const VESTIGIO_TIPOS = [
  { value: 'CAMERA DE SEGURANÇA', label: 'CAMERA DE SEGURANÇA' },
  { value: 'CIOP', label: 'CIOP' },
  { value: 'DIGITAL', label: 'DIGITAL' },
  { value: 'INSTRUMENTO DO CRIME', label: 'INSTRUMENTO DO CRIME' },
  { value: 'ISOLAMENTO', label: 'ISOLAMENTO' },
  { value: 'LOCAL DE CRIME', label: 'LOCAL DE CRIME' },
  { value: 'OBSERVADORES', label: 'OBSERVADORES' },
  { value: 'VESTÍGIO BALISTICO', label: 'VESTÍGIO BALISTICO' },
  { value: 'VESTÍGIO BIOLÓGICO', label: 'VESTÍGIO BIOLÓGICO' },
  { value: 'VESTÍGIO ELETRONICO', label: 'Objeto Apreendido' },
  { value: 'VEICULO', label: 'VEICULO' },
  { value: 'VITIMA', label: 'VITIMA' },
  { value: 'OUTROS', label: 'OUTROS' },
] as const;
export type VestigioTipo = (typeof VESTIGIO_TIPOS)[number]['value'];
export const VESTIGIO_TIPO_VALUES: readonly VestigioTipo[] = VESTIGIO_TIPOS.map((t) => t.value);

/** Longest vestígio description (spec §9). */
export const VESTIGIO_DESCRICAO_MAX = 255;

/** Timeline (cronologia) event types, in the spec's order. */
export const ACIONAMENTO_TIPOS = [
  'Data/Hora do Acontecimento',
  'Corpo Encontrado',
  'Acionamento da Polícia Civil',
  'Acionamento da Perícia',
  'Acionamento da Polícia Militar',
  'Acionamento do SAMU',
  'Acionamento do Corpo de Bombeiros',
  'Chegada da Polícia Civil',
  'Chegada da Perícia',
  'Chegada da Polícia Militar',
  'Chegada do Corpo de Bombeiros',
  'Chegada do SAMU',
  'Remoção do Corpo',
  'Saída da Polícia Civil',
  'Saída da Perícia',
  'Saída do SAMU',
  'Saída do Corpo de Bombeiros',
] as const;
export type AcionamentoTipo = (typeof ACIONAMENTO_TIPOS)[number];

/** The built-in positions; cargo id n is entry n-1 (spec §9). */
export const CARGOS_PADRAO = [
  'Delegado de Polícia Civil',
  'Perito Oficial Criminal',
  'Perito de Trânsito',
  'Perito Oficial Médico Legal',
  'Perito Oficial Odonto Legal',
  'Perito Oficial Químico Legal',
  'Investigador de Polícia Civil',
  'Papiloscopista Policial',
  'Escrivão de Polícia Civil',
  'Técnico em Perícia',
  'Agente Operacional de Polícia Civil',
  'Agente de Telecomunicações Policial',
  'Necrotomista Policial',
  'Polícia Militar',
  'Bombeiro',
  'Samu',
  'Polícia Federal',
  'Remoção',
  'Administrativo',
  'Guarda Civil',
  'Outros',
] as const;

/**
 * Team display groups (spec §9), in display order. A member goes to the first group one of
 * whose keywords occurs in its cargo name (compared in lowercase, without accents); a member
 * matching none goes to the last group.
 */
export const EQUIPE_GRUPOS = [
  {
    nome: 'Polícia Civil',
    palavras: ['delegado', 'investigador', 'escrivao', 'agente operacional', 'agente de telecomunicacoes'],
  },
  { nome: 'IPC', palavras: ['perito oficial', 'tecnico em pericia', 'papiloscopista'] },
  { nome: 'Polícia Militar', palavras: ['policia militar'] },
  { nome: 'Polícia Federal', palavras: ['policia federal'] },
  { nome: 'Guarda Municipal', palavras: ['guarda'] },
  { nome: 'SAMU', palavras: ['samu'] },
  { nome: 'Remoção', palavras: ['remocao'] },
  { nome: 'Bombeiros', palavras: ['bombeiro'] },
  { nome: 'Outros', palavras: [] },
] as const;

/**
 * Why a team member row exists: added on the team screen, or added when the case was shared
 * with that user (such rows grant access but are hidden from the team list, spec §3).
 */
export const EQUIPE_ORIGENS = ['equipe', 'compartilhamento'] as const;
export type EquipeOrigem = (typeof EQUIPE_ORIGENS)[number];

/**
 * A shared case may go only to a user whose cargo contains one of these (spec §5; compared in
 * lowercase).
 */
export const COMPARTILHAMENTO_CARGO_PALAVRAS = [
  'investigador',
  'escriv',
  'deleg',
  'perito',
  'papilo',
  'necrop',
  'telecom',
  'policia civil',
  'polícia civil',
] as const;

/** What a stored media object is; `map` is the captured PNG of a crime-scene map. */
export const MEDIA_KINDS = ['photo', 'video', 'document', 'map'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];
