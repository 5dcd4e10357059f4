import { describe, expect, it } from 'vitest';
import { avisosCronologia, ETAPAS, type Evento, ordenarCronologia, REGRAS_ORDEM } from './cronologia';
import { ACIONAMENTO_TIPOS, type AcionamentoTipo } from './options-caso';

const AGORA = new Date('2026-11-20T18:00:00.000Z');

let seq = 0;
/** An event at hh:mm UTC of the same day. */
function evento(tipo: AcionamentoTipo, hora: string, momento?: string): Evento {
  seq += 1;
  return { id: `e${String(seq).padStart(3, '0')}`, tipo, horario: `2026-11-20T${hora}:00.000Z`, momento };
}

const regras = (eventos: Evento[], agora = AGORA) =>
  avisosCronologia(eventos, agora).map((aviso) => [
    eventos.find((e) => e.id === aviso.eventoId)?.tipo,
    aviso.regra,
  ]);

describe('ETAPAS', () => {
  it('classifies every event type of §9', () => {
    expect(Object.keys(ETAPAS).sort()).toEqual([...ACIONAMENTO_TIPOS].sort());
  });
});

describe('ordenarCronologia', () => {
  it('orders by the stated time, then by when it was recorded', () => {
    const tarde = evento('Chegada da Perícia', '15:00');
    const cedo = evento('Acionamento da Perícia', '14:00', '2026-11-20T16:00:00.000Z');
    const mesmoMinutoAntes = evento('Acionamento da Polícia Civil', '14:00', '2026-11-20T15:00:00.000Z');
    expect(ordenarCronologia([tarde, cedo, mesmoMinutoAntes]).map((e) => e.id)).toEqual([
      mesmoMinutoAntes.id,
      cedo.id,
      tarde.id,
    ]);
  });
});

/**
 * Each pair of types as [stated first, stated an hour later] and the rules that order breaks: the
 * first event is the one warned of. A pair missing from the table can happen in either order.
 */
const PARES: [AcionamentoTipo, AcionamentoTipo, string[]][] = [
  ['Corpo Encontrado', 'Data/Hora do Acontecimento', ['corpo_antes_do_acontecimento']],
  ['Acionamento da Polícia Civil', 'Data/Hora do Acontecimento', ['antes_do_acontecimento']],
  ['Chegada do SAMU', 'Data/Hora do Acontecimento', ['antes_do_acontecimento']],
  ['Remoção do Corpo', 'Data/Hora do Acontecimento', ['antes_do_acontecimento']],
  ['Saída da Perícia', 'Data/Hora do Acontecimento', ['antes_do_acontecimento']],
  ['Chegada da Perícia', 'Acionamento da Perícia', ['chegada_antes_do_acionamento']],
  ['Chegada da Polícia Militar', 'Acionamento da Polícia Militar', ['chegada_antes_do_acionamento']],
  ['Chegada do Corpo de Bombeiros', 'Acionamento do Corpo de Bombeiros', ['chegada_antes_do_acionamento']],
  ['Saída do SAMU', 'Chegada do SAMU', ['saida_antes_da_chegada']],
  ['Saída da Polícia Civil', 'Acionamento da Polícia Civil', ['saida_antes_do_acionamento']],
  ['Remoção do Corpo', 'Corpo Encontrado', ['remocao_antes_do_corpo_encontrado']],
  ['Remoção do Corpo', 'Chegada da Polícia Militar', ['remocao_antes_de_chegada']],
  // Orders that do happen.
  ['Data/Hora do Acontecimento', 'Corpo Encontrado', []],
  ['Acionamento da Polícia Civil', 'Corpo Encontrado', []],
  ['Chegada da Polícia Militar', 'Corpo Encontrado', []],
  ['Acionamento da Perícia', 'Chegada da Perícia', []],
  ['Chegada da Perícia', 'Acionamento do SAMU', []],
  ['Saída da Perícia', 'Chegada do SAMU', []],
  ['Corpo Encontrado', 'Remoção do Corpo', []],
  ['Saída da Polícia Civil', 'Remoção do Corpo', []],
];

describe('REGRAS_ORDEM', () => {
  it.each(PARES)('%s before %s: %j', (primeiro, depois, esperadas) => {
    expect(regras([evento(primeiro, '10:00'), evento(depois, '11:00')])).toEqual(
      esperadas.map((regra) => [primeiro, regra]),
    );
  });

  it('names each rule once', () => {
    const nomes = REGRAS_ORDEM.map((regra) => regra.regra);
    expect(new Set(nomes).size).toBe(nomes.length);
  });
});

describe('avisosCronologia', () => {
  it('says nothing of a possible order, nor of events with nothing to compare with', () => {
    expect(
      regras([
        evento('Data/Hora do Acontecimento', '10:00'),
        evento('Corpo Encontrado', '10:30'),
        evento('Acionamento da Polícia Civil', '11:00'),
        evento('Chegada da Polícia Civil', '11:00'),
        evento('Chegada do SAMU', '11:10'),
        evento('Remoção do Corpo', '13:00'),
        evento('Saída da Polícia Civil', '14:00'),
        evento('Saída da Perícia', '15:00'),
      ]),
    ).toEqual([]);
  });

  it('warns of an arrival before its own call-out, not another body’s', () => {
    const chegada = evento('Chegada da Perícia', '11:00');
    const avisos = avisosCronologia(
      [evento('Acionamento da Perícia', '12:00'), chegada, evento('Acionamento do SAMU', '12:00')],
      AGORA,
    );
    expect(avisos).toEqual([
      expect.objectContaining({
        eventoId: chegada.id,
        regra: 'chegada_antes_do_acionamento',
        texto: 'Chegada antes do Acionamento da Perícia.',
      }),
    ]);
    expect(regras([evento('Acionamento do SAMU', '12:00'), evento('Chegada da Perícia', '11:00')])).toEqual(
      [],
    );
  });

  it('compares with the first call-out, so a second call-out later is no error', () => {
    expect(
      regras([
        evento('Acionamento da Polícia Militar', '10:00'),
        evento('Chegada da Polícia Militar', '10:20'),
        evento('Acionamento da Polícia Militar', '12:00'),
      ]),
    ).toEqual([]);
  });

  it('warns of a departure before that body’s arrival', () => {
    expect(
      regras([
        evento('Chegada do Corpo de Bombeiros', '12:00'),
        evento('Saída do Corpo de Bombeiros', '11:59'),
        evento('Saída do SAMU', '11:00'),
      ]),
    ).toEqual([['Saída do Corpo de Bombeiros', 'saida_antes_da_chegada']]);
  });

  it('warns of the body removed before anyone arrived', () => {
    const avisos = avisosCronologia(
      [
        evento('Chegada da Polícia Militar', '12:00'),
        evento('Chegada da Perícia', '13:00'),
        evento('Remoção do Corpo', '11:00'),
      ],
      AGORA,
    );
    expect(avisos.map((a) => [a.regra, a.referencia?.tipo])).toEqual([
      ['remocao_antes_de_chegada', 'Chegada da Polícia Militar'],
    ]);
    expect(avisos[0]?.texto).toBe(
      'Remoção do corpo antes de qualquer chegada ao local: a primeira é a Chegada da Polícia Militar.',
    );
    expect(regras([evento('Chegada da Perícia', '10:00'), evento('Remoção do Corpo', '11:00')])).toEqual([]);
  });

  it('warns of the body removed before it was found, whoever had arrived', () => {
    const avisos = avisosCronologia(
      [
        evento('Chegada da Polícia Militar', '10:00'),
        evento('Remoção do Corpo', '11:00'),
        evento('Corpo Encontrado', '12:00'),
      ],
      AGORA,
    );
    expect(avisos.map((a) => [a.regra, a.referencia?.tipo, a.texto])).toEqual([
      [
        'remocao_antes_do_corpo_encontrado',
        'Corpo Encontrado',
        'Remoção do corpo antes do Corpo Encontrado.',
      ],
    ]);
  });

  it('warns of the body found before the event itself', () => {
    expect(
      regras([evento('Corpo Encontrado', '08:00'), evento('Data/Hora do Acontecimento', '09:00')]),
    ).toEqual([['Corpo Encontrado', 'corpo_antes_do_acontecimento']]);
  });

  it('warns of an event in the future, beyond a small tolerance for clocks', () => {
    expect(regras([evento('Chegada da Perícia', '18:01')])).toEqual([]);
    expect(regras([evento('Chegada da Perícia', '18:05')])).toEqual([['Chegada da Perícia', 'no_futuro']]);
  });

  it('lists the warnings in the timeline’s order, one event possibly twice', () => {
    expect(
      regras([
        evento('Acionamento da Perícia', '19:00'),
        evento('Chegada da Perícia', '18:30'),
        evento('Corpo Encontrado', '07:00'),
        evento('Data/Hora do Acontecimento', '08:00'),
      ]),
    ).toEqual([
      ['Corpo Encontrado', 'corpo_antes_do_acontecimento'],
      ['Chegada da Perícia', 'chegada_antes_do_acionamento'],
      ['Chegada da Perícia', 'no_futuro'],
      ['Acionamento da Perícia', 'no_futuro'],
    ]);
  });
});
