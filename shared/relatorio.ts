import { ITENS_DAS_PARTES } from './caso/caso-partes';
import type { CasoTile } from './schemas/casos';

/** The report's items (spec §4 Report progress), each filled or not. */
export const RELATORIO_ITENS = ITENS_DAS_PARTES.length;

export type ContagensSemRelatorio = Omit<Record<CasoTile, number>, 'relatorio'>;

export interface ItemRelatorio {
  tile: CasoTile;
  /** What the report screen's warning says is missing. */
  rotulo: string;
  preenchido: boolean;
}

/**
 * Spec §4 Report progress: filled items among victims, notes, witnesses, team (more than one
 * member), location, camera, suspects, means, timeline and evidence, each declared by its feature
 * (shared/caso/caso-partes.ts). The server counts it for the
 * hub; the client counts it again over work still waiting on the device, and the report screen
 * lists the ones missing.
 */
export function itensRelatorio(contagens: ContagensSemRelatorio): ItemRelatorio[] {
  return ITENS_DAS_PARTES.map(({ tile, rotulo, preenchido }) => ({
    tile,
    rotulo,
    preenchido: preenchido(contagens[tile as keyof ContagensSemRelatorio]),
  }));
}

export function progressoRelatorio(contagens: ContagensSemRelatorio): number {
  return itensRelatorio(contagens).filter((item) => item.preenchido).length;
}
