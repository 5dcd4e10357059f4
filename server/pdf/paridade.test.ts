/**
 * Both renderers print the same text for the same case: the server's PDF (through the API) against
 * the definition the device builds from the case it caches (`fromServer` of the case GET and the
 * session's user), rendered by pdfmake with the same fonts. Only the code and the moment of issue,
 * made anew for every paper, are set aside.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { fromServer } from '../../app/features/casos/caso-view';
import { emissorDaSessao } from '../../shared/pdf/papel';
import { relatorioDefinition } from '../../shared/pdf/relatorio';
import { urlVerificacao } from '../../shared/pdf/verificacao';
import { setupTestServer } from '../test/harness';
import { pessoasApi, vinculo, vitimaHomicidio } from '../test/pessoas-fixtures';
import { renderPdf } from './render';

const server = setupTestServer();
const api = pessoasApi(server);
const dir = mkdtempSync(path.join(tmpdir(), 'rip-paridade-'));

function texto(bytes: Buffer): string {
  const file = path.join(dir, `${randomUUID()}.pdf`);
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

/**
 * The code, the moment of issue and the host in the QR text change with every paper; the log's
 * checkpoint is the server's own, printed only on what it issues.
 */
function semVariaveis(conteudo: string): string {
  return conteudo
    .replace(/\n*Checkpoint do log de auditoria\n[\s\S]*?RIP-CP1[\s\S]*?==\n/, '\n')
    .replace(/[2-9A-Z]{4}-[2-9A-Z]{4}/g, 'CODIGO')
    .replace(/Emitido em .*/g, 'Emitido em ...')
    .replace(/\(https?:\/\/[^)]*\)/g, '(URL)')
    .replace(/https?:\/\/\S+/g, 'URL')
    .replace(/[ \t]+/g, ' ');
}

it('prints the same text on the server and from the device’s cached case', async () => {
  const cookie = await server.login('delegado');
  const caso = await api.criarCaso(cookie, 'Caso da Paridade');
  const vitima = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Vítima da Paridade' } });
  expect((await api.post(cookie, caso.id, 'vitimas', vitima)).statusCode).toBe(201);
  expect((await api.post(cookie, caso.id, 'testemunhas', vinculo(vitima.id))).statusCode).toBe(201);
  for (const tipo of ['Corpo Encontrado', 'Acionamento da Polícia Civil']) {
    const evento = { id: randomUUID(), tipo, horario: '2026-11-20T02:30:00.000Z' };
    expect(
      (await server.api({ method: 'POST', url: `/casos/${caso.id}/acionamentos`, cookie, payload: evento }))
        .statusCode,
    ).toBe(201);
  }
  const doServidor = await server.api({
    method: 'POST',
    url: `/casos/${caso.id}/relatorio/pdf`,
    cookie,
    payload: { id: randomUUID() },
  });
  expect(doServidor.statusCode).toBe(200);

  // The same code as the server's paper: its letters' widths move the line breaks around the link.
  const codigo = texto(doServidor.rawPayload).match(/[2-9A-Z]{4}-[2-9A-Z]{4}/)?.[0] ?? '';
  const cacheado = (await server.api({ method: 'GET', url: `/casos/${caso.id}`, cookie })).json();
  const { user } = (await server.api({ method: 'GET', url: '/auth/me', cookie })).json();
  const doAparelho = await renderPdf(
    relatorioDefinition({
      caso: fromServer(cacheado),
      emissor: emissorDaSessao(user),
      imagens: {},
      // The app's copy links to the address it was opened at: the server's PUBLIC_URL.
      verificacao: { codigo, url: urlVerificacao(server.env.PUBLIC_URL, codigo) },
      emitidoEm: new Date().toISOString(),
    }),
  );
  const servidor = semVariaveis(texto(doServidor.rawPayload));
  expect(servidor).toContain('Vítima da Paridade');
  expect(servidor).toContain('Corpo Encontrado');
  expect(semVariaveis(texto(doAparelho))).toBe(servidor);
});
