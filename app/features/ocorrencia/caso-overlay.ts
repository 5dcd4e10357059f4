/**
 * The occurrence saved on the device, shown in the case before the server has it: the fields the
 * save changed laid over it, in the author's name, marked offline.
 */
import { z } from 'zod';
import { ocorrenciaAtualizacao } from '../../../shared/schemas/ocorrencia';
import { type CasoOverlay, peloCorpo } from '../casos/caso-view';

const mudancas = ocorrenciaAtualizacao.transform(({ versao_base: _v, resolucao: _r, ...campos }) => campos);

export const ocorrenciaOverlay: CasoOverlay = {
  saveOcorrencia: peloCorpo(z.unknown().pipe(mudancas), (view, campos, meta, { user }) => ({
    ...view,
    ocorrencia: {
      ...view.ocorrencia,
      ...Object.fromEntries(Object.entries(campos).filter(([, valor]) => valor !== undefined)),
      user: { name: user.name, matricula: user.matricula },
      updated_at: new Date(meta.createdAt).toISOString(),
      offline: true,
    },
  })),
};
