import { z } from 'zod';
import { API_PREFIX } from '../constants';
import { okResponse, uuid } from '../schemas/common';
import {
  DOCUMENTO_CONTENT_TYPES,
  DOCUMENTO_MAX_BYTES,
  documento,
  documentoList,
  documentoUploadFields,
} from '../schemas/documentos';
import { VIDEO_CONTENT_TYPES } from '../schemas/vestigios';
import { endpoints, pathOf } from './endpoint';
import { registroParams } from './no-caso';

const pessoaParams = registroParams('pessoaId');
const base = { tag: 'documentos', access: 'editar_casos', caso: 'members' } as const;

export const documentosEndpoints = endpoints({
  createDocumento: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/pessoas/:pessoaId/documentos',
    summary: 'Envia um documento digitalizado da pessoa, capturado neste caso (idempotente pelo id)',
    params: pessoaParams,
    upload: {
      fields: documentoUploadFields,
      file: { field: 'file', maxBytes: DOCUMENTO_MAX_BYTES, contentTypes: DOCUMENTO_CONTENT_TYPES },
    },
    response: documento,
    creates: true,
    errors: ['EDIT_WINDOW_CLOSED', 'UNPROCESSABLE', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE'],
  },
  listDocumentos: {
    ...base,
    method: 'GET',
    path: '/casos/:casoId/pessoas/:pessoaId/documentos',
    summary: 'Os documentos da pessoa, do mais recente ao mais antigo',
    params: pessoaParams,
    response: documentoList,
  },
  deleteDocumento: {
    ...base,
    method: 'DELETE',
    path: '/casos/:casoId/pessoas/:pessoaId/documentos/:documentoId',
    summary: 'Apaga um documento capturado neste caso e a sua imagem',
    params: z.object({ casoId: uuid, pessoaId: uuid, documentoId: uuid }),
    response: okResponse,
    errors: ['EDIT_WINDOW_CLOSED'],
  },
});

const mediaParams = z.object({ mediaId: uuid });
/** `download=1` asks for the file as an attachment: a custody download rather than a view. */
const mediaQuery = z.object({ download: z.enum(['1']).optional() });
const MEDIA_CONTENT_TYPES = [...DOCUMENTO_CONTENT_TYPES, ...VIDEO_CONTENT_TYPES] as const;

export const mediaEndpoints = endpoints({
  getMedia: {
    method: 'GET',
    path: '/media/:mediaId',
    summary:
      'Os bytes originais de uma imagem ou vídeo, como foram enviados; aceita Range (206) e ?download=1 (anexo)',
    tag: 'media',
    access: 'login',
    params: mediaParams,
    query: mediaQuery,
    response: { binary: MEDIA_CONTENT_TYPES },
    errors: ['NOT_FOUND', 'RANGE_NOT_SATISFIABLE'],
  },
  getMediaMiniatura: {
    method: 'GET',
    path: '/media/:mediaId/miniatura',
    summary: 'Miniatura JPEG de uma imagem; o original quando não há miniatura',
    tag: 'media',
    access: 'login',
    params: mediaParams,
    response: { binary: DOCUMENTO_CONTENT_TYPES },
    errors: ['NOT_FOUND'],
  },
});

/** Where a media's bytes are read, as the server names them in its answers. */
export const urlDaMidia = (mediaId: string) => `${API_PREFIX}${pathOf(mediaEndpoints.getMedia, { mediaId })}`;

/** Where a media's thumbnail is read. */
export const urlDaMiniatura = (mediaId: string) =>
  `${API_PREFIX}${pathOf(mediaEndpoints.getMediaMiniatura, { mediaId })}`;
