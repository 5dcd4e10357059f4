import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';

/** Last resort when a screen fails to load or render, e.g. a chunk missing while offline. */
export function RouteError() {
  return (
    <Center mih="100dvh" p="md">
      <Stack align="center" gap="sm" maw={360} ta="center">
        <Title order={1} size="h2" c="var(--rip-heading)">
          Algo deu errado
        </Title>
        <Text c="dimmed">Não foi possível abrir esta tela. Verifique sua conexão e tente novamente.</Text>
        <Button leftSection={<IconRefresh size={18} />} onClick={() => window.location.reload()}>
          Recarregar
        </Button>
      </Stack>
    </Center>
  );
}
