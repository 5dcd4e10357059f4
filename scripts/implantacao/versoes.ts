/**
 * Two releases side by side for the upgrade test, each in a folder of its own as the guide lays
 * them out: the previous one taken from git (the commit in `versao-anterior`), this one copied
 * from the checkout, each installed and built by shell commands run as they are written.
 */
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, realpathSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from '../cluster/nodes';

/**
 * The release deployed before this one: the last commit of main before the work it upgrades from.
 * Whoever cuts a release writes its commit here; an older one only makes the upgrade a longer jump.
 */
export function commitAnterior(): string {
  const commit = readFileSync(path.join(import.meta.dirname, 'versao-anterior'), 'utf8').trim();
  try {
    execFileSync('git', ['cat-file', '-e', `${commit}^{commit}`], { cwd: ROOT, stdio: 'ignore' });
  } catch {
    throw new Error(
      `o commit da versão anterior (${commit}, scripts/implantacao/versao-anterior) não está no git deste clone: clone com a história (sem --depth)`,
    );
  }
  return commit;
}

export interface Rodado {
  linha: string;
  segundos: number;
}

/** A shell line in a folder, as an operator types it; throws with its output when it fails. */
export function rodar(linha: string, pasta: string): Promise<Rodado> {
  const inicio = performance.now();
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
    child.stdout.on('data', (chunk) => {
      saida = (saida + chunk).slice(-8000);
    });
    child.stderr.on('data', (chunk) => {
      saida = (saida + chunk).slice(-8000);
    });
    child.once('exit', (code) =>
      code === 0
        ? resolve({ linha, segundos: (performance.now() - inicio) / 1000 })
        : reject(new Error(`'${linha}' em ${pasta} saiu com ${code}:\n${saida}`)),
    );
  });
}

/** The previous release's files (`git archive` of its commit), as a tag's archive would give them. */
export async function extrairDoGit(commit: string, pasta: string): Promise<void> {
  mkdirSync(pasta, { recursive: true });
  await rodar(`git -C '${ROOT}' archive ${commit} | tar -x -C '${pasta}'`, pasta);
}

/** This release's files: the checkout's tracked and new files, without what git ignores. */
export function copiarEstaVersao(pasta: string): void {
  const listados = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  for (const arquivo of listados.split('\0')) {
    // node_modules is a link here (not ignored as a folder); a deleted file is still listed.
    if (!arquivo || arquivo === 'node_modules' || !existsSync(path.join(ROOT, arquivo))) continue;
    mkdirSync(path.dirname(path.join(pasta, arquivo)), { recursive: true });
    copyFileSync(path.join(ROOT, arquivo), path.join(pasta, arquivo));
  }
}

/**
 * `npm ci` gives a release with this checkout's lock file the very tree the checkout has: linked
 * instead (a minute of the suite's time saved); another lock file is installed.
 */
export async function instalarDependencias(pasta: string): Promise<'ligado' | Rodado> {
  const lock = (raiz: string) => readFileSync(path.join(raiz, 'package-lock.json'), 'utf8');
  if (lock(pasta) === lock(ROOT)) {
    symlinkSync(realpathSync(path.join(ROOT, 'node_modules')), path.join(pasta, 'node_modules'));
    return 'ligado';
  }
  return rodar('npm ci', pasta);
}
