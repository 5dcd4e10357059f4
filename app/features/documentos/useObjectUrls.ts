import { useEffect, useRef, useState } from 'react';

/**
 * Object URLs for pictures kept on the device, by id. Each is made once per id and revoked when
 * its picture leaves the list or the component unmounts, so the memory of a large photo is freed.
 */
export function useObjectUrls(
  imagens: readonly { id: string; blob: Blob | null }[],
): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  const criadas = useRef(new Map<string, string>());

  useEffect(() => {
    const atuais = criadas.current;
    const vistas = new Set<string>();
    let mudou = false;
    for (const { id, blob } of imagens) {
      if (!blob) continue;
      vistas.add(id);
      // An id's picture never changes (a queued upload is immutable), while IndexedDB hands back a
      // new Blob object on every read: keeping the first URL spares reloading the image.
      if (atuais.has(id)) continue;
      atuais.set(id, URL.createObjectURL(blob));
      mudou = true;
    }
    for (const [id, url] of atuais) {
      if (vistas.has(id)) continue;
      URL.revokeObjectURL(url);
      atuais.delete(id);
      mudou = true;
    }
    if (mudou) setUrls(new Map(atuais));
  }, [imagens]);

  useEffect(() => {
    const atuais = criadas.current;
    return () => {
      for (const url of atuais.values()) URL.revokeObjectURL(url);
      atuais.clear();
    };
  }, []);

  return urls;
}
