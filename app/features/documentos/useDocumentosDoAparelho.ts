import { useQueryClient } from '@tanstack/react-query';
import { liveQuery } from 'dexie';
import { useEffect, useState } from 'react';
import { useSession } from '../../lib/session';
import { db, type OutboxItem } from '../../offline/db';
import { onOutboxNotice } from '../../offline/outbox';
import { documentosUrl } from './documentos-view';

/** Query keys of the reads that list a person's documents. */
export const documentosQueryKey = (pessoaId: string) => ['documentos', pessoaId] as const;
export const perfilQueryKey = (pessoaId: string) => ['perfil', pessoaId] as const;

/**
 * The current user's uploads and deletes of this person's documents still waiting in the outbox,
 * oldest first, kept live. When a sync sends something the server's lists are read again: the
 * outbox lets go of an upload as soon as it is sent, and without a fresh list it would vanish.
 */
export function useDocumentosDoAparelho(pessoaId: string): OutboxItem[] {
  const { user } = useSession();
  const userId = user?.id;
  const queryClient = useQueryClient();
  const [items, setItems] = useState<OutboxItem[]>([]);

  useEffect(() => {
    if (!userId) {
      setItems([]);
      return;
    }
    const colecao = documentosUrl(pessoaId);
    const subscription = liveQuery(() =>
      db.outbox
        .filter(
          (item) => item.userId === userId && (item.url === colecao || item.url.startsWith(`${colecao}/`)),
        )
        .sortBy('seq'),
    ).subscribe({
      next: setItems,
      error: (error: unknown) => console.error('Não foi possível ler a fila de sincronização', error),
    });
    return () => subscription.unsubscribe();
  }, [pessoaId, userId]);

  useEffect(
    () =>
      onOutboxNotice((notice) => {
        if (notice.type === 'synced' && notice.result.sent > 0) {
          void queryClient.invalidateQueries({ queryKey: documentosQueryKey(pessoaId) });
          void queryClient.invalidateQueries({ queryKey: perfilQueryKey(pessoaId) });
        }
      }),
    [queryClient, pessoaId],
  );

  return items;
}
