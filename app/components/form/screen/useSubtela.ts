import { useHistoryStep, withParam } from '../../../lib/useHistoryStep';

const PARAM = 'tela';

/**
 * A form opened over its screen's list (a person, a means, a vestígio, a location) as a step of
 * the browser's history, `?tela=nome`: the phone's back gesture closes the form and returns to the
 * list, scrolled where it was, instead of leaving the screen. `dados` (a GPS reading) ride in the
 * history step, so a reload keeps the form open with them; what was typed waits in the draft.
 */
export function useSubtela<T = undefined>(nome: string) {
  const { params, data, go } = useHistoryStep();
  const aberta = params.get(PARAM) === nome;
  return {
    aberta,
    dados: aberta ? ((data as T | undefined) ?? null) : null,
    abrir(valor?: T) {
      go(withParam(params, PARAM, nome), { data: valor });
    },
    /** Back to the list, taking the form's step back (or in its place when it came with the page). */
    fechar() {
      go(withParam(params, PARAM, null), { replace: true });
    },
  };
}
