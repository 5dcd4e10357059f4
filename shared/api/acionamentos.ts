import { z } from 'zod';
import { parteDoCaso } from '../caso/caso-parte';
import { SCREENS } from '../routes';
import { acionamento, acionamentoCreateRequest } from '../schemas/acionamentos';
import { SECOES_ACIONAMENTOS } from '../secoes/acionamentos';
import { endpoints } from './endpoint';
import { casoParams, exclusao, registroParams } from './no-caso';

const caso = 'members' as const;

/**
 * The timeline of a case (Cronologia). Its screen asks only ver_casos (spec §2.1), and so do its
 * writes; membership and the 24-hour rule still apply to them.
 */
export const acionamentosEndpoints = endpoints({
  createAcionamento: {
    method: 'POST',
    path: '/casos/:casoId/acionamentos',
    summary:
      'Registra um evento da cronologia com o horário informado; responde o momento em que o servidor o registrou (idempotente pelo id)',
    tag: 'acionamentos',
    access: SCREENS.acionamentos.access,
    caso,
    params: casoParams,
    body: acionamentoCreateRequest,
    response: acionamento,
    creates: true,
    errors: ['EDIT_WINDOW_CLOSED'],
  },
  deleteAcionamento: {
    ...exclusao,
    path: '/casos/:casoId/acionamentos/:acionamentoId',
    summary: 'Apaga um evento da cronologia',
    tag: 'acionamentos',
    access: SCREENS.acionamentos.access,
    caso,
    params: registroParams('acionamentoId'),
  },
});

/** The timeline's part of the case (Cronologia). */
export const acionamentosNoCaso = parteDoCaso({
  endpoints: acionamentosEndpoints,
  secoes: SECOES_ACIONAMENTOS,
  campos: {
    /** The timeline, in chronological order (shared/cronologia.ts). */
    acionamentos: z.array(acionamento),
  },
  tiles: { acionamentos: 100 },
  relatorio: [{ tile: 'acionamentos', rotulo: 'Cronologia', ordem: 90 }],
});
