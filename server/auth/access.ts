import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authEndpoints } from '../../shared/api/auth';
import type { CasoScope } from '../../shared/api/endpoint';
import {
  APARELHO_HEADER,
  API_PREFIX,
  AUTOR_HEADER,
  CSRF_HEADER,
  CSRF_HEADER_VALUE,
} from '../../shared/constants';
import type { Access } from '../../shared/routes';
import { uuid } from '../../shared/schemas/common';
import type { Db } from '../db/client';
import type { Env } from '../env';
import { AppError } from '../errors';
import {
  avisarAparelhoPerdido,
  recusarAparelhoPerdido,
} from '../features/aparelhos/aparelho-perdido.service';
import { checkSession } from '../features/auth/auth.service';
import { clearSiteCache } from '../http/security';
import type { Actor, CasoLido, ServiceContext } from '../kit/context';
import { type AparelhosPerdidos, estadoDoAparelho } from './aparelhos-perdidos';
import { checkCasoScope } from './caso-access';
import type { CasoAcessos } from './caso-acessos';
import type { SessionRows } from './session-rows';
import { SESSION_COOKIE, sessionCookieOptions } from './tokens';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where services read the time; buildApp's `clock` option replaces it in tests. */
    clock: () => Date;
  }
  interface FastifyContextConfig {
    /** Who may call the route. Every API route must declare it; registration fails otherwise. */
    access?: Access;
    /** The case the route's `:casoId` names, checked before anything else (see CasoScope). */
    caso?: CasoScope;
    /** False: a call the app makes on its own, which does not count as activity (Endpoint.atividade). */
    atividade?: false;
  }
  interface FastifyRequest {
    actor: Actor | null;
    caso: CasoLido | null;
  }
}

const APARELHO_PERDIDO =
  'Este aparelho foi marcado como perdido. Peça a liberação a um administrador ou, de outro aparelho, em Meus aparelhos.';
const SESSAO_DE_OUTRO_USUARIO =
  'Este aparelho está agora na sessão de outro usuário: o que foi registrado por quem saiu espera o próximo login dele.';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * What a user holding a temporary password (given by an administrator) may do: read their own
 * session, change the password, leave. Nothing else until the password is theirs alone.
 */
const WITH_TEMPORARY_PASSWORD = new Set(
  [authEndpoints.getSession, authEndpoints.changePassword, authEndpoints.logout].map(
    (endpoint) => `${API_PREFIX}${endpoint.path}`,
  ),
);

const LOGIN_URL = `${API_PREFIX}${authEndpoints.login.path}`;

/** The refusal of an operation whose permission the user lacks, and of what a screen offers for one. */
export const SEM_PERMISSAO = 'Você não tem permissão para esta ação.';

/** Every API route registered, with the access it declared: the source of the route-matrix test. */
export interface DeclaredRoute {
  method: string;
  url: string;
  access: Access;
}

/**
 * Enforces, for every API route: the session (401), the CSRF header on writes (403), the route's
 * declared permission (403), and for case-scoped routes that the caller may see the case (404).
 * Finer checks (a write by a member, within the edit window) live in the services.
 */
export function installAccessControl(
  app: FastifyInstance,
  db: Db,
  env: Env,
  kept: { sessions: SessionRows; acessos: CasoAcessos; aparelhos: AparelhosPerdidos },
): DeclaredRoute[] {
  const declared: DeclaredRoute[] = [];
  app.decorateRequest('actor', null);
  app.decorateRequest('caso', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(API_PREFIX)) return;
    const access = route.config?.access;
    if (!access) throw new Error(`Rota ${route.method} ${route.url} não declara o acesso (config.access).`);
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') declared.push({ method, url: route.url, access });
    }
  });

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    // Fastify builds this object at every read of it.
    const rota = request.routeOptions;
    const access = rota.config?.access;
    // The matched route's own path: the URL as sent may spell the same route another way.
    if (!access || !rota.url?.startsWith(API_PREFIX)) return;
    // A device marked lost is told so on whatever it asks, a login included, session or not.
    const aparelho = await estadoDoAparelho(db, kept.aparelhos, request.headers[APARELHO_HEADER]);
    if (aparelho?.perdido) {
      reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, env));
      // The media the browser keeps for this site go with the reads the app deletes itself.
      clearSiteCache(reply);
      const at = request.server.clock();
      await avisarAparelhoPerdido(db, aparelho, request.cookies[SESSION_COOKIE], request.ip, at);
      if (rota.url === LOGIN_URL) await recusarAparelhoPerdido(db, aparelho.id, request.ip);
      throw new AppError('APARELHO_PERDIDO', APARELHO_PERDIDO);
    }
    if (access !== 'public') {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) throw new AppError('UNAUTHENTICATED', 'Faça login para continuar.');
      const atividade = rota.config?.atividade ?? true;
      const check = await checkSession(db, env, kept.sessions, token, request.server.clock(), atividade);
      if (!check.ok) {
        reply.clearCookie(SESSION_COOKIE, sessionCookieOptions(request, env));
        // The media the ended session read (the browser keeps them, `private, no-cache`) go with
        // it, as at a logout: the next officer on the phone finds none of them on the disk.
        clearSiteCache(reply);
        throw check.reason === 'SESSION_EXPIRED'
          ? new AppError('SESSION_EXPIRED', 'Sua sessão expirou. Faça login novamente.')
          : new AppError('UNAUTHENTICATED', 'Faça login para continuar.');
      }
      request.actor = check.actor;
      // The cookie is the phone's last login; an operation queued by someone else is theirs to send.
      const autor = request.headers[AUTOR_HEADER];
      if (autor !== undefined && uuid.safeParse(autor).data !== check.actor.id) {
        throw new AppError('SESSAO_DE_OUTRO_USUARIO', SESSAO_DE_OUTRO_USUARIO);
      }
      if (check.mustChangePassword && !WITH_TEMPORARY_PASSWORD.has(rota.url ?? '')) {
        throw new AppError('PASSWORD_CHANGE_REQUIRED', 'Defina uma nova senha em Meus Dados para continuar.');
      }
    }
    if (!SAFE_METHODS.has(request.method) && request.headers[CSRF_HEADER] !== CSRF_HEADER_VALUE) {
      throw new AppError('CSRF_REJECTED', 'Requisição recusada: origem não verificada.');
    }
    if (access !== 'public' && access !== 'login' && !request.actor?.permissions.has(access)) {
      throw new AppError('FORBIDDEN', SEM_PERMISSAO);
    }
    const scope = rota.config?.caso;
    if (scope && request.actor) {
      const { casoId } = request.params as { casoId?: string };
      request.caso = await checkCasoScope(
        db,
        kept.acessos,
        request.actor,
        scope,
        casoId,
        request.server.clock(),
      );
    }
  });

  return declared;
}

export function serviceContext(request: FastifyRequest, db: Db, env: Env): ServiceContext {
  return {
    db,
    env,
    actor: request.actor,
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    now: request.server.clock,
    caso: request.caso,
  };
}
