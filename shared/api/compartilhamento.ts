import { z } from 'zod';
import { parteDoCaso } from '../caso/caso-parte';
import { okResponse } from '../schemas/common';
import {
  compartilhamento,
  compartilhamentoBuscaQuery,
  compartilhamentoCreateRequest,
  usuarioBuscaResultado,
} from '../schemas/equipe';
import { endpoints } from './endpoint';
import { casoParams, registroParams } from './no-caso';

const compartilha = { tag: 'compartilhamento', access: 'compartilhar_caso', caso: 'members' } as const;

/** The sharing of a case (spec §5 'Sharing'): access given to a civil-police user, and taken back. */
export const compartilhamentoEndpoints = endpoints({
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
    params: registroParams('compartilhamentoId'),
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

/** The sharing's part of the case. */
export const compartilhamentoNoCaso = parteDoCaso({
  endpoints: compartilhamentoEndpoints,
  campos: {
    /** The users the case was shared with; the creator and the team's users have access too. */
    compartilhamentos: z.array(compartilhamento),
  },
  tiles: { compartilhamento: 120 },
});
