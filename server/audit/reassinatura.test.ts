/**
 * The attack the owner-rewrite test left open: whoever holds the data directory (the owner's
 * password is there, and outside production the checkpoints' key too) rewrites the log as the
 * owner and then re-signs the local checkpoint file with the data directory's key. The local check
 * then says 'íntegro'. What the holder cannot reach still names the rewrite: the daily digest the
 * leader published (the service's log, a file outside the data directory, the bucket under Object
 * Lock), given back by an auditor to `npm run audit:verify` or to the log screen, and the bucket's
 * own copies. With the key outside the data directory (production), re-signing with a key of the
 * holder's own is named by the local file itself.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { setupTestServer } from '../test/harness';
import { reescreverComoDono } from '../test/reescrita-do-dono';
import { runCli } from '../test/run-cli';
import { startS3rver } from '../test/s3';
import type { PutRecebido } from '../test/s3rver-object-lock';
import { assinarCheckpoint, createKeyFile, loadKey } from './checkpoint';
import { checkpointPaths, createAnchor, emitirCheckpoint, readCheckpointFile } from './checkpoint-store';
import { diaDe, RESUMO } from './resumo-diario';
import { sealPendingLogs } from './sequencer';

const DIA_MS = 24 * 60 * 60 * 1000;

/**
 * What the attacker does with a key: every line of the local file re-signed over the rewritten
 * chain, a line past its new end moved back to it (a row was deleted).
 */
async function reassinarArquivo(db: Db, arquivo: string, chave: string) {
  const key = loadKey(chave);
  const { checkpoints } = readCheckpointFile(arquivo);
  const heads = await db.execute<{ seq: string; hash: Buffer }>(sql`SELECT seq, hash FROM log_chain`);
  const porSeq = new Map(heads.rows.map((row) => [Number(row.seq), row.hash.toString('hex')]));
  const fim = Math.max(...porSeq.keys());
  const linhas = checkpoints.map((cp) => {
    const seq = Math.min(cp.seq, fim);
    const head = porSeq.get(seq) ?? cp.head;
    return JSON.stringify(assinarCheckpoint(key, { seq, head, time: new Date(cp.time) }));
  });
  writeFileSync(arquivo, `${linhas.join('\n')}\n`);
}

/** Activity on the log, sealed. */
async function trabalho(server: ReturnType<typeof setupTestServer>) {
  const cookie = await server.login('delegado');
  await server.api({ method: 'GET', url: '/casos', cookie });
  await server.login('admin');
  await sealPendingLogs(server.db);
}

async function esperar<T>(achar: () => T | null | undefined, ms = 10_000): Promise<T> {
  const limite = Date.now() + ms;
  for (;;) {
    const achado = achar();
    if (achado) return achado;
    if (Date.now() > limite) throw new Error('não apareceu a tempo');
    await sleep(50);
  }
}

describe('the local checkpoints re-signed with the data directory key', () => {
  const recebidos: PutRecebido[] = [];
  const s3 = startS3rver({ balde: 'ativo', recebidos });
  const auditor = mkdtempSync(path.join(tmpdir(), 'rip-auditor-'));
  const resumos = path.join(auditor, 'resumos.txt');
  // Read when the server is built, once s3rver has filled in its address.
  const configuracao = Object.assign(s3, { AUDIT_DIGEST_FILE: resumos });
  const diario: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const linha of String(chunk).split('\n').filter(Boolean)) diario.push(JSON.parse(linha));
      done();
    },
  });
  const server = setupTestServer(configuracao, {
    logStream,
    build: { resumoDiarioMs: 50, liderancaCadaMs: 50 },
  });
  let linha = '';
  let dia = '';

  const verify = (args: string[], env: Record<string, string> = {}) =>
    runCli('audit-verify.ts', args, {
      NODE_ENV: 'test',
      RIP_DATA_DIR: server.env.dataDir,
      DATABASE_URL: server.env.DATABASE_URL ?? '',
      DATABASE_OWNER_URL: server.env.DATABASE_OWNER_URL ?? '',
      ...env,
    });

  it("publishes yesterday's digest on the leader's first round of a day: the log, the auditor's file, the bucket retained", async () => {
    await trabalho(server);
    const cp = await emitirCheckpoint(server.db, createAnchor(server.env), server.clock.now());
    dia = diaDe(cp?.time ?? '');
    server.clock.advance(DIA_MS);
    linha = await esperar(() => readFileSync(resumos, { encoding: 'utf8', flag: 'a+' }).trim());
    expect(linha).toBe(
      `${RESUMO} ${dia} RIP-CP1 ${cp?.seq} ${cp?.time} ${cp?.head} ${cp?.key_id} ${cp?.sig}`,
    );
    expect(diario).toContainEqual(
      expect.objectContaining({ level: 30, auditoria: 'resumo-diario', dia, seq: cp?.seq, linha }),
    );
    const noBalde = await esperar(() =>
      recebidos.find((r) => r.key.endsWith(`log-checkpoint-dia-${dia}.json`)),
    );
    expect(noBalde.mode).toBe('COMPLIANCE');
  });

  it('is printed again by npm run audit:digest, its signature checked', async () => {
    const impresso = await runCli('audit-digest.ts', ['--dia', dia], {
      NODE_ENV: 'test',
      RIP_DATA_DIR: server.env.dataDir,
      ...s3,
    });
    expect(impresso.code, impresso.output).toBe(0);
    expect(impresso.output).toContain(`${linha}\n`);
    expect(impresso.output).toMatch(/publicado no S3; selo \d+; assinatura confere com a chave [0-9a-f]{16}/);
  });

  it('is what names the rewrite once the local file is re-signed: the CLI and the log screen', async () => {
    await trabalho(server);
    await emitirCheckpoint(server.db, createAnchor(server.env), server.clock.now());
    // From the first row: rows the digest already covers.
    await reescreverComoDono(server.env.DATABASE_OWNER_URL ?? '', 0);
    await reassinarArquivo(server.db, checkpointPaths(server.env).file, checkpointPaths(server.env).key);

    // The data directory alone agrees with itself: the attack works there.
    const local = await verify([]);
    expect(local.code, local.output).toBe(0);
    expect(local.output).toMatch(/Log de auditoria íntegro/);

    // The auditor's digest line.
    const comResumo = await verify(['--checkpoint', linha]);
    expect(comResumo.code).toBe(1);
    expect(comResumo.output).toMatch(
      new RegExp(
        `a cadeia foi reescrita: o selo \\d+ não é o que o checkpoint \\(resumo de ${dia}, informado, `,
      ),
    );
    // The auditor's whole file of digests.
    const comArquivo = await verify(['--resumo', resumos]);
    expect(comArquivo.code).toBe(1);
    expect(comArquivo.output).toContain(`(resumo de ${dia}, ${resumos}, `);
    // The bucket: the latest checkpoint and the day's digest, retained.
    const comBalde = await verify([], s3);
    expect(comBalde.code).toBe(1);
    expect(comBalde.output).toMatch(/o checkpoint \(S3, /);
    expect(comBalde.output).toContain(`o checkpoint (resumo de ${dia} no S3, `);

    // The log screen, given the auditor's line.
    const admin = await server.login('admin');
    const tela = (
      await server.api({
        method: 'GET',
        url: `/logs/cadeia?checkpoint=${encodeURIComponent(linha)}`,
        cookie: admin,
      })
    ).json();
    expect(tela.integro).toBe(false);
    expect(tela.informado).toEqual({ seq: Number(linha.split(' ')[3]), confere: false });
    expect(tela.problemas.map((p: { message: string }) => p.message).join('\n')).toContain(
      `(resumo de ${dia}, informado, `,
    );
  });

  it('refuses a line that is no checkpoint, saying what to paste', async () => {
    const admin = await server.login('admin');
    const resposta = await server.api({
      method: 'GET',
      url: '/logs/cadeia?checkpoint=íntegro',
      cookie: admin,
    });
    expect(resposta.statusCode).toBe(400);
    expect(resposta.json()).toEqual({
      code: 'VALIDATION_FAILED',
      message:
        'A linha informada não é um checkpoint do rip-app: cole inteira a linha RIP-CP1 (do relatório) ou RIP-DIA1 (do resumo diário), ou o JSON do checkpoint.',
    });
  });
});

describe('the key outside the data directory, as in production', () => {
  const fora = mkdtempSync(path.join(tmpdir(), 'rip-chave-fora-'));
  const chave = path.join(fora, 'log-checkpoint-key.pem');
  createKeyFile(chave);
  const server = setupTestServer({ AUDIT_CHECKPOINT_KEY: chave });

  it("names checkpoints re-signed with a key of the holder's own in the local file itself", async () => {
    await trabalho(server);
    await emitirCheckpoint(server.db, createAnchor(server.env), server.clock.now());
    await reescreverComoDono(server.env.DATABASE_OWNER_URL ?? '', 0);
    const propria = path.join(server.env.dataDir, 'chave-do-invasor.pem');
    createKeyFile(propria);
    await reassinarArquivo(server.db, checkpointPaths(server.env).file, propria);
    const admin = await server.login('admin');
    const tela = (await server.api({ method: 'GET', url: '/logs/cadeia', cookie: admin })).json();
    expect(tela.integro).toBe(false);
    expect(tela.problemas.map((p: { message: string }) => p.message).join('\n')).toMatch(
      /o checkpoint do selo \d+ \(arquivo, .*\) não tem uma assinatura válida desta chave/,
    );
    expect(tela.ancora.chave_fora_dos_dados).toBe(true);
  });
});
