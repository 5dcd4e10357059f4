import { cameraCreateRequest, localCrimeCreateRequest } from '../../../shared/schemas/locais';
import { type CasoOverlay, type CasoOverlayContext, lugarNoAparelho } from '../casos/caso-view';
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

const trocar = <T extends { id: string }>(rows: T[], nova: T) => [
  ...rows.filter((row) => row.id !== nova.id),
  nova,
];

export const locaisOverlay: CasoOverlay = {
  createLocalCrime: (view, { body }, meta, context) => {
    const parsed = localCrimeCreateRequest.safeParse(body);
    if (!view || !parsed.success) return view;
    const local: LocalCrimeView = {
      ...localizacao(parsed.data, meta.createdAt, context),
      condicoes: parsed.data.condicoes,
    };
    return { ...view, geolocalizacao_caso: trocar(view.geolocalizacao_caso, local) };
  },
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
  createCamera: (view, { body }, meta, context) => {
    const parsed = cameraCreateRequest.safeParse(body);
    if (!view || !parsed.success) return view;
    const camera = localizacao(parsed.data, meta.createdAt, context);
    return { ...view, geolocalizacao_camera: trocar(view.geolocalizacao_camera, camera) };
  },
  deleteCamera: (view, { params }) =>
    view && {
      ...view,
      geolocalizacao_camera: view.geolocalizacao_camera.filter((row) => row.id !== params.cameraId),
    },
};
