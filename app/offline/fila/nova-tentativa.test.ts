import 'fake-indexeddb/auto';
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../shared/constants';
import { onConexaoVoltou, ultimaFalhou } from '../../lib/conexao';
import { db, type OutboxRequest } from '../db';
import { proximaTentativa } from './nova-tentativa';
import { setOutboxUser, syncNow, write } from './outbox';
import { configureOutbox, interromperEnvios } from './send-operation';

/**
 * Issue 40: every send that gets no answer is tried again by itself — the save's own as well as a
 * run's — and a run a new version interrupts stops at once, keeping its item.
 */

/** The stand-in API: 'drop' cuts the connection (a link that died with its bars up), 'hang' never answers. */
const api = { received: 0, script: [] as ('drop' | 'hang' | 'ok')[] };

function handle(request: IncomingMessage, response: ServerResponse): void {
  request.resume();
  request.on('end', () => {
    api.received += 1;
    const reply = api.script.shift() ?? 'ok';
    if (reply === 'drop') request.socket.destroy();
    if (reply !== 'ok') return;
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end('{"ok":true}');
  });
}

const server = createServer(handle);

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  configureOutbox({ baseUrl: `http://127.0.0.1:${port}${API_PREFIX}`, timeoutMs: 5_000 });
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

beforeEach(async () => {
  await db.outbox.clear();
  await setOutboxUser({ id: '11111111-1111-4111-8111-111111111111', matricula: '1000003' });
  await syncNow();
  api.received = 0;
  api.script = [];
});

let counter = 0;

function nota(): OutboxRequest {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    op: 'createAnotacao',
    input: { params: { casoId: 'caso-1' }, body: { id, anotacao: `Nota ${counter}` } },
    label: `Anotação ${counter}`,
    casoId: 'caso-1',
  } as OutboxRequest;
}

describe('trying again by itself', () => {
  it("tries a save's own failed send again with no run, tap or event, and the list knows when", async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      const voltas = vi.fn();
      const parar = onConexaoVoltou(voltas);
      api.script.push('drop');
      await expect(write(nota())).resolves.toEqual({ status: 'queued' });
      expect(ultimaFalhou()).toBe(true);
      // Due within ~2 s (spread ±25 %): what the outbox list counts down.
      const quando = (proximaTentativa() ?? 0) - Date.now();
      expect(quando).toBeGreaterThanOrEqual(1_500);
      expect(quando).toBeLessThanOrEqual(2_500);
      await vi.advanceTimersByTimeAsync(2_600);
      await vi.waitUntil(async () => (await db.outbox.count()) === 0);
      expect(api.received).toBe(2);
      expect(proximaTentativa()).toBeNull();
      // The answer proved the link back, once.
      expect(ultimaFalhou()).toBe(false);
      expect(voltas).toHaveBeenCalledTimes(1);
      parar();
    } finally {
      vi.useRealTimers();
    }
  });

  it('stops a run at once when told (a new version takes over), keeping its item for later', async () => {
    api.script.push('drop', 'hang');
    await write(nota());
    const rodada = syncNow({ automatic: true });
    await vi.waitUntil(() => api.received === 2);
    interromperEnvios();
    await expect(rodada).resolves.toMatchObject({ status: 'offline', sent: 0 });
    expect(await db.outbox.count()).toBe(1);
    // A later run sends again.
    await expect(syncNow()).resolves.toMatchObject({ status: 'done', sent: 1 });
  });
});
