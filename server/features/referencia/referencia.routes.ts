import type { referenciaEndpoints } from '../../../shared/api/referencia';
import type { Handlers } from '../../http/register';
import { createUnidade, listUnidades } from '../admin/unidade.service';
import { listEncaminhamentos, listMunicipios } from './referencia.service';

/** The municipality list changes about once a decade; a day in the browser cache is safe. */
const MUNICIPIOS_CACHE = 'private, max-age=86400';

export const referenciaHandlers = {
  listMunicipios: async ({ ctx, reply }) => {
    reply.header('Cache-Control', MUNICIPIOS_CACHE);
    return { data: await listMunicipios(ctx) };
  },
  listEncaminhamentos: async ({ ctx }) => ({ data: await listEncaminhamentos(ctx) }),
  listUnidades: async ({ ctx }) => ({ data: await listUnidades(ctx) }),
  createUnidade: ({ ctx, body }) => createUnidade(ctx, body),
} satisfies Pick<Handlers, keyof typeof referenciaEndpoints>;
