/** The croqui's vestígios: a circle numbered by the vestígio's place among all the case's. */
import { camadaDoCroqui, type MidiaDoMarcador, noAparelho } from '../caso/croqui-camada';
import { type Coordenadas, formatCoordenadas } from '../geo';
import { rotuloVestigio } from '../options-caso';

interface Midia extends MidiaDoMarcador {
  coordenadas: Coordenadas | null;
}

interface Vestigio {
  id: string;
  tipo: string;
  descricao: string | null;
  coordenadas: Coordenadas | null;
  midias: readonly Midia[];
}

/**
 * A vestígio stands where the form read the position; one saved without it (no signal for the GPS
 * then) stands where its first geotagged file was captured.
 */
function posicaoDoVestigio(vestigio: Vestigio): Coordenadas | null {
  return vestigio.coordenadas ?? vestigio.midias.find((m) => m.coordenadas)?.coordenadas ?? null;
}

export const CAMADAS_VESTIGIOS = [
  camadaDoCroqui({
    tipo: 'vestigio',
    legenda: 'Vestígio',
    estilo: { cor: '#f59f00', texto: '#1a1b1e', forma: 'circulo' },
    ordem: 20,
    legendaPor: { sigla: '1' },
    // Numbered by the list: one without a position leaves a gap rather than renumbering the rest.
    marcas: (caso: { vestigios: readonly Vestigio[] }) =>
      caso.vestigios.flatMap((vestigio, index) => {
        const coordenadas = posicaoDoVestigio(vestigio);
        if (!coordenadas) return [];
        return [
          {
            id: vestigio.id,
            coordenadas,
            sigla: String(index + 1),
            titulo: rotuloVestigio(vestigio.tipo),
            referencia: `Vestígio ${index + 1}`,
            linhas: [vestigio.descricao, formatCoordenadas(coordenadas)].filter((linha): linha is string =>
              Boolean(linha),
            ),
            // The popup's picture: the first photo, else the video's poster.
            midia: vestigio.midias.find((m) => m.kind === 'photo') ?? vestigio.midias[0] ?? null,
            offline: noAparelho(vestigio),
          },
        ];
      }),
  }),
] as const;
