/** The croqui's placed vehicles: a green diamond, V1, V2… by the vehicles' order, named one by one. */
import { camadaDoCroqui, noAparelho } from '../caso/croqui-camada';
import { coordenadasDe, formatCoordenadas } from '../geo';
import { placaImpressa } from '../schemas/veiculos';

interface Veiculo {
  id: string;
  placa: string | null;
  marca_modelo: string | null;
  cor: string | null;
  relacao: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** How the legend names a placed vehicle: 'Veículo ABC1D23 — Fiat Uno', with what was recorded. */
function rotuloVeiculoCroqui(veiculo: Pick<Veiculo, 'placa' | 'marca_modelo'>): string {
  const partes = [veiculo.placa ? placaImpressa(veiculo.placa) : null, veiculo.marca_modelo].filter(Boolean);
  return partes.length > 0 ? `Veículo ${partes.join(' — ')}` : 'Veículo sem placa';
}

export const CAMADAS_VEICULOS = [
  camadaDoCroqui({
    tipo: 'veiculo',
    legenda: 'Veículo',
    estilo: { cor: '#2b8a3e', texto: '#ffffff', forma: 'losango' },
    ordem: 40,
    // A count would not say which car is which.
    legendaPor: 'marca',
    marcas: (caso: { veiculos: readonly Veiculo[] }) =>
      caso.veiculos.flatMap((veiculo, index) => {
        const coordenadas = coordenadasDe(veiculo.latitude, veiculo.longitude);
        if (!coordenadas) return [];
        return [
          {
            id: veiculo.id,
            coordenadas,
            sigla: `V${index + 1}`,
            titulo: rotuloVeiculoCroqui(veiculo),
            linhas: [veiculo.cor, veiculo.relacao, formatCoordenadas(coordenadas)].filter(
              (linha): linha is string => Boolean(linha),
            ),
            midia: null,
            offline: noAparelho(veiculo),
          },
        ];
      }),
  }),
] as const;
