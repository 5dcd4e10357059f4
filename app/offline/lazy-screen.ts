import { type ComponentType, lazy } from 'react';
import { clearCachesAndReload } from './sw-control';

/**
 * React.lazy for a screen module with a default export. After a deploy an open page can ask
 * for a chunk that no longer exists; the page then clears the caches and reloads once
 * (spec §4 Chunk-load failure), and only a second failure reaches the error screen.
 */
export function lazyScreen(load: () => Promise<{ default: ComponentType }>) {
  return lazy(async () => {
    try {
      return await load();
    } catch (error) {
      // Keep suspending while the page reloads rather than flashing the error screen.
      if (await clearCachesAndReload()) return new Promise<never>(() => {});
      throw error;
    }
  });
}
