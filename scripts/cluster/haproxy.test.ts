/**
 * The local cluster's HAProxy is the guide's (docs/IMPLANTACAO.md) in what the nodes rely on: the
 * forwarding headers only HAProxy writes, and which requests it may send again. Checked against a
 * stand-in node that echoes what reached it, so no app node is needed.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded-port';
import { type Haproxy, haproxyConfig, startHaproxy } from './haproxy';
import { ROOT } from './nodes';

/** The lines of the guide's HAProxy configuration, as an operator copies them. */
function linhasDoGuia(): string[] {
  const guia = readFileSync(path.join(ROOT, 'docs', 'IMPLANTACAO.md'), 'utf8');
  const bloco = /```haproxy\n([\s\S]*?)```/.exec(guia)?.[1] ?? '';
  return bloco.split('\n').map((linha) => linha.trim());
}

/** What the nodes rely on HAProxy for: who the client is, HTTPS or not, what is sent again. */
const DO_QUE_O_NO_DEPENDE =
  /^(option forwardfor|http-request (del|set)-header|http-request disable-l7-retry|retries|retry-on|option redispatch|unique-id-format|log-format)/;

describe('the local cluster HAProxy', () => {
  it('has every line of the guide that the nodes rely on', () => {
    const guia = linhasDoGuia().filter((linha) => DO_QUE_O_NO_DEPENDE.test(linha));
    expect(guia.length).toBeGreaterThanOrEqual(8);
    const local = haproxyConfig({ port: 1, backends: [], healthPath: '/', statsSocket: '/tmp/x.sock' })
      .split('\n')
      .map((linha) => linha.trim());
    expect(guia.filter((linha) => !local.includes(linha))).toEqual([]);
  });

  describe('in front of a node that echoes what reached it', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rip-haproxy-'));
    const no = http.createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify(request.headers));
    });
    let haproxy: Haproxy;
    let url = '';
    beforeAll(async () => {
      await new Promise<void>((resolve) => no.listen(0, '127.0.0.1', resolve));
      const porta = await freePort();
      haproxy = await startHaproxy(
        dir,
        porta,
        [{ name: 'no-1', port: (no.address() as AddressInfo).port }],
        '/',
      );
      url = `http://127.0.0.1:${porta}/rip-app/api/eco`;
    });
    afterAll(async () => {
      await haproxy?.stop();
      no.close();
      rmSync(dir, { recursive: true, force: true });
    });

    it('drops what the client says about the hop and says it alone', async () => {
      const resposta = await fetch(url, {
        headers: {
          'X-Forwarded-Host': 'anything.example',
          'X-Forwarded-Proto': 'https',
          'X-Forwarded-For': '203.0.113.9',
          'X-Forwarded-Port': '443',
          Forwarded: 'for=203.0.113.9;host=anything.example;proto=https',
        },
      });
      const chegou = (await resposta.json()) as Record<string, string>;
      expect(chegou['x-forwarded-host']).toBeUndefined();
      expect(chegou['x-forwarded-port']).toBeUndefined();
      expect(chegou.forwarded).toBeUndefined();
      // No TLS on the local cluster's port: HAProxy says so, whatever the client claimed.
      expect(chegou['x-forwarded-proto']).toBe('http');
      expect(chegou['x-forwarded-for']).toBe('127.0.0.1');
    });

    it("gives each request an id of its own, the one its log line carries, without the query's text", async () => {
      const resposta = await fetch(`${url}?nome=Maria+da+Silva`, {
        headers: { 'X-Request-Id': 'forjado-pelo-cliente' },
      });
      const id = ((await resposta.json()) as Record<string, string>)['x-request-id'] ?? '';
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      await expect.poll(() => haproxy.log().find((linha) => linha.includes(id))).toBeDefined();
      const linha = haproxy.log().find((l) => l.includes(id)) ?? '';
      expect(linha).toMatch(new RegExp(` 200 .* ${id} GET /rip-app/api/eco$`));
      expect(linha).not.toContain('Maria');
    });
  });
});
