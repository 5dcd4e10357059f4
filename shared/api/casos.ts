import { z } from 'zod';
import {
  acessoJustificadoRequest,
  caso,
  casoCreateRequest,
  casoHistorico,
  casoRenameAtualizacao,
  casoRenomeado,
} from '../schemas/casos';
import { okResponse, uuid } from '../schemas/common';
import { exclusaoQuery } from '../schemas/versao';
import { endpoints } from './endpoint';

const casoParams = z.object({ casoId: uuid });

export const casosEndpoints = endpoints({
  createCaso: {
    method: 'POST',
    path: '/casos',
    summary: 'Cria um caso (idempotente pelo id); o identificador vem do servidor',
    tag: 'casos',
    access: 'criar_casos',
    body: casoCreateRequest,
    response: caso,
    creates: true,
  },
  listHistorico: {
    method: 'GET',
    path: '/casos/historico',
    summary: 'Casos de que o usuário é membro, do mais novo ao mais antigo',
    tag: 'casos',
    access: 'editar_casos',
    response: casoHistorico,
  },
  getCaso: {
    method: 'GET',
    path: '/casos/:casoId',
    summary: 'O caso selecionado, com pessoas e contagens do hub',
    tag: 'casos',
    access: 'ver_casos',
    caso: 'members',
    params: casoParams,
    response: caso,
  },
  renameCaso: {
    method: 'PUT',
    path: '/casos/:casoId/nome',
    summary: 'Renomeia um caso',
    tag: 'casos',
    access: 'editar_casos',
    caso: 'members',
    params: casoParams,
    body: casoRenameAtualizacao,
    response: casoRenomeado,
    errors: ['EDIT_WINDOW_CLOSED', 'EDIT_CONFLICT'],
  },
  deleteCaso: {
    method: 'DELETE',
    path: '/casos/:casoId',
    summary: 'Apaga um caso (somente quem o criou)',
    tag: 'casos',
    access: 'editar_casos',
    caso: 'members-or-deleted',
    params: casoParams,
    query: exclusaoQuery,
    response: okResponse,
    errors: ['EDIT_WINDOW_CLOSED', 'DELETE_CONFLICT'],
  },
  createAcessoJustificado: {
    method: 'POST',
    path: '/casos/:casoId/acessos',
    summary: 'Abre um caso de outra equipe, somente leitura, mediante justificativa',
    tag: 'casos',
    access: 'ver_casos',
    caso: 'existing',
    params: casoParams,
    body: acessoJustificadoRequest,
    response: caso,
    errors: ['IDEMPOTENCY_CONFLICT'],
  },
});
