import { IconLogout } from '@tabler/icons-react';
import { useSession } from '../lib/session';
import { ConfirmDialog } from './form/ConfirmDialog';

/**
 * Drawn by the app shell, not by the session provider: logout is only asked for behind the login,
 * and a dialog's code (focus trap, scroll lock, portal) would otherwise weigh on the login screen.
 */
export function LogoutConfirmation() {
  const { logoutRequested, cancelLogout, logout } = useSession();
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
      O que ainda não foi sincronizado continua guardado neste aparelho.
    </ConfirmDialog>
  );
}
