import { changePasswordRequest, loginRequest, loginResponse } from '../schemas/auth';
import { okResponse } from '../schemas/common';
import { endpoints } from './endpoint';

/** Kept apart from the rest of the table: the login screen loads only these. */
export const authEndpoints = endpoints({
  login: {
    method: 'POST',
    path: '/auth/login',
    summary: 'Login com matrícula e senha',
    tag: 'auth',
    access: 'public',
    body: loginRequest,
    response: loginResponse,
    limited: true,
    errors: ['INVALID_CREDENTIALS', 'ACCOUNT_LOCKED', 'ACCOUNT_DISABLED', 'RATE_LIMITED'],
  },
  logout: {
    method: 'POST',
    path: '/auth/logout',
    summary: 'Encerra a sessão',
    tag: 'auth',
    access: 'login',
    response: okResponse,
  },
  getSession: {
    method: 'GET',
    path: '/auth/me',
    summary: 'O usuário da sessão e as regras que o aplicativo precisa conhecer',
    tag: 'auth',
    access: 'login',
    response: loginResponse,
  },
  changePassword: {
    method: 'PUT',
    path: '/auth/password',
    summary: 'Altera a própria senha (Meus Dados)',
    tag: 'auth',
    access: 'login',
    body: changePasswordRequest,
    response: okResponse,
    errors: ['UNPROCESSABLE', 'CURRENT_PASSWORD_INVALID', 'SESSION_ENDED_WRONG_PASSWORD'],
  },
});
