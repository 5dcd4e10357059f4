/**
 * The parts the case features plug into the case (`ParteDoCaso`). Each feature declares its part in
 * its own module (`app/features/<área>/modulo.ts`); the list of them (app/features/modulos.ts)
 * registers them here as it loads, which the router awaits before drawing any screen, so that the
 * case and its hub name no feature and import none.
 */
import type { ParteDoCaso } from './caso-view';

let registradas: readonly ParteDoCaso[] = [];

export function registrarPartesDoCaso(partes: readonly ParteDoCaso[]): void {
  registradas = partes;
}

export function partesDoCaso(): readonly ParteDoCaso[] {
  return registradas;
}
