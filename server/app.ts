import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Writable } from 'node:stream';
import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Registry } from 'prom-client';
import { API_PREFIX, BASE_PATH, JSON_BODY_LIMIT_BYTES } from '../shared/constants';
import { type EstadoDaAncora, estadoDaAncora } from './audit/ancora';
import { createAnchor } from './audit/checkpoint-store';
import { type DeclaredRoute, installAccessControl } from './auth/access';
import { aparelhosPerdidos } from './auth/aparelhos-perdidos';
import { casoAcessos } from './auth/caso-acessos';
import { sessionRows } from './auth/session-rows';
import { iniciarAvisos } from './cluster/avisos';
import { iniciarLideranca } from './cluster/lideranca';
import { pgRateLimitStore } from './cluster/limite-store';
import { algumTrabalho, type Intervalos, trabalhoDoLider } from './cluster/trabalho-do-lider';
import { vezCompartilhada } from './cluster/vez-externa';
import type { Db } from './db/client';
import type { Env } from './env';
import { registrarPartesDoCaso } from './features/casos/caso-parte';
import { iniciarMapas } from './features/locais/mapa.service';
import { iniciarPainel } from './features/painel/painel.service';
import { handlersDasAreas, PARTES_DO_CASO } from './features/registro';
import { registerUploads } from './features/vestigios/uploads.tus';
import './http/zod-pt';
import { createGeocoder } from './geo/geocoder';
import { createStaticMap } from './geo/static-map';
import { clientErrors, frameworkErrors, installErrorHandler } from './http/errors';
import { loggerOptions } from './http/logging';
import { installMetrics } from './http/metrics';
import { installOpenApi } from './http/openapi';
import { createReadiness, type Readiness } from './http/readiness';
import { type Handlers, registerEndpoints } from './http/register';
import { installRequestId, requestIdOptions } from './http/request-id';
import { daApi } from './http/rota-da-api';
import { installSecurity } from './http/security';
import { sistemaHandlers } from './http/sistema.routes';
import { createAssinatura } from './pdf/assinatura';
import { createStoreFor } from './storage/store-for';
import { createUploadArea, UPLOAD_EXPIRA_MS } from './storage/uploads';

const VERSION: string = JSON.parse(
  readFileSync(path.resolve(import.meta.dirname, '..', 'package.json'), 'utf8'),
).version;

export interface BuiltApp {
  app: FastifyInstance;
  routes: DeclaredRoute[];
  /** Whether the node takes requests; main.ts stops it at SIGTERM before closing. */
  readiness: Readiness;
  /** What /metrics serves (main.ts listens for it on METRICS_PORT). */
  metrics: Registry;
  /** How far the log's checkpoints are out of reach: main.ts says it at start. */
  ancora: EstadoDaAncora;
}

export interface BuildOptions {
  /** The time services see; tests pass one they can move. */
  clock?: () => Date;
  /** Where the log goes; tests read it to check what it holds. */
  logStream?: Writable;
  /** How often new audit rows are sealed into the hash chain; 0 leaves it to the caller (tests). */
  sealLogsEveryMs?: number;
  /** How often a node that is not the cluster's leader tries to become it (tests shorten it). */
  liderancaCadaMs?: number;
  /** How often the leader looks for yesterday's log digest to publish; 0 in tests unless given. */
  resumoDiarioMs?: number;
}

/** A hop count trusts that many proxies from the server outwards, and no address they relay beyond. */
function trustedProxies(setting: Env['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}

export async function buildApp(db: Db, env: Env, options: BuildOptions = {}): Promise<BuiltApp> {
  // Before anything could read a case: the case reads its features' parts from this registration.
  registrarPartesDoCaso(PARTES_DO_CASO);
  const app = Fastify({
    logger: loggerOptions(env, options.logStream),
    ...requestIdOptions,
    bodyLimit: JSON_BODY_LIMIT_BYTES,
    trustProxy: trustedProxies(env.TRUST_PROXY),
    routerOptions: { ignoreTrailingSlash: true },
    // Errors met while routing (a malformed or overlong path) get the API's `{code, message}` too.
    frameworkErrors,
    clientErrorHandler: clientErrors,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('clock', options.clock ?? (() => new Date()));
  installRequestId(app);
  // What any node may change, kept in this node's memory while the database's notices reach it.
  const avisos = iniciarAvisos(db, {
    onError: (error) => app.log.warn({ err: error }, 'avisos do banco: conexão perdida, lendo do banco'),
  });
  app.decorate('avisos', avisos);
  app.addHook('onClose', avisos.parar);
  // A write answered here is seen by this node's own memory before its answer leaves.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || !daApi(request)) {
      done(null, payload);
      return;
    }
    avisos.sincronizar().then(() => done(null, payload), done);
  });
  const metrics = installMetrics(app, db, avisos);
  const readiness = createReadiness(db);
  app.addHook('preClose', async () => readiness.stop());
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(fastifyCookie);
  await installSecurity(app, env);
  const nodeName = env.RIP_NODE_NAME;
  if (nodeName) {
    // On the raw answer: tus writes its answers itself, past Fastify's reply.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.raw.setHeader('x-rip-node', nodeName);
      done();
    });
  }
  // Counted in the database: one limit for every node, not one per node.
  await app.register(fastifyRateLimit, { global: false, store: pgRateLimitStore(db) });
  // Uploads are streamed to the media store, never buffered whole; each route sets its own limits.
  await app.register(fastifyMultipart);
  await installOpenApi(app, VERSION);

  const routes = installAccessControl(app, db, env, {
    sessions: sessionRows(avisos),
    acessos: casoAcessos(avisos),
    aparelhos: aparelhosPerdidos(avisos),
  });
  const mediaStore = createStoreFor(env);
  const uploads = await createUploadArea(env);

  installErrorHandler(app, db);

  const assinar = createAssinatura(env);
  const anchor = createAnchor(env);
  // Asked now, so that the start says whether the bucket retains the checkpoints.
  const ancora = await estadoDaAncora(anchor);
  // The digest goes to the service's log whatever LOG_LEVEL says: it is the auditor's, not a debug line.
  const diarioDoAuditor = app.log.child({}, { level: 'info' });
  const geocoder = createGeocoder({
    url: env.GEOCODER_URL,
    userAgent: env.GEO_USER_AGENT,
    // One request a second for every node together, as the usage policy counts them.
    vez: vezCompartilhada(db, 'nominatim', { intervaloMs: 1000, reservaMs: 9000 }),
  });
  const staticMap = createStaticMap({
    tileUrl: env.TILE_URL,
    userAgent: env.GEO_USER_AGENT,
    // Per tile server: tiles of another server (a stand-in, an old setting) are never shown as these.
    cacheDir: path.join(
      env.dataDir,
      'tiles',
      createHash('sha256').update(env.TILE_URL).digest('hex').slice(0, 16),
    ),
  });
  // Retried by the leader's timer (below); a saved spot asks its own node at once.
  const mapas = iniciarMapas(db, mediaStore, staticMap, {
    everyMs: 0,
    onError: (error) => app.log.error({ err: error }, 'falha ao gerar a imagem do mapa'),
  });
  app.addHook('onClose', mapas.parar);

  const painel = iniciarPainel(db, {
    everyMs: env.NODE_ENV === 'test' ? 0 : env.PAINEL_EVERY_MS,
    onError: (error) => app.log.error({ err: error }, 'falha ao recalcular o painel'),
  });
  app.addHook('onClose', painel.parar);

  const test = env.NODE_ENV === 'test';
  const intervalos: Intervalos = {
    // Four times a second: the same work in smaller pieces, so reads waiting for a core meet a
    // sealing round of a quarter of the rows (bench:caso: 3,400–4,300 reads/s against 3,000–3,600).
    selarMs: options.sealLogsEveryMs ?? (test ? 0 : 250),
    checkpointMs: test ? 0 : env.AUDIT_CHECKPOINT_EVERY_MS,
    resumoMs: options.resumoDiarioMs ?? (test ? 0 : 60_000),
    mapasMs: test ? 0 : env.MAPAS_EVERY_MS,
    enviosMs: env.UPLOADS_CLEANUP_EVERY_MS ?? (test ? 0 : UPLOAD_EXPIRA_MS / 4),
    contagensMs: test ? 0 : 3_600_000,
  };
  // Background work runs on one node of the cluster at a time (server/cluster/lideranca.ts).
  const trabalho = trabalhoDoLider(
    {
      db,
      anchor,
      resumo: {
        diario: (registro, mensagem) => diarioDoAuditor.info(registro, mensagem),
        arquivo: anchor.digestFile,
        balde: anchor.bucket,
      },
      mapas,
      uploads,
      clock: () => app.clock(),
      onError: (what) => (error) => app.log.error({ err: error }, what),
    },
    intervalos,
  );
  const lideranca = algumTrabalho(intervalos)
    ? iniciarLideranca(db, trabalho, {
        cadaMs: options.liderancaCadaMs ?? 5000,
        onError: (error) => app.log.warn({ err: error }, 'sem conexão para a liderança do cluster'),
      })
    : null;
  app.decorate('lider', () => lideranca?.lider() ?? false);
  if (lideranca) app.addHook('onClose', lideranca.parar);

  await registerUploads(app, db, env, uploads);

  await app.register(
    async (api) => {
      const handlers = {
        ...sistemaHandlers(app, VERSION, readiness),
        ...handlersDasAreas({
          env,
          store: mediaStore,
          uploads,
          geocoder,
          mapas,
          mapa: staticMap,
          anchor,
          assinar,
          painel,
        }),
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
    // A file that is not there (an old build's chunk asked by a page opened before a deploy) is a
    // 404: the shell in its place would be run as a script and leave the screen blank.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '');
    if (
      !isApi &&
      !isFile &&
      hasApp &&
      request.method === 'GET' &&
      request.url.startsWith(BASE_PATH.slice(0, -1))
    ) {
      // Client-side routes (and unknown pages, which the app answers with its own 404 screen).
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
  });

  await app.ready();
  return { app, routes, readiness, metrics, ancora };
}
