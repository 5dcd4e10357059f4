/**
 * The previous release for the upgrade test, in a folder of its own as the guide lays releases
 * out: its files from git (the commit in `versao-anterior`), its dependencies, and its app build
 * left out — it serves the API only (see `semApp`).
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../cluster/nodes';

/**
 * The release deployed before this one: the last commit of main before the work it upgrades from.
 * Whoever cuts a release writes its commit here; an older one only makes the upgrade a longer jump.
 */
export const commitAnterior = readFileSync(path.join(import.meta.dirname, 'versao-anterior'), 'utf8').trim();

const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

/**
 * Why the previous release cannot be had from this clone, or undefined when it can. Only a shallow
 * clone (`--depth`) lacks it: .ci/run deepens one when it has a remote; without one the upgrade
 * test says so and is skipped, where any other missing commit fails it.
 */
export function semVersaoAnterior(): string | undefined {
  try {
    git('cat-file', '-e', `${commitAnterior}^{commit}`);
    return undefined;
  } catch {
    if (git('rev-parse', '--is-shallow-repository') !== 'true')
      throw new Error(
        `o commit da versão anterior (${commitAnterior}, scripts/implantacao/versao-anterior) não está no git`,
      );
    return `este clone é raso (--depth) e não tem o commit da versão anterior (${commitAnterior}): clone com a história`;
  }
}

/** A shell line in a folder, as an operator types it; throws with its output when it fails. */
function rodar(linha: string, pasta: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['-c', linha], {
      cwd: pasta,
      // The machine's npm cache first (the registry only for what it lacks); no audit or fund calls.
      env: {
        ...process.env,
        npm_config_prefer_offline: 'true',
        npm_config_audit: 'false',
        npm_config_fund: 'false',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let saida = '';
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => {
        saida = (saida + chunk).slice(-8000);
      });
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`'${linha}' em ${pasta} saiu com ${code}:\n${saida}`)),
    );
  });
}

/** The previous release's files (`git archive` of its commit), as a tag's archive would give them. */
export async function extrairDoGit(commit: string, pasta: string): Promise<void> {
  mkdirSync(pasta, { recursive: true });
  await rodar(`git -C '${ROOT}' archive ${commit} | tar -x -C '${pasta}'`, pasta);
}

/**
 * `npm ci` gives a release with this checkout's lock file the very tree the checkout has: linked
 * instead (a minute of the suite's time saved); another lock file is installed.
 */
export async function instalarDependencias(pasta: string): Promise<'ligadas' | 'instaladas'> {
  const lock = (raiz: string) => readFileSync(path.join(raiz, 'package-lock.json'), 'utf8');
  if (lock(pasta) === lock(ROOT)) {
    symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(pasta, 'node_modules'));
    return 'ligadas';
  }
  await rodar('npm ci', pasta);
  return 'instaladas';
}

/**
 * The previous release without its app: a second `vite build` would cost the suite a minute and
 * more, and the load is the API's. Its `npm start` builds when dist/app/index.html is missing or
 * older than the sources: a stand-in written after the files came out of git is newer than all of
 * them; RIP_APP_DIR (the returned empty folder) keeps the server from handing that stand-in out.
 */
export function semApp(pasta: string): string {
  const construida = path.join(pasta, 'dist', 'app');
  mkdirSync(construida, { recursive: true });
  writeFileSync(path.join(construida, 'index.html'), '');
  const vazia = path.join(pasta, 'sem-app');
  mkdirSync(vazia);
  return vazia;
}
