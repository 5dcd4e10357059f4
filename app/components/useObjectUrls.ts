import { useEffect, useRef, useState } from 'react';

/**
 * Object URLs for pictures kept on the device, by id. Each is made once per id and revoked when
 * its picture leaves the list or the component unmounts, so the memory of a large photo is freed.
 */
export function useObjectUrls(
  images: readonly { id: string; blob: Blob | null }[],
): ReadonlyMap<string, string> {
  const [urls, setUrls] = useState<ReadonlyMap<string, string>>(() => new Map());
  const created = useRef(new Map<string, string>());

  useEffect(() => {
    const current = created.current;
    const seen = new Set<string>();
    let changed = false;
    for (const { id, blob } of images) {
      if (!blob) continue;
      seen.add(id);
      // An id's picture never changes (a queued upload is immutable), while IndexedDB hands back a
      // new Blob object on every read: keeping the first URL spares reloading the image.
      if (current.has(id)) continue;
      current.set(id, URL.createObjectURL(blob));
      changed = true;
    }
    for (const [id, url] of current) {
      if (seen.has(id)) continue;
      URL.revokeObjectURL(url);
      current.delete(id);
      changed = true;
    }
    if (changed) setUrls(new Map(current));
  }, [images]);

  useEffect(() => {
    const current = created.current;
    return () => {
      for (const url of current.values()) URL.revokeObjectURL(url);
      current.clear();
    };
  }, []);

  return urls;
}
