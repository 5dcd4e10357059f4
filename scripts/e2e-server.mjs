// The server the browser tests run against: the built app on a fresh embedded PostgreSQL
// (so the demo users exist), in a throwaway data directory (one per port: E2E_DATA_DIR), handing
// out its own copy of the built app (E2E_APP_DIR), which a journey may redeploy (e2e/deploy.ts).
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!process.env.E2E_DATA_DIR)
  throw new Error('E2E_DATA_DIR: o playwright.config.ts informa a pasta de dados');
const dataDir = path.resolve(root, process.env.E2E_DATA_DIR);
rmSync(dataDir, { recursive: true, force: true });
if (!process.env.E2E_APP_DIR) throw new Error('E2E_APP_DIR: o playwright.config.ts informa a pasta do app');
const appDir = path.resolve(root, process.env.E2E_APP_DIR);
rmSync(appDir, { recursive: true, force: true });
cpSync(path.join(root, 'dist', 'app'), appDir, { recursive: true });
process.env.RIP_APP_DIR = appDir;

process.env.RIP_DATA_DIR = dataDir;
process.env.PORT ??= '3999';
process.env.EMBEDDED_PG_PORT ??= String(45000 + Math.floor(Math.random() * 5000));
process.env.NODE_ENV = 'development';
process.env.LOG_LEVEL ??= 'warn';
// The dashboard's figures are rebuilt every few seconds, so a journey sees what it just recorded.
process.env.PAINEL_EVERY_MS ??= '2000';
// Every journey logs in from this one address; the login limit itself is tested against the server.
process.env.LOGIN_RATE_LIMIT_PER_MINUTE ??= '1000';
await import('./start.mjs');
