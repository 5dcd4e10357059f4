/**
 * The administrators' registries: profiles and their permissions (gerenciar_papeis), permissions
 * (gerenciar_permissoes), units and positions (gerenciar_usuarios) and the system log (spec §2.1,
 * §7 Reference data and admin). The lists of units and positions are read by every screen that
 * names them (referencia.ts, equipe.ts); here are their writes.
 */
import { cargoCreateRequest, cargoParams, cargoUpdateRequest } from '../schemas/cargos';
import { okResponse } from '../schemas/common';
import { cargo } from '../schemas/equipe';
import { logCadeia, logCadeiaQuery, logPage, logQuery } from '../schemas/logs';
import {
  papel,
  papelCreateRequest,
  papelDetalhe,
  papelList,
  papelParams,
  papelPermissaoParams,
  permissao,
  permissaoCreateRequest,
  permissaoList,
  permissaoParams,
  permissaoUpdateRequest,
} from '../schemas/papeis';
import { unidade, unidadeParams, unidadeUpdateRequest } from '../schemas/unidades';
import { endpoints } from './endpoint';
import { CONFIRMACAO } from './passkeys';

const perfis = { tag: 'perfis', access: 'gerenciar_papeis' } as const;
const permissoes = { tag: 'permissoes', access: 'gerenciar_permissoes' } as const;
const cadastros = { access: 'gerenciar_usuarios' } as const;

export const adminEndpoints = endpoints({
  listPapeis: {
    ...perfis,
    method: 'GET',
    path: '/roles',
    summary: 'Os perfis com suas permissões e quantos usuários ativos têm cada um',
    response: papelList,
  },
  getPapel: {
    ...perfis,
    method: 'GET',
    // Not /roles/:roleId: an empty id would reach the list.
    path: '/roles/:roleId/permissions',
    summary: 'Um perfil com as permissões atribuídas e as disponíveis, e o que quem pergunta não pode mover',
    params: papelParams,
    response: papelDetalhe,
    errors: ['NOT_FOUND'],
  },
  createPapel: {
    ...perfis,
    method: 'POST',
    path: '/roles',
    summary: 'Cria um perfil sem permissões (idempotente pelo id)',
    body: papelCreateRequest,
    response: papel,
    creates: true,
    errors: ['ROLE_NAME_TAKEN'],
  },
  deletePapel: {
    ...perfis,
    method: 'DELETE',
    path: '/roles/:roleId',
    summary: 'Apaga um perfil que nenhum usuário tem',
    params: papelParams,
    response: okResponse,
    errors: ['NOT_FOUND', 'ROLE_IN_USE', 'RIGHTS_NOT_HELD'],
  },
  addPapelPermissao: {
    ...perfis,
    method: 'PUT',
    path: '/roles/:roleId/permissions/:permissionId',
    summary: 'Atribui uma permissão ao perfil (repetir não muda nada)',
    params: papelPermissaoParams,
    response: papel,
    errors: ['NOT_FOUND', 'RIGHTS_NOT_HELD', ...CONFIRMACAO],
  },
  removePapelPermissao: {
    ...perfis,
    method: 'DELETE',
    path: '/roles/:roleId/permissions/:permissionId',
    summary: 'Tira uma permissão do perfil (repetir não muda nada)',
    params: papelPermissaoParams,
    response: papel,
    errors: ['NOT_FOUND', 'RIGHTS_NOT_HELD', 'SISTEMA_SEM_ADMINISTRADOR', ...CONFIRMACAO],
  },
  listPermissoes: {
    ...permissoes,
    method: 'GET',
    path: '/permissions',
    summary: 'As permissões, com as protegidas (as que o código confere) marcadas',
    response: permissaoList,
  },
  createPermissao: {
    ...permissoes,
    method: 'POST',
    path: '/permissions',
    summary: 'Cria uma permissão (idempotente pelo id)',
    body: permissaoCreateRequest,
    response: permissao,
    creates: true,
    errors: ['PERMISSION_NAME_TAKEN'],
  },
  updatePermissao: {
    ...permissoes,
    method: 'PUT',
    path: '/permissions/:permissionId',
    summary: 'Muda nome e rótulo de uma permissão; as protegidas só mudam o rótulo',
    params: permissaoParams,
    body: permissaoUpdateRequest,
    response: permissao,
    errors: ['NOT_FOUND', 'PERMISSION_NAME_TAKEN', 'PERMISSION_PROTECTED', 'RIGHTS_NOT_HELD'],
  },
  deletePermissao: {
    ...permissoes,
    method: 'DELETE',
    path: '/permissions/:permissionId',
    summary: 'Apaga uma permissão não protegida (e a tira dos perfis)',
    params: permissaoParams,
    response: okResponse,
    errors: ['NOT_FOUND', 'PERMISSION_PROTECTED'],
  },
  updateUnidade: {
    ...cadastros,
    tag: 'unidades',
    method: 'PUT',
    path: '/unidades/:unidadeId',
    summary: 'Altera uma unidade',
    params: unidadeParams,
    body: unidadeUpdateRequest,
    response: unidade,
    errors: ['NOT_FOUND', 'RIGHTS_NOT_HELD'],
  },
  deleteUnidade: {
    ...cadastros,
    tag: 'unidades',
    method: 'DELETE',
    path: '/unidades/:unidadeId',
    summary: 'Apaga uma unidade sem usuários lotados',
    params: unidadeParams,
    response: okResponse,
    errors: ['NOT_FOUND', 'UNIDADE_IN_USE'],
  },
  createCargo: {
    ...cadastros,
    tag: 'cargos',
    method: 'POST',
    path: '/cargos',
    summary: 'Cria um cargo (idempotente pelo id do cliente; o cargo recebe um número)',
    body: cargoCreateRequest,
    response: cargo,
    creates: true,
    errors: ['CARGO_NAME_TAKEN'],
  },
  updateCargo: {
    ...cadastros,
    tag: 'cargos',
    method: 'PUT',
    path: '/cargos/:cargoId',
    summary: 'Renomeia um cargo',
    params: cargoParams,
    body: cargoUpdateRequest,
    response: cargo,
    errors: ['NOT_FOUND', 'CARGO_NAME_TAKEN', 'CARGO_IN_USE', 'RIGHTS_NOT_HELD', 'OWN_ACCOUNT'],
  },
  deleteCargo: {
    ...cadastros,
    tag: 'cargos',
    method: 'DELETE',
    path: '/cargos/:cargoId',
    summary: 'Apaga um cargo que nenhum usuário nem membro de equipe tem',
    params: cargoParams,
    response: okResponse,
    errors: ['NOT_FOUND', 'CARGO_IN_USE'],
  },
  listLogs: {
    ...cadastros,
    tag: 'logs',
    method: 'GET',
    path: '/logs',
    summary: 'O log do sistema, do mais novo ao mais antigo, por página (a leitura também é registrada)',
    query: logQuery,
    response: logPage,
    errors: CONFIRMACAO,
  },
  getLogCadeia: {
    ...cadastros,
    tag: 'logs',
    method: 'GET',
    path: '/logs/cadeia',
    summary:
      'O estado da cadeia de hashes do log: íntegra ou cada problema achado (completa=1: toda a cadeia agora; checkpoint: também contra a linha de um auditor)',
    query: logCadeiaQuery,
    response: logCadeia,
  },
});
