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

export type RegraCronologia =
  | 'chegada_antes_do_acionamento'
  | 'remocao_antes_de_chegada'
  | 'saida_antes_da_chegada'
  | 'no_futuro'
  | 'corpo_antes_do_acontecimento';

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

const deOrgao = (etapa: Etapa['etapa'], orgao: Orgao) => (candidata: Etapa) =>
  candidata.etapa === etapa && 'orgao' in candidata && candidata.orgao === orgao;

/**
 * Every impossible order in the timeline, as of `agora`: an arrival before that body's first
 * call-out, a departure before its first arrival, the body removed before anyone's first arrival,
 * the body found before the event itself, and an event in the future. Events equal in time are
 * fine; an event with nothing to compare with (an arrival with no call-out recorded) is too.
 */
export function avisosCronologia(eventos: readonly Evento[], agora: Date): AvisoCronologia[] {
  const avisos: AvisoCronologia[] = [];
  const antes = (evento: Evento, referencia: Evento | null) =>
    referencia !== null && instante(evento) < instante(referencia);
  for (const evento of ordenarCronologia(eventos)) {
    const etapa = ETAPAS[evento.tipo];
    const avisar = (regra: RegraCronologia, referencia: Evento | null, texto: string) =>
      avisos.push({ eventoId: evento.id, regra, referencia, texto });

    if (etapa.etapa === 'chegada') {
      const acionamento = primeiro(eventos, deOrgao('acionamento', etapa.orgao));
      if (acionamento && antes(evento, acionamento)) {
        avisar('chegada_antes_do_acionamento', acionamento, `Chegada antes do ${acionamento.tipo}.`);
      }
    }
    if (etapa.etapa === 'saida') {
      const chegada = primeiro(eventos, deOrgao('chegada', etapa.orgao));
      if (chegada && antes(evento, chegada)) {
        avisar('saida_antes_da_chegada', chegada, `Saída antes da ${chegada.tipo}.`);
      }
    }
    if (etapa.etapa === 'remocao') {
      const chegada = primeiro(eventos, (candidata) => candidata.etapa === 'chegada');
      if (chegada && antes(evento, chegada)) {
        avisar(
          'remocao_antes_de_chegada',
          chegada,
          `Remoção do corpo antes de qualquer chegada ao local: a primeira é a ${chegada.tipo}.`,
        );
      }
    }
    if (etapa.etapa === 'corpo_encontrado') {
      const acontecimento = primeiro(eventos, (candidata) => candidata.etapa === 'acontecimento');
      if (acontecimento && antes(evento, acontecimento)) {
        avisar(
          'corpo_antes_do_acontecimento',
          acontecimento,
          'Corpo encontrado antes da Data/Hora do Acontecimento.',
        );
      }
    }
    if (instante(evento) > agora.getTime() + TOLERANCIA_FUTURO_MS) {
      avisar('no_futuro', null, 'Horário no futuro: confira a data e a hora.');
    }
  }
  return avisos;
}
