import type { buscaEndpoints } from '../../shared/api/busca';
import { buscarCasos, buscarPessoas } from '../services/busca.service';
import type { Handlers } from './register';

export const buscaHandlers = {
  buscarPessoas: ({ ctx, query }) => buscarPessoas(ctx, query),
  buscarCasos: ({ ctx, query }) => buscarCasos(ctx, query),
} satisfies Pick<Handlers, keyof typeof buscaEndpoints>;
