/**
 * The fixed option lists of the case record beyond its people (§3, §9): means, scene, evidence,
 * timeline, team and media, as the values stored in the database (whose check constraints are
 * built from these arrays).
 */
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

/** The values each scene condition takes, by its field: what the database, the API and the form check. */
export const OPCOES_CONDICOES = {
  vizinhanca: VIZINHANCAS,
  clima: CLIMAS,
  tipo: LOCAL_TIPOS,
  local_interno: LOCAIS_INTERNOS,
  local_externo: LOCAIS_EXTERNOS,
  qualidade: QUALIDADES_LOCAL,
  higiene: HIGIENES_LOCAL,
  organizacao: ORGANIZACOES_LOCAL,
} as const;

/** Vestígio types, as stored. */
const TIPOS_DE_VESTIGIO = [
  'CAMERA DE SEGURANÇA',
  'CIOP',
  'DIGITAL',
  'INSTRUMENTO DO CRIME',
  'ISOLAMENTO',
  'LOCAL DE CRIME',
  'OBSERVADORES',
  'VESTÍGIO BALISTICO',
  'VESTÍGIO BIOLÓGICO',
  'VESTÍGIO ELETRONICO',
  'VEICULO',
  'VITIMA',
  'OUTROS',
] as const;
export type VestigioTipo = (typeof TIPOS_DE_VESTIGIO)[number];
export const VESTIGIO_TIPO_VALUES: readonly VestigioTipo[] = TIPOS_DE_VESTIGIO;

/** The type as the officer reads it: the spec gives a label of its own only to VESTÍGIO ELETRONICO. */
export const rotuloVestigio = (tipo: string): string =>
  tipo === 'VESTÍGIO ELETRONICO' ? 'Objeto Apreendido' : tipo;

/** Vestígio types: stored value and label. */
export const VESTIGIO_TIPOS = VESTIGIO_TIPO_VALUES.map((value) => ({ value, label: rotuloVestigio(value) }));

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

/**
 * How the scene's stored values read on screen and in the report: the spec gives the values only;
 * an officer reads 'Rua pavimentada', not 'RUA_PAVIMENTADA'.
 */
export const ROTULOS_CONDICOES: Record<string, string> = {
  RESIDENCIAL: 'Residencial',
  COMERCIAL: 'Comercial',
  TURISTICA: 'Turística',
  PUBLICO: 'Público',
  COMUNIDADE: 'Comunidade',
  'CEU LIMPO': 'Céu limpo',
  NUBLADO: 'Nublado',
  CHUVA: 'Chuva',
  INTERNO: 'Interno',
  EXTERNO: 'Externo',
  RUA_PAVIMENTADA: 'Rua pavimentada',
  ESTRADA_TERRA: 'Estrada de terra',
  SARJETA: 'Sarjeta',
  PRAÇA: 'Praça',
  MAR: 'Mar',
  RIO: 'Rio',
  MATA: 'Mata',
  OUTRO: 'Outro',
  RESIDENCIA: 'Residência',
  APARTAMENTO: 'Apartamento',
  SOBRADO: 'Sobrado',
  EDICULA: 'Edícula',
  COMODO_ISOLADO: 'Cômodo isolado',
  COMERCIO: 'Comércio',
  ALVENARIA: 'Alvenaria',
  TAIPA: 'Taipa',
  BARRACO: 'Barraco',
  BOA: 'Boa',
  REGULAR: 'Regular',
  PESSIMA: 'Péssima',
  ORDENADO: 'Ordenado',
  DESORDENADO: 'Desordenado',
  REVIRADO: 'Revirado',
};

export const rotuloCondicao = (value: string) => ROTULOS_CONDICOES[value] ?? value;

/** Each scene condition's name, as the report and the saved location label it. */
export const CONDICOES: Record<string, string> = {
  vizinhanca: 'Vizinhança',
  clima: 'Clima',
  tipo: 'Tipo de local',
  local_interno: 'Local interno',
  local_externo: 'Local externo',
  qualidade: 'Construção',
  higiene: 'Higiene',
  organizacao: 'Organização',
};
