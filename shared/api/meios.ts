import { z } from 'zod';
import { parteDoCaso } from '../caso-parte';
import { SCREENS } from '../routes';
import { okResponse, uuid } from '../schemas/common';
import { meio, meioCreateRequest } from '../schemas/meios';
import { exclusaoQuery } from '../schemas/versao';
import { endpoints } from './endpoint';

const casoParams = z.object({ casoId: uuid });
const caso = 'members' as const;

/** The means and instruments of a case (Meios). */
export const meiosEndpoints = endpoints({
  createMeio: {
    method: 'POST',
    path: '/casos/:casoId/meios',
    summary: 'Salva um meio do crime: instrumento, calibres, transporte e rotas (idempotente pelo id)',
    tag: 'meios',
    access: SCREENS.meios.access,
    caso,
    params: casoParams,
    body: meioCreateRequest,
    response: meio,
    creates: true,
    errors: ['EDIT_WINDOW_CLOSED'],
  },
  deleteMeio: {
    method: 'DELETE',
    path: '/casos/:casoId/meios/:meioId',
    summary: 'Apaga um meio do crime',
    tag: 'meios',
    access: SCREENS.meios.access,
    caso,
    params: z.object({ casoId: uuid, meioId: uuid }),
    query: exclusaoQuery,
    response: okResponse,
    errors: ['EDIT_WINDOW_CLOSED', 'DELETE_CONFLICT'],
  },
});

/** The means' part of the case. */
export const meiosNoCaso = parteDoCaso({
  endpoints: meiosEndpoints,
  campos: {
    /** Oldest first. */
    meios: z.array(meio),
  },
  tiles: { meios: 60 },
  relatorio: [{ tile: 'meios', rotulo: 'Meios', ordem: 80 }],
});
