import path from 'node:path';
import { z } from 'zod';
import { BASE_PATH } from '../shared/constants';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Unset: 127.0.0.1 outside production (a demo is not reachable from the network), else 0.0.0.0. */
  HOST: z.string().min(1).optional(),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  RIP_DATA_DIR: z.string().default('./data'),
  /** The built PWA the server hands out (npm run build writes dist/app). */
  RIP_APP_DIR: z.string().optional(),
  /** Unset: an embedded PostgreSQL whose files live in RIP_DATA_DIR/postgres. */
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * The external database's owner, for migrations and seeds; DATABASE_URL is then a role that may
   * not alter the tables (the audit log stays append-only). Unset: DATABASE_URL migrates too.
   */
  DATABASE_OWNER_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /** Port of the embedded PostgreSQL; it listens on 127.0.0.1 only. */
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).default(5433),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(30),
  SESSION_MAX_HOURS: z.coerce.number().int().positive().default(12),
  LOGIN_MAX_FAILURES: z.coerce.number().int().positive().default(5),
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().positive().default(15),
  /** How long a matrícula stays locked after too many wrong passwords (CJIS AC-7: 10 minutes). */
  LOGIN_LOCK_MINUTES: z.coerce.number().int().positive().default(10),
  /** Login attempts allowed per client address per minute. */
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(20),
  /** Searches by a whole CPF a user without ver_perfil makes per hour (server/kit/limite-cpf.ts). */
  CPF_BUSCAS_POR_HORA: z.coerce.number().int().positive().default(60),
  /** Issue 43, passkeys: seconds a WebAuthn challenge (login, registration, step-up) stays usable. */
  PASSKEY_DESAFIO_SEGUNDOS: z.coerce.number().int().min(30).max(600).default(120),
  /** Minutes a passkey touch (the step-up) is good for the administration acts that ask for one. */
  PASSKEY_CONFIRMACAO_MINUTOS: z.coerce.number().int().positive().max(60).default(5),
  /**
   * Who the administrators' step-up applies to: those who registered a passkey (`com-passkey`, the
   * default: an agency without passkeys is not locked out), `todos` (an administrator without one
   * registers one first), or nobody (`desligada`). Reasons in docs/decisions.md (issue 43).
   */
  PASSKEY_CONFIRMACAO_ADMIN: z.enum(['com-passkey', 'todos', 'desligada']).default('com-passkey'),
  /** Hours after a case's creation during which its content may be written (spec: 24 horas). */
  CASE_EDIT_WINDOW_HOURS: z.coerce.number().int().positive().default(24),
  /** Set when served over HTTPS behind a proxy that terminates TLS: marks cookies Secure. */
  COOKIE_SECURE: booleanFlag.optional(),
  /**
   * Which proxies in front may say who the client is (X-Forwarded-For/-Proto): 'false' none;
   * 'true' or a number, that many hops (the proxy next to the server is one); or a list of proxy
   * addresses/CIDRs. Never every hop: a client could then claim any address and slip past the
   * login limit.
   */
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (value === 'false' || value === '0') return false;
      if (value === 'true') return 1;
      if (/^\d+$/.test(value)) return Number(value);
      return value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
    }),
  TILE_URL: z.string().default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  /** The credit the tile server asks to be shown on its maps. */
  TILE_ATTRIBUTION: z.string().default('© colaboradores do OpenStreetMap'),
  GEOCODER_URL: z.string().default('https://nominatim.openstreetmap.org/reverse'),
  /**
   * How the server names itself to the tile server and the geocoder (their usage policies ask for
   * an identifying User-Agent, with a contact). ASCII only: it is an HTTP header.
   */
  GEO_USER_AGENT: z
    .string()
    .regex(/^[\x20-\x7e]+$/)
    .default('rip-app/0.1 (Policia Civil da Paraiba; local de crime)'),
  /** How often spots still without a map image are tried again (ms; 0 only after each save). */
  MAPAS_EVERY_MS: z.coerce.number().int().min(0).default(300_000),
  /**
   * How often the log's chain head is signed into a checkpoint kept outside the database (ms; 0
   * never). Five minutes: an edit is at most that far from a witness the database cannot change.
   */
  AUDIT_CHECKPOINT_EVERY_MS: z.coerce.number().int().min(0).default(300_000),
  /**
   * The checkpoints' Ed25519 key (PEM, made once by `npm run audit:chave`), or the systemd credential
   * `log-checkpoint-key`. Production refuses one inside RIP_DATA_DIR, readable by group or others,
   * or none; elsewhere, unset, it is made as RIP_DATA_DIR/log-checkpoint-key.pem (not protected).
   */
  AUDIT_CHECKPOINT_KEY: z.string().min(1).optional(),
  /** The append-only file of checkpoints (JSON lines). Unset: RIP_DATA_DIR/log-checkpoints.jsonl. */
  AUDIT_CHECKPOINT_FILE: z.string().min(1).optional(),
  /** A file the daily digest lines are appended to, for the auditor (outside RIP_DATA_DIR in production). */
  AUDIT_DIGEST_FILE: z.string().min(1).optional(),
  /**
   * How long each checkpoint published to an S3 bucket with Object Lock is retained in compliance
   * mode (days): 20 years, the longest limitation period of the penal code (art. 109, I).
   */
  AUDIT_LOCK_RETENTION_DAYS: z.coerce.number().int().min(1).max(36_500).default(7300),
  /** A file holding the PKCS#12's passphrase, instead of PDF_SIGN_PASSPHRASE (or the credential `pdf-sign-senha`). */
  PDF_SIGN_PASSPHRASE_FILE: z.string().min(1).optional(),
  /** Set by systemd for a unit with LoadCredential=: where the service's own credentials are. */
  CREDENTIALS_DIRECTORY: z.string().min(1).optional(),
  /**
   * An S3-compatible object store for media (AWS S3, MinIO, Ceph…): all five set, or none (then
   * media live on disk under RIP_DATA_DIR/media).
   */
  S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  /** Bucket in the path (MinIO, Ceph, most S3-compatible servers); 'false' for virtual-host style. */
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  /** How often uploads no vestígio claimed within 24 h are removed (ms; 0 never; unset: 6 h, off in tests). */
  UPLOADS_CLEANUP_EVERY_MS: z.coerce.number().int().min(0).optional(),
  /** How often the dashboard's summaries and map are rebuilt (ms); tests rebuild at every request. */
  PAINEL_EVERY_MS: z.coerce.number().int().min(1000).default(300_000),
  /**
   * The certificate that signs the official report (PKCS#12; ICP-Brasil in production) and its
   * passphrase, or the systemd credential `pdf-sign.p12`. Unset outside production: a self-signed
   * demo certificate made in RIP_DATA_DIR/assinatura; production refuses to start without one.
   */
  PDF_SIGN_P12: z.string().min(1).optional(),
  PDF_SIGN_PASSPHRASE: z.string().optional(),
  /**
   * The port of /metrics (Prometheus); unset, no metrics are served. Never the public port: a
   * scrape through the load balancer would land on any node.
   */
  METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
  /** Where /metrics listens; loopback unless a scraper on another machine needs it (then METRICS_TOKEN). */
  METRICS_HOST: z.string().min(1).default('127.0.0.1'),
  /** A bearer token /metrics then asks of every scrape. */
  METRICS_TOKEN: z.string().min(16).optional(),
  /**
   * At SIGTERM, how long the node keeps answering while /health/ready already says 503, so the
   * load balancer's health check takes it out before it stops accepting (its interval × fall).
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /**
   * The most a shutdown takes from the signal, drain included: requests still in flight then are
   * cut and the process exits 1. Keep it under the supervisor's own (systemd's TimeoutStopSec).
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(25_000),
  /**
   * This node's name in a cluster, sent back in every answer's `X-Rip-Node` header (which node
   * served it: the load balancer's spread is then visible). Unset: no header.
   */
  RIP_NODE_NAME: z
    .string()
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Create the demo users on an empty database (never in production). */
  SEED_DEMO: booleanFlag.optional(),
  /**
   * The address people open the app at, its base path included (https://rip.pc.pb.gov.br/rip-app):
   * the report prints and signs its verification link with it. Required in production; never taken
   * from a request's Host or X-Forwarded-* headers, which a client writes.
   */
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
});

/** Every variable the configuration reads: each has its line in the docs' tables (server/env-docs.ts). */
export type EnvVar = keyof z.input<typeof envSchema>;

/** Where the S3-compatible object store is and how to sign in to it (the S3_* variables). */
export interface S3Config {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  forcePathStyle: boolean;
}

export type Env = Omit<z.infer<typeof envSchema>, 'HOST' | 'PUBLIC_URL'> & {
  HOST: string;
  /** PUBLIC_URL as checked: scheme, host, port and the base path, with no slash at the end. */
  PUBLIC_URL: string;
  dataDir: string;
  appDir: string;
  /** The object store for media; null keeps them on disk. */
  s3: S3Config | null;
};

const S3_VARS = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'S3_REGION',
] as const;

/** All of S3_* or none: half a configuration would silently keep evidence somewhere unintended. */
function s3Config(data: z.infer<typeof envSchema>, issues: string[]): S3Config | null {
  const missing = S3_VARS.filter((name) => !data[name]);
  if (missing.length === S3_VARS.length) return null;
  if (missing.length > 0) {
    issues.push(
      `  S3: o armazenamento S3 precisa de todas as variáveis ${S3_VARS.join(', ')}; faltam ${missing.join(', ')} (ou remova todas para guardar as mídias em disco)`,
    );
    return null;
  }
  return {
    endpoint: data.S3_ENDPOINT as string,
    bucket: data.S3_BUCKET as string,
    accessKeyId: data.S3_ACCESS_KEY_ID as string,
    secretAccessKey: data.S3_SECRET_ACCESS_KEY as string,
    region: data.S3_REGION as string,
    forcePathStyle: data.S3_FORCE_PATH_STYLE,
  };
}

const BASE = BASE_PATH.replace(/\/$/, '');
const EXEMPLO_PUBLIC_URL = `https://rip.pc.pb.gov.br${BASE}`;

/** The host part of an address made of HOST: a listen-everywhere address is reached as localhost. */
function hostDoEndereco(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/**
 * The public address, checked: the app's base path and nothing after it, no credentials; HTTPS in
 * production, unless on this very computer (the local cluster). Unset outside production: the
 * address the server listens at, which is where a demo on one computer is opened.
 */
function publicUrl(data: z.infer<typeof envSchema>, host: string, issues: string[]): string {
  const producao = data.NODE_ENV === 'production';
  if (!data.PUBLIC_URL) {
    if (producao) {
      issues.push(
        `  PUBLIC_URL: obrigatório em produção: o endereço público do app, com ${BASE} no fim (ex.: ${EXEMPLO_PUBLIC_URL}); o relatório imprime e assina o link de verificação com ele`,
      );
    }
    return `http://${hostDoEndereco(host)}:${data.PORT}${BASE}`;
  }
  const url = new URL(data.PUBLIC_URL);
  if (url.pathname.replace(/\/$/, '') !== BASE || url.search || url.hash || url.username || url.password) {
    issues.push(
      `  PUBLIC_URL: informe só o endereço público do app, com ${BASE} no fim e nada depois (ex.: ${EXEMPLO_PUBLIC_URL})`,
    );
  } else if (producao && url.protocol !== 'https:' && !LOOPBACK.has(url.hostname.replace(/^\[|\]$/g, ''))) {
    issues.push(
      '  PUBLIC_URL: em produção o endereço público é HTTPS (o link impresso no relatório leva a ele)',
    );
  }
  return `${url.origin}${BASE}`;
}

/** Reads and validates the configuration once; a bad value stops the start with a clear message. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  const issues = parsed.success ? [] : parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
  if (parsed.success && parsed.data.DATABASE_OWNER_URL && !parsed.data.DATABASE_URL) {
    issues.push('  DATABASE_OWNER_URL: só vale com DATABASE_URL (o banco embutido cria os próprios papéis)');
  }
  if (
    parsed.success &&
    parsed.data.METRICS_PORT !== undefined &&
    !LOOPBACK.has(parsed.data.METRICS_HOST) &&
    !parsed.data.METRICS_TOKEN
  ) {
    issues.push('  METRICS_HOST: fora do próprio computador, /metrics exige METRICS_TOKEN');
  }
  const s3 = parsed.success ? s3Config(parsed.data, issues) : null;
  const host = parsed.success
    ? (parsed.data.HOST ?? (parsed.data.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'))
    : '';
  const endereco = parsed.success ? publicUrl(parsed.data, host, issues) : '';
  if (!parsed.success || issues.length > 0) {
    throw new Error(`Configuração inválida:\n${issues.join('\n')}`);
  }
  return {
    ...parsed.data,
    HOST: host,
    PUBLIC_URL: endereco,
    dataDir: path.resolve(parsed.data.RIP_DATA_DIR),
    appDir: parsed.data.RIP_APP_DIR
      ? path.resolve(parsed.data.RIP_APP_DIR)
      : path.resolve(import.meta.dirname, '..', 'dist', 'app'),
    s3,
  };
}
