import { List, Stack, Text } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useSession } from '../lib/session';
import { listOutbox } from '../offline/fila/outbox';
import { useLiveOutbox } from '../offline/tela/useOutboxItems';
import { ConfirmDialog } from './form/actions/ConfirmDialog';

/**
 * Drawn by the app shell, not by the session provider: logout is only asked for behind the login,
 * and a dialog's code (focus trap, scroll lock, portal) would otherwise weigh on the login screen.
 * On a shared phone the officer leaving must know, by name, what is not on the server yet.
 */
export function LogoutConfirmation() {
  const { user, logoutRequested, cancelLogout, logout } = useSession();
  const items = useLiveOutbox(logoutRequested ? listOutbox : null).filter((item) => item.userId === user?.id);
  return (
    <ConfirmDialog
      opened={logoutRequested}
      title="Deseja mesmo sair?"
      confirmLabel="Sair"
      confirmIcon={<IconLogout size={18} />}
      danger
      onCancel={cancelLogout}
      onConfirm={() => {
        cancelLogout();
        void logout();
      }}
    >
      {items.length === 0 ? (
        'O que ainda não foi sincronizado continua guardado neste aparelho.'
      ) : (
        <Stack gap="xs">
          <Text size="sm" fw={600}>
            {items.length === 1
              ? '1 item ainda não foi enviado ao servidor:'
              : `${items.length} itens ainda não foram enviados ao servidor:`}
          </Text>
          <List size="sm" spacing={4} aria-label="Itens não enviados">
            {items.map((item) => (
              <List.Item key={item.id}>
                {item.label}
                {item.status === 'failed' && ' (não aceito pelo servidor)'}
                {item.status === 'conflict' && ' (em conflito)'}
              </List.Item>
            ))}
          </List>
          <Text size="sm">
            {items.length === 1
              ? 'Ele fica guardado neste aparelho e só será enviado quando você entrar novamente.'
              : 'Eles ficam guardados neste aparelho e só serão enviados quando você entrar novamente.'}
          </Text>
        </Stack>
      )}
    </ConfirmDialog>
  );
}
