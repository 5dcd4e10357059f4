import type { CasoTile } from './schemas/casos';

/** The report's items (spec §4 Report progress), each filled or not. */
export const RELATORIO_ITENS = 10;

export type ContagensSemRelatorio = Omit<Record<CasoTile, number>, 'relatorio'>;

/**
 * Spec §4 Report progress: filled items among victims, notes, witnesses, team (more than one
 * member), location, camera, suspects, means, timeline and evidence. The server counts it for the
 * hub; the client counts it again over work still waiting on the device.
 */
export function progressoRelatorio(contagens: ContagensSemRelatorio): number {
  return [
    contagens.vitima > 0,
    contagens.anotacaoComplementar > 0,
    contagens.testemunha > 0,
    contagens.equipe > 1,
    contagens.geolocalizacaoCaso > 0,
    contagens.camera_seguranca > 0,
    contagens.suspeito > 0,
    contagens.meios > 0,
    contagens.acionamentos > 0,
    contagens.vestigio > 0,
  ].filter(Boolean).length;
}
