import type { buscaEndpoints } from '../../../shared/api/busca';
import type { Handlers } from '../../http/register';
import { buscarCasos, buscarPessoas } from './busca.service';

export const buscaHandlers = {
  buscarPessoas: ({ ctx, query }) => buscarPessoas(ctx, query),
  buscarCasos: ({ ctx, query }) => buscarCasos(ctx, query),
} satisfies Pick<Handlers, keyof typeof buscaEndpoints>;
