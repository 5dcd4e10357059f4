/**
 * The password rule in the browser (shared/formatos/senha.ts), loaded only when a new password is typed:
 * the dictionaries never weigh on the login screen nor on any screen that does not ask for one.
 * The server applies the same rule and has the last word; this only explains sooner.
 */
import { useEffect, useState } from 'react';
import type { VerificarSenha } from '../../../shared/formatos/senha';

function carregar(): Promise<VerificarSenha> {
  return import('../../../shared/formatos/senha').then((modulo) => modulo.loadVerificadorSenha());
}

/**
 * Why the password would be refused, or null. Null too when the rule cannot be loaded (a phone
 * that lost signal before fetching it): then the server's answer tells.
 */
export async function motivoSenhaFraca(senha: string, doUsuario: readonly string[]): Promise<string | null> {
  try {
    return (await carregar())(senha, doUsuario);
  } catch {
    return null;
  }
}

export type ForcaSenha = { estado: 'vazia' | 'carregando' | 'forte' } | { estado: 'fraca'; motivo: string };

/** The judgement of the password as it is typed, for the line under the field. */
export function useForcaSenha(senha: string, doUsuario: readonly string[]): ForcaSenha {
  const [verificar, setVerificar] = useState<VerificarSenha | null>(null);
  const ativa = senha !== '';
  useEffect(() => {
    if (!ativa || verificar) return;
    let vivo = true;
    carregar()
      .then((f) => vivo && setVerificar(() => f))
      .catch(() => undefined);
    return () => {
      vivo = false;
    };
  }, [ativa, verificar]);
  if (!ativa) return { estado: 'vazia' };
  if (!verificar) return { estado: 'carregando' };
  const motivo = verificar(senha, doUsuario);
  return motivo ? { estado: 'fraca', motivo } : { estado: 'forte' };
}
