/**
 * Issue 39 items 2 and 8, on the real server and PostgreSQL: who issues the case's official papers
 * is one rule (a member, whatever the window; a justified reader never), the export never ships a
 * report someone who could not issue made, and an issue sent again — one after the other, at once,
 * or on another node — answers the first one: one record, one audit row, the same bytes.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CASO_SOMENTE_LEITURA } from '../../../shared/caso/caso-policy';
import type { Caso } from '../../../shared/schemas/casos';
import { relatoriosEmitidos } from '../../db/schema';
import { criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';
import { codigoDoTexto, textoDoPdf } from '../../test/pdf';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { setupSecondNode, type TestClient } from '../../test/segundo-no';

const server = setupTestServer();
const segundoNo = setupSecondNode(server);
const api = pessoasApi(server);

let investigador = '';
let casoId = '';

beforeAll(async () => {
  investigador = await server.login('investigador');
  ({ casoId } = await criarCasoCompleto(server, investigador));
});

const emitir = (cookie: string, id: string, no: TestClient = server, caso = casoId) =>
  no.api({ method: 'POST', url: `/casos/${caso}/relatorio/pdf`, cookie, payload: { id } });

const lerCaso = async (cookie: string): Promise<Caso> =>
  (await server.api({ method: 'GET', url: `/casos/${casoId}`, cookie })).json();

const registros = (id: string) =>
  server.db.select().from(relatoriosEmitidos).where(eq(relatoriosEmitidos.id, id));

async function auditoriasDe(codigo: string) {
  const logs = await api.auditoria('relatorio.gerado', casoId);
  return logs.filter((l) => (l.context as { codigo?: string }).codigo === codigo);
}

/** The PDFs kept in the media store for this id (one per issue; a losing racer's is dropped). */
const arquivosDe = (id: string) =>
  readdirSync(path.join(server.env.dataDir, 'media')).filter((nome) => nome.startsWith(`relatorio-${id}-`));

describe('who issues the official papers', () => {
  it('never a justified reader from another unit: 403 in Portuguese, and nothing is issued', async () => {
    const admin = await server.login('admin');
    const justificativa = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/acessos`,
      cookie: admin,
      payload: { id: randomUUID(), justificativa: 'Conferência de um homicídio conexo.' },
    });
    expect(justificativa.statusCode).toBe(200);
    expect((await lerCaso(admin)).policy).toMatchObject({
      pode_emitir_relatorio: false,
      motivo_emissao: 'SOMENTE_LEITURA',
    });
    const respostas = [
      await emitir(admin, randomUUID()),
      await server.api({
        method: 'POST',
        url: `/casos/${casoId}/relatorios`,
        cookie: admin,
        payload: { id: randomUUID(), sha256: 'a'.repeat(64), report_generated_at: '2026-11-20T02:30:00Z' },
      }),
      await server.api({
        method: 'POST',
        url: `/casos/${casoId}/intimacoes`,
        cookie: admin,
        payload: {
          id: randomUUID(),
          papel: 'suspeito',
          vinculo_id: randomUUID(),
          data: '25/12/2026',
          hora: '14:30',
        },
      }),
    ];
    for (const resposta of respostas) {
      expect(resposta.statusCode).toBe(403);
      expect(resposta.json()).toMatchObject({ code: 'FORBIDDEN', message: CASO_SOMENTE_LEITURA });
    }
    const dela = await server.db
      .select()
      .from(relatoriosEmitidos)
      .where(eq(relatoriosEmitidos.casoId, casoId));
    expect(dela).toEqual([]);
  });

  it('a member, also once the 24-hour window has closed: the report of a frozen case', async () => {
    server.clock.advance(25 * 3_600_000);
    try {
      const escrivao = await server.login('escrivao');
      expect((await lerCaso(escrivao)).policy).toMatchObject({
        pode_editar: false,
        motivo: 'PRAZO_ENCERRADO',
        pode_emitir_relatorio: true,
        motivo_emissao: null,
      });
      expect((await emitir(escrivao, randomUUID())).statusCode).toBe(200);
      const daCopia = await server.api({
        method: 'POST',
        url: `/casos/${casoId}/relatorios`,
        cookie: escrivao,
        payload: { id: randomUUID(), sha256: 'b'.repeat(64), report_generated_at: '2026-11-20T02:30:00Z' },
      });
      expect(daCopia.statusCode).toBe(201);
    } finally {
      server.clock.reset();
    }
  });
});

describe('an issue sent again', () => {
  it('one after the other answers the first: the same bytes and code, one record, one audit row', async () => {
    const id = randomUUID();
    const primeira = await emitir(investigador, id);
    const repetida = await emitir(investigador, id);
    expect([primeira.statusCode, repetida.statusCode]).toEqual([200, 200]);
    expect(repetida.rawPayload.equals(primeira.rawPayload)).toBe(true);
    const codigo = codigoDoTexto(textoDoPdf(primeira.rawPayload));
    expect(await registros(id)).toHaveLength(1);
    expect(await auditoriasDe(codigo)).toHaveLength(1);
    expect(arquivosDe(id)).toHaveLength(1);
    // The repeat handed the kept PDF over again: a reading of it, on record as one.
    const leituras = (await api.auditoria('relatorio.lido', casoId)).filter(
      (l) => (l.context as { relatorioId?: string }).relatorioId === id,
    );
    expect(leituras).toHaveLength(1);
    expect(leituras[0]?.context).toMatchObject({ codigo });
  });

  it('at once, on one node and on two, answers one issue: the row decides', async () => {
    for (const nos of [
      [server, server],
      [server, segundoNo],
    ] as const) {
      const id = randomUUID();
      const respostas = await Promise.all(nos.map((no) => emitir(investigador, id, no)));
      expect(respostas.map((r) => r.statusCode)).toEqual([200, 200]);
      const [a, b] = respostas.map((r) => r.rawPayload) as [Buffer, Buffer];
      expect(b.equals(a)).toBe(true);
      const [registro] = await registros(id);
      expect(registro?.codigo).toBe(codigoDoTexto(textoDoPdf(a)));
      expect(await registros(id)).toHaveLength(1);
      expect(await auditoriasDe(registro?.codigo ?? '')).toHaveLength(1);
      expect(arquivosDe(id)).toHaveLength(1);
    }
  });

  it('is one issue of one case by one user: another case or another user gets 409', async () => {
    const id = randomUUID();
    expect((await emitir(investigador, id)).statusCode).toBe(200);
    const escrivao = await server.login('escrivao');
    const deOutro = await emitir(escrivao, id);
    expect(deOutro.statusCode).toBe(409);
    expect(deOutro.json().code).toBe('IDEMPOTENCY_CONFLICT');
    const outroCaso = (await criarCasoCompleto(server, investigador)).casoId;
    expect((await emitir(investigador, id, server, outroCaso)).json().code).toBe('IDEMPOTENCY_CONFLICT');
  });
});

describe("a justified reader's report from before the rule", () => {
  it('never ships in the export as the case’s report, and the public check says who issued it', async () => {
    const caso = (await criarCasoCompleto(server, investigador)).casoId;
    const doMembro = await emitir(investigador, randomUUID(), server, caso);
    const codigoDoMembro = codigoDoTexto(textoDoPdf(doMembro.rawPayload));
    // Issued later, marked as migration 0035 marks what a justified reader issued before issue 39.
    const idDoLeitor = randomUUID();
    const doLeitor = await emitir(investigador, idDoLeitor, server, caso);
    await server.db
      .update(relatoriosEmitidos)
      .set({ emissorAcesso: 'justificado' })
      .where(eq(relatoriosEmitidos.id, idDoLeitor));
    const codigoDoLeitor = codigoDoTexto(textoDoPdf(doLeitor.rawPayload));

    const zip = await server.api({
      method: 'GET',
      url: `/casos/${caso}/vestigios/exportacao`,
      cookie: investigador,
    });
    expect(zip.statusCode).toBe(200);
    const pasta = mkdtempSync(path.join(tmpdir(), 'rip-emissao-'));
    try {
      writeFileSync(path.join(pasta, 'export.zip'), zip.rawPayload);
      execFileSync('unzip', ['-q', 'export.zip'], { cwd: pasta });
      const { relatorio_emitido } = JSON.parse(readFileSync(path.join(pasta, 'custodia.json'), 'utf8'));
      expect(relatorio_emitido.codigo).toBe(codigoDoMembro);
      expect(readdirSync(path.join(pasta, 'relatorio'))).toEqual([`Relatório ${codigoDoMembro}.pdf`]);
    } finally {
      rmSync(pasta, { recursive: true, force: true });
    }

    const [registro] = await registros(idDoLeitor);
    const verificado = await server.api({
      method: 'POST',
      url: '/relatorios/verificar',
      payload: { codigo: codigoDoLeitor, sha256: registro?.sha256 },
    });
    expect(verificado.json()).toMatchObject({ valido: true, emissor_acesso: 'justificado' });
  });
});
