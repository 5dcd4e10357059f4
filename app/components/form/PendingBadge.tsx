import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconCloudOff } from '@tabler/icons-react';
import { useCallback } from 'react';
import { useSession } from '../../lib/session';
import { useRefusedIds } from '../../offline/useOutboxItems';

/**
 * Whether the server refused an item about any of a record's ids, so its screen says 'not accepted'
 * where it would say 'waiting' or '(Offline)'.
 */
export function useIsRefused(): (ids: readonly (string | null | undefined)[]) => boolean {
  const { user } = useSession();
  const refused = useRefusedIds(user?.id);
  return useCallback((ids) => ids.some((id) => id && refused.has(id)), [refused]);
}

/**
 * The mark of a record still on the device: waiting to be sent, or refused by the server (then the
 * outbox lists it under 'Não aceitos pelo servidor', to resend or discard). `ids` are the record's
 * own ids (its link's and its person's, say), any of which a queued operation may name.
 */
export function PendingBadge({ ids }: { ids: readonly (string | null | undefined)[] }) {
  const isRefused = useIsRefused();
  if (isRefused(ids)) {
    return (
      <Group gap={4} c="red.8" wrap="nowrap">
        <IconAlertTriangle size={14} aria-hidden />
        <Text size="xs" fw={600}>
          Não aceito pelo servidor
        </Text>
      </Group>
    );
  }
  return (
    <Group gap={4} c="var(--rip-offline)" wrap="nowrap">
      <IconCloudOff size={14} aria-hidden />
      <Text size="xs" fw={600}>
        Aguardando sincronização
      </Text>
    </Group>
  );
}
