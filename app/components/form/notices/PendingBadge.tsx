import { Badge, Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff, IconCloudUpload } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useSession } from '../../../lib/session';
import { useRefusedIds } from '../../../offline/tela/useOutboxItems';
import classes from '../form.module.css';

/**
 * Whether the server refused an item about any of a record's ids, so its screen says 'not accepted'
 * where it would say 'waiting' or '(Offline)'.
 */
export function useIsRefused(): (ids: readonly (string | null | undefined)[]) => boolean {
  const { user } = useSession();
  const refused = useRefusedIds(user?.id);
  return useCallback((ids) => ids.some((id) => id && refused.has(id)), [refused]);
}

const WAITING = 'Aguardando sincronização';
const REFUSED = 'Não aceito pelo servidor';

interface PendingBadgeProps {
  /** The record's own ids (its link's and its person's, say), any of which a queued operation may name. */
  ids?: readonly (string | null | undefined)[];
  /** Known by the caller (a case's own refusal covers the items queued after its create). */
  refused?: boolean;
  /**
   * `line` under a record's text; `tag` beside a card's title ('Offline'); `case` in the place of
   * the case's number, on the hub's card; `caseRow` there, in the case list.
   */
  look?: 'line' | 'tag' | 'case' | 'caseRow';
}

/**
 * The mark of a record still on the device: waiting to be sent, or refused by the server (then the
 * outbox lists it under 'Não aceitos pelo servidor', to resend or discard).
 */
export function PendingBadge({ ids = [], refused, look = 'line' }: PendingBadgeProps) {
  const isRefused = useIsRefused();
  const recusado = refused ?? isRefused(ids);
  switch (look) {
    case 'tag':
      return recusado ? (
        <Badge
          color="red"
          variant="light"
          leftSection={<IconAlertTriangle size={12} />}
          className={classes.tag}
        >
          {REFUSED}
        </Badge>
      ) : (
        <Badge color="gray" variant="light" leftSection={<IconCloudOff size={12} />} className={classes.tag}>
          Offline
        </Badge>
      );
    case 'case':
    case 'caseRow': {
      const size = look === 'case' ? 16 : 14;
      const className = [
        look === 'case' ? classes.caseMark : classes.caseRowMark,
        recusado && classes.refused,
      ]
        .filter(Boolean)
        .join(' ');
      // Words, not capitals in a badge: it must fit beside 'Caso' on a 320 px phone.
      return (
        <span className={className}>
          {recusado ? (
            <IconAlertTriangle size={size} aria-hidden />
          ) : (
            <IconCloudUpload size={size} aria-hidden />
          )}
          {look === 'case' ? (recusado ? REFUSED : WAITING) : (recusado ? REFUSED : WAITING).toLowerCase()}
        </span>
      );
    }
    case 'line': {
      const Icon = recusado ? IconAlertTriangle : IconCloudOff;
      return (
        <Group gap={4} c={recusado ? 'var(--mantine-color-error)' : 'var(--rip-offline)'} wrap="nowrap">
          <Icon size={14} aria-hidden />
          <Text size="xs" fw={600}>
            {recusado ? REFUSED : WAITING}
          </Text>
        </Group>
      );
    }
  }
}
