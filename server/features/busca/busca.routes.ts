import type { buscaEndpoints } from '../../../shared/api/busca';
import type { Handlers } from '../../http/register';
import { searchCasosBusca, searchPessoasBusca } from './busca.service';

export const buscaHandlers = {
  searchPessoasBusca: ({ ctx, query }) => searchPessoasBusca(ctx, query),
  searchCasosBusca: ({ ctx, query }) => searchCasosBusca(ctx, query),
} satisfies Pick<Handlers, keyof typeof buscaEndpoints>;
