import type { passkeysEndpoints } from '../../../shared/api/passkeys';
import { SESSION_COOKIE, sessionCookieOptions } from '../../auth/tokens';
import type { Env } from '../../env';
import type { Handlers } from '../../http/register';
import { regrasDe } from './auth.routes';
import {
  createPasskey,
  createPasskeyOpcoes,
  deletePasskey,
  listPasskeys,
  renamePasskey,
} from './passkey.service';
import {
  confirmPasskey,
  createConfirmacaoOpcoes,
  createPasskeyLoginOpcoes,
  loginPasskey,
} from './passkey-login.service';

/** Issue 43: passkeys in Meus Dados, the login with one touch and the step-up. */
export function passkeysHandlers(env: Env) {
  return {
    listPasskeys: ({ ctx }) => listPasskeys(ctx),
    createPasskeyOpcoes: ({ ctx, body }) => createPasskeyOpcoes(ctx, body.current_password),
    createPasskey: ({ ctx, body }) => createPasskey(ctx, body),
    renamePasskey: ({ ctx, params, body }) => renamePasskey(ctx, params.passkeyId, body.nome),
    deletePasskey: async ({ ctx, params }) => {
      await deletePasskey(ctx, params.passkeyId);
      return { ok: true as const };
    },
    createPasskeyLoginOpcoes: ({ ctx }) => createPasskeyLoginOpcoes(ctx),
    loginPasskey: async ({ ctx, body, request, reply }) => {
      const result = await loginPasskey(ctx, body.resposta);
      reply.setCookie(SESSION_COOKIE, result.token, {
        ...sessionCookieOptions(request, env),
        expires: result.expiresAt,
      });
      return { user: result.user, regras: regrasDe(env) };
    },
    createConfirmacaoOpcoes: ({ ctx }) => createConfirmacaoOpcoes(ctx),
    confirmPasskey: ({ ctx, body }) => confirmPasskey(ctx, body.resposta),
  } satisfies Pick<Handlers, keyof typeof passkeysEndpoints>;
}
