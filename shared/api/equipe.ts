import { z } from 'zod';
import { parteDoCaso } from '../caso/caso-parte';
import {
  cargoList,
  delegado,
  equipeBuscaQuery,
  equipeCreateRequest,
  equipeMembro,
  equipeParams,
  usuarioBuscaResultado,
} from '../schemas/equipe';
import { SECOES_EQUIPE } from '../secoes/equipe';
import { endpoints } from './endpoint';
import { casoParams, exclusao } from './no-caso';

const equipe = { tag: 'equipe', access: 'editar_casos', caso: 'members' } as const;

/**
 * The team of a case. Its user search is an operation apart from the sharing screen's
 * (`shared/api/compartilhamento.ts`) because an operation has one permission: the team's is the
 * team screen's (editar_casos), the sharing one's compartilhar_caso; both answer through the same
 * service.
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
    errors: ['EDIT_WINDOW_CLOSED', 'EQUIPE_MATRICULA_EXISTS', 'FORBIDDEN'],
  },
  deleteEquipeMembro: {
    ...equipe,
    ...exclusao,
    path: '/casos/:casoId/equipe/:matricula',
    summary: 'Retira um membro da equipe, pela matrícula',
    params: equipeParams,
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
});

/** The team's part of the case. */
export const equipeNoCaso = parteDoCaso({
  endpoints: equipeEndpoints,
  secoes: SECOES_EQUIPE,
  campos: {
    /** The team as its screen lists it: members added on it, not the ones a share added (spec §3). */
    equipe: z.array(equipeMembro),
    delegado,
    /**
     * Whether this reader may change the team, as the server's writes decide it: a member who
     * created the case or is on its team, while the case may change; not one who holds it only by
     * a share. Absent in an answer of a version before it: judged by the policy's pode_editar.
     */
    pode_alterar_equipe: z.boolean().optional(),
  },
  tiles: { equipe: 50 },
  relatorio: [
    { tile: 'equipe', rotulo: 'Equipe (mais de um membro)', ordem: 40, preenchido: (membros) => membros > 1 },
  ],
});
