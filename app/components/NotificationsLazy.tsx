import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { MAX_TOASTS } from '../lib/notify';

/** The notifications' drawing, in its own chunk (see NotificationsHost). */
export default function NotificationsLazy() {
  return <Notifications position="bottom-center" limit={MAX_TOASTS} className="rip-toasts" />;
}
