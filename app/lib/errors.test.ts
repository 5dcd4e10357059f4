import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api';
import { describeError, LocalStoreError } from './errors';

describe('describeError (spec §8), by the stable code only', () => {
  it("warns 'Ação Bloqueada' with the server's text for a write after the edit window", () => {
    const message = 'O caso só pode ser alterado nas primeiras 24 horas após a sua criação.';
    expect(describeError(new ApiError(403, 'EDIT_WINDOW_CLOSED', message))).toEqual({
      title: 'Ação Bloqueada',
      message,
      color: 'yellow',
    });
  });

  it("writes 'Ação bloqueada.' where the screen's words are those (§8 'Location save')", () => {
    const message = 'O caso só pode ser alterado nas primeiras 24 horas após a sua criação.';
    expect(
      describeError(
        new ApiError(403, 'EDIT_WINDOW_CLOSED', message),
        'Falha ao salvar no banco de dados',
        'Ação bloqueada.',
      ),
    ).toEqual({ title: 'Ação bloqueada.', message, color: 'yellow' });
  });

  it("says only a note's author changes it, whatever the server's words", () => {
    expect(describeError(new ApiError(403, 'NOT_AUTHOR', 'qualquer texto'))).toEqual({
      title: 'Ação Bloqueada',
      message: 'Só quem escreveu a anotação pode editá-la ou apagá-la.',
      color: 'yellow',
    });
  });

  it('says the current password is wrong in its own words, never as a lost session', () => {
    expect(describeError(new ApiError(403, 'CURRENT_PASSWORD_INVALID', 'qualquer texto'))).toEqual({
      title: 'Erro ao salvar',
      message: 'A senha atual está incorreta.',
      color: 'red',
    });
  });

  it("does not read the text: a 403 whose code says nothing of the window is still 'Ação Bloqueada'", () => {
    expect(describeError(new ApiError(403, 'FORBIDDEN', 'Apenas quem criou o caso pode apagá-lo.'))).toEqual({
      title: 'Ação Bloqueada',
      message: 'Apenas quem criou o caso pode apagá-lo.',
      color: 'yellow',
    });
    expect(
      describeError(new ApiError(400, 'VALIDATION_FAILED', 'prazo de 24 horas'), 'Erro ao salvar dados'),
    ).toEqual({
      title: 'Erro ao salvar dados',
      message: 'prazo de 24 horas',
      color: 'red',
    });
  });

  it('names the refusals of a version (issue 39) by their codes, whatever the server wrote', () => {
    expect(describeError(new ApiError(428, 'VERSAO_OBRIGATORIA', 'x'))).toEqual({
      title: 'Conflito de edição',
      message: expect.stringContaining('sem a versão do registro'),
      color: 'yellow',
    });
    expect(describeError(new ApiError(409, 'VERSAO_INEXISTENTE', 'x'))?.message).toContain(
      'versão que este registro nunca teve',
    );
    expect(describeError(new ApiError(422, 'RESOLUCAO_INVALIDA', 'x'))?.message).toContain(
      'escolha do conflito não corresponde',
    );
  });

  it('says a late create of a deleted record is not made again, whatever the server wrote (issue 40)', () => {
    expect(describeError(new ApiError(410, 'REGISTRO_APAGADO', 'x'))?.message).toBe(
      'Este registro foi apagado e não será recriado.',
    );
  });

  it("blocks an administrator's act beyond their rights with the server's reason, whatever the screen", () => {
    const motivo = 'Este perfil tem permissões que você não tem (Gerenciar perfis).';
    for (const code of ['RIGHTS_NOT_HELD', 'OWN_ACCOUNT'] as const) {
      expect(describeError(new ApiError(403, code, motivo), 'Erro ao salvar', 'Ação bloqueada.')).toEqual({
        title: 'Ação Bloqueada',
        message: motivo,
        color: 'yellow',
      });
    }
  });

  it('names a duplicate matrícula by its code, never by a database message', () => {
    expect(describeError(new ApiError(409, 'DUPLICATE_MATRICULA', 'x'))).toMatchObject({
      message: 'Já existe um usuário com esta matrícula.',
    });
    expect(describeError(new ApiError(500, 'INTERNAL', 'duplicate key value violates'))).toMatchObject({
      message: 'duplicate key value violates',
    });
  });

  it('names a taken profile name in the spec’s words and shows why a record in use stays', () => {
    expect(
      describeError(new ApiError(409, 'ROLE_NAME_TAKEN', 'The name has already been taken.')),
    ).toMatchObject({
      message: 'O nome do perfil já está em uso. Por favor, escolha outro.',
    });
    expect(
      describeError(
        new ApiError(409, 'CARGO_IN_USE', 'O cargo X é usado por 1 usuário.'),
        'Não foi possível excluir.',
      ),
    ).toMatchObject({
      title: 'Não foi possível excluir.',
      message: 'O cargo X é usado por 1 usuário.',
      color: 'yellow',
    });
  });

  it('says why a user may not receive a case in the spec’s words, by the code alone', () => {
    expect(
      describeError(
        new ApiError(422, 'SHARE_NOT_CIVIL_POLICE', 'outro texto'),
        'Falha ao salvar no banco de dados!',
      ),
    ).toEqual({
      title: 'Falha ao salvar no banco de dados!',
      message: 'Usuário não foi identificado como sendo da Polícia Civil da Paraíba.',
      color: 'red',
    });
    expect(describeError(new ApiError(422, 'SHARE_NO_UNIT', ''))?.message).toBe(
      'Usuário não pode receber acesso.',
    );
    expect(describeError(new ApiError(422, 'SHARE_NO_CARGO', ''))?.message).toBe(
      'Usuário sem cargo cadastrado.',
    );
    expect(describeError(new ApiError(422, 'SHARE_SELF', ''))?.message).toBe('Você já possui acesso.');
  });

  it('lists field problems one per line, under the title of the screen', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'x', [
      { path: 'a', message: 'Um.' },
      { path: 'b', message: 'Dois.' },
    ]);
    expect(describeError(error, 'Erro ao salvar dados')).toEqual({
      title: 'Erro ao salvar dados',
      message: 'Um.\nDois.',
      color: 'red',
    });
  });

  it("falls back to 'Erro desconhecido.' when the server sent no text", () => {
    expect(describeError(new ApiError(500, null, ''))).toEqual({
      title: 'Erro ao salvar',
      message: 'Erro desconhecido.',
      color: 'red',
    });
  });

  it('leaves an expired session to the session layer', () => {
    expect(describeError(new ApiError(401, 'SESSION_EXPIRED', 'x'))).toBeNull();
  });

  it('explains a request without an answer and a device that could not keep the data', () => {
    expect(describeError(new NetworkError(new TypeError('Failed to fetch')))).toEqual({
      message: 'Problema ao se comunicar com o servidor. Tente novamente mais tarde.',
      color: 'red',
    });
    expect(describeError(new LocalStoreError(new Error('quota')))).toMatchObject({
      title: 'Erro ao salvar os dados!',
    });
  });
});
