// What the embedded PostgreSQL's start needs to know about other processes: whether a pid is
// alive, what it runs and who its parent is. Linux answers from /proc; elsewhere `ps` does.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

function procStat(pid: number): string[] | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (2nd field) may hold spaces and parentheses: split after the last ')'.
    return text.slice(text.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

function ps(pid: number, column: string): string | null {
  try {
    const out = execFileSync('ps', ['-o', `${column}=`, '-p', String(pid)], { encoding: 'utf8' }).trim();
    return out || null;
  } catch {
    return null;
  }
}

/**
 * Alive and not a zombie: a process that exited but was not reaped yet (an orphan whose new
 * parent is slow to wait for it) still answers kill(pid, 0).
 */
export function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it exists, under another user (PostgreSQL's own OS user when we run as root).
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const stat = procStat(pid);
  if (stat) return stat[0] !== 'Z';
  const state = ps(pid, 'stat');
  return state !== null && !state.startsWith('Z');
}

/** The arguments a process was started with; one joined string where only `ps` can tell. */
export function commandLine(pid: number): string[] | null {
  try {
    const raw = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (raw) return raw.replace(/\0$/, '').split('\0');
  } catch {}
  const line = ps(pid, 'command');
  return line === null ? null : [line];
}

export function parentPid(pid: number): number | null {
  const stat = procStat(pid);
  const parent = Number(stat ? stat[1] : ps(pid, 'ppid'));
  return Number.isInteger(parent) && parent > 0 ? parent : null;
}

/**
 * When the process started, in clock ticks since boot (Linux only): with the pid it names one
 * process for good, since a pid is reused only by a process started later.
 */
export function startTicks(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

export function isNodeProcess(pid: number): boolean {
  const args = commandLine(pid);
  const program = args?.[0]?.split(/\s/)[0] ?? '';
  return /(^|\/)node(js)?(\d+)?$/.test(program) || program === process.execPath;
}
