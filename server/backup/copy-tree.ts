/**
 * Copies a directory tree file by file, tolerating files that vanish meanwhile (a running
 * PostgreSQL drops and creates files during a base backup; WAL replay makes the copy consistent).
 */
import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

export interface Copied {
  files: number;
  bytes: number;
}

/** Answers, for a path relative to the tree's root, whether to leave it out ('contents': the directory, empty). */
export type Skip = (relative: string, isDirectory: boolean) => false | 'all' | 'contents';

const gone = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

export async function copyTree(from: string, to: string, skip: Skip = () => false): Promise<Copied> {
  const total: Copied = { files: 0, bytes: 0 };
  async function walk(relative: string): Promise<void> {
    await mkdir(path.join(to, relative), { recursive: true, mode: 0o700 });
    let entries: import('node:fs').Dirent[];
    try {
      entries = await readdir(path.join(from, relative), { withFileTypes: true });
    } catch (error) {
      if (gone(error)) return;
      throw error;
    }
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      const decision = skip(child, entry.isDirectory());
      if (decision === 'all') continue;
      if (entry.isDirectory()) {
        if (decision === 'contents') await mkdir(path.join(to, child), { recursive: true, mode: 0o700 });
        else await walk(child);
        continue;
      }
      if (!entry.isFile()) continue;
      try {
        await copyFile(path.join(from, child), path.join(to, child));
        total.bytes += (await stat(path.join(to, child))).size;
        total.files += 1;
      } catch (error) {
        if (!gone(error)) throw error;
      }
    }
  }
  await walk('');
  return total;
}
