/**
 * The administrators' user operations (issue 14: PainelAdmin, userAdd). Online only on the client:
 * a new user's password must never rest in the device's outbox, and the database may refuse a
 * change that would leave nobody able to administer the system (SISTEMA_SEM_ADMINISTRADOR).
 * Nobody grows their own rights (issue 39): a profile or an account holding a right the
 * administrator lacks is refused (RIGHTS_NOT_HELD), and so is their own account (OWN_ACCOUNT).
 */
import { compartilhamentoBuscaQuery } from '../schemas/equipe';
import {
  perfilOpcaoList,
  senhaTemporariaRequest,
  usuarioAdmin,
  usuarioAdminList,
  usuarioAtivoRequest,
  usuarioCreateRequest,
  usuarioParams,
  usuarioUpdateRequest,
} from '../schemas/usuarios';
import { endpoints } from './endpoint';
import { CONFIRMACAO } from './passkeys';

const base = { tag: 'usuarios', access: 'gerenciar_usuarios' } as const;

export const usuariosEndpoints = endpoints({
  searchUsuariosAdmin: {
    ...base,
    method: 'GET',
    path: '/usuarios',
    summary: 'Encontrar usuário: pela matrícula (4+ dígitos) ou pelo nome (5+ letras), ativos ou não',
    query: compartilhamentoBuscaQuery,
    response: usuarioAdminList,
  },
  listPapeisUsuario: {
    ...base,
    method: 'GET',
    path: '/usuarios/perfis',
    summary: 'Os perfis que quem pergunta pode dar a um usuário: nenhum com permissão que ele não tenha',
    response: perfilOpcaoList,
  },
  getUsuarioAdmin: {
    ...base,
    method: 'GET',
    path: '/usuarios/:userId',
    summary: 'Ver usuário: dados, perfil, unidade, cargo e situação',
    params: usuarioParams,
    response: usuarioAdmin,
    errors: ['NOT_FOUND'],
  },
  createUsuario: {
    ...base,
    method: 'POST',
    path: '/usuarios',
    summary: 'Adicionar novo usuário com um perfil (idempotente pelo id)',
    body: usuarioCreateRequest,
    response: usuarioAdmin,
    creates: true,
    errors: ['DUPLICATE_MATRICULA', 'UNPROCESSABLE', 'RIGHTS_NOT_HELD', ...CONFIRMACAO],
  },
  updateUsuario: {
    ...base,
    method: 'PUT',
    path: '/usuarios/:userId',
    summary: 'Altera o perfil, a unidade e o cargo de um usuário',
    params: usuarioParams,
    body: usuarioUpdateRequest,
    response: usuarioAdmin,
    errors: [
      'NOT_FOUND',
      'UNPROCESSABLE',
      'RIGHTS_NOT_HELD',
      'OWN_ACCOUNT',
      'SISTEMA_SEM_ADMINISTRADOR',
      ...CONFIRMACAO,
    ],
  },
  setUsuarioAtivo: {
    ...base,
    method: 'PUT',
    path: '/usuarios/:userId/ativo',
    summary: 'Desativa (encerrando suas sessões) ou reativa um usuário',
    params: usuarioParams,
    body: usuarioAtivoRequest,
    response: usuarioAdmin,
    errors: ['NOT_FOUND', 'RIGHTS_NOT_HELD', 'OWN_ACCOUNT', 'SISTEMA_SEM_ADMINISTRADOR', ...CONFIRMACAO],
  },
  unlockUsuario: {
    ...base,
    method: 'POST',
    path: '/usuarios/:userId/desbloqueio',
    summary: 'Desbloqueia a conta travada por senhas erradas',
    params: usuarioParams,
    response: usuarioAdmin,
    errors: ['NOT_FOUND', 'RIGHTS_NOT_HELD', 'OWN_ACCOUNT'],
  },
  setSenhaTemporaria: {
    ...base,
    method: 'PUT',
    path: '/usuarios/:userId/senha',
    summary: 'Define uma senha temporária, que o usuário deve trocar no próximo login',
    params: usuarioParams,
    body: senhaTemporariaRequest,
    response: usuarioAdmin,
    errors: ['NOT_FOUND', 'UNPROCESSABLE', 'RIGHTS_NOT_HELD', 'OWN_ACCOUNT', ...CONFIRMACAO],
  },
});
