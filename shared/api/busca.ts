import { buscaCasosResponse, buscaPessoasResponse, buscaQuery } from '../schemas/busca';
import { endpoints } from './endpoint';

/**
 * The search screen's two lists (spec §7 /pessoa/search and /caso/searchPeriodo, with the
 * identifier search folded in as a filter): the same filters, a page of each.
 */
export const buscaEndpoints = endpoints({
  searchPessoasBusca: {
    method: 'GET',
    path: '/busca/pessoas',
    summary: 'Pessoas pelos filtros da pesquisa (nome, vulgo, CPF, mãe e os filtros do caso), 20 por página',
    tag: 'busca',
    access: 'ver_casos',
    query: buscaQuery,
    response: buscaPessoasResponse,
    errors: ['RATE_LIMITED'],
  },
  searchCasosBusca: {
    method: 'GET',
    path: '/busca/casos',
    summary:
      'Casos pelos filtros da pesquisa (identificador, nome, período e os filtros de pessoa), 20 por página',
    tag: 'busca',
    access: 'ver_casos',
    query: buscaQuery,
    response: buscaCasosResponse,
    errors: ['RATE_LIMITED'],
  },
});
