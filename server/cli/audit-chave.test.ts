/** `npm run audit:chave`: the checkpoints' key made once, outside the data directory, for its owner alone. */
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadKey, loadPublicKey } from '../audit/checkpoint';
import { runCli } from '../test/run-cli';

describe('npm run audit:chave', () => {
  it('makes the key at the path given, 0400, with its public half; never twice, never in the data directory', async () => {
    const dados = mkdtempSync(path.join(tmpdir(), 'rip-chave-dados-'));
    const fora = mkdtempSync(path.join(tmpdir(), 'rip-chave-fora-'));
    const chave = path.join(fora, 'log-checkpoint-key.pem');
    const env = { RIP_DATA_DIR: dados };

    const feita = await runCli('audit-chave.ts', ['--saida', chave], env);
    expect(feita.code, feita.output).toBe(0);
    expect(statSync(chave).mode & 0o777).toBe(0o400);
    const { keyId } = loadKey(chave);
    expect(loadPublicKey(`${chave}.pub`).keyId).toBe(keyId);
    expect(feita.output).toContain(`identificador ${keyId}`);

    const outraVez = await runCli('audit-chave.ts', ['--saida', chave], env);
    expect(outraVez.code).toBe(1);
    expect(outraVez.output).toContain('já existe: a chave não é trocada');
    expect(loadKey(chave).keyId).toBe(keyId);

    const dentro = await runCli('audit-chave.ts', ['--saida', path.join(dados, 'k.pem')], env);
    expect(dentro.code).toBe(1);
    expect(dentro.output).toContain('fica dentro de RIP_DATA_DIR');
  }, 60_000);
});
