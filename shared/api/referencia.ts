import { encaminhamentoList, municipioList } from '../schemas/referencia';
import { unidade, unidadeCreateRequest, unidadeList } from '../schemas/unidades';
import { endpoints } from './endpoint';

export const referenciaEndpoints = endpoints({
  listMunicipios: {
    method: 'GET',
    path: '/municipios',
    summary: 'Todos os municípios, para o autocompletar de cidade (também offline)',
    tag: 'referencia',
    access: 'login',
    response: municipioList,
  },
  listEncaminhamentos: {
    method: 'GET',
    path: '/encaminhamentos',
    summary: 'Locais de encaminhamento de vítima sobrevivente',
    tag: 'referencia',
    access: 'login',
    response: encaminhamentoList,
  },
  listUnidades: {
    method: 'GET',
    path: '/unidades',
    summary: 'Lista as unidades',
    tag: 'unidades',
    access: 'login',
    response: unidadeList,
  },
  createUnidade: {
    method: 'POST',
    path: '/unidades',
    summary: 'Cria uma unidade (idempotente pelo id)',
    tag: 'unidades',
    access: 'gerenciar_usuarios',
    body: unidadeCreateRequest,
    response: unidade,
    creates: true,
  },
});
