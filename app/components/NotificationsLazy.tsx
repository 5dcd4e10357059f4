import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

/** The notifications' drawing, in its own chunk (see NotificationsHost). */
export default function NotificationsLazy() {
  return <Notifications position="top-center" limit={3} className="rip-toasts" />;
}
