import { z } from 'zod';
import { parteDoCaso } from '../caso/caso-parte';
import { SCREENS } from '../routes';
import { meio, meioCreateRequest } from '../schemas/meios';
import { SECOES_MEIOS } from '../secoes/meios';
import { endpoints } from './endpoint';
import { casoParams, exclusao, registroParams } from './no-caso';

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
    ...exclusao,
    path: '/casos/:casoId/meios/:meioId',
    summary: 'Apaga um meio do crime',
    tag: 'meios',
    access: SCREENS.meios.access,
    caso,
    params: registroParams('meioId'),
  },
});

/** The means' part of the case. */
export const meiosNoCaso = parteDoCaso({
  endpoints: meiosEndpoints,
  secoes: SECOES_MEIOS,
  campos: {
    /** Oldest first. */
    meios: z.array(meio),
  },
  tiles: { meios: 60 },
  relatorio: [{ tile: 'meios', rotulo: 'Meios', ordem: 80 }],
});
