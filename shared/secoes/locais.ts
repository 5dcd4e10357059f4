/** The report's scene: the location with its conditions and map, and the security cameras. */
import { secaoDoRelatorio } from '../caso/relatorio-secao';
import { CONDICOES, rotuloCondicao } from '../options-caso';
import { enderecoLinha } from '../pdf/formato';
import type { Camera, LocalCrime } from '../schemas/locais';
import { coordenadasLinha, offline } from './comum';

export const SECOES_LOCAIS = [
  secaoDoRelatorio({
    secao: 'local',
    titulo: 'Local do crime',
    ordem: 40,
    itens: (caso: { geolocalizacao_caso: readonly LocalCrime[] }) =>
      caso.geolocalizacao_caso.map((local) => ({
        id: local.id,
        titulo: enderecoLinha(local) || 'Local do crime',
        linhas: [
          ['Coordenadas', coordenadasLinha(local.coordenadas)],
          ['Precisão', local.precisao_m !== null ? `${Math.round(local.precisao_m)} m` : null],
          ...Object.entries(local.condicoes ?? {}).map(
            ([campo, valor]) => [CONDICOES[campo] ?? campo, valor ? rotuloCondicao(valor) : null] as const,
          ),
        ],
        imagens: local.mapa_media_id ? [{ fonte: local.mapa_media_id, legenda: 'Mapa do local' }] : [],
        exclusao: { tipo: 'local', versao: local.versao },
        offline: offline(local),
      })),
  }),
  secaoDoRelatorio({
    secao: 'cameras',
    titulo: 'Câmeras de segurança',
    ordem: 80,
    itens: (caso: { geolocalizacao_camera: readonly Camera[] }) =>
      caso.geolocalizacao_camera.map((camera, i) => ({
        id: camera.id,
        titulo: `Câmera ${i + 1}`,
        linhas: [
          ['Endereço', enderecoLinha(camera)],
          ['Coordenadas', coordenadasLinha(camera.coordenadas)],
        ],
        exclusao: { tipo: 'camera', versao: camera.versao },
        offline: offline(camera),
      })),
  }),
] as const;
