/** The positions a member is given when the server's list is not on the device. */
import { CARGOS_PADRAO } from '../../../shared/options-caso';
import type { Cargo } from '../../../shared/schemas/equipe';

/** Spec §7 GET /cargos: the built-in 21 positions, ids 1 to 21 in the spec's order. */
export const CARGOS_EMBUTIDOS: readonly Cargo[] = CARGOS_PADRAO.map((nome, index) => ({
  id: index + 1,
  nome,
}));

/** A member's cargo by id: from the device's list, else the built-in one, else by its number. */
export function cargoDe(id: number, lookup?: (id: number) => Cargo | undefined): Cargo {
  return lookup?.(id) ?? CARGOS_EMBUTIDOS.find((c) => c.id === id) ?? { id, nome: `Cargo ${id}` };
}
