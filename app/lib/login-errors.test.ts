import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { describeError } from './errors';
import { loginErrorMessage, sessionEndedNotice } from './login-errors';

describe('loginErrorMessage (spec §8 Login)', () => {
  it.each([
    [
      new ApiError(401, 'INVALID_CREDENTIALS', 'Matrícula ou senha inválidas.'),
      'Matrícula ou senha inválidas.',
    ],
    [new ApiError(401, null, ''), 'Credenciais inválidas'],
    [
      new ApiError(423, 'ACCOUNT_LOCKED', 'Conta bloqueada por 15 minutos.'),
      'Conta bloqueada por 15 minutos.',
    ],
    [new ApiError(500, 'INTERNAL', 'boom'), 'Problemas no servidor. Tente novamente mais tarde.'],
    [new ApiError(503, 'DATABASE_UNAVAILABLE', 'x'), 'Problemas no servidor. Tente novamente mais tarde.'],
    [new ApiError(502, null, ''), 'Problemas no servidor. Tente novamente mais tarde.'],
    [new ApiError(429, 'RATE_LIMITED', 'x'), 'Erro durante o login. Tente novamente.'],
    [new ApiError(400, 'VALIDATION_FAILED', 'x'), 'Erro durante o login. Tente novamente.'],
    [new NetworkError(new TypeError('x')), 'Erro de rede. Verifique sua conexão e tente novamente.'],
    [new Error('answer without a user'), 'Usuário ou senha incorreta.'],
  ])('%s → %s', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });
});

describe('sessionEndedNotice', () => {
  it('says a session ended by wrong current passwords in the server’s words, and keeps it up longer', () => {
    const message = 'Sessão encerrada: a senha atual foi digitada errada 5 vezes. Faça login novamente.';
    expect(sessionEndedNotice(new ApiError(401, 'SESSION_ENDED_WRONG_PASSWORD', message))).toEqual({
      message,
      autoClose: 15_000,
    });
    expect(describeError(new ApiError(401, 'SESSION_ENDED_WRONG_PASSWORD', message))).toBeNull();
  });

  it('says the session expired for any other 401, whatever the text', () => {
    expect(sessionEndedNotice(new ApiError(401, 'SESSION_EXPIRED', 'qualquer texto'))).toEqual({
      message: 'Sua sessão expirou. Faça login novamente.',
    });
    expect(sessionEndedNotice()).toEqual({ message: 'Sua sessão expirou. Faça login novamente.' });
  });
});
