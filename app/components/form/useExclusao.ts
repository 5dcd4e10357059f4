import { useState } from 'react';

/**
 * The delete behind a confirmation, as every list has it: which row is asked about, the send while
 * the dialog waits, and the dialog closed afterwards (the save path tells how it went).
 */
export function useExclusao<T>(enviar: (alvo: T) => Promise<unknown>) {
  const [alvo, setAlvo] = useState<T | null>(null);
  const [enviando, setEnviando] = useState(false);
  return {
    alvo,
    pedir: (item: T) => setAlvo(item),
    dialogo: {
      opened: alvo !== null,
      busy: enviando,
      onCancel: () => setAlvo(null),
      onConfirm: () => {
        if (alvo === null) return;
        setEnviando(true);
        void enviar(alvo).finally(() => {
          setEnviando(false);
          setAlvo(null);
        });
      },
    },
  };
}
