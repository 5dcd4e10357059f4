/**
 * The app's side of passkeys (issue 43): the browser's WebAuthn through @simplewebauthn/browser,
 * loaded only when the officer touches a passkey button (the login screen's first load stays as it
 * was), and the mark that this device holds one, by which the login screen offers the finger first.
 */
import type { OperationOutput } from '../../shared/api';
import type { passkeyAutenticacaoResposta } from '../../shared/schemas/passkeys';
import { ApiError, call, NetworkError } from './api';
import { MESSAGES } from './errors';
import { CHAVE_PASSKEY } from './passkey-aparelho';

export type RespostaDePasskey = import('zod').input<typeof passkeyAutenticacaoResposta>;

export function lembrarPasskey(id: string): void {
  localStorage.setItem(CHAVE_PASSKEY, id);
}

/** Forgets the mark when the passkey it names is gone (removed, or refused as unknown). */
export function esquecerPasskey(id?: string): void {
  if (id === undefined || localStorage.getItem(CHAVE_PASSKEY) === id) localStorage.removeItem(CHAVE_PASSKEY);
}

export function passkeyNoAparelho(): string | null {
  return localStorage.getItem(CHAVE_PASSKEY);
}

export function navegadorTemPasskeys(): boolean {
  return 'PublicKeyCredential' in window;
}

/** The finger (or the phone's lock) over a challenge of the server. */
export async function assinar(
  opcoes: OperationOutput<'createPasskeyLoginOpcoes'>,
): Promise<RespostaDePasskey> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const resposta = await startAuthentication({
    optionsJSON: opcoes as Parameters<typeof startAuthentication>[0]['optionsJSON'],
  });
  return resposta as RespostaDePasskey;
}

/** Registers a passkey of this phone, after the current password, and marks the device. */
export async function cadastrarPasskey(currentPassword: string, nome?: string) {
  const opcoes = await call('createPasskeyOpcoes', { body: { current_password: currentPassword } });
  const { startRegistration } = await import('@simplewebauthn/browser');
  // The server's options, checked by its schema; the browser's types want its literals narrower.
  const resposta = await startRegistration({
    optionsJSON: opcoes as Parameters<typeof startRegistration>[0]['optionsJSON'],
  });
  const passkey = await call('createPasskey', {
    body: { nome, resposta: resposta as never },
  });
  lembrarPasskey(passkey.id);
  return passkey;
}

/** The session's step-up: a touch on one of the user's passkeys. */
export async function confirmarComPasskey(): Promise<void> {
  const opcoes = await call('createConfirmacaoOpcoes', {});
  await call('confirmPasskey', { body: { resposta: await assinar(opcoes) } });
}

/** The browser's refusal, in the officer's words: cancelled, timed out, or no passkey here. */
function recusaDoNavegador(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
    return 'A digital não foi confirmada (cancelada ou o tempo acabou). Tente de novo.';
  }
  if (error.name === 'InvalidStateError') return 'Este celular já tem uma passkey cadastrada para você.';
  if (error.name === 'NotSupportedError' || error.name === 'SecurityError') {
    return 'Este navegador não oferece passkeys neste endereço.';
  }
  return null;
}

export function mensagemDaPasskey(error: unknown): string {
  if (error instanceof NetworkError) return MESSAGES.noResponse;
  if (error instanceof ApiError) return error.message || MESSAGES.unknown;
  return recusaDoNavegador(error) ?? MESSAGES.unknown;
}
