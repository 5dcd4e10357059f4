/**
 * Checkpoints published to the bucket under Object Lock where the bucket has it: asked of the store
 * at start (GetObjectLockConfiguration), each checkpoint then written in compliance mode with its
 * retention date and the body's MD5, as the request reached the store; the latest one, rewritten
 * in place, never retained. A store without Object Lock (s3rver as it is, or AWS's bucket created
 * without it) gets the checkpoints all the same, and the log screen says why they are not retained.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadEnv, type S3Config } from '../env';
import { setupTestServer } from '../test/harness';
import { startS3rver } from '../test/s3';
import type { PutRecebido } from '../test/s3rver-object-lock';
import { baldeDeCheckpoints } from './checkpoint-bucket';
import { createAnchor, emitirCheckpoint } from './checkpoint-store';

const DIA_MS = 24 * 60 * 60 * 1000;

async function cadeia(server: ReturnType<typeof setupTestServer>) {
  const admin = await server.login('admin');
  return (await server.api({ method: 'GET', url: '/logs/cadeia', cookie: admin })).json();
}

describe('a bucket created with Object Lock', () => {
  const recebidos: PutRecebido[] = [];
  const s3 = startS3rver({ balde: 'ativo', recebidos });
  const server = setupTestServer(s3);

  it('retains each checkpoint in compliance mode for the configured days; the latest is not retained', async () => {
    const anchor = createAnchor(server.env);
    const agora = new Date('2026-11-26T18:00:00.000Z');
    await server.login('delegado');
    const cp = await emitirCheckpoint(server.db, anchor, agora);
    expect(cp).not.toBeNull();
    const nome = `media/log-checkpoint-${String(cp?.seq).padStart(12, '0')}.json`;
    const doCheckpoint = recebidos.find((r) => r.key.endsWith(nome));
    const corpo = Buffer.from(JSON.stringify(cp));
    expect(doCheckpoint).toEqual({
      key: expect.stringContaining(nome),
      mode: 'COMPLIANCE',
      retainUntil: new Date(agora.getTime() + 7300 * DIA_MS).toISOString().replace('.000Z', 'Z'),
      contentMd5: createHash('md5').update(corpo).digest('base64'),
    });
    const ultimo = recebidos.find((r) => r.key.endsWith('media/log-checkpoint-ultimo.json'));
    expect(ultimo).toMatchObject({ mode: '', retainUntil: '' });
  });

  it('says so on the log screen', async () => {
    expect((await cadeia(server)).ancora.retencao).toEqual({ ativa: true, dias: 7300, motivo: null });
  });
});

describe('a bucket created without Object Lock (AWS)', () => {
  const s3 = startS3rver({ balde: 'sem-configuracao', recebidos: [] });

  it('is detected, with the reason', async () => {
    const config = loadEnv(s3).s3 as S3Config;
    expect(await baldeDeCheckpoints(config, 30).retencao()).toEqual({
      ativa: false,
      motivo: 'o balde foi criado sem Object Lock (só se liga ao criar o balde)',
    });
  });
});

describe('a store without Object Lock (s3rver as it is)', () => {
  const s3 = startS3rver();
  const server = setupTestServer(s3);

  it('still gets every checkpoint, and the log screen says they are not retained and why', async () => {
    await server.login('delegado');
    const cp = await emitirCheckpoint(server.db, createAnchor(server.env), new Date());
    expect(cp).not.toBeNull();
    const estado = await cadeia(server);
    expect(estado.integro).toBe(true);
    expect(estado.ancora.retencao).toEqual({
      ativa: false,
      dias: null,
      motivo: 'o armazenamento S3 não implementa Object Lock',
    });
    expect(estado.ancora.resumo_diario).toEqual(['no log do serviço', 'no S3']);
    expect(estado.checkpoints).toBeGreaterThanOrEqual(2);
  });
});
