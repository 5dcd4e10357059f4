import { useEffect, useState } from 'react';
import { type PolicyDoCaso, policyAt } from '../../../shared/caso/caso-policy';
import { agoraNoServidor } from '../../lib/relogio-do-servidor';
import type { CasoView } from './caso-view';

const NADA: PolicyDoCaso = {
  pode_editar: false,
  pode_excluir: false,
  pode_compartilhar: false,
  pode_revogar: false,
  pode_exportar: false,
  motivo: null,
  pode_emitir_relatorio: false,
  motivo_emissao: null,
};

/** setTimeout's longest delay; a window further away is looked at again then. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * What the user may do with the case, as the server sent it with the case and judged again on the
 * server's clock as the phone knows it (relogio-do-servidor.ts): every case screen asks here, none derives it. A screen left open across the end
 * of the window is drawn again at that moment, so its forms close then.
 */
export function useCasoPolicy(
  caso: Pick<CasoView, 'policy' | 'editavel_ate' | 'acesso'> | null,
): PolicyDoCaso {
  const [, redraw] = useState(0);
  const editavelAte = caso?.editavel_ate;
  const aberto = caso ? policyAt(caso, agoraNoServidor()).pode_editar : false;
  useEffect(() => {
    if (!editavelAte || !aberto) return;
    const falta = Date.parse(editavelAte) - agoraNoServidor().getTime();
    if (falta < 0) return;
    const timer = setTimeout(() => redraw((n) => n + 1), Math.min(falta + 1, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [editavelAte, aberto]);
  return caso ? policyAt(caso, agoraNoServidor()) : NADA;
}
