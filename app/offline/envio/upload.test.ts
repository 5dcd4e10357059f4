import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_PREFIX } from '../../../shared/constants';
import type { OutboxRequest } from '../db';
import { configureOutbox, sendOperation } from '../fila/send-operation';
import { startTinyTus, stopTinyTus, type TinyTus } from './tiny-tus.test-support';
import { type UploadFile, uploadEndpoint, uploadFile } from './upload';
import { uploadProgressOf } from './upload-progress';

let tus: TinyTus;

beforeEach(async () => {
  tus = await startTinyTus();
});

afterEach(() => stopTinyTus(tus));

const SIZE = 5 * 1024 * 1024 + 123;
const bytes = new Uint8Array(SIZE).map((_, i) => (i * 31) % 251);
const FILE: UploadFile = {
  mediaId: '6f1c2b4e-1111-4a2b-9c3d-000000000001',
  casoId: '6f1c2b4e-2222-4a2b-9c3d-000000000002',
  kind: 'video',
  blob: new Blob([bytes], { type: 'video/webm' }),
  sha256: createHash('sha256').update(bytes).digest('hex'),
  contentType: 'video/webm',
  filename: 'clip.webm',
};

describe('uploadFile', () => {
  it('creates the upload under the media id with its metadata and the CSRF header, in 1 MB chunks', async () => {
    const progress: number[] = [];
    const outcome = await uploadFile(FILE, {
      endpoint: tus.endpoint,
      onProgress: (sent) => progress.push(sent),
    });
    expect(outcome).toEqual({ kind: 'done' });
    const stored = tus.uploads.get(FILE.mediaId);
    expect(stored?.metadata).toEqual({
      mediaId: FILE.mediaId,
      casoId: FILE.casoId,
      kind: 'video',
      sha256: FILE.sha256,
      contentType: 'video/webm',
      filename: 'clip.webm',
    });
    expect(
      createHash('sha256')
        .update(Buffer.concat(stored?.data ?? []))
        .digest('hex'),
    ).toBe(FILE.sha256);
    expect(tus.patches).toBe(6);
    expect(tus.patchBytes).toBe(SIZE);
    expect(progress.at(-1)).toBe(SIZE);
  });

  it('resumes a cut upload from the server offset, sending no chunk the server already has', async () => {
    tus.cutPatch = 3;
    const first = await uploadFile(FILE, { endpoint: tus.endpoint, retryDelays: [] });
    expect(first).toEqual({ kind: 'network' });
    expect(tus.uploads.get(FILE.mediaId)?.offset).toBe(3 * 1024 * 1024);

    tus.methods.length = 0;
    const second = await uploadFile(FILE, { endpoint: tus.endpoint, retryDelays: [] });
    expect(second).toEqual({ kind: 'done' });
    expect(tus.methods[0]).toBe('HEAD');
    expect(tus.methods).not.toContain('POST');
    // The cut chunk had arrived: nothing is sent twice.
    expect(tus.patchBytes).toBe(SIZE);
    const stored = tus.uploads.get(FILE.mediaId);
    expect(
      createHash('sha256')
        .update(Buffer.concat(stored?.data ?? []))
        .digest('hex'),
    ).toBe(FILE.sha256);
  });

  it('keeps a cut upload whose resume met a held lock and an offset conflict, then resumes it', async () => {
    tus.cutPatch = 3;
    await uploadFile(FILE, { endpoint: tus.endpoint, retryDelays: [] });
    const atCut = tus.uploads.get(FILE.mediaId)?.offset ?? 0;
    // The dead request still holds the upload: HEAD fails, the client creates again and is told
    // 409 for a PATCH from zero. That is an interrupted transfer, not a refusal.
    tus.lockedHeads = 1;
    tus.methods.length = 0;
    expect(await uploadFile(FILE, { endpoint: tus.endpoint, retryDelays: [] })).toEqual({ kind: 'network' });
    expect(tus.methods).toEqual(['HEAD', 'POST', 'PATCH']);
    expect(tus.uploads.get(FILE.mediaId)?.offset).toBe(atCut);

    const before = tus.patchBytes;
    expect(await uploadFile(FILE, { endpoint: tus.endpoint, retryDelays: [] })).toEqual({ kind: 'done' });
    // The refused PATCH from zero carried its chunk; after it, nothing the server had went again.
    expect(tus.patchBytes - before).toBe(SIZE - atCut);
  });

  it('goes on by itself within one try when the conflict clears', async () => {
    tus.cutPatch = 3;
    await uploadFile(FILE, { endpoint: tus.endpoint, retryDelays: [] });
    tus.lockedHeads = 1;
    expect(await uploadFile(FILE, { endpoint: tus.endpoint, retryDelays: [0, 0] })).toEqual({ kind: 'done' });
  });

  it('answers at once for a file the server already has whole (a resent vestígio)', async () => {
    await uploadFile(FILE, { endpoint: tus.endpoint });
    const before = tus.patchBytes;
    expect(await uploadFile(FILE, { endpoint: tus.endpoint })).toEqual({ kind: 'done' });
    expect(tus.patchBytes).toBe(before);
  });

  it('reports a refusal with the server error, to be shown and not retried', async () => {
    tus.refuse = 403;
    expect(await uploadFile(FILE, { endpoint: tus.endpoint, retryDelays: [] })).toEqual({
      kind: 'rejected',
      status: 403,
      error: { code: 'FORBIDDEN', message: 'Sem permissão.' },
    });
  });

  it('keeps the file for later when there is no server', async () => {
    const endpoint = uploadEndpoint('http://127.0.0.1:9');
    expect(await uploadFile(FILE, { endpoint, retryDelays: [] })).toEqual({ kind: 'network' });
  });

  it('keeps the file for later when the tus client, loaded only to send, cannot be loaded', async () => {
    vi.resetModules();
    vi.doMock('tus-js-client', () => {
      throw new Error('chunk missing');
    });
    try {
      const { uploadFile: semCliente } = await import('./upload');
      expect(await semCliente(FILE, { endpoint: tus.endpoint, retryDelays: [] })).toEqual({
        kind: 'network',
      });
      expect(tus.uploads.size).toBe(0);
    } finally {
      vi.doUnmock('tus-js-client');
      vi.resetModules();
    }
  });
});

describe('sending a vestígio from the outbox', () => {
  const CASO = FILE.casoId;
  const request = (): OutboxRequest =>
    ({
      id: '6f1c2b4e-3333-4a2b-9c3d-000000000003',
      op: 'createVestigio',
      input: {
        params: { casoId: CASO },
        body: { id: '6f1c2b4e-3333-4a2b-9c3d-000000000003', tipo: 'DIGITAL' },
      },
      uploads: [FILE, { ...FILE, mediaId: '6f1c2b4e-4444-4a2b-9c3d-000000000004', kind: 'poster' }],
      label: 'Vestígio DIGITAL',
      casoId: CASO,
    }) as OutboxRequest;

  const AUTOR = '6f1c2b4e-5555-4a2b-9c3d-000000000005';

  it('uploads every file, resuming a cut at once, then names them in the create', async () => {
    configureOutbox({ baseUrl: tus.endpoint.slice(0, -'/uploads'.length) });
    tus.cutPatch = 2;
    const outcome = await sendOperation(request(), undefined, AUTOR);
    expect(outcome).toMatchObject({ kind: 'sent', status: 201 });
    expect(tus.created).toHaveLength(1);
    expect(tus.created[0]).toMatchObject({ complete: true, uploads: 2 });
    // After the cut the client asked where the server was, and sent nothing twice.
    expect(tus.methods.filter((m) => m === 'HEAD').length).toBeGreaterThanOrEqual(2);
    expect(tus.patchBytes).toBe(2 * SIZE);
    expect(uploadProgressOf(request().id).size).toBe(0);
    // Each file is named its author's, as the operation is: another user's session refuses both.
    expect(new Set(tus.autores)).toEqual(new Set([AUTOR]));
  });

  it('keeps the item, without the create, while there is no server', async () => {
    configureOutbox({ baseUrl: `http://127.0.0.1:9${API_PREFIX}` });
    expect(await sendOperation(request(), undefined, AUTOR)).toEqual({ kind: 'network' });
  });

  it('fails the item with the server reason when an upload is refused', async () => {
    configureOutbox({ baseUrl: tus.endpoint.slice(0, -'/uploads'.length) });
    tus.refuse = 403;
    expect(await sendOperation(request(), undefined, AUTOR)).toEqual({
      kind: 'rejected',
      status: 403,
      error: { code: 'FORBIDDEN', message: 'Sem permissão.' },
      issues: [],
    });
  });
});
