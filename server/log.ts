/**
 * What the process says outside a request — the start, the shutdown, the embedded PostgreSQL, a
 * warning of Node itself — as JSON lines of the same shape as the request log's (pino's: level,
 * time, pid, hostname, msg). journald and a log collector then read one format, with no plain line
 * mixed in to break a parser.
 */
import { hostname } from 'node:os';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity };

export type NivelDoLog = keyof typeof LEVELS;

let minimo = LEVELS.info;
const host = hostname();

/** LOG_LEVEL, once the configuration is read; before that, info and above. */
export function nivelDoLog(nivel: NivelDoLog): void {
  minimo = LEVELS[nivel];
}

function linha(level: number, msg: string, campos: Record<string, unknown>): void {
  if (level < minimo) return;
  const texto = JSON.stringify({ level, time: Date.now(), pid: process.pid, hostname: host, ...campos, msg });
  // Where the request log goes too (pino's default), written at once: stdout is synchronous on a
  // file or a pipe, so a line said just before process.exit is not lost.
  process.stdout.write(`${texto}\n`);
}

export const logDoProcesso = {
  info: (msg: string, campos: Record<string, unknown> = {}) => linha(LEVELS.info, msg, campos),
  warn: (msg: string, campos: Record<string, unknown> = {}) => linha(LEVELS.warn, msg, campos),
  error: (msg: string, campos: Record<string, unknown> = {}) => linha(LEVELS.error, msg, campos),
  fatal: (msg: string, campos: Record<string, unknown> = {}) => linha(LEVELS.fatal, msg, campos),
};
