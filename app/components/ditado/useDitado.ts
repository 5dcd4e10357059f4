import { useEffect, useRef, useState } from 'react';
import { createDitado, type Ditado, type DitadoEstado, reconhecedorDoNavegador } from './ditado';

interface UseDitadoOptions {
  /** The text area's value now. */
  texto: () => string;
  onTexto: (texto: string) => void;
}

/** Dictation into one text area, ended when the screen goes away. */
export function useDitado(options: UseDitadoOptions): { estado: DitadoEstado; alternar: () => void } {
  const latest = useRef(options);
  latest.current = options;
  const ditado = useRef<Ditado | null>(null);
  const [estado, setEstado] = useState<DitadoEstado>(() =>
    reconhecedorDoNavegador() ? { fase: 'parado', falha: null } : { fase: 'indisponivel' },
  );

  useEffect(() => {
    const criado = createDitado(reconhecedorDoNavegador(), {
      texto: () => latest.current.texto(),
      onTexto: (texto) => latest.current.onTexto(texto),
      onEstado: setEstado,
    });
    ditado.current = criado;
    return () => criado.encerrar();
  }, []);

  return { estado, alternar: () => ditado.current?.alternar() };
}
