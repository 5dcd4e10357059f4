/**
 * Dictation of a note through the browser's Web Speech API (spec §4 Notes, §9: pt-BR, continuous,
 * toggled on and off). Where the browser has no recognizer, or it fails (Chrome's needs the
 * network), the officer is told so and pointed to the phone keyboard's own microphone. No React
 * here: the state logic is tested on its own, with a fake recognizer.
 */

/** The part of SpeechRecognition we use; lib.dom does not declare it everywhere. */
export interface Reconhecedor {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { resultIndex: number; results: ResultadosDeFala }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export interface ResultadosDeFala {
  readonly length: number;
  [index: number]: {
    readonly isFinal: boolean;
    readonly length: number;
    [index: number]: { transcript: string };
  };
}

export type ReconhecedorCtor = new () => Reconhecedor;

/** Why dictation stopped by itself; each says what to do instead. */
export type DitadoFalha = 'sem-rede' | 'sem-permissao' | 'sem-microfone' | 'falhou';

export type DitadoEstado =
  | { fase: 'indisponivel' }
  | { fase: 'parado'; falha: DitadoFalha | null }
  | { fase: 'ouvindo' }
  /** 'Parar ditado' was pressed; the last words are still on their way. */
  | { fase: 'parando' };

export const DITADO_LINGUA = 'pt-BR';

export const TEXTOS_DITADO = {
  ditar: 'Ditar',
  parar: 'Parar ditado',
  parando: 'Terminando o ditado…',
  ouvindo: 'Ouvindo… fale perto do celular. O texto fica bloqueado até parar.',
  indisponivel: 'Ditado indisponível',
  teclado: 'Toque no campo e use o microfone do teclado do celular.',
  falhas: {
    'sem-rede': 'O ditado precisa de internet.',
    'sem-permissao': 'O uso do microfone não foi permitido.',
    'sem-microfone': 'Nenhum microfone disponível.',
    falhou: 'O ditado parou com um erro.',
  } satisfies Record<DitadoFalha, string>,
} as const;

/** The recognizer this browser offers, standard or prefixed (Chrome, Safari), or null. */
export function reconhecedorDoNavegador(scope: object = globalThis): ReconhecedorCtor | null {
  const candidatos = scope as {
    SpeechRecognition?: ReconhecedorCtor;
    webkitSpeechRecognition?: ReconhecedorCtor;
  };
  return candidatos.SpeechRecognition ?? candidatos.webkitSpeechRecognition ?? null;
}

/**
 * What an error of the recognizer means: a failure that ends dictation, or null for one that does
 * not ('no-speech' after a silence, 'aborted' by our own stop).
 */
export function falhaDoErro(error: string): DitadoFalha | null {
  switch (error) {
    case 'no-speech':
    case 'aborted':
      return null;
    case 'network':
      return 'sem-rede';
    case 'not-allowed':
    case 'service-not-allowed':
      return 'sem-permissao';
    case 'audio-capture':
      return 'sem-microfone';
    default:
      return 'falhou';
  }
}

/** The first letter up when it starts the note, a sentence or a line; recognizers answer in lowercase. */
function comInicial(fala: string, antes: string): string {
  const inicioDeFrase = antes.trim() === '' || /([.!?]\s*|\n)$/.test(antes);
  return inicioDeFrase ? fala.charAt(0).toUpperCase() + fala.slice(1) : fala;
}

/**
 * The text typed before dictation followed by what was heard, with one space between; each
 * sentence heard starts with a capital.
 */
export function juntarTexto(base: string, fala: string): string {
  const limpa = fala
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/([.!?] )(\p{Ll})/gu, (_match, fim: string, letra: string) => fim + letra.toUpperCase());
  if (limpa === '') return base;
  const separador = base === '' || /\s$/.test(base) ? '' : ' ';
  return `${base}${separador}${comInicial(limpa, base)}`;
}

/** Everything heard in one session, final and still being heard, in order. */
export function falaDe(resultados: ResultadosDeFala): string {
  const partes: string[] = [];
  for (let i = 0; i < resultados.length; i += 1) {
    const transcript = resultados[i]?.[0]?.transcript.trim();
    if (transcript) partes.push(transcript);
  }
  return partes.join(' ');
}

export interface DitadoOptions {
  /** The text area's value now: where a new session starts from. */
  texto: () => string;
  /** The text area's value with what was heard so far. */
  onTexto: (texto: string) => void;
  onEstado: (estado: DitadoEstado) => void;
  /** The clock, for telling a recognizer that keeps ending at once from one that ends after a silence. */
  agora?: () => number;
}

export interface Ditado {
  readonly estado: DitadoEstado;
  /** On when off, off when on; nothing when there is no recognizer or while it is stopping. */
  alternar(): void;
  /** Off at once, what was heard kept (leaving the screen). */
  encerrar(): void;
}

/** How long the last words may take to arrive after 'Parar ditado'. */
export const ESPERA_FINAL_MS = 1_500;
/** A session shorter than this that heard nothing ends suspiciously fast… */
const SESSAO_CURTA_MS = 1_000;
/** …and this many in a row mean the recognizer cannot work here. */
const SESSOES_CURTAS_MAX = 3;

/**
 * Dictation over a recognizer. While on it keeps listening: a recognizer that ends by itself after a
 * silence is started again from the text as it stands; one that fails stops with the reason. After
 * 'Parar ditado' the text area stays locked for the last words (at most ESPERA_FINAL_MS), so that
 * they never overwrite what the officer types next.
 */
export function createDitado(Ctor: ReconhecedorCtor | null, options: DitadoOptions): Ditado {
  const agora = options.agora ?? Date.now;
  let estado: DitadoEstado = Ctor ? { fase: 'parado', falha: null } : { fase: 'indisponivel' };
  let reconhecedor: Reconhecedor | null = null;
  // What a session's results are added to; a restarted session adds to what the last one heard.
  let base = '';
  let falha: DitadoFalha | null = null;
  let sessoesCurtas = 0;
  let espera: ReturnType<typeof setTimeout> | null = null;

  const mudar = (novo: DitadoEstado) => {
    estado = novo;
    options.onEstado(novo);
  };

  const parado = (motivo: DitadoFalha | null) => {
    if (espera) clearTimeout(espera);
    espera = null;
    reconhecedor = null;
    mudar({ fase: 'parado', falha: motivo });
  };

  const iniciarSessao = () => {
    if (!Ctor) return;
    base = options.texto();
    const inicio = agora();
    let ouviu = false;
    const atual = new Ctor();
    atual.lang = DITADO_LINGUA;
    atual.continuous = true;
    atual.interimResults = true;
    atual.onresult = (event) => {
      if (reconhecedor !== atual) return;
      ouviu = true;
      sessoesCurtas = 0;
      options.onTexto(juntarTexto(base, falaDe(event.results)));
    };
    atual.onerror = (event) => {
      if (reconhecedor === atual) falha ??= falhaDoErro(event.error);
    };
    atual.onend = () => {
      if (reconhecedor !== atual) return;
      if (estado.fase !== 'ouvindo') {
        parado(null);
        return;
      }
      if (!ouviu && agora() - inicio < SESSAO_CURTA_MS) sessoesCurtas += 1;
      if (falha) parado(falha);
      else if (sessoesCurtas >= SESSOES_CURTAS_MAX) parado('falhou');
      else iniciarSessao();
    };
    reconhecedor = atual;
    try {
      atual.start();
    } catch {
      parado('falhou');
    }
  };

  return {
    get estado() {
      return estado;
    },
    alternar() {
      if (estado.fase === 'ouvindo') {
        mudar({ fase: 'parando' });
        const atual = reconhecedor;
        espera = setTimeout(() => {
          if (reconhecedor === atual) atual?.abort();
          parado(null);
        }, ESPERA_FINAL_MS);
        atual?.stop();
        return;
      }
      if (estado.fase !== 'parado') return;
      falha = null;
      sessoesCurtas = 0;
      mudar({ fase: 'ouvindo' });
      iniciarSessao();
    },
    encerrar() {
      if (estado.fase !== 'ouvindo' && estado.fase !== 'parando') return;
      const atual = reconhecedor;
      parado(null);
      atual?.abort();
    },
  };
}
