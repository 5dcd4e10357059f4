import type { FastifyRequest } from 'fastify';
import type { authEndpoints } from '../../shared/api/auth';
import { SESSION_COOKIE } from '../auth/tokens';
import type { Env } from '../env';
import { clearSiteCache } from '../http/security';
import { changePassword, currentUser, logout } from '../services/auth.service';
import { login } from '../services/login.service';
import type { Handlers } from './register';

const COOKIE_PATH = '/rip-app/';

function isSecure(request: FastifyRequest, env: Env): boolean {
  return env.COOKIE_SECURE ?? request.protocol === 'https';
}

const regrasDe = (env: Env) => ({
  janela_edicao_horas: env.CASE_EDIT_WINDOW_HOURS,
  mapa: { tile_url: env.TILE_URL, atribuicao: env.TILE_ATTRIBUTION },
});

export function authHandlers(env: Env) {
  return {
    login: async ({ ctx, body, request, reply }) => {
      const result = await login(ctx, body);
      reply.setCookie(SESSION_COOKIE, result.token, {
        httpOnly: true,
        sameSite: 'strict',
        secure: isSecure(request, env),
        path: COOKIE_PATH,
        expires: result.expiresAt,
      });
      return { user: result.user, regras: regrasDe(env) };
    },
    logout: async ({ ctx, reply }) => {
      await logout(ctx);
      reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
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
