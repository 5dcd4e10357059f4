/** The croqui's scene locations (a pin, L or L1, L2…) and security cameras (a square, C1, C2…). */
import { camadaDoCroqui, type MarcaDaCamada, noAparelho } from '../caso/croqui-camada';
import { type Coordenadas, formatCoordenadas } from '../geo';

interface Lugar {
  id: string;
  coordenadas: Coordenadas | null;
  rua: string | null;
  numero: string | null;
  bairro: string | null;
  cidade: { nome: string; uf: string } | null;
  estado: string | null;
}

/** The address as the popup prints it: street and number, district, city or state; then the position. */
function linhasDoLugar(lugar: Lugar, coordenadas: Coordenadas): string[] {
  const rua = [lugar.rua, lugar.numero].filter(Boolean).join(', ');
  const cidade = lugar.cidade ? `${lugar.cidade.nome} / ${lugar.cidade.uf}` : lugar.estado;
  return [
    ...[rua, lugar.bairro, cidade].filter((linha): linha is string => Boolean(linha)),
    formatCoordenadas(coordenadas),
  ];
}

function marcasDe(
  lugares: readonly Lugar[],
  nome: (lugar: Lugar, index: number) => Pick<MarcaDaCamada, 'sigla' | 'titulo'>,
): MarcaDaCamada[] {
  return lugares.flatMap((lugar, index) =>
    lugar.coordenadas
      ? [
          {
            id: lugar.id,
            coordenadas: lugar.coordenadas,
            ...nome(lugar, index),
            linhas: linhasDoLugar(lugar, lugar.coordenadas),
            midia: null,
            offline: noAparelho(lugar),
          },
        ]
      : [],
  );
}

export const CAMADAS_LOCAIS = [
  camadaDoCroqui({
    tipo: 'local',
    legenda: 'Local do crime',
    estilo: { cor: '#c92a2a', texto: '#ffffff', forma: 'pino' },
    ordem: 10,
    legendaPor: { sigla: 'L' },
    marcas: (caso: { geolocalizacao_caso: readonly Lugar[] }) => {
      const varios = caso.geolocalizacao_caso.length > 1;
      return marcasDe(caso.geolocalizacao_caso, (_lugar, index) =>
        varios
          ? { sigla: `L${index + 1}`, titulo: `Local do crime ${index + 1}` }
          : { sigla: 'L', titulo: 'Local do crime' },
      );
    },
  }),
  camadaDoCroqui({
    tipo: 'camera',
    legenda: 'Câmera de segurança',
    estilo: { cor: '#1864ab', texto: '#ffffff', forma: 'quadrado' },
    ordem: 30,
    legendaPor: { sigla: 'C' },
    marcas: (caso: { geolocalizacao_camera: readonly Lugar[] }) =>
      marcasDe(caso.geolocalizacao_camera, (_lugar, index) => ({
        sigla: `C${index + 1}`,
        titulo: `Câmera ${index + 1}`,
      })),
  }),
] as const;
