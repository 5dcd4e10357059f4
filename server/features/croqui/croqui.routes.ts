import type { croquiEndpoints } from '../../../shared/api/croqui';
import type { StaticMap } from '../../geo/static-map';
import type { Handlers } from '../../http/register';
import { getCroquiImagem } from './croqui.service';

export function croquiHandlers(mapa: StaticMap) {
  return {
    getCroquiImagem: async ({ ctx, params, query, reply }) => {
      const { png, mapaCompleto } = await getCroquiImagem(ctx, mapa, params.casoId, query);
      // A map of where the evidence lies: kept by no cache on the way.
      return (
        reply
          .header('Content-Type', 'image/png')
          .header('Cache-Control', 'private, no-store')
          .header('X-Content-Type-Options', 'nosniff')
          // The report may ask again later for one with the whole map under the marks.
          .header('X-Croqui-Mapa', mapaCompleto ? 'completo' : 'incompleto')
          .send(png)
      );
    },
  } satisfies Pick<Handlers, keyof typeof croquiEndpoints>;
}
