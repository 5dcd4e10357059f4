/**
 * Attacks on the report's authenticity, on the real server and PostgreSQL: a forged registration
 * (by a member, by a justified reader, past the edit window), a forged PDF, and
 * what the code alone shows a paper holder.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';
import { codigoDoTexto, textoDoPdf } from '../../test/pdf';

const server = setupTestServer();
const dir = mkdtempSync(path.join(tmpdir(), 'rip-falsificacao-'));
const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

function paginasDoPdf(bytes: Buffer): number {
  const file = path.join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file], { encoding: 'utf8' }))?.[1]);
}
const codigoDe = codigoDoTexto;

let investigador = '';
let casoId = '';
const verificar = (payload: object) => server.api({ method: 'POST', url: '/relatorios/verificar', payload });
const registrar = (cookie: string, payload: object) =>
  server.api({ method: 'POST', url: `/casos/${casoId}/relatorios`, cookie, payload });

/** A forger's PDF and the registration of it they would send: any hash, any code, any date. */
const forjado = Buffer.from('%PDF-1.7 relatorio forjado: o caso nunca disse isto');
const registroForjado = () => ({
  id: randomUUID(),
  codigo: 'ABCD-2345',
  sha256: sha(forjado),
  report_generated_at: '2001-01-01T00:00:00Z',
});

beforeAll(async () => {
  investigador = await server.login('investigador');
  ({ casoId } = await criarCasoCompleto(server, investigador));
  // The perito (who may only read cases) becomes a member too.
  const share = await server.api({
    method: 'POST',
    url: `/casos/${casoId}/compartilhamentos`,
    cookie: investigador,
    payload: { id: randomUUID(), matricula: '1000005' },
  });
  expect(share.statusCode).toBeLessThan(300);
});

describe('a forged report cannot check as authentic', () => {
  it("a member's forged registration issues the server's own PDF, and the forgery does not check", async () => {
    const corpo = registroForjado();
    const resposta = await registrar(investigador, corpo);
    expect(resposta.statusCode).toBe(201);
    expect(resposta.json().sha256).not.toBe(corpo.sha256);
    expect(resposta.json().codigo).not.toBe(corpo.codigo);
    expect(Date.parse(resposta.json().emitido_em)).toBeGreaterThan(Date.parse('2025-01-01'));
    for (const payload of [
      { codigo: corpo.codigo, sha256: corpo.sha256 },
      { codigo: resposta.json().codigo, sha256: corpo.sha256 },
      { codigo: corpo.codigo },
    ]) {
      expect((await verificar(payload)).json()).toMatchObject({ encontrado: false, caso: null });
    }
  });

  it('refuses a registration by a justified reader; past the window a member still has the real one issued', async () => {
    const admin = await server.login('admin');
    const justificativa = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/acessos`,
      cookie: admin,
      payload: { id: randomUUID(), justificativa: 'Conferência de um relatório apresentado em juízo.' },
    });
    expect(justificativa.statusCode).toBe(200);
    const doLeitor = await registrar(admin, registroForjado());
    expect(doLeitor.statusCode).toBe(403);
    expect(doLeitor.json().code).toBe('FORBIDDEN');
    expect((await verificar({ codigo: 'ABCD-2345', sha256: sha(forjado) })).json().valido).toBe(false);

    // A frozen case's report is issued all the same (issue 39), and it is the server's, not the copy.
    server.clock.advance(25 * 3_600_000);
    try {
      const corpo = registroForjado();
      const depoisDoPrazo = await registrar(await server.login('perito'), corpo);
      expect(depoisDoPrazo.statusCode).toBe(201);
      expect(depoisDoPrazo.json().sha256).not.toBe(corpo.sha256);
      expect((await verificar({ codigo: corpo.codigo, sha256: corpo.sha256 })).json().valido).toBe(false);
    } finally {
      server.clock.reset();
    }
  });

  it('a PDF with one byte changed answers Não confere; the code alone shows the paper what to compare', async () => {
    const gerado = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/relatorio/pdf`,
      cookie: investigador,
      payload: { id: randomUUID() },
    });
    const pdf = gerado.rawPayload;
    const texto = textoDoPdf(pdf);
    const codigo = codigoDe(texto);
    const alterado = Buffer.from(pdf);
    const meio = Math.floor(alterado.length / 2);
    alterado[meio] = (alterado[meio] ?? 0) ^ 0x01;
    expect((await verificar({ codigo, sha256: sha(alterado) })).json()).toMatchObject({
      encontrado: false,
      valido: false,
      caso: null,
      emissor: null,
    });
    expect((await verificar({ codigo, sha256: sha(pdf) })).json()).toMatchObject({
      encontrado: true,
      valido: true,
    });

    const papel = (await verificar({ codigo })).json();
    const paginas = paginasDoPdf(pdf);
    expect(papel).toMatchObject({
      encontrado: true,
      valido: null,
      caso: { name: null },
      unidade: expect.any(String),
      emissor: { matricula: '1000003' },
      paginas,
      origem: 'servidor',
    });
    expect(papel.caso.identificador).toMatch(/\S/);
    expect(texto).toContain(papel.caso.identificador);
    // The checkpoint the paper prints is the one the check shows, word for word.
    expect(papel.checkpoint).toMatch(/^RIP-CP1 \d+ /);
    // pdftotext may break its line anywhere (after a '/' of the signature): compared without spaces.
    expect(texto.replace(/\s+/g, '')).toContain(papel.checkpoint.replace(/\s+/g, ''));
    expect(papel.checkpoint_atual).toMatch(/^RIP-CP1 /);
    // No person of the case, not even the case's name.
    const json = JSON.stringify(papel);
    for (const nome of ['Caso Completo', 'Soldado Completo']) expect(json).not.toContain(nome);
  });
});
