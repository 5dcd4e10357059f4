/**
 * The previous release for the upgrade test, in a folder of its own as the guide lays releases
 * out: its files from git (the commit in `versao-anterior`), installed and built by the guide's
 * own lines.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
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

/** A shell line in a folder, as an operator types it; its output, or a throw with it when it fails. */
function rodar(linha: string, pasta: string): Promise<string> {
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
      code === 0 ? resolve(saida) : reject(new Error(`'${linha}' em ${pasta} saiu com ${code}:\n${saida}`)),
    );
  });
}

/** The previous release's files (`git archive` of its commit), as a tag's archive would give them. */
export async function extrairDoGit(commit: string, pasta: string): Promise<void> {
  mkdirSync(pasta, { recursive: true });
  await rodar(`git -C '${ROOT}' archive ${commit} | tar -x -C '${pasta}'`, pasta);
}

/**
 * The guide's install block (`<!-- ensaio: instalar -->`: the Node version, `npm ci`, the build),
 * run line by line in the release's folder as an operator types it. What each line printed is
 * returned, the first being the Node version.
 */
export async function instalarComoOGuia(pasta: string, linhas: string[]): Promise<string[]> {
  const saidas: string[] = [];
  for (const linha of linhas) saidas.push((await rodar(linha, pasta)).trim());
  return saidas;
}

/**
 * An empty folder for RIP_APP_DIR: the nodes serve the API only, the load being the API's, and
 * this checkout's own build may be under way in the same run (`npm test` builds beside the tests).
 */
export function pastaSemApp(raiz: string): string {
  const vazia = path.join(raiz, 'sem-app');
  mkdirSync(vazia);
  return vazia;
}
