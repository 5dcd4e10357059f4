import { notifications } from '@mantine/notifications';
import { ApiError, NetworkError } from '../../lib/api';
import { MESSAGES, notifySuccess } from '../../lib/errors';
import type { OutboxRequest } from '../../offline/db';
import { LocalStoreError, type WriteResult, write } from '../../offline/outbox';

/** Spec §8 People (also used for the other case writes of this area). */
export const MENSAGENS_SALVAR = {
  erro: 'Erro ao salvar dados',
  falhaBanco: 'Falha ao salvar no banco de dados!',
  semResposta: 'Houve um problema ao salvar os dados. Por favor, tente novamente mais tarde.',
  local: 'Erro ao salvar os dados!',
} as const;

export type Salvo<T> = { ok: true; result: WriteResult<T> } | { ok: false; error: unknown };

export interface SalvarOpcoes {
  /** Shown when the server accepted it (a queued write gets the outbox's offline warning instead). */
  sucesso: string;
  /** Title of a refused save; defaults to 'Erro ao salvar dados'. */
  tituloErro?: string;
}

/** How a failed save is told (spec §8): 403 'Ação Bloqueada' with the server's text, else the title. */
export function notificarFalha(error: unknown, tituloErro: string = MENSAGENS_SALVAR.erro): void {
  if (error instanceof ApiError) {
    if (error.status === 401) return;
    if (error.status === 403) {
      notifications.show({
        title: MESSAGES.actionBlocked,
        message: error.message,
        color: 'yellow',
        withBorder: true,
      });
      return;
    }
    const detalhe =
      error.issues.length > 0 ? error.issues.map((issue) => issue.message).join('\n') : error.message;
    notifications.show({
      title: tituloErro,
      message: detalhe || MESSAGES.unknown,
      color: 'red',
      withBorder: true,
    });
    return;
  }
  if (error instanceof LocalStoreError) {
    notifications.show({
      title: MENSAGENS_SALVAR.local,
      message: MENSAGENS_SALVAR.semResposta,
      color: 'red',
      withBorder: true,
    });
    return;
  }
  if (error instanceof NetworkError) {
    notifications.show({ message: MENSAGENS_SALVAR.semResposta, color: 'red', withBorder: true });
    return;
  }
  console.error(error);
  notifications.show({ title: tituloErro, message: MESSAGES.unknown, color: 'red', withBorder: true });
}

/**
 * Saves through the one write path and tells the user how it went. Never throws: a refusal is
 * shown and returned, so the form keeps what was typed and can mark the fields at fault.
 */
export async function salvar<T = unknown>(request: OutboxRequest, opcoes: SalvarOpcoes): Promise<Salvo<T>> {
  try {
    const result = await write<T>(request);
    if (result.status === 'sent') notifySuccess(opcoes.sucesso);
    return { ok: true, result };
  } catch (error) {
    notificarFalha(error, opcoes.tituloErro);
    return { ok: false, error };
  }
}
