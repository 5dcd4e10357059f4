/**
 * Two nodes on one database and one S3 store: a resumable upload whose PATCHes alternate between
 * them completes, is seen at the same offset by both, survives its node going away, and is still
 * held to its SHA-256 when a vestígio claims it. Each node has its own data folder, so nothing
 * can pass through a local disk.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_PREFIX, CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { buildApp } from '../app';
import { setupTestServer } from '../test/harness';
import { pessoasApi } from '../test/pessoas-fixtures';
import { startS3rver } from '../test/s3';
import { listening, sha256, type TusFile, tusClient, tusFile, vestigioDe } from '../test/tus';
import { createUploadArea, UPLOAD_EXPIRA_MS } from './uploads';

const s3 = startS3rver();
const server = setupTestServer(s3);
const api = pessoasApi(server);

/** A WebM's signature and then anything: the server proves the container, never decodes video. */
const webm = (bytes: number) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(bytes - 4)]);
/** Below S3's 5 MiB minimum part: the store keeps such a chunk as an incomplete part in between. */
const CHUNK = 3 * 1024 * 1024 + 17;

let other: FastifyInstance;
let otherDir = '';
let bases: [string, string];
let cookie = '';

beforeAll(async () => {
  otherDir = await mkdtemp(path.join(tmpdir(), 'rip-test-node2-'));
  other = (await buildApp(server.db, { ...server.env, dataDir: otherDir })).app;
  await other.listen({ port: 0, host: '127.0.0.1' });
  bases = [await listening(server), `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`];
  cookie = await server.login('investigador');
});

afterAll(async () => {
  await other?.close();
  if (otherDir) await rm(otherDir, { recursive: true, force: true });
});

/** Claims the upload on the second node (not the one the upload began on). */
const claim = (casoId: string, payload: object) =>
  other.inject({
    method: 'POST',
    url: `${API_PREFIX}/casos/${casoId}/vestigios`,
    headers: { [CSRF_HEADER]: CSRF_HEADER_VALUE, cookie },
    payload,
  });

async function offsets(file: TusFile): Promise<string[]> {
  return Promise.all(
    bases.map(
      async (base) => (await tusClient(base, cookie).head(file.id)).headers.get('upload-offset') ?? '',
    ),
  );
}

describe('tus staged in S3, two nodes', () => {
  it('completes with PATCHes alternating between the nodes, each seeing the same offset, and keeps the bytes', async () => {
    const caso = await api.criarCaso(cookie);
    const file = tusFile('video', 'video/webm', webm(4 * CHUNK + 1000));
    const created = await tusClient(bases[0], cookie).create(caso.id, file);
    expect(created.status).toBe(201);
    for (let offset = 0, i = 0; offset < file.bytes.length; offset += CHUNK, i++) {
      const chunk = file.bytes.subarray(offset, offset + CHUNK);
      const patched = await tusClient(bases[i % 2] as string, cookie).patch(file.id, offset, chunk);
      expect(patched.status, await patched.text()).toBe(204);
      expect(await offsets(file)).toEqual([String(offset + chunk.length), String(offset + chunk.length)]);
    }
    const criado = await claim(caso.id, vestigioDe(file));
    expect(criado.statusCode, criado.body).toBe(201);
    const original = await server.api({ method: 'GET', url: `/media/${file.id}`, cookie });
    expect(sha256(original.rawPayload)).toBe(sha256(file.bytes));
    // Claimed: both nodes answer its uploader from the claim's record that every byte is there
    // (issue 40: a retry whose answer was lost goes on to the same vestígio).
    for (const base of bases) {
      const head = await tusClient(base, cookie).head(file.id);
      expect([head.status, head.headers.get('upload-offset')]).toEqual([200, String(file.bytes.length)]);
    }
  });

  it('refuses a claim whose SHA-256 differs from the bytes received, and keeps nothing of it', async () => {
    const caso = await api.criarCaso(cookie);
    const file = tusFile('video', 'video/webm', webm(CHUNK + 5));
    const client = tusClient(bases[1], cookie);
    expect((await client.create(caso.id, file)).status).toBe(201);
    expect((await client.patch(file.id, 0, file.bytes)).status).toBe(204);
    const recusado = await claim(caso.id, vestigioDe(file, sha256(randomBytes(8))));
    expect(recusado.statusCode).toBe(422);
    expect(recusado.json().code).toBe('INTEGRITY_MISMATCH');
    expect((await tusClient(bases[0], cookie).head(file.id)).status).toBe(404);
  });

  it('resumes on the other node after the node it was on has gone', async () => {
    const caso = await api.criarCaso(cookie);
    const file = tusFile('video', 'video/webm', webm(2 * CHUNK));
    const spare = (await buildApp(server.db, { ...server.env, dataDir: otherDir })).app;
    await spare.listen({ port: 0, host: '127.0.0.1' });
    const spareBase = `http://127.0.0.1:${(spare.server.address() as AddressInfo).port}`;
    const first = tusClient(spareBase, cookie);
    expect((await first.create(caso.id, file)).status).toBe(201);
    expect((await first.patch(file.id, 0, file.bytes.subarray(0, CHUNK))).status).toBe(204);
    await spare.close();

    const survivor = tusClient(bases[0], cookie);
    const head = await survivor.head(file.id);
    expect(head.headers.get('upload-offset')).toBe(String(CHUNK));
    expect((await survivor.patch(file.id, CHUNK, file.bytes.subarray(CHUNK))).status).toBe(204);
    const criado = await claim(caso.id, vestigioDe(file));
    expect(criado.statusCode, criado.body).toBe(201);
  });

  it('removes uploads nobody claimed in 24 hours from the bucket, finished or not, and keeps the recent', async () => {
    const caso = await api.criarCaso(cookie);
    const client = tusClient(bases[0], cookie);
    const terminado = tusFile('video', 'video/webm', webm(4096));
    const pela_metade = tusFile('video', 'video/webm', webm(4096));
    await client.upload(caso.id, terminado);
    expect((await client.create(caso.id, pela_metade)).status).toBe(201);
    expect((await client.patch(pela_metade.id, 0, pela_metade.bytes.subarray(0, 1000))).status).toBe(204);
    const area = await createUploadArea(server.env);
    expect(await area.removeExpired(new Date())).toBe(0);
    expect(await area.removeExpired(new Date(Date.now() + UPLOAD_EXPIRA_MS + 60_000))).toBeGreaterThanOrEqual(
      2,
    );
    expect((await client.head(terminado.id)).status).toBe(404);
    expect((await client.head(pela_metade.id)).status).toBe(404);
  });
});
