import { cameraCreateRequest, localCrimeCreateRequest } from '../../../shared/schemas/locais';
import {
  type CasoOverlay,
  type CasoOverlayContext,
  comLinha,
  lugarNoAparelho,
  peloCorpo,
} from '../casos/caso-view';
import type { CameraView, LocalCrimeView } from './caso-view';

type Corpo = {
  id: string;
  cidade_id: number | null;
  estado: CameraView['estado'];
  latitude: number | null;
  longitude: number | null;
} & Pick<CameraView, 'rua' | 'numero' | 'bairro' | 'complemento' | 'cep' | 'precisao_m' | 'obtida_em'>;

/** A spot saved on the device as its list will read it (also what a refused 'Local do Crime' held). */
export function localizacao(corpo: Corpo, createdAt: number, context: CasoOverlayContext): CameraView {
  return {
    id: corpo.id,
    versao: 1,
    ...lugarNoAparelho(corpo, context),
    mapa_media_id: null,
    created_at: new Date(createdAt).toISOString(),
    offline: true,
  };
}

/** The city given later to a spot saved without one, with its state, as the server will answer. */
function comCidade<T extends CameraView>(
  rows: T[],
  id: string,
  cidadeId: number,
  context: CasoOverlayContext,
) {
  const municipio = context.municipio(cidadeId);
  return rows.map((row) =>
    row.id === id
      ? {
          ...row,
          cidade_id: cidadeId,
          cidade: municipio ? { id: municipio.id, nome: municipio.nome, uf: municipio.uf } : row.cidade,
          estado: (municipio?.uf as CameraView['estado']) ?? row.estado,
          offline: true,
        }
      : row,
  );
}

export const locaisOverlay: CasoOverlay = {
  createLocalCrime: peloCorpo(localCrimeCreateRequest, (view, corpo, meta, context) => {
    const local: LocalCrimeView = {
      ...localizacao(corpo, meta.createdAt, context),
      condicoes: corpo.condicoes,
    };
    return { ...view, geolocalizacao_caso: comLinha(view.geolocalizacao_caso, local) };
  }),
  deleteLocalCrime: (view, { params }) =>
    view && {
      ...view,
      geolocalizacao_caso: view.geolocalizacao_caso.filter((row) => row.id !== params.localId),
    },
  setLocalCidade: (view, { params, body }, _meta, context) =>
    view && {
      ...view,
      geolocalizacao_caso: comCidade(view.geolocalizacao_caso, params.localId, body.cidade_id, context),
    },
  setCameraCidade: (view, { params, body }, _meta, context) =>
    view && {
      ...view,
      geolocalizacao_camera: comCidade(view.geolocalizacao_camera, params.cameraId, body.cidade_id, context),
    },
  createCamera: peloCorpo(cameraCreateRequest, (view, corpo, meta, context) => {
    const camera = localizacao(corpo, meta.createdAt, context);
    return { ...view, geolocalizacao_camera: comLinha(view.geolocalizacao_camera, camera) };
  }),
  deleteCamera: (view, { params }) =>
    view && {
      ...view,
      geolocalizacao_camera: view.geolocalizacao_camera.filter((row) => row.id !== params.cameraId),
    },
};
