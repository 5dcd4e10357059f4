import { Alert, type AlertProps } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';

interface NoticeProps extends Omit<AlertProps, 'icon'> {
  icon?: Icon;
  /** Inside a form or a card: tighter, with the smaller icon. */
  compact?: boolean;
}

/**
 * The app's notice: a light alert (unless told otherwise) with its icon at the one size notices
 * take — 20 px, or 18 px in a compact notice, which takes less padding too.
 */
export function Notice({ icon: NoticeIcon, compact = false, ...alert }: NoticeProps) {
  return (
    <Alert
      variant="light"
      icon={NoticeIcon && <NoticeIcon size={compact ? 18 : 20} />}
      p={compact ? 'xs' : undefined}
      {...alert}
    />
  );
}
