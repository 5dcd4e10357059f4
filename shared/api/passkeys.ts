import { loginResponse } from '../schemas/auth';
import { okResponse } from '../schemas/common';
import {
  confirmacao,
  passkey,
  passkeyAutenticacaoOpcoes,
  passkeyAutenticacaoRequest,
  passkeyCreateRequest,
  passkeyList,
  passkeyParams,
  passkeyRegistroOpcoes,
  passkeyRegistroOpcoesRequest,
  passkeyRenameRequest,
} from '../schemas/passkeys';
import { endpoints } from './endpoint';

const base = { tag: 'auth', access: 'login' } as const;

/** What an assertion may be refused for, at login and at a confirmation alike. */
const RECUSAS_DA_ASSERCAO = [
  'PASSKEY_DESAFIO_EXPIRADO',
  'PASSKEY_DESAFIO_USADO',
  'PASSKEY_DESCONHECIDA',
  'PASSKEY_INVALIDA',
  'PASSKEY_REVOGADA',
] as const;

/** What an administration act that asks for the step-up may answer (issue 43). */
export const CONFIRMACAO = ['CONFIRMACAO_NECESSARIA', 'PASSKEY_NECESSARIA'] as const;

/** Issue 43: passkeys in Meus Dados, the login with one touch and the administrators' step-up. */
export const passkeysEndpoints = endpoints({
  listPasskeys: {
    ...base,
    method: 'GET',
    path: '/auth/passkeys',
    summary: 'As passkeys do usuário da sessão (Meus Dados)',
    response: passkeyList,
  },
  createPasskeyOpcoes: {
    ...base,
    method: 'POST',
    path: '/auth/passkeys/opcoes',
    summary:
      'Confere a senha atual e devolve as opções do cadastro de uma passkey deste aparelho (autenticador da plataforma, verificação do usuário obrigatória), com um desafio de uso único',
    body: passkeyRegistroOpcoesRequest,
    response: passkeyRegistroOpcoes,
    errors: [
      'CURRENT_PASSWORD_INVALID',
      'SESSION_ENDED_WRONG_PASSWORD',
      'CONFIRMACAO_NECESSARIA',
      'PASSKEY_NECESSARIA',
    ],
  },
  createPasskey: {
    ...base,
    method: 'POST',
    path: '/auth/passkeys',
    summary: 'Cadastra a passkey criada pelo aparelho com o desafio da sessão',
    body: passkeyCreateRequest,
    response: passkey,
    errors: ['PASSKEY_DESAFIO_EXPIRADO', 'PASSKEY_DESAFIO_USADO', 'PASSKEY_INVALIDA', 'CONFLICT'],
  },
  renamePasskey: {
    ...base,
    method: 'PUT',
    path: '/auth/passkeys/:passkeyId',
    summary: 'Dá outro nome a uma passkey do usuário',
    params: passkeyParams,
    body: passkeyRenameRequest,
    response: passkey,
    errors: ['NOT_FOUND'],
  },
  deletePasskey: {
    ...base,
    method: 'DELETE',
    path: '/auth/passkeys/:passkeyId',
    summary:
      'Remove uma passkey do usuário; a de um administrador, só com um toque recente numa passkey (confirmação)',
    params: passkeyParams,
    response: okResponse,
    errors: ['NOT_FOUND', 'CONFIRMACAO_NECESSARIA'],
  },
  createPasskeyLoginOpcoes: {
    tag: 'auth',
    access: 'public',
    method: 'POST',
    path: '/auth/passkey/opcoes',
    summary: 'Um desafio de uso único para entrar com a passkey do aparelho, sem digitar nada',
    response: passkeyAutenticacaoOpcoes,
    limited: true,
  },
  loginPasskey: {
    tag: 'auth',
    access: 'public',
    method: 'POST',
    path: '/auth/passkey',
    summary:
      'Login com a passkey: confere o desafio, a assinatura e o contador; abre a mesma sessão que o login com senha, sob as mesmas regras de bloqueio',
    body: passkeyAutenticacaoRequest,
    response: loginResponse,
    limited: true,
    errors: [...RECUSAS_DA_ASSERCAO, 'ACCOUNT_LOCKED', 'ACCOUNT_DISABLED'],
  },
  createConfirmacaoOpcoes: {
    ...base,
    method: 'POST',
    path: '/auth/confirmacao/opcoes',
    summary: 'Um desafio de uso único para confirmar um ato de administração com uma passkey do usuário',
    response: passkeyAutenticacaoOpcoes,
    errors: ['PASSKEY_NECESSARIA'],
  },
  confirmPasskey: {
    ...base,
    method: 'POST',
    path: '/auth/confirmacao',
    summary: `Confirma a sessão com um toque numa passkey do usuário: os atos de administração que o pedem valem por alguns minutos`,
    body: passkeyAutenticacaoRequest,
    response: confirmacao,
    errors: [...RECUSAS_DA_ASSERCAO],
  },
});
