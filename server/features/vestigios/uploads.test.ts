/**
 * Uploads over a real socket (inject cannot stop mid-body): a body too large is refused without
 * being read to its end, and an upload the client abandons leaves nothing on disk.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../../shared/constants';
import { type CasoCompleto, criarCasoCompleto } from '../../test/fixtures';
import { setupTestServer } from '../../test/harness';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rip-uploads-'));
const server = setupTestServer({ RIP_DATA_DIR: dataDir });
const MB = 1024 * 1024;
const BOUNDARY = 'limite-do-teste';

let port = 0;
let cookie = '';
let caso: CasoCompleto;

beforeAll(async () => {
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  port = (server.app.server.address() as net.AddressInfo).port;
  cookie = await server.login('delegado');
  caso = await criarCasoCompleto(server, cookie);
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function head(lengthHeader: string): string {
  return [
    `POST /rip-app/api/casos/${caso.casoId}/pessoas/${caso.pessoaId}/documentos HTTP/1.1`,
    `Host: 127.0.0.1:${port}`,
    `Cookie: ${cookie}`,
    `${CSRF_HEADER}: ${CSRF_HEADER_VALUE}`,
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    lengthHeader,
    '',
    '',
  ].join('\r\n');
}

function fieldsPart(): string {
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  return (
    field('id', randomUUID()) +
    field('tipo', 'RG') +
    field('sha256', 'a'.repeat(64)) +
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="rg.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`
  );
}

/** Sends `chunks` until the server answers or closes; what was sent and the answer's first line. */
function send(first: string, chunks: Iterable<Buffer>): Promise<{ sent: number; status: string }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let sent = 0;
    let answer = '';
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      socket.destroy();
      resolve({ sent, status: answer.split('\r\n')[0] ?? '' });
    };
    socket.on('data', (data) => {
      answer += data.toString('latin1');
      if (answer.includes('\r\n\r\n')) finish();
    });
    // A refusal closes the connection while we still write: the write fails, the answer is still read.
    socket.on('error', () => undefined);
    socket.on('close', finish);
    socket.on('connect', async () => {
      socket.write(first);
      for (const chunk of chunks) {
        if (done || socket.destroyed || !socket.writable) return;
        sent += chunk.length;
        if (!socket.write(chunk)) await new Promise((r) => socket.once('drain', r));
        await new Promise((r) => setImmediate(r));
      }
    });
  });
}

function* bytes(total: number, chunk = 256 * 1024): Generator<Buffer> {
  const block = Buffer.alloc(chunk, 0xff);
  block[0] = 0xff;
  for (let sent = 0; sent < total; sent += chunk) yield block;
}

const tempFiles = () => {
  try {
    return readdirSync(path.join(dataDir, 'media', '.tmp'));
  } catch {
    return [];
  }
};

describe('upload limits', () => {
  it('answers 413 to a body declared larger than the limit before reading it', async () => {
    const result = await send(head(`Content-Length: ${60 * MB}`), [
      Buffer.from(fieldsPart()),
      ...bytes(60 * MB),
    ]);
    expect(result.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(result.sent).toBeLessThan(8 * MB);
  });

  it('stops reading a body without a declared length once the file passes the limit', async () => {
    const chunked = (function* () {
      for (const chunk of [Buffer.from(fieldsPart()), ...bytes(60 * MB)]) {
        yield Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]);
      }
    })();
    const result = await send(head('Transfer-Encoding: chunked'), chunked);
    expect(result.status).toBe('HTTP/1.1 413 Payload Too Large');
    expect(result.sent).toBeLessThan(40 * MB);
  });

  it('leaves no partial file behind when the client gives up mid-upload', async () => {
    await new Promise<void>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => {
        socket.write(head(`Content-Length: ${10 * MB}`));
        socket.write(fieldsPart());
        for (const chunk of bytes(3 * MB)) socket.write(chunk);
        setTimeout(() => {
          socket.destroy();
          resolve();
        }, 300);
      });
    });
    for (let wait = 0; wait < 40 && tempFiles().length > 0; wait++)
      await new Promise((r) => setTimeout(r, 50));
    expect(tempFiles()).toEqual([]);
  });
});
