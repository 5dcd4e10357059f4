import { QueryClient } from '@tanstack/react-query';
import { ApiError, NetworkError } from './api';

/** The one cache of server answers in memory; the device's copies live in IndexedDB (read-cache). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The service worker may answer from its cache, so queries still run without a network.
      networkMode: 'offlineFirst',
      // An error answer will not change on retry; a dropped connection might.
      retry: (failureCount, error) => !(error instanceof ApiError) && failureCount < 2,
      staleTime: 30_000,
    },
  },
});

/**
 * After the server took a write, every screen reads it again, so what it shows is the server's;
 * reference lists do not change with a case's writes.
 */
export function refreshAfterWrite(): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => query.meta?.reference !== true });
}

let refreshing: Promise<void> | null = null;
let refreshAgain = false;

/**
 * A sync of many small items would otherwise keep the screens reading the server without pause; a
 * case's hub is the heaviest read, and it takes the server from the items still going.
 */
const REFRESH_GAP_MS = 2_500;

/**
 * The same, for a sync that sends item after item: what each item put on the server is read soon
 * after it is there, not after the whole run. Calls made while a read is on its way, or within
 * 2.5 s of the last, are folded into one more read after it, so a run of 200 items asks a few
 * times, not 200, and leaves the link and the server to the items; reads already on their way are
 * not restarted (a slow link would never finish one).
 */
export function refreshAsSent(): Promise<void> {
  if (refreshing) {
    refreshAgain = true;
    return refreshing;
  }
  refreshing = (async () => {
    do {
      refreshAgain = false;
      await queryClient.invalidateQueries(
        { predicate: (query) => query.meta?.reference !== true },
        { cancelRefetch: false },
      );
      await new Promise((resolve) => setTimeout(resolve, REFRESH_GAP_MS));
    } while (refreshAgain);
    refreshing = null;
  })();
  return refreshing;
}

/**
 * The link is back (conexao.ts): every screen on view that shows the device's copy, or nothing for
 * want of an answer, reads the server again at once, so that 'Sem conexão' and the old counts go.
 */
export function readAgainWhatWasNotRead(): Promise<void> {
  return queryClient.refetchQueries({
    type: 'active',
    predicate: (query) =>
      (query.state.data as { fromCache?: boolean } | undefined)?.fromCache === true ||
      query.state.error instanceof NetworkError,
  });
}
