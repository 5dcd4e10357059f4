import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api';
import { LocalStoreError } from '../../offline/outbox';
import { notificarFalha } from './salvar';

const show = vi.spyOn(notifications, 'show').mockImplementation(() => '');

afterEach(() => show.mockClear());

describe('notificarFalha (spec §8 People)', () => {
  it("shows a 403 of the 24-hour rule as 'Ação Bloqueada' with the server's text", () => {
    const mensagem = 'O caso só pode ser alterado nas primeiras 24 horas após a sua criação.';
    notificarFalha(new ApiError(403, 'EDIT_WINDOW_CLOSED', mensagem));
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Ação Bloqueada', message: mensagem }),
    );
  });

  it("titles other refusals 'Erro ao salvar dados' with the field messages, one per line", () => {
    notificarFalha(
      new ApiError(400, 'VALIDATION_FAILED', 'x', [
        { path: 'pessoa.cpf', message: 'CPF inválido.' },
        { path: 'pessoa.nome', message: 'Este campo é obrigatório' },
      ]),
    );
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Erro ao salvar dados',
        message: 'CPF inválido.\nEste campo é obrigatório',
      }),
    );
  });

  it('tells a device that could not keep the data, and a missing answer', () => {
    notificarFalha(new LocalStoreError(new Error('quota')));
    expect(show).toHaveBeenLastCalledWith(expect.objectContaining({ title: 'Erro ao salvar os dados!' }));
    notificarFalha(new NetworkError(new Error('offline')));
    expect(show).toHaveBeenLastCalledWith(
      expect.objectContaining({
        message: 'Houve um problema ao salvar os dados. Por favor, tente novamente mais tarde.',
      }),
    );
  });

  it('leaves a 401 to the session layer', () => {
    notificarFalha(new ApiError(401, 'SESSION_EXPIRED', 'Sua sessão expirou.'));
    expect(show).not.toHaveBeenCalled();
  });
});
