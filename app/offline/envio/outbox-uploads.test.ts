import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { API_PREFIX } from '../../../shared/constants';
import { db, type OutboxRequest } from '../db';
import { listOutbox, setOutboxUser, syncNow, write } from '../fila/outbox';
import { configureOutbox } from '../fila/send-operation';
import { startTinyTus, stopTinyTus, type TinyTus } from './tiny-tus.test-support';
import { uploadProgressOf } from './upload-progress';

const CASO = '6f1c2b4e-2222-4a2b-9c3d-000000000002';
const VESTIGIO = '6f1c2b4e-3333-4a2b-9c3d-000000000003';
const bytes = new Uint8Array(2 * 1024 * 1024 + 7).map((_, i) => (i * 13) % 256);
const video = new Blob([bytes], { type: 'video/webm' });
const sha256 = createHash('sha256').update(bytes).digest('hex');

function vestigio(): OutboxRequest {
  return {
    id: VESTIGIO,
    op: 'createVestigio',
    input: { params: { casoId: CASO }, body: { id: VESTIGIO, tipo: 'DIGITAL' } },
    uploads: [
      {
        mediaId: '6f1c2b4e-1111-4a2b-9c3d-000000000001',
        casoId: CASO,
        kind: 'video',
        blob: video,
        sha256,
        contentType: 'video/webm',
        filename: 'clip.webm',
      },
    ],
    label: 'Vestígio DIGITAL',
    casoId: CASO,
  } as OutboxRequest;
}

let tus: TinyTus;

beforeEach(async () => {
  tus = await startTinyTus();
  await db.outbox.clear();
  await setOutboxUser({ id: '11111111-1111-4111-8111-111111111111', matricula: '1000003' });
});

afterEach(() => stopTinyTus(tus));

describe('a vestígio saved without signal', () => {
  it('waits on the device with its files across a reload, then reaches the server once, whole', async () => {
    // No server: the save is queued with the Blobs.
    configureOutbox({ baseUrl: `http://127.0.0.1:9${API_PREFIX}`, timeoutMs: 1_000 });
    await expect(write(vestigio())).resolves.toEqual({ status: 'queued' });

    db.close();
    await db.open();
    const [stored] = await listOutbox();
    const blob = stored?.uploads?.[0]?.blob;
    expect(blob).toBeInstanceOf(Blob);
    expect(
      createHash('sha256')
        .update(Buffer.from(await (blob as Blob).arrayBuffer()))
        .digest('hex'),
    ).toBe(sha256);

    // The signal returns.
    configureOutbox({ baseUrl: tus.endpoint.slice(0, -'/uploads'.length) });
    await expect(syncNow()).resolves.toMatchObject({ status: 'done', sent: 1, failed: 0 });
    await expect(syncNow()).resolves.toMatchObject({ sent: 0 });
    expect(tus.created).toHaveLength(1);
    expect(tus.created[0]).toMatchObject({ complete: true, uploads: 1, body: { id: VESTIGIO } });
    const received = Buffer.concat(tus.uploads.get('6f1c2b4e-1111-4a2b-9c3d-000000000001')?.data ?? []);
    expect(createHash('sha256').update(received).digest('hex')).toBe(sha256);
    expect(tus.patchBytes).toBe(bytes.length);
    expect(await db.outbox.count()).toBe(0);
  });

  it('shows each file at 0 % before its first chunk, then how far it went, and clears once sent', async () => {
    const MEDIA = '6f1c2b4e-1111-4a2b-9c3d-000000000001';
    const seen: (number | undefined)[] = [];
    configureOutbox({
      baseUrl: tus.endpoint.slice(0, -'/uploads'.length),
      fetch: (input, init) => {
        if (init?.method === 'PATCH') seen.push(uploadProgressOf(VESTIGIO).get(MEDIA));
        return globalThis.fetch(input, init);
      },
    });
    await expect(write(vestigio())).resolves.toMatchObject({ status: 'sent' });
    // 2 MB + 7 bytes in 1 MB chunks: 0, then half-ish, then nearly all, before each PATCH.
    expect(seen[0]).toBe(0);
    expect(seen).toHaveLength(3);
    expect(seen[1]).toBeGreaterThan(0.4);
    expect(uploadProgressOf(VESTIGIO).size).toBe(0);
    configureOutbox({ fetch: (input, init) => globalThis.fetch(input, init) });
  });
});
