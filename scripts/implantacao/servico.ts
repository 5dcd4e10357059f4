/**
 * A unit of the guide run as systemd would, in the foreground: its ExecStart in a release's folder
 * (WorkingDirectory), an environment holding only what the EnvironmentFile would, the
 * LoadCredential= files in a folder of their own ($CREDENTIALS_DIRECTORY), and a stop by the
 * unit's KillMode — SIGTERM to the main process (mixed) or to its whole group (control-group, the
 * default), then, once the main process is gone, SIGKILL to whatever of it is left. Every process
 * the service started is followed through /proc, so a test can say whether one was left behind.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Unidade } from './guia';

export interface Processo {
  pid: number;
  /** Clock ticks since boot when it started: a pid reused later is another process. */
  inicio: string;
  comando: string;
}

export interface Servico {
  child: ChildProcess;
  output(): string;
  /** Every process of the service seen so far (the main one and its descendants). */
  processos(): Processo[];
  /**
   * `systemctl stop`: the unit's KillMode signal, the main process's exit awaited (up to
   * TimeoutStopSec), then SIGKILL to what remained, which it answers.
   */
  parar(): Promise<{ code: number | null; restantes: Processo[] }>;
}

function lerProc(): Map<number, { ppid: number; inicio: string; comando: string }> {
  const tabela = new Map<number, { ppid: number; inicio: string; comando: string }>();
  for (const nome of readdirSync('/proc')) {
    if (!/^\d+$/.test(nome)) continue;
    try {
      const stat = readFileSync(`/proc/${nome}/stat`, 'utf8');
      // The name (2nd field) may hold spaces: the fields after the last ')' start at the state.
      const campos = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (campos[0] === 'Z') continue;
      const comando = readFileSync(`/proc/${nome}/cmdline`, 'utf8').split('\0').join(' ').trim();
      tabela.set(Number(nome), { ppid: Number(campos[1]), inicio: campos[19] ?? '', comando });
    } catch {
      // Gone between the listing and the read.
    }
  }
  return tabela;
}

function vivo(processo: Processo, tabela = lerProc()): boolean {
  return tabela.get(processo.pid)?.inicio === processo.inicio;
}

/** A signal to a process that may have exited since it was seen (then there is nothing to stop). */
function sinalizar(pid: number, sinal: NodeJS.Signals): void {
  try {
    process.kill(pid, sinal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** $CREDENTIALS_DIRECTORY as systemd fills it: each LoadCredential= file under its name, read-only. */
function credenciaisDoSystemd(unidade: Unidade, arquivos: Record<string, string>): string | null {
  const nomes = Object.keys(unidade.credenciais);
  if (nomes.length === 0) return null;
  const pasta = mkdtempSync(path.join(tmpdir(), 'rip-credenciais-'));
  for (const nome of nomes) {
    const origem = arquivos[nome];
    if (!origem) throw new Error(`a unidade pede a credencial ${nome}, que o ensaio não tem`);
    copyFileSync(origem, path.join(pasta, nome));
    chmodSync(path.join(pasta, nome), 0o400);
  }
  return pasta;
}

export interface OpcoesDoServico {
  /**
   * The files for the unit's LoadCredential= names, handed over as systemd does; unset, none is
   * (the secrets' paths are then in the environment, the guide's other accepted form).
   */
  credenciais?: Record<string, string>;
  /**
   * Looks through /proc for the service's processes five times a second, so `processos()` holds
   * short-lived ones too; off, only at the start and at the stop.
   */
  seguir?: boolean;
}

export function iniciarServico(
  unidade: Unidade,
  pasta: string,
  ambiente: Record<string, string>,
  opcoes: OpcoesDoServico = {},
): Servico {
  const diretorio = opcoes.credenciais ? credenciaisDoSystemd(unidade, opcoes.credenciais) : null;
  const [programa, ...args] = unidade.execStart as [string, ...string[]];
  const child = spawn(programa, args, {
    cwd: pasta,
    // systemd gives a service no shell environment: the PATH, HOME of its User=, the EnvironmentFile.
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/root',
      ...ambiente,
      ...(diretorio ? { CREDENTIALS_DIRECTORY: diretorio } : {}),
    },
    // Its own process group, as a unit's processes are apart from whoever started it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let texto = '';
  child.stdout?.on('data', (chunk) => {
    texto += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    texto += chunk;
  });
  const saiu = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const vistos = new Map<number, Processo>();
  const seguir = () => {
    const tabela = lerProc();
    const raiz = child.pid;
    if (raiz === undefined) return;
    const fila = [raiz];
    while (fila.length > 0) {
      const pid = fila.shift() as number;
      const info = tabela.get(pid);
      if (!info) continue;
      if (!vistos.has(pid)) vistos.set(pid, { pid, inicio: info.inicio, comando: info.comando });
      for (const [filho, dados] of tabela) if (dados.ppid === pid) fila.push(filho);
    }
  };
  seguir();
  if (opcoes.seguir) {
    const seguidor = setInterval(seguir, 200);
    child.once('exit', () => clearInterval(seguidor));
  }
  return {
    child,
    output: () => texto,
    processos: () => [...vistos.values()],
    async parar() {
      // The processes of the unit now: a control-group stop signals each, and what is left of them
      // once the main process is gone (then reparented, out of its tree) is found by this list.
      seguir();
      const alvos =
        unidade.killMode === 'control-group'
          ? [...vistos.values()].filter((processo) => vivo(processo))
          : [{ pid: child.pid as number }];
      for (const alvo of alvos) sinalizar(alvo.pid, 'SIGTERM');
      const limite = new Promise<'tempo'>((resolve) =>
        setTimeout(() => resolve('tempo'), unidade.timeoutStopMs).unref(),
      );
      const fim = await Promise.race([saiu, limite]);
      const tabela = lerProc();
      const restantes = [...vistos.values()].filter((processo) => vivo(processo, tabela));
      for (const processo of restantes) sinalizar(processo.pid, 'SIGKILL');
      return { code: fim === 'tempo' ? null : fim, restantes };
    },
  };
}
