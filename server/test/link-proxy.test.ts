import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type LinkProxy, startLinkProxy } from './link-proxy';

/** A server that counts what reaches it and answers each request head (up to a blank line) with its length. */
async function contador(): Promise<{ port: number; received: () => number; close: () => Promise<void> }> {
  let received = 0;
  const server = net.createServer((socket) => {
    let head = '';
    socket.on('data', (chunk) => {
      received += chunk.length;
      head += chunk.toString('latin1');
      const fim = head.indexOf('\r\n\r\n');
      if (fim < 0) return;
      socket.write(`${fim + 4};`);
      head = head.slice(fim + 4);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    received: () => received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Opens a connection through the proxy; resolves with its socket, or rejects with why it failed. */
function conectar(proxy: LinkProxy): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(proxy.port, '127.0.0.1');
    socket.once('error', reject);
    // A refused connection is reset right after the handshake: wait a moment to tell.
    socket.once('connect', () => setTimeout(() => resolve(socket), 50));
  });
}

const fechar: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of fechar.splice(0)) await close();
});

describe('link proxy', () => {
  it('drops every socket after exactly n bytes went up, and refuses connections until restored', async () => {
    const alvo = await contador();
    const proxy = await startLinkProxy({ host: '127.0.0.1', port: alvo.port });
    fechar.push(alvo.close, proxy.close);
    const a = await conectar(proxy);
    const b = await conectar(proxy);
    const fechados = [a, b].map((socket) => new Promise((resolve) => socket.once('close', resolve)));
    a.on('error', () => undefined);
    b.on('error', () => undefined);
    const corte = proxy.dropAfter(1000);
    a.write(Buffer.alloc(600));
    b.write(Buffer.alloc(600));
    await corte;
    await Promise.all(fechados);
    await expect.poll(alvo.received).toBe(1000);
    expect(proxy.refusing).toBe(true);
    await expect(conectar(proxy).then((s) => s.write('x'))).rejects.toThrow(/ECONNRESET/);
    proxy.restore();
    const c = await conectar(proxy);
    c.write(Buffer.alloc(10));
    await expect.poll(alvo.received).toBe(1010);
    c.destroy();
  });

  it('loses the answer to the request named, after the server took it', async () => {
    const alvo = await contador();
    const proxy = await startLinkProxy({ host: '127.0.0.1', port: alvo.port });
    fechar.push(alvo.close, proxy.close);
    const socket = await conectar(proxy);
    socket.on('error', () => undefined);
    const respostas: string[] = [];
    socket.on('data', (chunk) => respostas.push(chunk.toString()));
    const corte = proxy.dropAnswerTo(/POST \/vestigios /);
    socket.write('GET /caso HTTP/1.1\r\n\r\n');
    await expect.poll(() => respostas.join('')).toBe('22;');
    socket.write('POST /vesti');
    socket.write('gios HTTP/1.1\r\n\r\n');
    await corte;
    // The server got the whole request; its answer never came back.
    await expect.poll(alvo.received).toBe(22 + 11 + 17);
    expect(respostas.join('')).toBe('22;');
    expect(proxy.refusing).toBe(true);
  });

  it('cuts an answer mid-body, after the bytes asked came back', async () => {
    const alvo = net.createServer((socket) => {
      socket.once('data', () => socket.write(Buffer.alloc(50_000, 7)));
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => alvo.listen(0, '127.0.0.1', resolve));
    const proxy = await startLinkProxy({ host: '127.0.0.1', port: (alvo.address() as net.AddressInfo).port });
    fechar.push(proxy.close, () => new Promise((resolve) => alvo.close(() => resolve())));
    const socket = await conectar(proxy);
    let recebidos = 0;
    socket.on('data', (chunk) => {
      recebidos += chunk.length;
    });
    socket.on('error', () => undefined);
    const fechado = new Promise((resolve) => socket.once('close', resolve));
    const corte = proxy.dropAnswerTo(/GET \/grande /, { afterBytes: 20_000 });
    socket.write('GET /grande HTTP/1.1\r\n\r\n');
    await corte;
    await fechado;
    expect(recebidos).toBe(20_000);
    expect(proxy.refusing).toBe(true);
  });

  it('refuses connections for the time asked, then takes them again', async () => {
    const alvo = await contador();
    const proxy = await startLinkProxy({ host: '127.0.0.1', port: alvo.port });
    fechar.push(alvo.close, proxy.close);
    proxy.refuseFor(300);
    await expect(conectar(proxy)).rejects.toThrow(/ECONNRESET/);
    await new Promise((resolve) => setTimeout(resolve, 350));
    const socket = await conectar(proxy);
    expect(proxy.refusing).toBe(false);
    socket.destroy();
  });

  it('holds the uplink to its rate', async () => {
    const alvo = await contador();
    const proxy = await startLinkProxy({ host: '127.0.0.1', port: alvo.port });
    fechar.push(alvo.close, proxy.close);
    // 80 kbit/s: 20,000 bytes take 2 s.
    proxy.throttle({ up: 80_000 });
    const socket = await conectar(proxy);
    const inicio = performance.now();
    for (let i = 0; i < 20; i += 1) socket.write(Buffer.alloc(1000));
    await expect.poll(alvo.received, { timeout: 5_000 }).toBe(20_000);
    const segundos = (performance.now() - inicio) / 1000;
    expect(segundos).toBeGreaterThan(1.5);
    expect(segundos).toBeLessThan(3);
    expect(proxy.bytes.up).toBe(20_000);
    socket.destroy();
  });
});
