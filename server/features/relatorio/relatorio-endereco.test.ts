/**
 * Issue 39 item 4: the address a report prints (and its QR code opens) is the configured public
 * one, whatever the request says of its host. The server trusts one proxy hop here, as behind the
 * guide's HAProxy, so that a forwarded host would be believed if the report read it.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';
import { codigoDoTexto, textoDoPdf } from '../../test/pdf';

const PUBLICO = 'https://rip.pc.pb.gov.br/rip-app';
const server = setupTestServer({ TRUST_PROXY: '1', PUBLIC_URL: PUBLICO });

let cookie = '';
let casoId = '';

beforeAll(async () => {
  cookie = await server.login('investigador');
  ({ casoId } = await criarCasoCompleto(server, cookie));
});

/** Every way a request names a host or a scheme other than the configured ones. */
const CABECALHOS_FORJADOS: Record<string, string>[] = [
  { 'x-forwarded-host': 'anything.example' },
  { 'x-forwarded-host': 'anything.example', 'x-forwarded-proto': 'http' },
  { forwarded: 'host=anything.example;proto=http' },
  { host: 'anything.example' },
];

describe('the address a report prints', () => {
  it('is the configured one, never a host the request names', async () => {
    for (const headers of CABECALHOS_FORJADOS) {
      const resposta = await server.api({
        method: 'POST',
        url: `/casos/${casoId}/relatorio/pdf`,
        cookie,
        headers,
        payload: { id: randomUUID() },
      });
      expect(resposta.statusCode, JSON.stringify(headers)).toBe(200);
      // The printed link may be broken over lines: read without the breaks.
      const texto = textoDoPdf(resposta.rawPayload).replace(/\s+/g, '');
      expect(texto, JSON.stringify(headers)).toContain(
        `${PUBLICO}/verificar?codigo=${codigoDoTexto(textoDoPdf(resposta.rawPayload))}`,
      );
      expect(texto).not.toContain('anything.example');
      expect(texto).not.toContain('http://');
    }
  });

  it("is the one the evidence export's instructions give for the last report", async () => {
    const emitido = await server.api({
      method: 'POST',
      url: `/casos/${casoId}/relatorio/pdf`,
      cookie,
      headers: { 'x-forwarded-host': 'anything.example' },
      payload: { id: randomUUID() },
    });
    const codigo = codigoDoTexto(textoDoPdf(emitido.rawPayload));
    const zip = await server.api({ method: 'GET', url: `/casos/${casoId}/vestigios/exportacao`, cookie });
    expect(zip.statusCode).toBe(200);
    const pasta = mkdtempSync(path.join(tmpdir(), 'rip-endereco-'));
    const arquivo = path.join(pasta, 'export.zip');
    writeFileSync(arquivo, zip.rawPayload);
    const leiaMe = execFileSync('unzip', ['-p', arquivo, 'LEIA-ME.txt'], { encoding: 'utf8' });
    rmSync(pasta, { recursive: true, force: true });
    expect(leiaMe).toContain(`${PUBLICO}/verificar?codigo=${codigo}`);
    expect(leiaMe).not.toContain('anything.example');
  });
});
