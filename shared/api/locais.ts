import { z } from 'zod';
import { CAMADAS_LOCAIS } from '../camadas/locais';
import { parteDoCaso } from '../caso/caso-parte';
import {
  camera,
  cameraCreateRequest,
  enderecoReverso,
  enderecoReversoQuery,
  localCidadeAtualizacao,
  localCrime,
  localCrimeCreateRequest,
} from '../schemas/locais';
import { SECOES_LOCAIS } from '../secoes/locais';
import { endpoints } from './endpoint';
import { casoParams, exclusao, registroParams } from './no-caso';

const base = { tag: 'locais', access: 'editar_casos', caso: 'members' } as const;

export const locaisEndpoints = endpoints({
  createLocalCrime: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/geolocalizacao',
    summary: 'Salva o local do crime com as condições da cena (um por caso; idempotente pelo id)',
    params: casoParams,
    body: localCrimeCreateRequest,
    response: localCrime,
    creates: true,
    errors: ['EDIT_WINDOW_CLOSED', 'LOCAL_EXISTS'],
  },
  deleteLocalCrime: {
    ...base,
    ...exclusao,
    path: '/casos/:casoId/geolocalizacao/:localId',
    summary: 'Apaga o local do crime e a imagem do seu mapa',
    params: registroParams('localId'),
  },
  createCamera: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/cameras',
    summary: 'Salva uma câmera de segurança próxima da cena (idempotente pelo id)',
    params: casoParams,
    body: cameraCreateRequest,
    response: camera,
    creates: true,
    errors: ['EDIT_WINDOW_CLOSED'],
  },
  deleteCamera: {
    ...base,
    ...exclusao,
    path: '/casos/:casoId/cameras/:cameraId',
    summary: 'Apaga uma câmera de segurança e a imagem do seu mapa',
    params: registroParams('cameraId'),
  },
  setLocalCidade: {
    ...base,
    method: 'PUT',
    path: '/casos/:casoId/geolocalizacao/:localId/cidade',
    summary: 'Informa a cidade do local do crime salvo sem ela (cidade a confirmar)',
    params: registroParams('localId'),
    body: localCidadeAtualizacao,
    response: localCrime,
    errors: ['EDIT_WINDOW_CLOSED', 'NOT_FOUND', 'EDIT_CONFLICT'],
  },
  setCameraCidade: {
    ...base,
    method: 'PUT',
    path: '/casos/:casoId/cameras/:cameraId/cidade',
    summary: 'Informa a cidade de uma câmera salva sem ela (cidade a confirmar)',
    params: registroParams('cameraId'),
    body: localCidadeAtualizacao,
    response: camera,
    errors: ['EDIT_WINDOW_CLOSED', 'NOT_FOUND', 'EDIT_CONFLICT'],
  },
  getEnderecoReverso: {
    method: 'GET',
    path: '/geocoder/reverso',
    summary:
      'O endereço de uma posição, pelo geocodificador configurado (GEOCODER_URL), com a cidade do cadastro de municípios',
    tag: 'locais',
    access: 'editar_casos',
    query: enderecoReversoQuery,
    response: enderecoReverso,
    errors: ['GEOCODER_UNAVAILABLE'],
  },
});

/** The scene's location's and the cameras' part of the case. */
export const locaisNoCaso = parteDoCaso({
  croqui: CAMADAS_LOCAIS,
  endpoints: locaisEndpoints,
  secoes: SECOES_LOCAIS,
  campos: {
    /** The scene's location: at most one. */
    geolocalizacao_caso: z.array(localCrime),
    geolocalizacao_camera: z.array(camera),
  },
  tiles: { geolocalizacaoCaso: 40, camera_seguranca: 80 },
  relatorio: [
    { tile: 'geolocalizacaoCaso', rotulo: 'Local do Crime', ordem: 50 },
    { tile: 'camera_seguranca', rotulo: 'Câmeras de Segurança', ordem: 60 },
  ],
});
