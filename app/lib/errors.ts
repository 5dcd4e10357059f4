import { notifications } from '@mantine/notifications';
import { ApiError, NetworkError } from './api';

/** Texts of the error catalogue, spec §8. */
export const MESSAGES = {
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
  actionBlocked: 'Ação Bloqueada',
  saveFailed: 'Erro ao salvar',
  unknown: 'Erro desconhecido.',
  noResponse: 'Problema ao se comunicar com o servidor. Tente novamente mais tarde.',
  duplicateMatricula: 'Já existe um usuário com esta matrícula.',
  loginInvalid: 'Credenciais inválidas',
  loginServer: 'Problemas no servidor. Tente novamente mais tarde.',
  loginOther: 'Erro durante o login. Tente novamente.',
  loginNetwork: 'Erro de rede. Verifique sua conexão e tente novamente.',
  loginMissingUser: 'Usuário ou senha incorreta.',
} as const;

export interface ErrorNotice {
  title?: string;
  message: string;
  color: 'red' | 'yellow';
}

/** The spec §8 "Global" reading of any failed call. */
export function describeError(error: unknown): ErrorNotice {
  if (error instanceof NetworkError) return { message: MESSAGES.noResponse, color: 'red' };
  if (error instanceof ApiError) {
    if (error.status === 403 && error.message.includes('24 horas')) {
      return { title: MESSAGES.actionBlocked, message: error.message, color: 'yellow' };
    }
    if (
      error.code === 'DUPLICATE_MATRICULA' ||
      (error.status === 500 && error.message.includes('duplicate key value'))
    ) {
      return { title: MESSAGES.saveFailed, message: MESSAGES.duplicateMatricula, color: 'red' };
    }
    return { title: MESSAGES.saveFailed, message: error.message || MESSAGES.unknown, color: 'red' };
  }
  return { title: MESSAGES.saveFailed, message: MESSAGES.unknown, color: 'red' };
}

/** Shows a failed call as a toast. A 401 is left to the session layer, which already tells the user. */
export function notifyError(error: unknown): void {
  if (error instanceof ApiError && error.status === 401) return;
  const notice = describeError(error);
  notifications.show({ ...notice, withBorder: true });
}

export function notifySuccess(message: string): void {
  notifications.show({ message, color: 'teal', withBorder: true });
}

/** Spec §8 "Login". A locked account's message explains when to try again, so it is shown as sent. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return MESSAGES.loginNetwork;
  if (error instanceof ApiError) {
    if (error.status === 401) return error.message || MESSAGES.loginInvalid;
    if (error.code === 'ACCOUNT_LOCKED' && error.message) return error.message;
    if (error.status >= 500) return MESSAGES.loginServer;
  }
  return MESSAGES.loginOther;
}
