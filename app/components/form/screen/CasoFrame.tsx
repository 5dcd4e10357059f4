import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { SCREENS } from '../../../../shared/routes';
import type { Caso, CasoPolicy } from '../../../../shared/schemas/casos';
import { OfflineNotice } from '../notices/OfflineNotice';
import { CasoBloqueado } from './CasoBloqueado';
import { ScreenHeader } from './ScreenHeader';

interface CasoFrameProps {
  title: string;
  caso: Pick<Caso, 'name' | 'created_at' | 'editavel_ate'>;
  /** Under the title; the case's name unless given (null: none, as on the lists the banner names). */
  subtitle?: string | null;
  count?: number;
  /** Where 'Voltar' goes: the case's hub unless given. */
  back?: string | (() => void);
  action?: ReactNode;
  /** The case is read from this device's copy: the offline notice. */
  offline?: boolean;
  /** What the copy means on this screen, after the spec's words. */
  offlineText?: string;
  /** Given on a screen that changes the case: why it cannot, when it cannot. */
  policy?: CasoPolicy;
  children: ReactNode;
}

/**
 * A screen of the selected case: its header, the offline notice while the case is the device's copy,
 * why the case cannot be changed (read-only, window closed), then the screen's own content.
 */
export function CasoFrame({
  title,
  caso,
  subtitle,
  count,
  back = SCREENS.Caso.path,
  action,
  offline,
  offlineText,
  policy,
  children,
}: CasoFrameProps) {
  return (
    <Stack gap="md">
      <ScreenHeader
        title={title}
        subtitle={subtitle === undefined ? caso.name : (subtitle ?? undefined)}
        count={count}
        back={back}
        action={action}
      />
      {offline && <OfflineNotice>{offlineText}</OfflineNotice>}
      {policy && <CasoBloqueado caso={caso} policy={policy} />}
      {children}
    </Stack>
  );
}
