import { useState } from 'react';
import type { ConflitoExclusao } from '../../../../shared/schemas/versao';
import { ApiError } from '../../../lib/api';
import { showSuccess } from '../../../lib/notify';
import { showError } from '../../../lib/notify-error';
import type { OutboxRequest } from '../../../offline/db';
import { criacaoRecusada, discard } from '../../../offline/fila/item-do-autor';
import { type SaveOptions, save } from '../../../offline/fila/save';
import { exclusaoComVersao } from '../../../offline/itens/exclusao';

export interface ExclusaoConfig<T> extends Pick<SaveOptions, 'blockedTitle'> {
  /** Shown over the reason when it failed. */
  failureTitle?: string | ((alvo: T) => string);
  /** Shown when the server took it. */
  success?: string | ((alvo: T) => string);
  /** The delete of the row, without its version (each call a new operation id). */
  pedido: (alvo: T) => OutboxRequest;
  /** The version of the row as the user saw it; its `versao` when left out. */
  versao?: (alvo: T) => number | undefined;
  /** After the delete was taken or queued. */
  depois?: (alvo: T) => void;
}

const versaoDoRegistro = (alvo: unknown) => (alvo as { versao?: number }).versao;

interface Estado<T> {
  alvo: T;
  /** Read when the user asked: a list read again meanwhile must not hide what changed since. */
  versao: number | undefined;
  aberto: boolean;
  /** Set when the server asked first: the changes others made since the row was seen. */
  conflito: ConflitoExclusao | null;
}

/**
 * The delete behind a confirmation, as every list has it: which row is asked about, the send while
 * the dialog waits, and the dialog closed afterwards (the save path tells how it went). The delete
 * names the version of the row the user saw (issue 26): when someone else changed it since, the
 * server asks first, and the dialog stays open naming the changes until 'Apagar mesmo assim'.
 * The row stays set while the dialog closes, so its text does not empty during the exit animation.
 * A row that exists only as its create the server refused (kept in the outbox) is deleted by
 * dropping that create.
 */
export function useExclusao<T>(config: ExclusaoConfig<T>) {
  const [estado, setEstado] = useState<Estado<T> | null>(null);
  const [enviando, setEnviando] = useState(false);
  const fechar = () => setEstado((atual) => atual && { ...atual, aberto: false });

  const confirmar = async ({ alvo, versao, conflito }: Estado<T>) => {
    setEnviando(true);
    const success = typeof config.success === 'function' ? config.success(alvo) : config.success;
    const id = (alvo as { id?: unknown }).id;
    const recusada = typeof id === 'string' ? await criacaoRecusada(id) : undefined;
    if (recusada) {
      await discard(recusada.id);
      setEnviando(false);
      if (success) showSuccess(success);
      config.depois?.(alvo);
      fechar();
      return;
    }
    const request = exclusaoComVersao(config.pedido(alvo), versao, conflito !== null);
    const { blockedTitle } = config;
    const failureTitle =
      typeof config.failureTitle === 'function' ? config.failureTitle(alvo) : config.failureTitle;
    const result = await save(request, { success, failureTitle, blockedTitle, silentFailure: true });
    setEnviando(false);
    const pergunta = result.ok ? undefined : conflitoExclusaoDe(result.error);
    if (pergunta) {
      // A delete that named no version (issue 39) is confirmed on the one the server named.
      setEstado({ alvo, versao: versao ?? pergunta.versao_atual, aberto: true, conflito: pergunta });
      return;
    }
    if (result.ok) config.depois?.(alvo);
    else showError(result.error, failureTitle, blockedTitle);
    fechar();
  };

  return {
    alvo: estado?.alvo ?? null,
    conflito: estado?.conflito ?? null,
    pedir: (item: T) =>
      setEstado({
        alvo: item,
        versao: (config.versao ?? versaoDoRegistro)(item),
        aberto: true,
        conflito: null,
      }),
    dialogo: {
      opened: estado?.aberto ?? false,
      busy: enviando,
      onCancel: fechar,
      onConfirm: () => {
        if (estado?.aberto && !enviando) void confirmar(estado);
      },
    },
  };
}

export type Exclusao<T> = ReturnType<typeof useExclusao<T>>;

/** A delete the server asks about: changed since (DELETE_CONFLICT) or sent without a version. */
function conflitoExclusaoDe(error: unknown): ConflitoExclusao | undefined {
  return error instanceof ApiError ? error.exclusao : undefined;
}
