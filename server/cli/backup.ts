// `npm run backup [-- --destino <pasta>]`: a hot, consistent backup while the server runs (or not):
// the embedded PostgreSQL through its base-backup API, then the media, with the signing material
// and the checkpoints taken first (a checkpoint newer than the database would read as a cut log).
// An external PostgreSQL is backed up with its own tools (README, "Backup e restauração"). The backup
// is made in `<pasta>.incompleto`, which takes the backup's name once its manifest is written: a
// folder named as a backup is a whole one. A backup that fails is deleted, and says what failed.
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { type BaseBackup, baseBackup } from '../backup/base-backup';
import { tamanho, writeManifest } from '../backup/manifest';
import { backupMaterial } from '../backup/material';
import { backupMedia, bucketKeys, downloadObjects, isCheckpointKey } from '../backup/media-backup';
import { runningEmbeddedPort, startEmbedded } from '../db/embedded';
import { embeddedCredentials, loginUrl } from '../db/embedded-credentials';
import { describeStartFailure } from '../db/start-failure';
import { loadEnv } from '../env';
import { fail } from './database';

const { values } = parseArgs({ options: { destino: { type: 'string', default: 'backups' } } });
const env = loadEnv();
const began = performance.now();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..*/, 'Z');
const folder = path.resolve(values.destino ?? 'backups', `rip-backup-${stamp}`);
const making = `${folder}.incompleto`;
// Not recursive at the end: a second run in the same second stops here, not writing into the first's.
await mkdir(path.dirname(folder), { recursive: true, mode: 0o700 })
  .then(() => mkdir(making, { mode: 0o700 }))
  .catch((error: Error) => fail(`Não foi possível criar a pasta do backup: ${error.message}`));

/** The embedded PostgreSQL's base backup: the running server's, or one started for it. */
async function backupDoBanco(target: string): Promise<BaseBackup> {
  const running = await runningEmbeddedPort(env.dataDir);
  const embedded =
    running === null
      ? await startEmbedded(env.dataDir, env.EMBEDDED_PG_PORT).catch((error) => {
          throw new Error(
            `Não foi possível abrir o PostgreSQL embutido: ${describeStartFailure(error, 'o comando')}`,
          );
        })
      : null;
  const url =
    embedded?.superuserUrl ?? loginUrl(await embeddedCredentials(env.dataDir), running ?? 0, 'postgres');
  try {
    return await baseBackup(url, path.join(env.dataDir, 'postgres'), target);
  } finally {
    await embedded?.stop();
  }
}

/** Makes the backup in `target`, its manifest last; answers the report's lines. */
async function backup(target: string): Promise<string[]> {
  const material = await backupMaterial(env, path.join(target, 'material'));
  const checkpoints = env.s3
    ? await downloadObjects(
        env.s3,
        (await bucketKeys(env.s3)).filter(isCheckpointKey),
        path.join(target, 'media'),
      )
    : null;

  let postgres: BaseBackup | null = null;
  if (!env.DATABASE_URL) {
    postgres = await backupDoBanco(path.join(target, 'postgres'));
  } else {
    console.warn(
      'DATABASE_URL aponta um PostgreSQL externo: este backup leva só as mídias e o material de assinatura. ' +
        'Faça o do banco com pg_basebackup, pgBackRest ou pg_dump (README, "Backup e restauração").',
    );
  }
  // The bucket's checkpoints were taken above, before the database; the disk store holds none.
  const copia = await backupMedia(
    env,
    path.join(target, 'media'),
    (key) => env.s3 !== null && isCheckpointKey(key),
  );
  const objetos = [...(checkpoints?.objetos ?? []), ...copia.objetos];
  const media = { files: objetos.length, bytes: objetos.reduce((soma, objeto) => soma + objeto.bytes, 0) };
  const segundos = Math.round((performance.now() - began) / 100) / 10;
  await writeManifest(target, {
    formato: 2,
    criado_em: new Date().toISOString(),
    banco: env.DATABASE_URL ? 'externo' : 'embutido',
    postgres: postgres && {
      versao: postgres.serverVersion,
      inicio_lsn: postgres.startLsn,
      fim_lsn: postgres.stopLsn,
      arquivos: postgres.files,
      bytes: postgres.bytes,
    },
    midias: { origem: env.s3 ? 's3' : 'disco', arquivos: media.files, bytes: media.bytes, objetos },
    material,
    segundos,
  });
  return [
    ...(postgres
      ? [
          `  banco: ${postgres.files} arquivos, ${tamanho(postgres.bytes)} (${postgres.walFiles} segmentos de WAL, ${postgres.startLsn} a ${postgres.stopLsn})`,
        ]
      : []),
    `  mídias (${env.s3 ? 'S3' : 'disco'}): ${media.files} arquivos, ${tamanho(media.bytes)}, SHA-256 de cada um no manifest.json`,
    `  material: ${material.join(', ') || 'nenhum'}`,
    `  ${segundos} s`,
  ];
}

try {
  const report = await backup(making);
  await rename(making, folder);
  console.log([`Backup em ${folder}`, ...report].join('\n'));
} catch (error) {
  await rm(making, { recursive: true, force: true });
  fail(
    `${error instanceof Error ? error.message : String(error)}\n` +
      'O backup parou e nenhum backup foi feito: a pasta incompleta foi apagada. Rode npm run backup de novo.',
  );
}
