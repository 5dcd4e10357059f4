// A command-line tool of package.json (server/cli/*.ts) as npm would run it, for tests.
import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

export interface CliResult {
  code: number | null;
  output: string;
}

export function runCli(script: string, args: string[], env: Record<string, string>): Promise<CliResult> {
  const inherited = { ...process.env };
  delete inherited.DATABASE_URL;
  delete inherited.DATABASE_OWNER_URL;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'cli', script), ...args],
    {
      cwd: ROOT,
      env: { ...inherited, NODE_ENV: 'development', SEED_DEMO: 'false', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}
