/**
 * Each phone tells the server how many of its writes wait queued per case (issue 26), so that a
 * colleague deleting the case is asked to confirm while work is still on its way. Debounced, and
 * only when a count changed; a case whose queue emptied reports 0, which clears it. And how many of
 * the user's items wait in all, refused and in conflict included (they wait for their author), for
 * 'Meus aparelhos' (issue 43). Neither names the device: it is the session's, as the server knows it.
 */
import { useNetwork } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import { call } from '../../lib/api';
import { aparelhoLocal } from '../aparelho';
import type { OutboxItem } from '../db';

const ESPERA_MS = 2_000;

/** Work still on its way to the server, per case: waiting, or in a conflict its author will resolve. */
function contagemPorCaso(items: readonly OutboxItem[]): Map<string, number> {
  const contagem = new Map<string, number>();
  for (const item of items) {
    if (!item.casoId || item.status === 'failed') continue;
    contagem.set(item.casoId, (contagem.get(item.casoId) ?? 0) + 1);
  }
  return contagem;
}

/** Reports the counts that changed since the last report the server took. */
export function useSetPendencias(items: readonly OutboxItem[]): void {
  const { online } = useNetwork();
  const informado = useRef(new Map<string, number>());
  const totalInformado = useRef<number | null>(null);
  useEffect(() => {
    if (!online) return;
    const timer = setTimeout(async () => {
      // 'Meus aparelhos' counts per device with a key (issue 39): a browser that cannot make one has none.
      const comChave = (await aparelhoLocal().catch(() => null)) !== null;
      if (comChave && totalInformado.current !== items.length) {
        const total = items.length;
        call('setAparelhoPendencias', { body: { itens: total } })
          .then(() => {
            totalInformado.current = total;
          })
          .catch(() => undefined);
      }
      const agora = contagemPorCaso(items);
      const casos = new Set([...agora.keys(), ...informado.current.keys()]);
      for (const casoId of casos) {
        const itens = agora.get(casoId) ?? 0;
        if ((informado.current.get(casoId) ?? 0) === itens) continue;
        call('setPendencias', { params: { casoId }, body: { itens } })
          .then(() => {
            if (itens === 0) informado.current.delete(casoId);
            else informado.current.set(casoId, itens);
          })
          // Only a courtesy to colleagues: the next change tries again.
          .catch(() => undefined);
      }
    }, ESPERA_MS);
    return () => clearTimeout(timer);
  }, [items, online]);
}
