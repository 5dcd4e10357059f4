/**
 * What the backup takes of the signing material: what lies in the data directory (its holder has
 * it anyway), never a key kept outside it — only that key's public half, to check the checkpoints.
 */
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createKeyFile } from '../audit/checkpoint';
import { loadEnv } from '../env';
import { segredosDeProducao } from '../test/segredos-de-producao';
import { backupMaterial, restoreMaterial } from './material';

const pasta = (prefixo: string) => mkdtempSync(path.join(tmpdir(), prefixo));

describe('the signing material in a backup', () => {
  it('leaves out the keys kept outside the data directory, keeping the public half', async () => {
    const dados = pasta('rip-material-dados-');
    const segredos = await segredosDeProducao(pasta('rip-material-fora-'));
    writeFileSync(path.join(dados, 'log-checkpoints.jsonl'), '');
    const env = loadEnv({ RIP_DATA_DIR: dados, DATABASE_URL: 'postgres://app:x@db/rip', ...segredos });
    const backup = pasta('rip-material-backup-');
    expect(await backupMaterial(env, backup)).toEqual([
      'log-checkpoint-key.pem.pub',
      'log-checkpoints.jsonl',
    ]);
    expect(readdirSync(backup).sort()).toEqual(['log-checkpoint-key.pem.pub', 'log-checkpoints.jsonl']);
    // The public half stays with the key's owner: a restore elsewhere puts back only the checkpoints.
    const outros = loadEnv({
      RIP_DATA_DIR: pasta('rip-material-novo-'),
      DATABASE_URL: env.DATABASE_URL,
      ...segredos,
    });
    expect(
      await restoreMaterial(
        { ...outros, AUDIT_CHECKPOINT_FILE: path.join(outros.dataDir, 'cp.jsonl') },
        backup,
      ),
    ).toEqual(['log-checkpoints.jsonl']);
  });

  it('takes the key of the data directory itself (outside production), which its holder has anyway', async () => {
    const dados = pasta('rip-material-dev-');
    createKeyFile(path.join(dados, 'log-checkpoint-key.pem'));
    const env = loadEnv({ RIP_DATA_DIR: dados, DATABASE_URL: 'postgres://app:x@db/rip' });
    expect(await backupMaterial(env, pasta('rip-material-backup-'))).toEqual([
      'log-checkpoint-key.pem',
      'log-checkpoint-key.pem.pub',
    ]);
  });
});
