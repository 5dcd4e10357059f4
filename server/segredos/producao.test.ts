/**
 * A production start (the real server, `server/main.ts` as a child process) refuses signing secrets
 * within reach of whoever holds the data directory — the checkpoints' key or the report's
 * certificate inside RIP_DATA_DIR, a key others may read, no key at all — saying what to do; and
 * starts with them outside, handed over as systemd credentials.
 */
import { chmodSync, copyFileSync, existsSync, mkdirSync, renameSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { freePort } from '../db/embedded-port';
import { startS3rver } from '../test/s3';
import { segredosDeProducao } from '../test/segredos-de-producao';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../test/server-process';

const s3 = startS3rver();
const pastas: string[] = [];
let dataDir = '';
let fora = '';
let segredos: Record<string, string> = {};

async function pasta(prefixo: string) {
  const feita = await mkdtemp(path.join(tmpdir(), prefixo));
  pastas.push(feita);
  return feita;
}

beforeEach(async () => {
  dataDir = await pasta('rip-prod-dados-');
  fora = await pasta('rip-prod-segredos-');
  segredos = await segredosDeProducao(fora);
});

afterAll(async () => {
  for (const feita of pastas) await rm(feita, { recursive: true, force: true });
});

async function partida(env: Record<string, string>): Promise<ServerProcess> {
  return spawnServer({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://rip.pc.pb.gov.br/rip-app',
    RIP_DATA_DIR: dataDir,
    PORT: String(await freePort()),
    EMBEDDED_PG_PORT: String(await freePort()),
    ...env,
  });
}

/** The refused start's exit code and what it printed. */
async function recusada(env: Record<string, string>): Promise<string> {
  const server = await partida(env);
  expect(await server.exited).toBe(1);
  const saida = server.output();
  expect(saida).toContain('não foi possível conferir as chaves de assinatura: em produção');
  expect(saida).toContain('rode npm start de novo');
  return saida;
}

/** A secret moved into the data directory, as its holder would find it. */
function paraDentro(arquivo: string): string {
  const dentro = path.join(dataDir, path.basename(arquivo));
  renameSync(arquivo, dentro);
  return dentro;
}

describe('a production start', () => {
  it('refuses the checkpoints key inside the data directory', async () => {
    const chave = paraDentro(segredos.AUDIT_CHECKPOINT_KEY ?? '');
    const saida = await recusada({ ...segredos, AUDIT_CHECKPOINT_KEY: chave });
    expect(saida).toContain(`${chave} (AUDIT_CHECKPOINT_KEY) está dentro de RIP_DATA_DIR`);
  }, 60_000);

  it('refuses a path outside that is a link into the data directory', async () => {
    const chave = paraDentro(segredos.AUDIT_CHECKPOINT_KEY ?? '');
    const link = path.join(fora, 'link.pem');
    symlinkSync(chave, link);
    const saida = await recusada({ ...segredos, AUDIT_CHECKPOINT_KEY: link });
    expect(saida).toContain(`${link} (AUDIT_CHECKPOINT_KEY) está dentro de RIP_DATA_DIR`);
    expect(saida).toContain(`(é um link para ${chave})`);
  }, 60_000);

  it("refuses the report's certificate, or its passphrase file, inside the data directory", async () => {
    const p12 = paraDentro(segredos.PDF_SIGN_P12 ?? '');
    const senha = paraDentro(segredos.PDF_SIGN_PASSPHRASE_FILE ?? '');
    const saida = await recusada({ ...segredos, PDF_SIGN_P12: p12, PDF_SIGN_PASSPHRASE_FILE: senha });
    expect(saida).toContain(`${p12} (PDF_SIGN_P12) está dentro de RIP_DATA_DIR`);
    expect(saida).toContain(`${senha} (PDF_SIGN_PASSPHRASE_FILE) está dentro de RIP_DATA_DIR`);
  }, 60_000);

  it('refuses a key the group or others may read', async () => {
    chmodSync(segredos.AUDIT_CHECKPOINT_KEY ?? '', 0o644);
    const saida = await recusada(segredos);
    expect(saida).toContain('pode ser lido ou trocado pelo grupo ou por outros usuários (modo 0644)');
    expect(saida).toContain('chmod 0400');
  }, 60_000);

  it('refuses to start without a key or a certificate, and says how to make the key', async () => {
    const saida = await recusada({});
    expect(saida).toContain('nenhuma chave dos checkpoints do log foi configurada');
    expect(saida).toContain('npm run audit:chave -- --saida');
    expect(saida).toContain('nenhum certificado de assinatura do relatório foi configurado');
  }, 60_000);

  it('starts with the secrets outside, as systemd credentials, makes none in the data directory, and says the bucket does not retain checkpoints', async () => {
    const credenciais = path.join(fora, 'credenciais');
    mkdirSync(credenciais, { mode: 0o700 });
    copyFileSync(segredos.AUDIT_CHECKPOINT_KEY ?? '', path.join(credenciais, 'log-checkpoint-key'));
    copyFileSync(segredos.PDF_SIGN_P12 ?? '', path.join(credenciais, 'pdf-sign.p12'));
    copyFileSync(segredos.PDF_SIGN_PASSPHRASE_FILE ?? '', path.join(credenciais, 'pdf-sign-senha'));
    // The anchor's state is said at info level.
    const server = await partida({ CREDENTIALS_DIRECTORY: credenciais, LOG_LEVEL: 'info', ...s3 });
    try {
      await waitUntilHealthy(server, 120_000);
      expect(existsSync(path.join(dataDir, 'log-checkpoint-key.pem'))).toBe(false);
      expect(server.output()).toContain(
        'checkpoints do log no S3 sem retenção: o armazenamento S3 não implementa Object Lock',
      );
      expect(server.output()).toContain('resumo diário do log no log do serviço, no S3');
      expect(server.output()).not.toContain('a chave dos checkpoints do log está dentro de RIP_DATA_DIR');
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }, 180_000);
});
