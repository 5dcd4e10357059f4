import type { authEndpoints } from '../../../shared/api/auth';
import { SESSION_COOKIE, sessionCookieOptions } from '../../auth/tokens';
import type { Env } from '../../env';
import type { Handlers } from '../../http/register';
import { clearSiteCache } from '../../http/security';
import { changePassword, currentUser, logout } from './auth.service';
import { login } from './login.service';

export const regrasDe = (env: Env) => ({
  janela_edicao_horas: env.CASE_EDIT_WINDOW_HOURS,
  mapa: { tile_url: env.TILE_URL, atribuicao: env.TILE_ATTRIBUTION },
});

export function authHandlers(env: Env) {
  return {
    login: async ({ ctx, body, request, reply }) => {
      const result = await login(ctx, body);
      reply.setCookie(SESSION_COOKIE, result.token, {
        ...sessionCookieOptions(request, env),
        expires: result.expiresAt,
      });
      return { user: result.user, regras: regrasDe(env) };
    },
    logout: async ({ ctx, request, reply }) => {
      await logout(ctx);
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, env));
      clearSiteCache(reply);
      return { ok: true as const };
    },
    getSession: async ({ ctx }) => ({ user: await currentUser(ctx), regras: regrasDe(env) }),
    changePassword: async ({ ctx, body }) => {
      await changePassword(ctx, body);
      return { ok: true as const };
    },
  } satisfies Pick<Handlers, keyof typeof authEndpoints>;
}
