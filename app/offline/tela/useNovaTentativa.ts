import { useEffect, useState, useSyncExternalStore } from 'react';
import { proximaTentativa, subscribeNovaTentativa } from '../fila/nova-tentativa';

/** Whole seconds until the outbox tries again by itself, counting down; null when none is due. */
export function useNovaTentativa(): number | null {
  const quando = useSyncExternalStore(subscribeNovaTentativa, proximaTentativa);
  const [agora, setAgora] = useState(Date.now);
  useEffect(() => {
    if (quando === null) return;
    setAgora(Date.now());
    const timer = setInterval(() => setAgora(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [quando]);
  return quando === null ? null : Math.max(1, Math.ceil((quando - agora) / 1_000));
}
