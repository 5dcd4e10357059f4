import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changePasswordRequest, loginRequest, loginResponse } from '../../shared/schemas/auth';
import { apiError, okResponse } from '../../shared/schemas/common';
import { serviceContext } from '../auth/access';
import { SESSION_COOKIE } from '../auth/tokens';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { changePassword, currentUser, login, logout } from '../services/auth.service';

const COOKIE_PATH = '/rip-app/';

function isSecure(request: FastifyRequest, env: Env): boolean {
  return env.COOKIE_SECURE ?? request.protocol === 'https';
}

export function authRoutes(db: Db, env: Env): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/auth/login',
      {
        config: {
          access: 'public',
          rateLimit: { max: env.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 },
        },
        schema: {
          tags: ['auth'],
          summary: 'Login com matrícula e senha',
          body: loginRequest,
          response: { 200: loginResponse, 400: apiError, 401: apiError, 423: apiError, 429: apiError },
        },
      },
      async (request, reply) => {
        const result = await login(serviceContext(request, db, env), request.body);
        reply.setCookie(SESSION_COOKIE, result.token, {
          httpOnly: true,
          sameSite: 'strict',
          secure: isSecure(request, env),
          path: COOKIE_PATH,
          expires: result.expiresAt,
        });
        return { user: result.user };
      },
    );

    app.post(
      '/auth/logout',
      {
        config: { access: 'login' },
        schema: { tags: ['auth'], summary: 'Encerra a sessão', response: { 200: okResponse, 401: apiError } },
      },
      async (request, reply: FastifyReply) => {
        await logout(serviceContext(request, db, env));
        reply.clearCookie(SESSION_COOKIE, { path: COOKIE_PATH });
        return { ok: true as const };
      },
    );

    app.get(
      '/auth/me',
      {
        config: { access: 'login' },
        schema: {
          tags: ['auth'],
          summary: 'O usuário da sessão',
          response: { 200: loginResponse, 401: apiError },
        },
      },
      async (request) => ({ user: await currentUser(serviceContext(request, db, env)) }),
    );

    app.put(
      '/auth/password',
      {
        config: { access: 'login' },
        schema: {
          tags: ['auth'],
          summary: 'Altera a própria senha (Meus Dados)',
          body: changePasswordRequest,
          response: { 200: okResponse, 400: apiError, 401: apiError, 422: apiError },
        },
      },
      async (request) => {
        await changePassword(serviceContext(request, db, env), request.body);
        return { ok: true as const };
      },
    );
  };
}
