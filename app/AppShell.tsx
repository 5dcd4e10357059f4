// Every Mantine component's styles, loaded with the first screen behind the login; layered, so the
// app's own CSS always wins whatever order the stylesheets arrive in.
import '@mantine/core/styles.layer.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import classes from './AppShell.module.css';
import { CaseBanner } from './components/CaseBanner';
import { ConfirmacaoPasskey } from './components/ConfirmacaoPasskey';
import { Footer } from './components/Footer';
import { FullPageLoader } from './components/FullPageLoader';
import { Header } from './components/Header';
import { LogoutConfirmation } from './components/LogoutConfirmation';
import { ApiError, reportUnauthorized } from './lib/api';
import { queryClient, refreshAfterWrite, refreshAsSent } from './lib/query-client';
import { useSelectedCasoRef } from './lib/selected-caso';
import { useSession } from './lib/session';
import { onOutboxNotice } from './offline/fila/outbox';
import { prefetchReferencias } from './offline/itens/referencias';
import { startOutboxSync } from './offline/start';
import { SyncButton } from './offline/tela/SyncButton';
import { useOutboxItems } from './offline/tela/useOutboxItems';

/** Frame of every screen but login. Loaded on demand, so the login screen does not pay for it. */
export default function AppShell() {
  return (
    <QueryClientProvider client={queryClient}>
      <Shell />
    </QueryClientProvider>
  );
}

function Shell() {
  const { user, requestLogout } = useSession();
  const caso = useSelectedCasoRef();

  // The outbox syncs only with a session: on the login screen every send would meet a 401, and
  // its IndexedDB code stays out of the login bundle.
  useEffect(() => {
    startOutboxSync();
    return onOutboxNotice((notice) => {
      // A 401 met while syncing ends the session like any other call; the queue waits for the next login.
      if (notice.type === 'unauthorized') {
        const { error } = notice;
        reportUnauthorized(error ? new ApiError(401, error.code, error.message) : undefined);
      }
      // What was sent has left the outbox, and with it the screens' overlay: read the server again so
      // the same records are shown, now saved.
      if (notice.type === 'synced' && notice.result.sent > 0) void refreshAfterWrite();
    });
  }, []);

  // What the forms choose from and the user's cases reach the device before the signal goes.
  useEffect(() => {
    if (user) void prefetchReferencias(user.permissions);
  }, [user]);
  useRefreshAsItemsLeave();

  if (user === null) return null;

  return (
    <div className={classes.shell}>
      <Header userName={user.name} onLogout={requestLogout} actions={<SyncButton />} />
      {caso && <CaseBanner name={caso.name} identificador={caso.identificador} />}
      <main className={classes.main}>
        <Suspense fallback={<FullPageLoader />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <LogoutConfirmation />
      <ConfirmacaoPasskey />
      {/* A new screen opens at its top, not at the height the last one was left; going back returns
          to where it was (a long search list, a case's people). */}
      <ScrollRestoration />
    </div>
  );
}

/**
 * An item that left the outbox was taken by the server (or discarded): its overlay is gone from
 * the screens, so they read the server at once, while the rest of the queue is still on its way —
 * whoever sent it, this page or the service worker.
 */
function useRefreshAsItemsLeave(): void {
  const items = useOutboxItems();
  const known = useRef<ReadonlySet<string>>(new Set());
  useEffect(() => {
    const now = new Set(items.map((item) => item.id));
    const left = [...known.current].some((id) => !now.has(id));
    known.current = now;
    if (left) void refreshAsSent();
  }, [items]);
}
