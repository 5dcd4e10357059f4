import type { ocorrenciaEndpoints } from '../../../shared/api/ocorrencia';
import type { Handlers } from '../../http/register';
import { saveOcorrencia } from './ocorrencia.service';

export const ocorrenciaHandlers = {
  saveOcorrencia: ({ ctx, params, body }) => saveOcorrencia(ctx, params.casoId, body),
} satisfies Pick<Handlers, keyof typeof ocorrenciaEndpoints>;
