/** Helpers of the notes journeys: a stand-in for the browser's speech recognizer, a second member. */
import type { Page } from '@playwright/test';
import { runOnE2eDatabase } from './support';

/**
 * Replaces the browser's recognizer (Chromium's needs Google's servers) with one the test makes
 * speak: `window.__fala.ouvir(texto, final)`, `window.__fala.falhar(erro)`. `modo` 'sem' leaves the
 * browser without any recognizer.
 */
export async function falaSimulada(page: Page, modo: 'fala' | 'sem' = 'fala'): Promise<void> {
  await page.addInitScript((semReconhecedor: boolean) => {
    const scope = window as unknown as Record<string, unknown>;
    if (semReconhecedor) {
      delete scope.SpeechRecognition;
      delete scope.webkitSpeechRecognition;
      return;
    }
    type Handler = ((event: unknown) => void) | null;
    class FalaSimulada {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: Handler = null;
      onerror: Handler = null;
      onend: Handler = null;
      private ouvidos: { transcript: string; isFinal: boolean }[] = [];
      start() {
        this.ouvidos = [];
        scope.__fala = this;
        scope.__falaConfig = { lang: this.lang, continuous: this.continuous };
      }
      stop() {
        setTimeout(() => this.onend?.({}), 50);
      }
      abort() {
        this.onend?.({});
      }
      ouvir(transcript: string, isFinal: boolean) {
        const ultimo = this.ouvidos.at(-1);
        if (ultimo && !ultimo.isFinal) this.ouvidos.pop();
        this.ouvidos.push({ transcript, isFinal });
        const results = this.ouvidos.map((r) =>
          Object.assign([{ transcript: r.transcript }], { isFinal: r.isFinal }),
        );
        this.onresult?.({ resultIndex: 0, results });
      }
      falhar(error: string) {
        this.onerror?.({ error });
        this.onend?.({});
      }
    }
    scope.webkitSpeechRecognition = FalaSimulada;
    delete scope.SpeechRecognition;
  }, modo === 'sem');
}

export const ouvir = (page: Page, texto: string, final: boolean) =>
  page.evaluate(
    ([t, f]) => (window as unknown as { __fala: { ouvir(t: string, f: boolean): void } }).__fala.ouvir(t, f),
    [texto, final] as const,
  );

export const falhar = (page: Page, erro: string) =>
  page.evaluate((e) => (window as unknown as { __fala: { falhar(e: string): void } }).__fala.falhar(e), erro);

/** Makes `matricula` a member of the case, as sharing would (the sharing screen is another journey's). */
export async function compartilharCaso(casoId: string, matricula: string, por: string): Promise<void> {
  await runOnE2eDatabase(['e2e', 'fixtures', 'compartilhar-caso.ts'], [casoId, matricula, por]);
}
