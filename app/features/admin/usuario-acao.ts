/**
 * The modal's writes: sent straight to the server (never queued — see shared/api/usuarios.ts), the
 * answer shown at once, success or refusal told by code (app/lib/errors.ts), including the
 * database's SISTEMA_SEM_ADMINISTRADOR.
 */
import type { UsuarioAdmin } from '../../../shared/schemas/usuarios';
import { ApiError } from '../../lib/api';
import { showSuccess } from '../../lib/notify';
import { showError } from '../../lib/notify-error';

export async function executar(
  enviar: () => Promise<UsuarioAdmin>,
  sucesso: string,
  alterado: (usuario: UsuarioAdmin) => void,
  onIssues?: (issues: ApiError['issues']) => boolean,
): Promise<boolean> {
  try {
    alterado(await enviar());
    showSuccess(sucesso);
    return true;
  } catch (error) {
    const inline =
      error instanceof ApiError && error.issues.length > 0 && (onIssues?.(error.issues) ?? false);
    if (!inline) showError(error, 'Não foi possível alterar o usuário');
    return false;
  }
}
