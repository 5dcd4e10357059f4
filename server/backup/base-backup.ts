/**
 * A hot, consistent copy of the embedded PostgreSQL with its own low-level base-backup API
 * (pg_backup_start / pg_backup_stop on one session; the package ships no pg_basebackup). The data
 * directory is copied while the server writes; the copy becomes consistent when PostgreSQL, started
 * on it, replays the WAL from the backup's start to its end — recorded in backup_label, which
 * pg_backup_stop hands back — so the WAL of that span is copied too, as pg_basebackup -X does.
 */
import { copyFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { type Copied, copyTree, type Skip } from './copy-tree';

export interface BaseBackup extends Copied {
  startLsn: string;
  stopLsn: string;
  walFiles: number;
  serverVersion: string;
}

/** Directories whose contents PostgreSQL rebuilds at start (as pg_basebackup leaves them out). */
const EMPTIED = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'pg_replslot',
]);
const LEFT_OUT = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'backup_manifest',
]);

const skip: Skip = (relative, isDirectory) => {
  const name = path.basename(relative);
  if (isDirectory && EMPTIED.has(relative)) return 'contents';
  if (!isDirectory && (LEFT_OUT.has(relative) || name === 'pg_internal.init' || name.startsWith('pgsql_tmp')))
    return 'all';
  return false;
};

const WAL_SEGMENT = /^[0-9A-F]{24}$/;

export async function baseBackup(
  superuserUrl: string,
  databaseDir: string,
  target: string,
): Promise<BaseBackup> {
  const client = new pg.Client({ connectionString: superuserUrl });
  await client.connect();
  try {
    const version = await client.query<{ server_version: string }>('SHOW server_version');
    // Without a WAL archive, a checkpoint during the copy could recycle segments the restore must
    // replay; a slot reserving WAL from now on keeps them. Temporary: it goes with this session.
    await client.query('SELECT pg_create_physical_replication_slot($1, true, true)', [
      `rip_backup_${process.pid}`,
    ]);
    const started = await client.query<{ lsn: string; file: string }>(
      'SELECT lsn::text, pg_walfile_name(lsn) AS file FROM pg_backup_start($1, true) AS lsn',
      [`rip-app ${new Date().toISOString()}`],
    );
    const copied = await copyTree(databaseDir, target, skip);
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'SELECT lsn::text, labelfile, spcmapfile FROM pg_backup_stop(false)',
    );
    const stop = stopped.rows[0];
    if (!stop) throw new Error('pg_backup_stop não respondeu');
    // Counted with the rest: the restore checks the folder holds exactly what the backup wrote.
    const labels: [string, string][] = [['backup_label', stop.labelfile]];
    if (stop.spcmapfile) labels.push(['tablespace_map', stop.spcmapfile]);
    for (const [name, text] of labels) {
      await writeFile(path.join(target, name), text, { mode: 0o600 });
      copied.files += 1;
      copied.bytes += (await stat(path.join(target, name))).size;
    }

    // Past the segment holding the stop point, that segment is whole on disk.
    await client.query('SELECT pg_switch_wal()');
    const last = await client.query<{ file: string }>('SELECT pg_walfile_name(pg_current_wal_lsn()) AS file');
    const first = started.rows[0]?.file ?? '';
    const lastFile = last.rows[0]?.file ?? '';
    const wal = path.join(databaseDir, 'pg_wal');
    let walFiles = 0;
    let walBytes = 0;
    for (const name of (await readdir(wal)).sort()) {
      const needed =
        (WAL_SEGMENT.test(name) && name >= first && name <= lastFile) || name.endsWith('.history');
      if (!needed) continue;
      await copyFile(path.join(wal, name), path.join(target, 'pg_wal', name));
      walFiles += 1;
      walBytes += (await stat(path.join(target, 'pg_wal', name))).size;
    }
    return {
      files: copied.files + walFiles,
      bytes: copied.bytes + walBytes,
      startLsn: started.rows[0]?.lsn ?? '',
      stopLsn: stop.lsn,
      walFiles,
      serverVersion: version.rows[0]?.server_version ?? '',
    };
  } finally {
    await client.end();
  }
}
