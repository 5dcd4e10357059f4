import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_PREFIX, BASE_PATH, JSON_BODY_LIMIT_BYTES } from '../shared/constants';
import { type ApiErrorBody, ERROR_CODES, type ErrorCode } from '../shared/errors';
import { type DeclaredRoute, installAccessControl } from './auth/access';
import type { Db } from './db/client';
import type { Env } from './env';
import { AppError } from './errors';
import { authHandlers } from './routes/auth.routes';
import { casosHandlers } from './routes/casos.routes';
import { documentosHandlers, mediaHandlers } from './routes/documentos.routes';
import { pessoasHandlers } from './routes/pessoas.routes';
import { referenciaHandlers } from './routes/referencia.routes';
import { type Handlers, registerEndpoints } from './routes/register';
import { sistemaHandlers } from './routes/sistema.routes';
import { createMediaStore } from './storage/media-store';

const VERSION: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8'),
).version;

export interface BuiltApp {
  app: FastifyInstance;
  routes: DeclaredRoute[];
}

/**
 * Fastify's own failures (bad JSON, huge body, wrong content type, a path too long) in our
 * `{code, message}` form; any other client error it raises reads as an invalid request.
 */
function fromFastifyError(error: FastifyError): { status: number; body: ApiErrorBody } | null {
  const status = error.statusCode ?? 500;
  const as = (code: ErrorCode, message: string) => ({ status: ERROR_CODES[code], body: { code, message } });
  if (status === 413) return as('PAYLOAD_TOO_LARGE', 'A requisição é grande demais.');
  if (status === 414) return as('URI_TOO_LONG', 'O endereço da requisição é longo demais.');
  if (status === 415) return as('UNSUPPORTED_MEDIA_TYPE', 'Tipo de conteúdo não suportado.');
  if (status === 429) return as('RATE_LIMITED', 'Muitas tentativas. Aguarde um minuto e tente novamente.');
  if (status === 404) return as('NOT_FOUND', 'Recurso não encontrado.');
  if (status >= 400 && status < 500) {
    return as('VALIDATION_FAILED', 'Requisição inválida: verifique os dados enviados.');
  }
  return null;
}

export interface BuildOptions {
  /** The time services see; tests pass one they can move. */
  clock?: () => Date;
}

export async function buildApp(db: Db, env: Env, options: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: env.NODE_ENV === 'test' ? false : { level: env.LOG_LEVEL },
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    // Errors met while routing (a malformed or overlong path) get the API's `{code, message}` too.
    frameworkErrors: (error, _request, reply) => {
      const known = fromFastifyError(error) ?? {
        status: 400,
        body: { code: 'VALIDATION_FAILED', message: 'Requisição inválida.' },
      };
      return (reply as unknown as FastifyReply).code(known.status).send(known.body);
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('clock', options.clock ?? (() => new Date()));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine writes CSS variables into style attributes at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'data:'],
        connectSrc: ["'self'", 'https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    // The app is plain HTTP on localhost in development; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });
  await app.register(fastifyRateLimit, { global: false });
  // Uploads are streamed to the media store, never buffered whole; each route sets its own limits.
  await app.register(fastifyMultipart);
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: 'rip-app API',
        version: VERSION,
        description: 'API do Registro de Investigação Preliminar',
      },
      servers: [{ url: '/' }],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });

  const routes = installAccessControl(app, db, env);
  const mediaStore = createMediaStore(env);

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ code: error.code, message: error.message, issues: error.issues });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues = error.validation.map((issue) => ({
        path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: issue.message ?? 'Valor inválido.',
      }));
      return reply.code(400).send({
        code: 'VALIDATION_FAILED',
        message: issues.map((issue) => issue.message).join('\n'),
        issues,
      });
    }
    const known = fromFastifyError(error);
    if (known) return reply.code(known.status).send(known.body);
    request.log.error({ err: error }, 'erro não tratado');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Erro interno do servidor.' });
  });

  await app.register(
    async (api) => {
      const handlers = {
        ...sistemaHandlers(app, VERSION),
        ...authHandlers(env),
        ...referenciaHandlers,
        ...casosHandlers,
        ...pessoasHandlers,
        ...documentosHandlers(mediaStore),
        ...mediaHandlers(mediaStore),
      } satisfies Handlers;
      registerEndpoints(api, handlers, db, env);
    },
    { prefix: API_PREFIX },
  );

  const hasApp = existsSync(path.join(env.appDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: env.appDir,
      prefix: BASE_PATH,
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz copies (scripts/precompress.mjs); the browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Hashed assets never change; the shell, manifest and worker must be revalidated so updates arrive.
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect(BASE_PATH));

  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith(API_PREFIX);
    if (!isApi && hasApp && request.method === 'GET' && request.url.startsWith(BASE_PATH.slice(0, -1))) {
      // Client-side routes (and unknown pages, which the app answers with its own 404 screen).
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });

  await app.ready();
  return { app, routes };
}
