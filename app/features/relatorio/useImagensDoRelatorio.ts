import { useEffect, useState } from 'react';
import type { CasoView } from '../casos/caso-view';
import { guardarImagens, imagensDoAparelho } from './imagens';

/**
 * The report's images this device holds, by media id: fetched once with signal while the screen is
 * open, then read from the device, so the screen shows the photos and the map the paper prints,
 * without signal too, and looking at them asks the server nothing more.
 */
export function useImagensDoRelatorio(caso: CasoView | null, online: boolean): Record<string, string> {
  const [imagens, setImagens] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!caso) return;
    let vivo = true;
    const ler = async () => {
      if (online) await guardarImagens(caso);
      const achadas = await imagensDoAparelho(caso);
      if (vivo) setImagens(achadas);
    };
    // Without them the screen still lists the media by name and hash.
    ler().catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, [caso, online]);
  return imagens;
}
