// Before the embedded PostgreSQL starts: who else uses the data directory, and what a crash of
// an earlier run left behind. See "Banco embutido e papéis" in docs/decisions.md.
import { existsSync, readFileSync, unlinkSync } from 'node:fs';
import { readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { commandLine, isNodeProcess, isRunning, parentPid, startTicks } from './process-info';
import { StartFailure } from './start-failure';

interface LockOwner {
  pid: number;
  startTicks: string | null;
}

const LOCK_FILE = 'embedded-postgres.lock';

/** The Node process named by the lock file still runs (the same process, not a reused pid). */
function ownerIsAlive(owner: LockOwner): boolean {
  if (owner.pid === process.pid || !isRunning(owner.pid)) return false;
  const ticks = startTicks(owner.pid);
  if (ticks !== null && owner.startTicks !== null) return ticks === owner.startTicks;
  return isNodeProcess(owner.pid);
}

async function readLock(file: string): Promise<LockOwner | null> {
  try {
    return JSON.parse(await readFile(file, 'utf8')) as LockOwner;
  } catch {
    return null;
  }
}

/**
 * Marks the data directory as controlled by this Node process (the server, or a command-line
 * tool that had to start PostgreSQL itself). Refuses while another live process holds it; a lock
 * left by a process that died (kill -9, power loss) is taken over. Returns the release.
 */
export async function claimDataDir(dataDir: string): Promise<() => Promise<void>> {
  const file = path.join(dataDir, LOCK_FILE);
  const current = await readLock(file);
  if (current && ownerIsAlive(current)) {
    throw new StartFailure(
      `outro processo do rip-app (PID ${current.pid}) já usa o PostgreSQL embutido de ${dataDir}. ` +
        'Use o servidor que já está rodando, ou pare-o (Ctrl+C no terminal dele, ou ' +
        `kill ${current.pid}) antes de iniciar outro; para dois servidores, use outro RIP_DATA_DIR.`,
    );
  }
  const mine: LockOwner = { pid: process.pid, startTicks: startTicks(process.pid) };
  await writeFile(file, JSON.stringify(mine));
  const release = () => {
    try {
      if ((JSON.parse(readFileSync(file, 'utf8')) as LockOwner).pid === process.pid) unlinkSync(file);
    } catch {}
  };
  // Also at exit: embedded-postgres's own exit hook may end the process on SIGINT or SIGTERM
  // (after stopping PostgreSQL) before the server's shutdown gets this far.
  process.once('exit', release);
  return async () => {
    process.removeListener('exit', release);
    release();
  };
}

export interface PostmasterFile {
  pid: number;
  port: number;
}

/** postmaster.pid: the postmaster's pid on line 1, its port on line 4. */
export async function readPostmasterFile(databaseDir: string): Promise<PostmasterFile | null> {
  const file = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(file)) return null;
  const lines = (await readFile(file, 'utf8')).split('\n');
  return { pid: Number(lines[0]), port: Number(lines[3]) };
}

/** The process is a PostgreSQL postmaster started on this very data directory. */
export function servesDataDir(pid: number, databaseDir: string): boolean | null {
  const args = commandLine(pid);
  if (args === null) return null;
  if (args.length === 1) return (args[0] ?? '').includes(`-D ${databaseDir}`);
  const program = path.basename(args[0] ?? '');
  const dir = args[args.indexOf('-D') + 1];
  return program === 'postgres' && dir !== undefined && path.resolve(dir) === path.resolve(databaseDir);
}

async function waitForExit(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (!isRunning(pid)) return true;
    await sleep(100);
  }
  return !isRunning(pid);
}

/**
 * Stops an orphaned postmaster rather than adopting it: the new run then owns PostgreSQL as its
 * child (logs, clean stop, current flags and port), like any other start. SIGINT is PostgreSQL's
 * fast shutdown (a checkpoint, no crash recovery on the next start); SIGQUIT only if it hangs.
 */
async function stopOrphan(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT');
  if (await waitForExit(pid, 30_000)) return;
  process.kill(pid, 'SIGQUIT');
  if (await waitForExit(pid, 10_000)) return;
  throw new StartFailure(
    `o PostgreSQL embutido deixado por uma execução anterior (PID ${pid}) não parou. ` +
      `Pare-o com \`kill -9 ${pid}\` e rode npm start de novo.`,
  );
}

/**
 * Clears the way for a new postmaster on databaseDir, after claimDataDir said no live rip-app
 * process holds it: an orphan of ours is stopped; a postmaster.pid naming a live process that is
 * not our PostgreSQL (the pid was reused after a crash or reboot) is removed, since PostgreSQL
 * would take that process for a running server and refuse to start.
 */
export async function recoverPostmaster(databaseDir: string, log: (message: string) => void): Promise<void> {
  const found = await readPostmasterFile(databaseDir);
  // A dead pid is left to PostgreSQL, which also checks that no old backend still uses the
  // shared memory named in the file before it takes the directory over.
  if (!found || !isRunning(found.pid)) return;
  const ours = servesDataDir(found.pid, databaseDir);
  if (ours === null) {
    throw new StartFailure(
      `${path.join(databaseDir, 'postmaster.pid')} cita o processo ${found.pid}, que não foi possível ` +
        'examinar. Se ele não for um PostgreSQL, apague esse arquivo e rode npm start de novo.',
    );
  }
  if (!ours) {
    await unlink(path.join(databaseDir, 'postmaster.pid'));
    log(`postmaster.pid antigo removido: o PID ${found.pid} agora é de outro programa.`);
    return;
  }
  // A postmaster started by a rip-app older than the lock file: its parent is that server.
  const parent = parentPid(found.pid);
  if (parent !== null && parent !== process.pid && parent > 1 && isNodeProcess(parent)) {
    throw new StartFailure(
      `o PostgreSQL embutido de ${databaseDir} (PID ${found.pid}) pertence ao processo ${parent}, que ` +
        `ainda está rodando. Pare esse servidor (kill ${parent}) ou use outro RIP_DATA_DIR.`,
    );
  }
  await stopOrphan(found.pid);
  log(`PostgreSQL embutido deixado por uma execução interrompida (PID ${found.pid}) encerrado.`);
}
