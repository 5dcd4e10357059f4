/**
 * An upload no vestígio claimed within 24 hours is abandoned (the form left, the case given up):
 * the server itself removes it — finished or not — on its periodic cleanup, and keeps the recent.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { setupTestServer } from '../../test/harness';
import { pessoasApi } from '../../test/pessoas-fixtures';
import { enviador, tusClient, tusFile } from '../../test/tus';

// The cleanup runs every 50 ms here (6 h by default): the test watches the server do it by itself.
const server = setupTestServer({ UPLOADS_CLEANUP_EVERY_MS: '50' });
const api = pessoasApi(server);
let base = '';
let cookie = '';

beforeAll(async () => {
  ({ base, cookie } = await enviador(server));
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('unclaimed uploads', () => {
  it('are removed by the periodic cleanup once 24 hours old, finished or not; recent ones stay', async () => {
    const casoId = (await api.criarCaso(cookie)).id;
    const client = tusClient(base, cookie);
    const terminado = tusFile('video', 'video/webm', randomBytes(4096));
    const pela_metade = tusFile('video', 'video/webm', randomBytes(4096));
    await client.upload(casoId, terminado);
    expect((await client.create(casoId, pela_metade)).status).toBe(201);
    expect((await client.patch(pela_metade.id, 0, pela_metade.bytes.subarray(0, 1000))).status).toBe(204);
    const arquivo = (id: string) => path.join(server.env.dataDir, 'uploads', id);

    // Several cleanups go by: a few seconds old is not abandoned.
    await pause(300);
    expect((await client.head(terminado.id)).status).toBe(200);
    expect((await client.head(pela_metade.id)).status).toBe(200);

    server.clock.advance(24 * 3_600_000 + 60_000);
    try {
      for (let tries = 0; tries < 100 && existsSync(arquivo(terminado.id)); tries++) await pause(50);
      await pause(100);
      for (const upload of [terminado, pela_metade]) {
        expect(existsSync(arquivo(upload.id))).toBe(false);
        expect(existsSync(`${arquivo(upload.id)}.json`)).toBe(false);
      }
    } finally {
      server.clock.reset();
    }
    expect((await client.head(terminado.id)).status).toBe(404);
    expect((await client.head(pela_metade.id)).status).toBe(404);
  });
});
