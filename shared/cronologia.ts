/**
 * The timeline's order and the orders that cannot have happened. Beyond the spec: an officer
 * typing times at a scene mistypes them, and a report whose arrival precedes its call-out loses
 * credit in court. These are warnings, never refusals: the event is saved as stated, and whoever
 * reads the timeline (the screen, the report) is told what to check.
 */
import type { AcionamentoTipo } from './options-caso';

/** Who is called, arrives and leaves. */
export type Orgao = 'Polícia Civil' | 'Perícia' | 'Polícia Militar' | 'SAMU' | 'Corpo de Bombeiros';

type Etapa =
  | { etapa: 'acontecimento' | 'corpo_encontrado' | 'remocao' }
  | { etapa: 'acionamento' | 'chegada' | 'saida'; orgao: Orgao };

/** What each event type of §9 is, written out so that a new type cannot be left unclassified. */
export const ETAPAS: Record<AcionamentoTipo, Etapa> = {
  'Data/Hora do Acontecimento': { etapa: 'acontecimento' },
  'Corpo Encontrado': { etapa: 'corpo_encontrado' },
  'Acionamento da Polícia Civil': { etapa: 'acionamento', orgao: 'Polícia Civil' },
  'Acionamento da Perícia': { etapa: 'acionamento', orgao: 'Perícia' },
  'Acionamento da Polícia Militar': { etapa: 'acionamento', orgao: 'Polícia Militar' },
  'Acionamento do SAMU': { etapa: 'acionamento', orgao: 'SAMU' },
  'Acionamento do Corpo de Bombeiros': { etapa: 'acionamento', orgao: 'Corpo de Bombeiros' },
  'Chegada da Polícia Civil': { etapa: 'chegada', orgao: 'Polícia Civil' },
  'Chegada da Perícia': { etapa: 'chegada', orgao: 'Perícia' },
  'Chegada da Polícia Militar': { etapa: 'chegada', orgao: 'Polícia Militar' },
  'Chegada do Corpo de Bombeiros': { etapa: 'chegada', orgao: 'Corpo de Bombeiros' },
  'Chegada do SAMU': { etapa: 'chegada', orgao: 'SAMU' },
  'Remoção do Corpo': { etapa: 'remocao' },
  'Saída da Polícia Civil': { etapa: 'saida', orgao: 'Polícia Civil' },
  'Saída da Perícia': { etapa: 'saida', orgao: 'Perícia' },
  'Saída do SAMU': { etapa: 'saida', orgao: 'SAMU' },
  'Saída do Corpo de Bombeiros': { etapa: 'saida', orgao: 'Corpo de Bombeiros' },
};

export interface Evento {
  id: string;
  tipo: AcionamentoTipo;
  /** ISO instant. */
  horario: string;
  /** When it was recorded (ISO); orders events stated at the same minute. */
  momento?: string | null;
}

type NomeEtapa = Etapa['etapa'];

export type RegraCronologia =
  | 'antes_do_acontecimento'
  | 'corpo_antes_do_acontecimento'
  | 'chegada_antes_do_acionamento'
  | 'saida_antes_do_acionamento'
  | 'saida_antes_da_chegada'
  | 'remocao_antes_do_corpo_encontrado'
  | 'remocao_antes_de_chegada'
  | 'no_futuro';

/**
 * One impossible order: an event of `evento` stated before the first event of `referencia` (of the
 * same body when `mesmoOrgao`). Every pair of §9's types whose order is certain is here, once;
 * orders that can truly happen either way (a call-out before the body is found, a removal before
 * the Perícia arrives) are not.
 */
interface RegraOrdem {
  regra: Exclude<RegraCronologia, 'no_futuro'>;
  evento: readonly NomeEtapa[];
  referencia: NomeEtapa;
  mesmoOrgao?: true;
  texto: (evento: Evento, referencia: Evento) => string;
}

export const REGRAS_ORDEM: readonly RegraOrdem[] = [
  {
    regra: 'corpo_antes_do_acontecimento',
    evento: ['corpo_encontrado'],
    referencia: 'acontecimento',
    texto: () => 'Corpo encontrado antes da Data/Hora do Acontecimento.',
  },
  {
    regra: 'antes_do_acontecimento',
    evento: ['acionamento', 'chegada', 'saida', 'remocao'],
    referencia: 'acontecimento',
    texto: (evento) => `${evento.tipo} antes da Data/Hora do Acontecimento.`,
  },
  {
    regra: 'chegada_antes_do_acionamento',
    evento: ['chegada'],
    referencia: 'acionamento',
    mesmoOrgao: true,
    texto: (_evento, referencia) => `Chegada antes do ${referencia.tipo}.`,
  },
  {
    regra: 'saida_antes_do_acionamento',
    evento: ['saida'],
    referencia: 'acionamento',
    mesmoOrgao: true,
    texto: (_evento, referencia) => `Saída antes do ${referencia.tipo}.`,
  },
  {
    regra: 'saida_antes_da_chegada',
    evento: ['saida'],
    referencia: 'chegada',
    mesmoOrgao: true,
    texto: (_evento, referencia) => `Saída antes da ${referencia.tipo}.`,
  },
  {
    regra: 'remocao_antes_do_corpo_encontrado',
    evento: ['remocao'],
    referencia: 'corpo_encontrado',
    texto: () => 'Remoção do corpo antes do Corpo Encontrado.',
  },
  {
    regra: 'remocao_antes_de_chegada',
    evento: ['remocao'],
    referencia: 'chegada',
    texto: (_evento, referencia) =>
      `Remoção do corpo antes de qualquer chegada ao local: a primeira é a ${referencia.tipo}.`,
  },
];

export interface AvisoCronologia {
  /** The event that cannot be where it is. */
  eventoId: string;
  regra: RegraCronologia;
  /** The event it contradicts (none for one in the future). */
  referencia: Evento | null;
  texto: string;
}

/** A clock a little ahead of the server's, or a minute typed as now, is not the future. */
export const TOLERANCIA_FUTURO_MS = 2 * 60_000;

const instante = (evento: Evento) => Date.parse(evento.horario);

/** Oldest first; at the same instant, in the order they were recorded. */
export function ordenarCronologia<T extends Evento>(eventos: readonly T[]): T[] {
  return [...eventos].sort(
    (a, b) =>
      instante(a) - instante(b) ||
      (a.momento ?? '').localeCompare(b.momento ?? '') ||
      a.id.localeCompare(b.id),
  );
}

const orgaoDe = (etapa: Etapa) => ('orgao' in etapa ? etapa.orgao : null);

/** The earliest event matching, or null. Comparing against the earliest warns only when surely wrong. */
function primeiro(eventos: readonly Evento[], casa: (etapa: Etapa) => boolean): Evento | null {
  let achado: Evento | null = null;
  for (const evento of eventos) {
    if (casa(ETAPAS[evento.tipo]) && (achado === null || instante(evento) < instante(achado))) {
      achado = evento;
    }
  }
  return achado;
}

/**
 * Every impossible order in the timeline, as of `agora`: each rule of REGRAS_ORDEM broken, and an
 * event in the future (not asked with `agora` null: a paper read later judges each event by when it
 * was recorded instead, avisosDoRegistro). Events equal in time are fine; an event with nothing to
 * compare with (an arrival with no call-out recorded) is too.
 */
export function avisosCronologia(eventos: readonly Evento[], agora: Date | null): AvisoCronologia[] {
  const avisos: AvisoCronologia[] = [];
  for (const evento of ordenarCronologia(eventos)) {
    const etapa = ETAPAS[evento.tipo];
    for (const regra of REGRAS_ORDEM) {
      if (!regra.evento.includes(etapa.etapa)) continue;
      const referencia = primeiro(
        eventos,
        (candidata) =>
          candidata.etapa === regra.referencia &&
          (!regra.mesmoOrgao || orgaoDe(candidata) === orgaoDe(etapa)),
      );
      if (referencia && instante(evento) < instante(referencia)) {
        avisos.push({
          eventoId: evento.id,
          regra: regra.regra,
          referencia,
          texto: regra.texto(evento, referencia),
        });
      }
    }
    if (agora && instante(evento) > agora.getTime() + TOLERANCIA_FUTURO_MS) {
      avisos.push({
        eventoId: evento.id,
        regra: 'no_futuro',
        referencia: null,
        texto: 'Horário no futuro: confira a data e a hora.',
      });
    }
  }
  return avisos;
}

/**
 * The events stated as happening after the moment they were recorded: nobody records an arrival
 * before it happens, so the time was mistyped — or made up. The server's clock says when.
 */
export function depoisDoRegistro<T extends Evento>(eventos: readonly T[]): T[] {
  return eventos.filter(
    (evento) => evento.momento && instante(evento) > Date.parse(evento.momento) + TOLERANCIA_FUTURO_MS,
  );
}
