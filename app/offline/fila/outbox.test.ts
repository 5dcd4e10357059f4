import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../shared/constants';
import { ApiError } from '../../lib/api';
import { sha256Hex } from '../../lib/sha256';
import { db, type OutboxRequest, type OutboxUser } from '../db';
import { dependencias } from './dependencias';
import { discard, resolve, retry } from './item-do-autor';
import {
  listOutbox,
  type OutboxNotice,
  onOutboxNotice,
  setOutboxUser,
  syncNow,
  syncOnReconnect,
  write,
} from './outbox';
import { save } from './save';
import { configureOutbox } from './send-operation';
import { syncOutbox } from './sync';

/**
 * How the stand-in API answers one request. 'drop' destroys the connection before handling it;
 * 'drop-after' applies it and then destroys the connection, as when the answer is lost on the way
 * back; 'hang' never answers.
 */
type Reply = { status: number; body?: unknown; delayMs?: number } | 'drop' | 'drop-after' | 'hang';

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  /** The JSON body, or the text fields of a multipart body. */
  body: unknown;
  /** A multipart body as the server's parser reads it, in the order the parts arrived. */
  form?: FormData;
}

const OK: Reply = { status: 201, body: { ok: true } };

/** A real HTTP server playing the API: it records what arrives and answers as scripted. */
const api = {
  received: [] as Received[],
  /** Operation ids in the order the server applied them (repeats included). */
  applied: [] as string[],
  script: [] as Reply[],
  fallback: OK as Reply,
  /** Requests being handled now, and the most at once since the last reset. */
  inFlight: 0,
  maxInFlight: 0,
  reset(): void {
    this.received = [];
    this.applied = [];
    this.script = [];
    this.fallback = OK;
    this.maxInFlight = 0;
  },
  /** The ids of the operations that reached the server, in arrival order. */
  receivedIds(): string[] {
    return this.received.map((request) => (request.body as { id: string }).id);
  },
};

async function readBody(request: IncomingMessage): Promise<Pick<Received, 'body' | 'form'>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const raw = Buffer.concat(chunks);
  const type = request.headers['content-type'] ?? '';
  if (type.startsWith('multipart/form-data')) {
    const form = await new Response(raw, { headers: { 'content-type': type } }).formData();
    const fields = [...form.entries()].filter(([, value]) => typeof value === 'string');
    return { body: Object.fromEntries(fields), form };
  }
  const text = raw.toString('utf8');
  return { body: text === '' ? undefined : JSON.parse(text) };
}

async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
  api.inFlight += 1;
  api.maxInFlight = Math.max(api.maxInFlight, api.inFlight);
  response.on('close', () => {
    api.inFlight -= 1;
  });
  const reply = api.script.shift() ?? api.fallback;
  const { body, form } = await readBody(request);
  api.received.push({
    method: request.method ?? '',
    url: request.url ?? '',
    headers: request.headers,
    body,
    form,
  });
  const id = (body as { id?: string } | undefined)?.id ?? request.url ?? '';
  if (reply === 'hang') return;
  if (reply === 'drop') {
    request.socket.destroy();
    return;
  }
  api.applied.push(id);
  if (reply === 'drop-after') {
    request.socket.destroy();
    return;
  }
  if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
  response.writeHead(reply.status, { 'content-type': 'application/json' });
  response.end(reply.body === undefined ? '' : JSON.stringify(reply.body));
}

const server = createServer((request, response) => void handle(request, response));
let baseUrl = '';
const notices: OutboxNotice[] = [];
let stopListening: () => void = () => {};

const officerA: OutboxUser = { id: '11111111-1111-4111-8111-111111111111', matricula: '1000003' };
const officerB: OutboxUser = { id: '22222222-2222-4222-8222-222222222222', matricula: '1000004' };

/** Logs a user in or out as the session layer does, and lets the sync that a login starts end. */
async function logInAs(user: OutboxUser | null): Promise<void> {
  await setOutboxUser(user);
  await syncNow();
}

beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://127.0.0.1:${port}${API_PREFIX}`;
});

afterAll(async () => {
  server.closeAllConnections();
  server.close();
  await once(server, 'close');
});

beforeEach(async () => {
  configureOutbox({ baseUrl, timeoutMs: 5_000, uploadTimeoutMs: 5_000 });
  api.reset();
  await db.outbox.clear();
  await logInAs(officerA);
  notices.length = 0;
  stopListening = onOutboxNotice((notice) => notices.push(notice));
});

afterEach(() => {
  stopListening();
  vi.unstubAllGlobals();
});

let counter = 0;

/** A victim's create as a form queues it; the stand-in API takes any body. */
function operation(label: string): OutboxRequest & { op: 'createVitima' } {
  counter += 1;
  const id = `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
  return {
    id,
    op: 'createVitima',
    input: {
      params: { casoId: 'caso-1' },
      body: { id, pessoa: { id, nome: label }, vitima: { crime_id: 1 } },
    },
    label: `Vítima ${label}`,
    casoId: 'caso-1',
  };
}

/** The JSON body an operation sends. */
const bodyOf = (request: OutboxRequest) => (request.input as { body?: unknown }).body;

/** The operation made a witness's create, linked to the victim `vitimaId`. */
const testemunhaDe = (op: OutboxRequest, vitimaId: string) =>
  ({
    ...op,
    op: 'createTestemunha',
    input: {
      ...(op.input as object),
      body: { ...(bodyOf(op) as object), vinculo: { vitimaVinculoId: vitimaId } },
    },
  }) as OutboxRequest;

/** Queues operations as a phone without signal would, then lets the connection come back. */
async function queueOffline(...operations: OutboxRequest[]): Promise<void> {
  api.fallback = 'drop';
  for (const op of operations) await expect(write(op)).resolves.toEqual({ status: 'queued' });
  // Writes queued behind others start a sync of their own; let it end before the test goes on.
  await syncNow();
  api.reset();
}

async function outboxIds(): Promise<string[]> {
  return (await listOutbox()).map((item) => item.id);
}

describe('write', () => {
  it('sends at once when online, as JSON with the CSRF header, and keeps nothing', async () => {
    const op = operation('João da Silva');
    await expect(write(op)).resolves.toEqual({ status: 'sent', response: { ok: true } });

    expect(api.received).toHaveLength(1);
    const [received] = api.received;
    expect(received?.method).toBe('POST');
    expect(received?.url).toBe(`${API_PREFIX}/casos/caso-1/vitimas`);
    expect(received?.body).toEqual(bodyOf(op));
    expect(received?.headers['x-rip-csrf']).toBe('1');
    expect(received?.headers['content-type']).toBe('application/json');
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends a DELETE without a body and without a JSON content-type', async () => {
    api.script.push({ status: 204 });
    const op: OutboxRequest = {
      id: crypto.randomUUID(),
      op: 'deleteVitima',
      input: { params: { casoId: 'caso-1', pessoaId: 'pessoa-1' } },
      label: 'Apagar vítima Maria',
    };
    await expect(write(op)).resolves.toEqual({ status: 'sent', response: undefined });
    expect(api.received[0]?.method).toBe('DELETE');
    expect(api.received[0]?.headers['content-type']).toBeUndefined();
  });

  it('queues the operation when the connection drops, tells the user and asks for Background Sync', async () => {
    const register = vi.fn(async (_tag: string) => {});
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration: async () => ({ sync: { register } }) } });
    api.script.push('drop');
    const op = operation('Ana');

    await expect(write(op)).resolves.toEqual({ status: 'queued' });

    const [item] = await listOutbox();
    expect(item).toMatchObject({
      id: op.id,
      op: 'createVitima',
      input: op.input,
      label: op.label,
      casoId: 'caso-1',
      userId: officerA.id,
      matricula: officerA.matricula,
      status: 'pending',
      attempts: 1,
      lastError: { code: null, message: 'Sem conexão com a Internet' },
    });
    expect(notices).toContainEqual({ type: 'queued', item: op });
    expect(register).toHaveBeenCalledWith('sync-data');
  });

  it('queues on 502, 503 and 504 answers', async () => {
    api.script.push({ status: 502 }, { status: 503, body: { code: 'DATABASE_UNAVAILABLE', message: 'x' } });
    api.script.push({ status: 504 });
    const ops = [operation('A'), operation('B'), operation('C')];
    // Each one straight after the outbox is emptied, so that it is sent rather than queued behind.
    for (const op of ops) {
      await expect(write(op)).resolves.toEqual({ status: 'queued' });
      await db.outbox.clear();
    }
    expect(api.receivedIds()).toEqual(ops.map((op) => op.id));
  });

  it('queues when the server does not answer in time', async () => {
    configureOutbox({ timeoutMs: 200 });
    api.script.push('hang');
    const op = operation('Lenta');
    await expect(write(op)).resolves.toEqual({ status: 'queued' });
    expect(await outboxIds()).toEqual([op.id]);
  });

  it('queues without trying when the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false });
    const op = operation('Sem sinal');
    await expect(write(op)).resolves.toEqual({ status: 'queued' });
    expect(api.received).toHaveLength(0);
    expect(await outboxIds()).toEqual([op.id]);
  });

  it('rejects an error answer with its status, code, message and issues, and stores nothing', async () => {
    const issues = [{ path: 'nome', message: 'Informe o nome.' }];
    api.script.push({
      status: 400,
      body: { code: 'VALIDATION_FAILED', message: 'Dados inválidos.', issues },
    });

    const error = await write(operation('Sem nome')).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'Dados inválidos.',
      issues,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps the operation when the session has expired, for after the next login', async () => {
    api.script.push({ status: 401, body: { code: 'SESSION_EXPIRED', message: 'Sessão expirada.' } });
    const op = operation('Depois do login');

    await expect(write(op)).resolves.toEqual({ status: 'queued' });

    expect(await listOutbox()).toMatchObject([
      { id: op.id, status: 'pending', lastError: { code: 'SESSION_EXPIRED', message: 'Sessão expirada.' } },
    ]);
    // With the server's reason: the session layer tells an expiry from another user's session.
    expect(notices).toContainEqual({
      type: 'unauthorized',
      error: { code: 'SESSION_EXPIRED', message: 'Sessão expirada.' },
    });
  });

  it('queues an online write behind older items, so it cannot overtake them', async () => {
    const create = operation('Criada offline');
    await queueOffline(create);
    const editId = crypto.randomUUID();
    // The stand-in API tells operations apart by an id in the body.
    const edit: OutboxRequest = {
      id: editId,
      op: 'updateVitima',
      input: { params: { casoId: 'caso-1', pessoaId: create.id }, body: { id: editId } as never },
      label: 'Editar',
    };

    await expect(write(edit)).resolves.toEqual({ status: 'queued' });
    await syncNow();

    expect(api.receivedIds()).toEqual([create.id, edit.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rejects a write with no user logged in, and neither sends nor stores it', async () => {
    await logInAs(null);

    await expect(write(operation('Sem sessão'))).rejects.toThrow(/setOutboxUser/);

    expect(api.received).toHaveLength(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends an online write at once even while another user's items wait", async () => {
    const fromA = operation('De A');
    await queueOffline(fromA);
    await logInAs(officerB);
    const fromB = operation('De B');

    await expect(write(fromB)).resolves.toEqual({ status: 'sent', response: { ok: true } });

    expect(api.receivedIds()).toEqual([fromB.id]);
    expect(await outboxIds()).toEqual([fromA.id]);
  });

  it('treats a second write of a queued operation as a repeat of it', async () => {
    const op = operation('Toque duplo');
    api.fallback = 'drop';
    await write(op);
    await expect(write(op)).resolves.toEqual({ status: 'queued' });
    expect(await outboxIds()).toEqual([op.id]);
  });
});

describe('uploads', () => {
  /** Bytes a text decoder would mangle: every byte value, CR LF pairs and a fake boundary among them. */
  function imagem(): Blob {
    const bytes = new Uint8Array(4096);
    for (let i = 0; i < bytes.length; i += 1) bytes[i] = (i * 7) % 256;
    bytes.set(new TextEncoder().encode('\r\n--boundary\r\n'), 100);
    return new Blob([bytes], { type: 'image/jpeg' });
  }

  async function upload(blob: Blob): Promise<OutboxRequest & { op: 'createDocumento' }> {
    const { id } = operation('Documento');
    return {
      id,
      op: 'createDocumento',
      input: {
        params: { casoId: 'caso-1', pessoaId: 'pessoa-1' },
        fields: { id, tipo: 'RG', sha256: await sha256Hex(blob) },
        file: { blob, name: 'rg frente.jpg' },
      },
      label: 'Documento RG de Maria',
      casoId: 'caso-1',
    };
  }

  async function bytesOf(blob: Blob): Promise<Buffer> {
    return Buffer.from(await blob.arrayBuffer());
  }

  it('sends an upload as multipart: the text fields first, then the file with its exact bytes', async () => {
    const blob = imagem();
    const op = await upload(blob);

    await expect(write(op)).resolves.toEqual({ status: 'sent', response: { ok: true } });
    const [received] = api.received;
    expect(received?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(received?.headers['x-rip-csrf']).toBe('1');
    expect(received?.url).toBe(`${API_PREFIX}/casos/caso-1/pessoas/pessoa-1/documentos`);
    expect([...(received?.form?.keys() ?? [])]).toEqual(['id', 'tipo', 'sha256', 'file']);
    expect(received?.body).toEqual(op.input.fields);
    const file = received?.form?.get('file') as File;
    expect(file.name).toBe('rg frente.jpg');
    expect((await bytesOf(file)).equals(await bytesOf(blob))).toBe(true);
  });

  it('keeps a queued upload with its Blob across a reload, and delivers the same bytes when the connection returns', async () => {
    const blob = imagem();
    const op = await upload(blob);
    await queueOffline(op);

    // What a reload does to the queue: the database is closed and the item read back from disk.
    db.close();
    await db.open();
    const [stored] = await listOutbox();
    const storedFile = stored?.op === 'createDocumento' ? stored.input.file : undefined;
    expect(storedFile).toMatchObject({ name: 'rg frente.jpg' });
    expect(storedFile?.blob).toBeInstanceOf(Blob);
    expect(storedFile?.blob.type).toBe('image/jpeg');
    expect((await bytesOf(storedFile?.blob ?? new Blob())).equals(await bytesOf(blob))).toBe(true);

    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 1, failed: 0, conflicts: 0 });

    expect(api.received).toHaveLength(1);
    const [received] = api.received;
    expect([...(received?.form?.keys() ?? [])]).toEqual(['id', 'tipo', 'sha256', 'file']);
    const arrived = await bytesOf(received?.form?.get('file') as File);
    expect(arrived.equals(await bytesOf(blob))).toBe(true);
    // What the server checks: the hash computed before queueing is the hash of what arrived.
    expect((received?.body as { sha256?: string } | undefined)?.sha256).toBe(
      createHash('sha256').update(arrived).digest('hex'),
    );
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a refused upload, when its save asks, as a refused item with its Blob; sent again, the same bytes go', async () => {
    const blob = imagem();
    const op = await upload(blob);
    const motivo = 'O arquivo chegou diferente do enviado (SHA-256 não confere). Tente novamente.';
    api.script.push({ status: 422, body: { code: 'UNPROCESSABLE', message: motivo } });

    const result = await save(op, { silentFailure: true, keepRefused: true });

    expect(result).toMatchObject({ ok: false, kept: true });
    const [kept] = await listOutbox();
    expect(kept).toMatchObject({
      id: op.id,
      status: 'failed',
      lastError: { code: 'UNPROCESSABLE', message: motivo },
    });
    const keptFile = kept?.op === 'createDocumento' ? kept.input.file : undefined;
    expect((await bytesOf(keptFile?.blob ?? new Blob())).equals(await bytesOf(blob))).toBe(true);

    await expect(retry(op.id)).resolves.toMatchObject({ status: 'done', sent: 1 });
    const arrived = await bytesOf(api.received[1]?.form?.get('file') as File);
    expect(arrived.equals(await bytesOf(blob))).toBe(true);
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps nothing of a refused upload whose save does not ask', async () => {
    api.script.push({ status: 422, body: { code: 'UNPROCESSABLE', message: 'Recusado.' } });
    await expect(save(await upload(imagem()), { silentFailure: true })).resolves.toMatchObject({
      ok: false,
      kept: false,
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('gives an upload longer than other operations to be answered', async () => {
    configureOutbox({ timeoutMs: 100, uploadTimeoutMs: 2_000 });
    api.script.push({ ...OK, delayMs: 300 }, { ...OK, delayMs: 300 });

    await expect(write(await upload(imagem()))).resolves.toEqual({ status: 'sent', response: { ok: true } });
    const lenta = operation('Sem arquivo');
    await expect(write(lenta)).resolves.toEqual({ status: 'queued' });
    expect(await outboxIds()).toEqual([lenta.id]);
  });

  it('hashes a Blob as lowercase hex SHA-256', async () => {
    await expect(sha256Hex(new Blob(['abc']))).resolves.toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});

describe('syncNow', () => {
  it('sends the queue oldest first and empties it', async () => {
    const ops = [operation('A'), operation('B'), operation('C')];
    await queueOffline(...ops);

    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 3, failed: 0, conflicts: 0 });

    expect(api.receivedIds()).toEqual(ops.map((op) => op.id));
    expect(await db.outbox.count()).toBe(0);
    expect(notices).toContainEqual(
      expect.objectContaining({
        type: 'synced',
        result: { status: 'done', sent: 3, failed: 0, conflicts: 0 },
      }),
    );
  });

  it('marks an item the server refuses as failed, keeps it, and sends the ones after it', async () => {
    const [a, b, c] = [operation('A'), operation('B'), operation('C')];
    await queueOffline(a, b, c);
    api.script.push(
      OK,
      { status: 400, body: { code: 'VALIDATION_FAILED', message: 'Nome obrigatório.' } },
      OK,
    );

    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 2, failed: 1, conflicts: 0 });

    expect(api.receivedIds()).toEqual([a.id, b.id, c.id]);
    expect(await listOutbox()).toMatchObject([
      { id: b.id, status: 'failed', lastError: { code: 'VALIDATION_FAILED', message: 'Nome obrigatório.' } },
    ]);
  });

  it("keeps an edit met by a colleague's change of the same field as a conflict, with both values, until resolved", async () => {
    const [a, b] = [operation('A'), operation('B')];
    await queueOffline(a, b);
    const conflito = {
      recurso: 'vitima',
      id: a.id,
      versao_atual: 3,
      campos: [
        {
          campo: 'pessoa.profissao',
          base: null,
          seu: 'Professora',
          atual: 'Enfermeira',
          por: { name: 'Delegado', matricula: '1000002' },
          em: '2026-11-26T18:00:00.000Z',
        },
      ],
      atual: {},
    };
    api.script.push({ status: 409, body: { code: 'EDIT_CONFLICT', message: 'Conflito.', conflito } }, OK);

    // Counted as a conflict, never as a refusal.
    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 1, failed: 0, conflicts: 1 });

    expect(await listOutbox()).toMatchObject([
      { id: a.id, status: 'conflict', lastError: { code: 'EDIT_CONFLICT', conflito } },
    ]);
    // Not sent again by itself: it waits for its author's choice.
    api.reset();
    await syncNow();
    expect(api.received).toHaveLength(0);

    const resolvido = {
      ...a,
      input: { ...a.input, body: { ...(bodyOf(a) as object), resolucao: [] } },
    } as unknown as OutboxRequest;
    await expect(resolve(a.id, resolvido)).resolves.toMatchObject({ status: 'done', sent: 1 });
    expect(api.received.map((r) => r.body)).toEqual([bodyOf(resolvido)]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('rejects an online write met by a conflict with the conflict for the form', async () => {
    api.script.push({
      status: 409,
      body: {
        code: 'EDIT_CONFLICT',
        message: 'Conflito.',
        conflito: { recurso: 'x', id: 'y', versao_atual: 2, campos: [], atual: null },
      },
    });
    const error = await write(operation('A')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).conflito).toMatchObject({ versao_atual: 2 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('does not take an idempotency conflict for success', async () => {
    const op = operation('Outro corpo');
    await queueOffline(op);
    api.script.push({ status: 409, body: { code: 'IDEMPOTENCY_CONFLICT', message: 'Conflito.' } });

    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 0, failed: 1, conflicts: 0 });
    expect(await listOutbox()).toMatchObject([{ id: op.id, status: 'failed' }]);
  });

  it('stops at a 401 and keeps every item pending', async () => {
    const [a, b] = [operation('A'), operation('B')];
    await queueOffline(a, b);
    api.script.push({ status: 401, body: { code: 'SESSION_EXPIRED', message: 'Sessão expirada.' } });

    await expect(syncNow()).resolves.toEqual({ status: 'unauthorized', sent: 0, failed: 0, conflicts: 0 });

    expect(api.receivedIds()).toEqual([a.id]);
    expect(await listOutbox()).toMatchObject([
      { id: a.id, status: 'pending' },
      { id: b.id, status: 'pending' },
    ]);
    expect(notices).toContainEqual({ type: 'unauthorized' });

    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 2, failed: 0, conflicts: 0 });
  });

  it("names each item's author to the server; a session that is another officer's keeps it pending", async () => {
    const op = operation('Do plantão anterior');
    await queueOffline(op);
    // The server sees the phone's cookie is the next officer's now: nothing done, the item waits.
    api.script.push({ status: 401, body: { code: 'SESSAO_DE_OUTRO_USUARIO', message: 'Outro usuário.' } });

    await expect(syncNow()).resolves.toEqual({ status: 'unauthorized', sent: 0, failed: 0, conflicts: 0 });
    expect(api.received.map((request) => request.headers['x-rip-autor'])).toEqual([officerA.id]);
    expect(await listOutbox()).toMatchObject([{ id: op.id, status: 'pending', userId: officerA.id }]);
  });

  it('stops at a network failure and keeps the rest pending', async () => {
    const [a, b, c] = [operation('A'), operation('B'), operation('C')];
    await queueOffline(a, b, c);
    api.script.push(OK, 'drop');

    await expect(syncNow()).resolves.toEqual({ status: 'offline', sent: 1, failed: 0, conflicts: 0 });

    expect(api.receivedIds()).toEqual([a.id, b.id]);
    expect(await listOutbox()).toMatchObject([
      { id: b.id, status: 'pending' },
      { id: c.id, status: 'pending' },
    ]);
  });

  it('tries again by itself after a failed run, later after each failure, until the queue is empty', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const op = operation('Fraca');
      await queueOffline(op);
      api.script.push('drop', 'drop');
      // The signal came back, and the first try on the weak link fails.
      await expect(syncOnReconnect()).resolves.toMatchObject({ status: 'offline' });
      expect(api.received).toHaveLength(1);
      // The next try comes within ~2 s (spread ±25 %), with no save, event or tap.
      await vi.advanceTimersByTimeAsync(2_600);
      await vi.waitUntil(() => api.received.length === 2);
      expect(await db.outbox.count()).toBe(1);
      // The one after waits about twice as long (3 to 5 s): not yet after 2.6 s more…
      await vi.advanceTimersByTimeAsync(2_600);
      expect(api.received).toHaveLength(2);
      // …but by 5 s it went, and the item is on the server.
      await vi.advanceTimersByTimeAsync(2_600);
      await vi.waitUntil(async () => (await db.outbox.count()) === 0);
      expect(api.receivedIds()).toEqual([op.id, op.id, op.id]);
      // Nothing waits: no more tries.
      await vi.advanceTimersByTimeAsync(120_000);
      expect(api.received).toHaveLength(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends each item once when two syncs are started together', async () => {
    const ops = [operation('A'), operation('B'), operation('C')];
    await queueOffline(...ops);
    api.fallback = { ...OK, delayMs: 30 } as Reply;

    const [first, second] = await Promise.all([syncNow(), syncNow()]);

    expect(api.receivedIds()).toEqual(ops.map((op) => op.id));
    expect(first).toEqual({ status: 'done', sent: 3, failed: 0, conflicts: 0 });
    expect(second).toEqual(first);
  });

  it('retries a failed item on request', async () => {
    const op = operation('Corrigida no servidor');
    await queueOffline(op);
    api.script.push({ status: 403, body: { code: 'FORBIDDEN', message: 'Sem permissão.' } });
    await syncNow();

    await expect(retry(op.id)).resolves.toMatchObject({ status: 'done', sent: 1 });
    expect(await db.outbox.count()).toBe(0);
  });

  it('holds back what names a refused create, and sends it once the create is accepted or discarded', async () => {
    const vitima = operation('Já no caso');
    const outra = operation('Outra');
    // A witness linked to the refused victim, then an edit of that witness: both wait.
    const testemunha = operation('Testemunha');
    const ligada = testemunhaDe(testemunha, vitima.id);
    const edicao = {
      ...operation('Edição'),
      op: 'updateTestemunha',
      input: { params: { casoId: 'caso-1', pessoaId: testemunha.id }, body: { pessoa: { nome: 'Edição' } } },
    } as OutboxRequest;
    await queueOffline(vitima, ligada, outra, edicao);
    api.script.push({ status: 409, body: { code: 'CONFLICT', message: 'Pessoa já está no caso.' } });

    await expect(syncNow()).resolves.toMatchObject({ status: 'done', sent: 1, failed: 1 });
    expect(api.receivedIds()).toEqual([vitima.id, outra.id]);
    expect((await listOutbox()).map((item) => [item.id, item.status])).toEqual([
      [vitima.id, 'failed'],
      [ligada.id, 'pending'],
      [edicao.id, 'pending'],
    ]);
    // Not in a later run either, nor a new write about the waiting witness, which joins the queue.
    api.reset();
    await syncNow();
    const novaEdicao = { ...edicao, id: operation('Nova').id } as OutboxRequest;
    await expect(write(novaEdicao)).resolves.toEqual({ status: 'queued' });
    expect(api.received).toHaveLength(0);
    // A save about anything else still goes at once: what waits makes nothing else wait.
    const nota = operation('Nota');
    await expect(write(nota)).resolves.toMatchObject({ status: 'sent' });
    expect(api.receivedIds()).toEqual([nota.id]);
    api.reset();

    await expect(retry(vitima.id)).resolves.toMatchObject({ status: 'done', sent: 4 });
    expect(api.applied).toHaveLength(4);
    expect(api.applied.slice(0, 2)).toEqual([vitima.id, ligada.id]);
    expect(await db.outbox.count()).toBe(0);

    // Discarded instead, the create no longer holds anything back.
    const [recusada, depois] = [operation('Recusada'), operation('Depois')];
    const depoisLigada = testemunhaDe(depois, recusada.id);
    await queueOffline(recusada, depoisLigada);
    api.script.push({ status: 400, body: { code: 'VALIDATION_FAILED', message: 'Nome obrigatório.' } });
    await syncNow();
    expect(await outboxIds()).toEqual([recusada.id, depoisLigada.id]);
    await discard(recusada.id);
    api.reset();
    await syncNow();
    expect(api.receivedIds()).toEqual([depoisLigada.id]);
  });

  it('discards only the chosen item', async () => {
    const [a, b] = [operation('A'), operation('B')];
    await queueOffline(a, b);

    await discard(a.id);

    expect(await outboxIds()).toEqual([b.id]);
  });

  it("leaves another user's items untouched and sends them, in order, when that user is back", async () => {
    const [a1, b1, a2, b2] = [operation('A1'), operation('B1'), operation('A2'), operation('B2')];
    // Offline while the two take turns on the phone, so that no login sends anything yet.
    vi.stubGlobal('navigator', { onLine: false });
    await write(a1);
    await logInAs(officerB);
    await write(b1);
    await logInAs(officerA);
    await write(a2);
    await logInAs(officerB);
    await write(b2);
    vi.unstubAllGlobals();
    const waitingForA = (await listOutbox()).filter((item) => item.userId === officerA.id);

    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 2, failed: 0, conflicts: 0 });

    expect(api.receivedIds()).toEqual([b1.id, b2.id]);
    expect(await listOutbox()).toEqual(waitingForA);
    expect(waitingForA.map((item) => item.id)).toEqual([a1.id, a2.id]);

    api.reset();
    await logInAs(officerA);

    expect(api.receivedIds()).toEqual([a1.id, a2.id]);
    expect(await db.outbox.count()).toBe(0);
  });

  it("stops sending a user's items as soon as another user logs in during the run", async () => {
    const ops = [operation('A'), operation('B'), operation('C')];
    await queueOffline(...ops);
    api.fallback = { ...OK, delayMs: 50 } as Reply;

    const run = syncNow();
    await vi.waitFor(() => expect(api.received).toHaveLength(1));
    await setOutboxUser(officerB);

    await expect(run).resolves.toEqual({ status: 'done', sent: 1, failed: 0, conflicts: 0 });
    expect(api.receivedIds()).toEqual([ops[0]?.id]);
    expect(await outboxIds()).toEqual([ops[1]?.id, ops[2]?.id]);
  });

  it("neither retries nor discards another user's items", async () => {
    const [failed, pending] = [operation('Recusada'), operation('Pendente')];
    await queueOffline(failed, pending);
    api.script.push({ status: 403, body: { code: 'FORBIDDEN', message: 'Sem permissão.' } }, 'drop');
    await syncNow();
    await logInAs(officerB);
    api.reset();
    const before = await listOutbox();

    await discard(pending.id);
    await discard(failed.id);
    await retry(failed.id);

    expect(api.received).toHaveLength(0);
    expect(await listOutbox()).toEqual(before);
    expect(before).toMatchObject([
      { id: failed.id, status: 'failed' },
      { id: pending.id, status: 'pending' },
    ]);
  });

  it("has the service worker send only the stored user's items, and nothing after a logout", async () => {
    const op = operation('Pelo worker');
    await queueOffline(op);

    await logInAs(null);
    expect(await db.meta.get('currentUser')).toEqual({ key: 'currentUser', user: null });
    await expect(syncOutbox()).resolves.toEqual({ status: 'done', sent: 0, failed: 0, conflicts: 0 });

    await logInAs(officerB);
    await expect(syncOutbox()).resolves.toEqual({ status: 'done', sent: 0, failed: 0, conflicts: 0 });
    expect(api.received).toHaveLength(0);

    // The page's own sync at login finds no network; the worker sends once the connection is back.
    api.fallback = 'drop';
    await logInAs(officerA);
    api.reset();
    expect(await db.meta.get('currentUser')).toEqual({
      key: 'currentUser',
      user: { ...officerA, wifiAcimaMb: null },
    });
    await expect(syncOutbox()).resolves.toEqual({ status: 'done', sent: 1, failed: 0, conflicts: 0 });
    expect(api.receivedIds()).toEqual([op.id]);
  });

  it('loses nothing and keeps the order for any mix of successes and network failures', async () => {
    const replyKinds = fc.constantFrom<Reply>(OK, 'drop', 'drop-after', { status: 503 });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.constantFrom('write', 'write', 'sync'), { minLength: 1, maxLength: 12 }),
        fc.array(replyKinds, { maxLength: 30 }),
        async (actions, replies) => {
          await db.outbox.clear();
          api.reset();
          api.script = [...replies];
          const created: string[] = [];
          for (const action of actions) {
            if (action === 'sync') {
              await syncNow();
            } else {
              const op = operation(`P${created.length}`);
              created.push(op.id);
              await write(op);
            }
          }
          // The connection comes back for good.
          api.script = [];
          for (let round = 0; round < 3 && (await db.outbox.count()) > 0; round += 1) await syncNow();

          expect(await db.outbox.count()).toBe(0);
          // A repeat after a lost answer is applied once by the server; the first arrival counts.
          expect([...new Set(api.applied)]).toEqual(created);
        },
      ),
      { numRuns: 80 },
    );
  });
});

/** A note in its own case, `casos` apart: items of different cases may go together. */
function nota(caso: number): OutboxRequest & { op: 'createAnotacao' } {
  const { id } = operation('nota');
  const casoId = `cccccccc-0000-4000-8000-${String(caso).padStart(12, '0')}`;
  return {
    id,
    op: 'createAnotacao',
    input: { params: { casoId }, body: { id, anotacao: `Nota do caso ${caso}.` } },
    label: 'Anotação',
    casoId,
  };
}

describe('syncNow with independent items', () => {
  it('sends independent items together, never more than four at once', async () => {
    const notas = [1, 2, 3, 4, 5, 6, 7].map(nota);
    await queueOffline(...notas);
    api.fallback = { ...OK, delayMs: 40 } as Reply;

    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 7, failed: 0, conflicts: 0 });

    expect(api.maxInFlight).toBe(4);
    expect(new Set(api.receivedIds())).toEqual(new Set(notas.map((op) => op.id)));
    expect(await db.outbox.count()).toBe(0);
  });

  it("sends a case's notes together, each with the time it was saved, which orders the list", async () => {
    const mesmoCaso = nota(1).casoId;
    const notas = [nota(1), nota(1), nota(1), nota(1), nota(1)].map((op) => ({ ...op, casoId: mesmoCaso }));
    await queueOffline(...notas);
    const salvas = new Map((await listOutbox()).map((item) => [item.id, item.createdAt]));
    api.fallback = { ...OK, delayMs: 40 } as Reply;

    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 5, failed: 0, conflicts: 0 });

    expect(api.maxInFlight).toBe(4);
    for (const { body } of api.received) {
      const { id, criada_em } = body as { id: string; criada_em: string };
      expect(criada_em).toBe(new Date(salvas.get(id) ?? Number.NaN).toISOString());
    }
  });

  it('starts nothing more after a 401 and keeps every item not taken', async () => {
    const notas = [1, 2, 3, 4, 5, 6].map(nota);
    await queueOffline(...notas);
    api.fallback = {
      status: 401,
      body: { code: 'SESSION_EXPIRED', message: 'Sessão expirada.' },
      delayMs: 20,
    };

    await expect(syncNow()).resolves.toEqual({ status: 'unauthorized', sent: 0, failed: 0, conflicts: 0 });

    expect(api.received).toHaveLength(4);
    expect(await outboxIds()).toEqual(notas.map((op) => op.id));
    expect(await listOutbox()).toMatchObject(notas.map(() => ({ status: 'pending' })));
  });

  it('starts nothing more after a network failure and sends the rest when the signal is back', async () => {
    const notas = [1, 2, 3, 4, 5, 6].map(nota);
    await queueOffline(...notas);
    api.fallback = 'drop';

    await expect(syncNow()).resolves.toMatchObject({ status: 'offline' });
    expect(api.received.length).toBeLessThanOrEqual(4);
    expect(await db.outbox.count()).toBe(6);

    api.reset();
    await expect(syncNow()).resolves.toEqual({ status: 'done', sent: 6, failed: 0, conflicts: 0 });
  });

  it("loses nothing and keeps every record's order for any mix of cases, answers and failures", async () => {
    const replyKinds = fc.oneof(
      fc.constantFrom<Reply>('drop', 'drop-after', { status: 503 }),
      fc.integer({ min: 0, max: 15 }).map((delayMs): Reply => ({ ...OK, delayMs }) as Reply),
    );
    // Each write: a note of one of three cases, or a victim naming a person some earlier write named.
    const writeKinds = fc.record({
      caso: fc.integer({ min: 1, max: 3 }),
      pessoa: fc.integer({ min: 0, max: 3 }),
    });
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(writeKinds, fc.constant('sync' as const)), { minLength: 1, maxLength: 14 }),
        fc.array(replyKinds, { maxLength: 30 }),
        async (actions, replies) => {
          await db.outbox.clear();
          api.reset();
          api.script = [...replies];
          const created: OutboxRequest[] = [];
          for (const action of actions) {
            if (action === 'sync') {
              await syncNow();
              continue;
            }
            const op = nota(action.caso);
            const item =
              action.pessoa === 0
                ? op
                : ({
                    ...op,
                    op: 'createVitima',
                    input: {
                      params: op.input.params,
                      body: {
                        id: op.id,
                        pessoa: { id: `eeeeeeee-0000-4000-8000-00000000000${action.pessoa}` },
                      },
                    },
                  } as OutboxRequest);
            created.push(item);
            await write(item);
          }
          api.script = [];
          for (let round = 0; round < 3 && (await db.outbox.count()) > 0; round += 1) await syncNow();

          expect(await db.outbox.count()).toBe(0);
          const firstArrival = [...new Set(api.applied)];
          expect([...firstArrival].sort()).toEqual(created.map((op) => op.id).sort());
          // Every item reached the server after every earlier item it depends on.
          dependencias(created).forEach((earlier, i) => {
            for (const j of earlier) {
              expect(firstArrival.indexOf(created[j]?.id ?? '')).toBeLessThan(
                firstArrival.indexOf(created[i]?.id ?? ''),
              );
            }
          });
        },
      ),
      { numRuns: 80 },
    );
  });
});
