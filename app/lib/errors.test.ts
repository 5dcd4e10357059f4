import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { describeError, loginErrorMessage } from './errors';

describe('describeError (spec §8 Global)', () => {
  it("warns 'Ação Bloqueada' with the server's text for a write after 24 hours", () => {
    const message = 'O prazo de 24 horas para alterar este caso terminou.';
    expect(describeError(new ApiError(403, 'EDIT_WINDOW_CLOSED', message))).toEqual({
      title: 'Ação Bloqueada',
      message,
      color: 'yellow',
    });
  });

  it("shows any other 403 as a failed save, not as 'Ação Bloqueada'", () => {
    expect(describeError(new ApiError(403, 'FORBIDDEN', 'Sem permissão.'))).toMatchObject({
      title: 'Erro ao salvar',
      message: 'Sem permissão.',
    });
  });

  it('names a duplicate matrícula', () => {
    const expected = { message: 'Já existe um usuário com esta matrícula.' };
    expect(describeError(new ApiError(409, 'DUPLICATE_MATRICULA', 'x'))).toMatchObject(expected);
    expect(
      describeError(new ApiError(500, 'INTERNAL', 'duplicate key value violates unique constraint')),
    ).toMatchObject(expected);
  });

  it("falls back to 'Erro desconhecido.' when the server sent no text", () => {
    expect(describeError(new ApiError(500, null, ''))).toEqual({
      title: 'Erro ao salvar',
      message: 'Erro desconhecido.',
      color: 'red',
    });
  });

  it('explains a request without an answer', () => {
    expect(describeError(new NetworkError(new TypeError('Failed to fetch')))).toEqual({
      message: 'Problema ao se comunicar com o servidor. Tente novamente mais tarde.',
      color: 'red',
    });
  });
});

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
    [new ApiError(429, 'RATE_LIMITED', 'x'), 'Erro durante o login. Tente novamente.'],
    [new ApiError(400, 'VALIDATION_FAILED', 'x'), 'Erro durante o login. Tente novamente.'],
    [new NetworkError(new TypeError('x')), 'Erro de rede. Verifique sua conexão e tente novamente.'],
  ])('%s → %s', (error, expected) => {
    expect(loginErrorMessage(error)).toBe(expected);
  });
});
