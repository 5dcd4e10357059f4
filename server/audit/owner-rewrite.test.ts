/**
 * The database's owner rewrites the log's history unseen by the chain alone: triggers off, rows
 * edited and deleted, every seal recomputed with the project's own hash (chain_pending_logs). The
 * checkpoints kept outside the database — the file beside the data and the one printed in an issued
 * report — still name it, in `npm run audit:verify` and on the log screen.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCasoCompleto } from '../test/fixtures';
import { setupTestServer } from '../test/harness';
import { reescreverComoDono } from '../test/reescrita-do-dono';
import { sealPendingLogs } from './sequencer';
import { verifyLogChain } from './verify';

const server = setupTestServer();
const run = promisify(execFile);
let checkpointDoRelatorio = '';
let seqDoRelatorio = 0;

function auditVerify(args: string[], env: Record<string, string> = {}) {
  return run(
    process.execPath,
    ['--import', 'tsx', path.resolve(import.meta.dirname, '..', 'cli', 'audit-verify.ts'), ...args],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        RIP_DATA_DIR: server.env.dataDir,
        DATABASE_URL: server.env.DATABASE_URL,
        DATABASE_OWNER_URL: server.env.DATABASE_OWNER_URL,
        ...env,
      },
    },
  );
}

beforeAll(async () => {
  const cookie = await server.login('delegado');
  const { casoId } = await criarCasoCompleto(server, cookie);
  // The report issued: its last page carries a checkpoint (read back as a person would copy it).
  const pdf = (
    await server.api({
      method: 'POST',
      url: `/casos/${casoId}/relatorio/pdf`,
      cookie,
      payload: { id: randomUUID() },
    })
  ).rawPayload;
  const file = path.join(server.env.dataDir, `${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  const { stdout } = await run('pdftotext', [file, '-']);
  checkpointDoRelatorio = /RIP-CP1[\s\S]*?==/.exec(stdout)?.[0] ?? '';
  seqDoRelatorio = Number(/RIP-CP1\s+(\d+)/.exec(checkpointDoRelatorio)?.[1]);
  // More work after the report, then sealed.
  await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie });
  await sealPendingLogs(server.db);
});

describe("the owner's rewrite of the log", () => {
  it('is clean before the attack, with the checkpoints agreeing', async () => {
    expect(seqDoRelatorio).toBeGreaterThan(5);
    const { stdout } = await auditVerify(['--checkpoint', checkpointDoRelatorio]);
    expect(stdout).toMatch(/Log de auditoria íntegro/);
    expect(stdout).toMatch(/[1-9]\d* checkpoints assinados/);
  });

  it('edited and deleted rows with every seal recomputed: the chain alone sees nothing, the checkpoints name it', async () => {
    const { editado, apagado } = await reescreverComoDono(server.env.DATABASE_OWNER_URL ?? '');
    expect((await verifyLogChain(server.db)).problems).toEqual([]);

    // The checkpoints in the data directory's file.
    const doArquivo = auditVerify([]);
    await expect(doArquivo).rejects.toMatchObject({ code: 1 });
    const arquivo = String(((await doArquivo.catch((e) => e)) as { stderr: string }).stderr);
    expect(arquivo).toMatch(/Log de auditoria ADULTERADO: \d+ problema\(s\)/);
    expect(arquivo).toMatch(/a cadeia foi reescrita: o selo \d+ não é o que o checkpoint \(arquivo, /);

    // Only the checkpoint read from the issued report (no file at hand).
    const soRelatorio = await auditVerify(['--checkpoint', checkpointDoRelatorio], {
      AUDIT_CHECKPOINT_FILE: path.join(server.env.dataDir, 'nenhum.jsonl'),
    }).catch((e: { code: number; stderr: string }) => e);
    expect(soRelatorio).toMatchObject({ code: 1 });
    expect((soRelatorio as { stderr: string }).stderr).toContain(
      `o selo ${seqDoRelatorio} não é o que o checkpoint (informado,`,
    );

    // The log screen's status, asked right after: no waiting for a whole walk.
    const admin = await server.login('admin');
    const cadeia = (await server.api({ method: 'GET', url: '/logs/cadeia', cookie: admin })).json();
    expect(cadeia.integro).toBe(false);
    expect(cadeia.problemas.map((p: { message: string }) => p.message).join('\n')).toMatch(
      /a cadeia foi reescrita: o selo \d+ não é o que o checkpoint \(arquivo/,
    );
    expect(editado).toBeGreaterThan(0);
    expect(apagado).toBeGreaterThan(0);
  });
});
