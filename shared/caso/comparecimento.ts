/**
 * When a summons may call a person to appear. The paper is made on the device when it is issued
 * (offline too), so this is judged there, by the server's clock as the device knows it: a summons
 * queued offline reaches the server after its paper was handed over, and is not refused then.
 */
import { instanteNaParaiba } from '../formatos/fuso';

export const COMPARECIMENTO_PASSADO = 'A data e a hora do comparecimento já passaram.';
export const COMPARECIMENTO_DISTANTE = 'O comparecimento deve ser dentro de um ano.';

const UM_ANO_MS = 366 * 24 * 60 * 60 * 1000;

/** Why an appearance on `data` (ISO) at `hora` (hh:mm) cannot be summoned at `agora`, or null. */
export function recusaDoComparecimento(data: string, hora: string, agora: Date): string | null {
  const instante = instanteNaParaiba(data, hora).getTime();
  if (instante <= agora.getTime()) return COMPARECIMENTO_PASSADO;
  if (instante - agora.getTime() > UM_ANO_MS) return COMPARECIMENTO_DISTANTE;
  return null;
}
