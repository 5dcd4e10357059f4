import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Notice } from './Notice';

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
    <Notice color="red" radius="lg" icon={IconAlertTriangle} title={title} role={alert ? 'alert' : undefined}>
      {children}
    </Notice>
  );
}
