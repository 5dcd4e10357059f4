import { Group, Loader, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { OfflineNotice } from './form';

interface EstadoDaBusca {
  termo: string | null;
  resultados: readonly unknown[] | undefined;
  buscando: boolean;
  offline: boolean;
  falhou: boolean;
}

/**
 * What a user search shows before it has a list: without signal, the screen's words; nothing while
 * the text is too short; its failure; 'Buscando usuários…' while it runs. Undefined once the list is
 * there for the screen to show.
 */
export function antesDaLista(busca: EstadoDaBusca, offlineTexto: string): ReactNode | undefined {
  if (busca.offline) {
    return <OfflineNotice>{offlineTexto}</OfflineNotice>;
  }
  if (busca.termo === null) return null;
  if (busca.falhou) {
    return (
      <Text size="sm" c="var(--mantine-color-error)" role="alert">
        Não foi possível buscar usuários agora.
      </Text>
    );
  }
  if (!busca.resultados) {
    return busca.buscando ? (
      <Group gap="xs" role="status">
        <Loader size="xs" />
        <Text size="sm" c="dimmed">
          Buscando usuários…
        </Text>
      </Group>
    ) : null;
  }
  return undefined;
}
