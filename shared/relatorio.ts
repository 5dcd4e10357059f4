import type { CasoTile } from './schemas/casos';

/** The report's items (spec §4 Report progress), each filled or not. */
export const RELATORIO_ITENS = 10;

export type ContagensSemRelatorio = Omit<Record<CasoTile, number>, 'relatorio'>;

export interface ItemRelatorio {
  tile: CasoTile;
  /** What the report screen's warning says is missing. */
  rotulo: string;
  preenchido: boolean;
}

/**
 * Spec §4 Report progress: filled items among victims, notes, witnesses, team (more than one
 * member), location, camera, suspects, means, timeline and evidence. The server counts it for the
 * hub; the client counts it again over work still waiting on the device, and the report screen
 * lists the ones missing.
 */
export function itensRelatorio(contagens: ContagensSemRelatorio): ItemRelatorio[] {
  return [
    { tile: 'vitima', rotulo: 'Vítimas', preenchido: contagens.vitima > 0 },
    { tile: 'anotacaoComplementar', rotulo: 'Anotações', preenchido: contagens.anotacaoComplementar > 0 },
    { tile: 'testemunha', rotulo: 'Testemunhas', preenchido: contagens.testemunha > 0 },
    { tile: 'equipe', rotulo: 'Equipe (mais de um membro)', preenchido: contagens.equipe > 1 },
    { tile: 'geolocalizacaoCaso', rotulo: 'Local do Crime', preenchido: contagens.geolocalizacaoCaso > 0 },
    { tile: 'camera_seguranca', rotulo: 'Câmeras de Segurança', preenchido: contagens.camera_seguranca > 0 },
    { tile: 'suspeito', rotulo: 'Suspeitos', preenchido: contagens.suspeito > 0 },
    { tile: 'meios', rotulo: 'Meios', preenchido: contagens.meios > 0 },
    { tile: 'acionamentos', rotulo: 'Cronologia', preenchido: contagens.acionamentos > 0 },
    { tile: 'vestigio', rotulo: 'Mídias', preenchido: contagens.vestigio > 0 },
  ];
}

export function progressoRelatorio(contagens: ContagensSemRelatorio): number {
  return itensRelatorio(contagens).filter((item) => item.preenchido).length;
}
