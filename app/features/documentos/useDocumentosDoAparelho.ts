import { useCallback } from 'react';
import { useSession } from '../../lib/session';
import { db, type OutboxItem } from '../../offline/db';
import { useLiveOutbox } from '../../offline/useOutboxItems';
import { documentosUrl } from './documentos-view';

/** Query keys of the reads that list a person's documents. */
export const documentosQueryKey = (pessoaId: string) => ['documentos', pessoaId] as const;
export const perfilQueryKey = (pessoaId: string) => ['perfil', pessoaId] as const;

/** The current user's uploads and deletes of this person's documents still waiting in the outbox, oldest first, kept live. */
export function useDocumentosDoAparelho(pessoaId: string): OutboxItem[] {
  const { user } = useSession();
  const userId = user?.id;
  const query = useCallback(() => {
    const colecao = documentosUrl(pessoaId);
    return db.outbox
      .filter(
        (item) => item.userId === userId && (item.url === colecao || item.url.startsWith(`${colecao}/`)),
      )
      .sortBy('seq');
  }, [pessoaId, userId]);
  return useLiveOutbox(userId ? query : null);
}
