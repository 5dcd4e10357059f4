import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createDitado,
  type DitadoEstado,
  ESPERA_FINAL_MS,
  falaDe,
  falhaDoErro,
  juntarTexto,
  type Reconhecedor,
  type ResultadosDeFala,
  reconhecedorDoNavegador,
} from './ditado';

/** A recognizer the test drives: what the browser would hear, fail or end. */
class FakeReconhecedor implements Reconhecedor {
  static criados: FakeReconhecedor[] = [];
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: Reconhecedor['onresult'] = null;
  onerror: Reconhecedor['onerror'] = null;
  onend: Reconhecedor['onend'] = null;
  iniciado = false;
  parado = false;
  abortado = false;

  constructor() {
    FakeReconhecedor.criados.push(this);
  }
  start() {
    this.iniciado = true;
  }
  stop() {
    this.parado = true;
  }
  abort() {
    this.abortado = true;
  }
  ouvir(...frases: [string, boolean][]) {
    const results = frases.map(([transcript, isFinal]) => ({ isFinal, length: 1, 0: { transcript } }));
    this.onresult?.({ resultIndex: 0, results: results as unknown as ResultadosDeFala });
  }
  falhar(error: string) {
    this.onerror?.({ error });
  }
  terminar() {
    this.onend?.();
  }
}

const ultimo = () => {
  const rec = FakeReconhecedor.criados.at(-1);
  if (!rec) throw new Error('nenhum reconhecedor criado');
  return rec;
};

function montar(inicial = '') {
  let texto = inicial;
  const estados: DitadoEstado[] = [];
  let relogio = 0;
  const ditado = createDitado(FakeReconhecedor, {
    texto: () => texto,
    onTexto: (novo) => {
      texto = novo;
    },
    onEstado: (estado) => estados.push(estado),
    agora: () => relogio,
  });
  return {
    ditado,
    estados,
    texto: () => texto,
    digitar: (novo: string) => {
      texto = novo;
    },
    avancar: (ms: number) => {
      relogio += ms;
    },
  };
}

beforeEach(() => {
  FakeReconhecedor.criados = [];
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the text dictated', () => {
  it('follows what was typed with one space, the first letter of a sentence up', () => {
    expect(juntarTexto('', 'corpo encontrado')).toBe('Corpo encontrado');
    expect(juntarTexto('Vítima no chão', 'de bruços')).toBe('Vítima no chão de bruços');
    expect(juntarTexto('Vítima no chão.', 'sem documentos')).toBe('Vítima no chão. Sem documentos');
    expect(juntarTexto('Linha um\n', 'linha dois')).toBe('Linha um\nLinha dois');
    expect(juntarTexto('Nada', '   ')).toBe('Nada');
    expect(juntarTexto('', 'porta aberta. sem luz! vizinho ouviu')).toBe(
      'Porta aberta. Sem luz! Vizinho ouviu',
    );
  });

  it('reads every result of the session, final and interim, in order', () => {
    const results = [
      { isFinal: true, length: 1, 0: { transcript: 'duas cápsulas' } },
      { isFinal: false, length: 1, 0: { transcript: ' calibre ponto quarenta' } },
    ] as unknown as ResultadosDeFala;
    expect(falaDe(results)).toBe('duas cápsulas calibre ponto quarenta');
  });

  it('tells a failure that ends dictation from a silence', () => {
    expect(falhaDoErro('no-speech')).toBeNull();
    expect(falhaDoErro('aborted')).toBeNull();
    expect(falhaDoErro('network')).toBe('sem-rede');
    expect(falhaDoErro('not-allowed')).toBe('sem-permissao');
    expect(falhaDoErro('service-not-allowed')).toBe('sem-permissao');
    expect(falhaDoErro('audio-capture')).toBe('sem-microfone');
    expect(falhaDoErro('language-not-supported')).toBe('falhou');
  });
});

describe('dictation', () => {
  it('finds the standard recognizer or the prefixed one, and knows when there is none', () => {
    expect(reconhecedorDoNavegador({ webkitSpeechRecognition: FakeReconhecedor })).toBe(FakeReconhecedor);
    expect(reconhecedorDoNavegador({ SpeechRecognition: FakeReconhecedor })).toBe(FakeReconhecedor);
    expect(reconhecedorDoNavegador({})).toBeNull();
  });

  it('is unavailable without a recognizer, and pressing it then does nothing', () => {
    const ditado = createDitado(null, { texto: () => '', onTexto: vi.fn(), onEstado: vi.fn() });
    expect(ditado.estado).toEqual({ fase: 'indisponivel' });
    ditado.alternar();
    expect(ditado.estado).toEqual({ fase: 'indisponivel' });
  });

  it('listens in pt-BR, continuously, adding what it hears to what was typed', () => {
    const { ditado, texto } = montar('Local:');
    ditado.alternar();
    expect(ditado.estado).toEqual({ fase: 'ouvindo' });
    const rec = ultimo();
    expect([rec.lang, rec.continuous, rec.interimResults, rec.iniciado]).toEqual(['pt-BR', true, true, true]);
    rec.ouvir(['residência', false]);
    expect(texto()).toBe('Local: residência');
    rec.ouvir(['residência térrea', true], ['portão aberto', false]);
    expect(texto()).toBe('Local: residência térrea portão aberto');
  });

  it('keeps the text locked for the last words after stopping, then stops', () => {
    const { ditado, texto, estados } = montar();
    ditado.alternar();
    const rec = ultimo();
    rec.ouvir(['sangue na', false]);
    ditado.alternar();
    expect(ditado.estado).toEqual({ fase: 'parando' });
    expect(rec.parado).toBe(true);
    ditado.alternar();
    expect(ditado.estado).toEqual({ fase: 'parando' });
    rec.ouvir(['sangue na parede', true]);
    rec.terminar();
    expect(texto()).toBe('Sangue na parede');
    expect(estados.at(-1)).toEqual({ fase: 'parado', falha: null });
    expect(FakeReconhecedor.criados).toHaveLength(1);
  });

  it('stops anyway when the last words never come', () => {
    const { ditado } = montar();
    ditado.alternar();
    const rec = ultimo();
    ditado.alternar();
    vi.advanceTimersByTime(ESPERA_FINAL_MS);
    expect(ditado.estado).toEqual({ fase: 'parado', falha: null });
    expect(rec.abortado).toBe(true);
    rec.ouvir(['tarde demais', true]);
    rec.terminar();
    expect(ditado.estado).toEqual({ fase: 'parado', falha: null });
  });

  it('starts again by itself after a silence, from the text as it stands', () => {
    const { ditado, texto, avancar } = montar();
    ditado.alternar();
    ultimo().ouvir(['primeira frase.', true]);
    avancar(8_000);
    ultimo().falhar('no-speech');
    ultimo().terminar();
    expect(FakeReconhecedor.criados).toHaveLength(2);
    expect(ditado.estado).toEqual({ fase: 'ouvindo' });
    ultimo().ouvir(['segunda frase', true]);
    expect(texto()).toBe('Primeira frase. Segunda frase');
  });

  it('stops with the reason when the recognizer fails: no network offline', () => {
    const { ditado } = montar();
    ditado.alternar();
    ultimo().falhar('network');
    ultimo().terminar();
    expect(ditado.estado).toEqual({ fase: 'parado', falha: 'sem-rede' });
    expect(FakeReconhecedor.criados).toHaveLength(1);
    // Another try is offered, and a success clears the reason.
    ditado.alternar();
    expect(ditado.estado).toEqual({ fase: 'ouvindo' });
  });

  it('gives up on a recognizer that keeps ending at once without hearing anything', () => {
    const { ditado } = montar();
    ditado.alternar();
    for (let vez = 0; vez < 3; vez += 1) ultimo().terminar();
    expect(ditado.estado).toEqual({ fase: 'parado', falha: 'falhou' });
    expect(FakeReconhecedor.criados).toHaveLength(3);
  });

  it('reports a recognizer that refuses to start', () => {
    const { ditado } = montar();
    const original = FakeReconhecedor.prototype.start;
    FakeReconhecedor.prototype.start = () => {
      throw new Error('InvalidStateError');
    };
    try {
      ditado.alternar();
    } finally {
      FakeReconhecedor.prototype.start = original;
    }
    expect(ditado.estado).toEqual({ fase: 'parado', falha: 'falhou' });
  });

  it('ends at once when the screen goes away, keeping what was heard', () => {
    const { ditado, texto } = montar();
    ditado.alternar();
    const rec = ultimo();
    rec.ouvir(['até aqui', true]);
    ditado.encerrar();
    expect(ditado.estado).toEqual({ fase: 'parado', falha: null });
    expect(rec.abortado).toBe(true);
    expect(texto()).toBe('Até aqui');
  });
});
