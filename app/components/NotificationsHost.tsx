import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { keepToastsOffField } from '../lib/notify';

// A module of its own: importing the package's index here would pull all of it into this chunk.
const Notifications = lazy(() => import('./NotificationsLazy'));

/**
 * notifications.show() only writes to a store; the component that draws it (transitions, scroll
 * lock) is a chunk of its own, fetched once the page has loaded so it is off the login screen's
 * critical path, or earlier if something is shown before that. Once mounted it stays mounted.
 */
export function NotificationsHost() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  useEffect(() => {
    const mount = () => setNeeded(true);
    if (document.readyState === 'complete') mount();
    else window.addEventListener('load', mount, { once: true });
    return () => window.removeEventListener('load', mount);
  }, []);
  // A toast shown while nothing was being typed must not stay over the field the officer taps next.
  useEffect(() => {
    const onFocus = (event: FocusEvent) => keepToastsOffField(event.target as Element | null);
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);
  if (!needed && notifications.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Notifications />
    </Suspense>
  );
}
