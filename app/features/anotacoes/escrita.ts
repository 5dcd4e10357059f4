import type { CasoView } from '../casos/caso-view';
import { editWindowClosed } from '../casos/hub-tiles';

/**
 * Whether the screen offers writing: the user is a member (not a justified reader) and the 24-hour
 * window is open. The server decides all the same; this only spares a save it would refuse.
 */
export function casoEscrevivel(caso: Pick<CasoView, 'acesso' | 'editavel_ate'>, now = new Date()): boolean {
  return caso.acesso === 'membro' && !editWindowClosed(caso.editavel_ate, now);
}
