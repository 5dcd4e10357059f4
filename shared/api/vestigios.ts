import { z } from 'zod';
import { CAMADAS_VESTIGIOS } from '../camadas/vestigios';
import { parteDoCaso } from '../caso/caso-parte';
import { okResponse, uuid } from '../schemas/common';
import { custodiaResponse, vestigio, vestigioCreateRequest } from '../schemas/vestigios';
import { SECOES_VESTIGIOS } from '../secoes/vestigios';
import { endpoints } from './endpoint';
import { casoParams, registroParams } from './no-caso';

const vestigioParams = registroParams('vestigioId');
const base = { tag: 'vestigios', access: 'editar_casos', caso: 'members' } as const;

/**
 * The bytes go first, each file by resumable upload (tus, `POST/HEAD/PATCH /uploads`, with the same
 * session, permission and case checks); `createVestigio` then names the finished uploads, and the
 * server recomputes each SHA-256 before anything is kept.
 */
export const vestigiosEndpoints = endpoints({
  createVestigio: {
    ...base,
    method: 'POST',
    path: '/casos/:casoId/vestigios',
    summary:
      'Salva um vestígio com as mídias já enviadas (idempotente pelo id; confere o SHA-256 de cada uma)',
    params: casoParams,
    body: vestigioCreateRequest,
    response: vestigio,
    creates: true,
    errors: ['EDIT_WINDOW_CLOSED', 'UPLOAD_INCOMPLETE', 'INTEGRITY_MISMATCH', 'UNSUPPORTED_MEDIA_TYPE'],
  },
  deleteVestigioMidia: {
    ...base,
    method: 'DELETE',
    path: '/casos/:casoId/vestigios/:vestigioId/midias/:mediaId',
    summary: 'Apaga uma foto ou o vídeo de um vestígio (fica o registro no log de custódia)',
    params: z.object({ casoId: uuid, vestigioId: uuid, mediaId: uuid }),
    response: okResponse,
    errors: ['EDIT_WINDOW_CLOSED'],
  },
  getVestigioCustodia: {
    ...base,
    access: 'ver_casos',
    method: 'GET',
    path: '/casos/:casoId/vestigios/:vestigioId/custodia',
    summary: 'A cadeia de custódia do vestígio: cada captura, visualização, download, exportação e exclusão',
    params: vestigioParams,
    response: custodiaResponse,
  },
  exportVestigios: {
    ...base,
    access: 'ver_casos',
    method: 'GET',
    path: '/casos/:casoId/vestigios/exportacao',
    summary:
      'Exportação verificável das mídias do caso: zip com os originais, manifesto no formato do sha256sum e a custódia de cada item',
    params: casoParams,
    response: { binary: ['application/zip'] },
  },
});

/** The evidence's part of the case. */
export const vestigiosNoCaso = parteDoCaso({
  croqui: CAMADAS_VESTIGIOS,
  endpoints: vestigiosEndpoints,
  secoes: SECOES_VESTIGIOS,
  campos: {
    /** The evidence, oldest first, each with its media by URL (never the bytes). */
    vestigios: z.array(vestigio),
  },
  tiles: { vestigio: 70 },
  relatorio: [{ tile: 'vestigio', rotulo: 'Mídias', ordem: 100 }],
});
