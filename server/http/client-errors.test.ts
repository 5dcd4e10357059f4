/**
 * What Node's HTTP parser refuses before any route (headers past 16 KB, a body framed two ways) is
 * answered in the API's `{code, message}` form, in Portuguese, as every other refusal.
 */
import net from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from '../test/harness';
import { listening } from '../test/tus';

const server = setupTestServer();
let port = 0;

beforeAll(async () => {
  port = Number(new URL(await listening(server)).port);
});

/** Sends raw bytes and reads what comes back until the server closes the connection. */
function bruto(pedido: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.end(pedido));
    let resposta = '';
    socket.on('data', (parte) => {
      resposta += parte.toString('utf8');
    });
    socket.on('close', () => resolve(resposta));
    socket.on('error', reject);
  });
}

const corpo = (resposta: string) => JSON.parse(resposta.slice(resposta.indexOf('\r\n\r\n') + 4));

describe('requests the HTTP parser refuses', () => {
  it('answers headers past 16 KB with 431 and a Portuguese message', async () => {
    const resposta = await bruto(
      `GET /rip-app/api/health HTTP/1.1\r\nHost: x\r\nX-Grande: ${'a'.repeat(17_000)}\r\n\r\n`,
    );
    expect(resposta.startsWith('HTTP/1.1 431')).toBe(true);
    expect(corpo(resposta)).toEqual({
      code: 'HEADERS_TOO_LARGE',
      message: 'Os cabeçalhos da requisição são grandes demais.',
    });
  });

  it('answers a body framed two ways with 400 and a Portuguese message', async () => {
    const resposta = await bruto(
      'POST /rip-app/api/auth/login HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Length: 5\r\n\r\n0\r\n\r\n',
    );
    expect(resposta.startsWith('HTTP/1.1 400')).toBe(true);
    expect(corpo(resposta)).toEqual({ code: 'VALIDATION_FAILED', message: 'Requisição inválida.' });
  });
});
