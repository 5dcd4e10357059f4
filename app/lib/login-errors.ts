/**
 * How a failed login and an ended session read (spec §8 'Login'), by the error's stable code only.
 * Apart from the app's other messages (errors.ts): the login screen loads these and nothing else.
 */
import { ApiError, NetworkError } from './api';

export const SESSION_MESSAGES = {
  sessionExpired: 'Sua sessão expirou. Faça login novamente.',
  /** Ours (issue 39): Meus Dados ended the session after too many wrong current passwords. */
  sessionEndedWrongPassword:
    'Sessão encerrada: a senha atual foi digitada errada várias vezes. Faça login novamente.',
  loginInvalid: 'Credenciais inválidas',
  loginServer: 'Problemas no servidor. Tente novamente mais tarde.',
  loginOther: 'Erro durante o login. Tente novamente.',
  loginNetwork: 'Erro de rede. Verifique sua conexão e tente novamente.',
  loginMissingUser: 'Usuário ou senha incorreta.',
} as const;

/**
 * What the user is told when the session ends under them (a 401), and for how long: the usual
 * expiry, or the end of a session that gave too many wrong current passwords in Meus Dados, whose
 * message (with the server's own count) stays until read. What was not yet sent stays on the device.
 */
export function sessionEndedNotice(error?: ApiError): { message: string; autoClose?: number } {
  if (error?.code === 'SESSION_ENDED_WRONG_PASSWORD') {
    return { message: error.message || SESSION_MESSAGES.sessionEndedWrongPassword, autoClose: 15_000 };
  }
  return { message: SESSION_MESSAGES.sessionExpired };
}

/** Spec §8 "Login". A locked account's message explains when to try again, so it is shown as sent. */
export function loginErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return SESSION_MESSAGES.loginNetwork;
  if (!(error instanceof ApiError)) return SESSION_MESSAGES.loginMissingUser;
  switch (error.code) {
    case 'INVALID_CREDENTIALS':
    case 'ACCOUNT_DISABLED':
    case 'ACCOUNT_LOCKED':
    case 'APARELHO_PERDIDO':
      return error.message || SESSION_MESSAGES.loginInvalid;
    case 'INTERNAL':
    case 'DATABASE_UNAVAILABLE':
      return SESSION_MESSAGES.loginServer;
    case null:
      return error.status === 401
        ? SESSION_MESSAGES.loginInvalid
        : error.status >= 500
          ? SESSION_MESSAGES.loginServer
          : SESSION_MESSAGES.loginOther;
    default:
      return SESSION_MESSAGES.loginOther;
  }
}
