/**
 * The outbox's word for an item held back by the unit's Wi-Fi limit (issue 43) and the officer's way
 * past it for that item alone: 'Enviar agora pelo celular'.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAntenna, IconWifi } from '@tabler/icons-react';
import { useCallback, useSyncExternalStore } from 'react';
import { useSession } from '../../lib/session';
import type { OutboxItem } from '../db';
import { conexaoMedida, onConexaoMudou } from '../envio/conexao-medida';
import { aguardaWifi, bytesDoItem } from '../fila/aguarda-wifi';
import { tamanhoEmMb } from '../itens/midias-do-item';

/** Whether an item of this session's user waits for Wi-Fi now, kept current as the link changes. */
export function useAguardaWifi(): { limiteMb: number | null; aguarda: (item: OutboxItem) => boolean } {
  const { user } = useSession();
  const medida = useSyncExternalStore(onConexaoMudou, conexaoMedida, () => false);
  const limiteMb = user?.unidade?.wifi_acima_mb ?? null;
  const aguarda = useCallback((item: OutboxItem) => aguardaWifi(item, limiteMb, medida), [limiteMb, medida]);
  return { limiteMb, aguarda };
}

export function AguardandoWifi({
  item,
  limiteMb,
  busy,
  onEnviar,
}: {
  item: OutboxItem;
  limiteMb: number | null;
  busy: boolean;
  onEnviar: () => void;
}) {
  return (
    <Stack gap={6} mt={4}>
      <Group gap={6} wrap="nowrap">
        <IconWifi size={18} aria-hidden />
        <Text size="sm" fw={600}>
          Aguardando Wi-Fi
        </Text>
      </Group>
      <Text size="sm" c="dimmed" lh={1.35}>
        {`${tamanhoEmMb(bytesDoItem(item))}: acima do limite da unidade para os dados móveis (${limiteMb ?? 0} MB). Vai sozinho quando o celular entrar no Wi-Fi.`}
      </Text>
      <Button
        variant="light"
        leftSection={<IconAntenna size={18} />}
        disabled={busy}
        onClick={onEnviar}
        fullWidth
        // A 320 px phone wraps the label rather than cut it.
        h="auto"
        mih={44}
        py={6}
        styles={{ label: { whiteSpace: 'normal', textAlign: 'center' } }}
      >
        Enviar agora pelo celular
      </Button>
    </Stack>
  );
}
