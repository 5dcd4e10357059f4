import { z } from 'zod';
import { okResponse, uuid } from '../schemas/common';
import {
  cargoList,
  compartilhamento,
  compartilhamentoBuscaQuery,
  compartilhamentoCreateRequest,
  equipeBuscaQuery,
  equipeCreateRequest,
  equipeMembro,
  equipeParams,
  usuarioBuscaResultado,
} from '../schemas/equipe';
import { exclusaoQuery } from '../schemas/versao';
import { endpoints } from './endpoint';

const casoParams = z.object({ casoId: uuid });
const equipe = { tag: 'equipe', access: 'editar_casos', caso: 'members' } as const;
const compartilha = { tag: 'compartilhamento', access: 'compartilhar_caso', caso: 'members' } as const;

/**
 * The team and the sharing of a case. Each screen's user search is its own operation because an
 * operation has one permission: the team's is the team screen's (editar_casos), the sharing one's
 * is the sharing screen's (compartilhar_caso); both answer through the same service.
 */
export const equipeEndpoints = endpoints({
  listCargos: {
    method: 'GET',
    path: '/cargos',
    summary: 'Os cargos, para o cargo de um membro da equipe (também offline)',
    tag: 'referencia',
    access: 'login',
    response: cargoList,
  },
  createEquipeMembro: {
    ...equipe,
    method: 'POST',
    path: '/casos/:casoId/equipe',
    summary:
      'Inclui um membro na equipe (idempotente pelo id); um usuário do app passa a ler e escrever o caso',
    params: casoParams,
    body: equipeCreateRequest,
    response: equipeMembro,
    creates: true,
    errors: ['EDIT_WINDOW_CLOSED', 'EQUIPE_MATRICULA_EXISTS'],
  },
  deleteEquipeMembro: {
    ...equipe,
    method: 'DELETE',
    path: '/casos/:casoId/equipe/:matricula',
    summary: 'Retira um membro da equipe, pela matrícula',
    params: equipeParams,
    query: exclusaoQuery,
    response: okResponse,
    errors: ['EDIT_WINDOW_CLOSED', 'DELETE_CONFLICT'],
  },
  searchUsuariosEquipe: {
    ...equipe,
    method: 'GET',
    path: '/casos/:casoId/equipe/usuarios',
    summary: 'Usuários cuja matrícula começa pelos dígitos dados (a partir de 4), para preencher o membro',
    params: casoParams,
    query: equipeBuscaQuery,
    response: usuarioBuscaResultado,
  },
  createCompartilhamento: {
    ...compartilha,
    method: 'POST',
    path: '/casos/:casoId/compartilhamentos',
    summary:
      'Compartilha o caso com um usuário da Polícia Civil (idempotente pelo id); ele passa a ler e escrever o caso',
    params: casoParams,
    body: compartilhamentoCreateRequest,
    response: compartilhamento,
    creates: true,
    errors: [
      'SHARE_SELF',
      'SHARE_NO_UNIT',
      'SHARE_NO_CARGO',
      'SHARE_NOT_CIVIL_POLICE',
      'SHARE_UNKNOWN_USER',
      'SHARE_EXISTS',
    ],
  },
  deleteCompartilhamento: {
    ...compartilha,
    method: 'DELETE',
    path: '/casos/:casoId/compartilhamentos/:compartilhamentoId',
    summary: 'Revoga um compartilhamento (somente quem criou o caso)',
    params: z.object({ casoId: uuid, compartilhamentoId: uuid }),
    response: okResponse,
  },
  searchUsuariosCompartilhamento: {
    ...compartilha,
    method: 'GET',
    path: '/casos/:casoId/compartilhamentos/usuarios',
    summary: 'Usuários por matrícula (a partir de 4 dígitos) ou nome (a partir de 5 letras)',
    params: casoParams,
    query: compartilhamentoBuscaQuery,
    response: usuarioBuscaResultado,
  },
});
