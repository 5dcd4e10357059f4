import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';

/** The spec's words for no signal (§8 'Offline'), which every notice of it begins with. */
export const SEM_CONEXAO = 'Sem conexão com a Internet';

/**
 * The notice of a screen without signal: the spec's words, then what that means here (by default,
 * that the screen shows what this device saved).
 */
export function OfflineNotice({
  children = 'mostrando os dados salvos neste aparelho.',
}: {
  children?: string;
}) {
  return (
    <Alert color="gray" variant="light" icon={<IconWifiOff size={18} />} p="xs">
      {`${SEM_CONEXAO}: ${children}`}
    </Alert>
  );
}
