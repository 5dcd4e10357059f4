import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A read that failed, in place of what it would have shown: what went wrong, in the spec's words. */
export function ErrorNotice({
  title,
  children,
  alert,
}: {
  title?: string;
  children: ReactNode;
  alert?: boolean;
}) {
  return (
    <Alert
      color="red"
      variant="light"
      radius="lg"
      icon={<IconAlertTriangle size={20} />}
      title={title}
      role={alert ? 'alert' : undefined}
    >
      {children}
    </Alert>
  );
}
