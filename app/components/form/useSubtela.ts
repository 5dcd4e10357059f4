import { useLocation, useNavigate } from 'react-router';

const PARAM = 'tela';

interface Estado<T> {
  subtela?: string;
  dados?: T;
}

/**
 * A form opened over its screen's list (a person, a means, a vestígio, a location) as a step of
 * the browser's history, `?tela=nome`: the phone's back gesture closes the form and returns to the
 * list, scrolled where it was, instead of leaving the screen. `dados` (a GPS reading) rides in the
 * history entry, so a reload keeps the form open with them; what was typed waits in the draft.
 */
export function useSubtela<T = undefined>(nome: string) {
  const location = useLocation();
  const navigate = useNavigate();
  const estado = (location.state ?? null) as Estado<T> | null;
  const aberta = new URLSearchParams(location.search).get(PARAM) === nome;

  const busca = (aberto: boolean) => {
    const params = new URLSearchParams(location.search);
    if (aberto) params.set(PARAM, nome);
    else params.delete(PARAM);
    const texto = params.toString();
    return texto ? `?${texto}` : '';
  };

  return {
    aberta,
    dados: aberta ? (estado?.dados ?? null) : null,
    abrir(dados?: T) {
      navigate({ search: busca(true) }, { state: { subtela: nome, dados } satisfies Estado<T> });
    },
    /** Back to the list: the history step the form added is taken back, or replaced when it came with the page. */
    fechar() {
      if (estado?.subtela === nome) navigate(-1);
      else navigate({ search: busca(false) }, { replace: true });
    },
  };
}
