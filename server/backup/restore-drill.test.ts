/**
 * The restore drill: a server (the real one, a child process, on the embedded PostgreSQL, its media
 * in an S3 bucket) takes writes while `npm run backup` runs; its data folder and the bucket are
 * wiped; `npm run restore` fills an empty folder and the emptied bucket; a server starts on them.
 * Then `npm run audit:verify` passes, every media's bytes in the bucket match the SHA-256 the
 * database recorded, every write acknowledged before the backup began is there, and the users log
 * in. A backup folder holding anything but what the backup made is refused. Prints the figures.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, CSRF_HEADER_VALUE } from '../../shared/constants';
import { connect } from '../db/client';
import { embeddedUrls, runningEmbeddedPort } from '../db/embedded';
import { freePort } from '../db/embedded-port';
import { loadEnv } from '../env';
import { s3ClientConfig } from '../storage/s3-store';
import { createStoreFor } from '../storage/store-for';
import { multipart } from '../test/fixtures';
import { PERSONAS } from '../test/personas';
import { vitimaHomicidio } from '../test/pessoas-fixtures';
import { runCli } from '../test/run-cli';
import { startS3rver } from '../test/s3';
import { type ServerProcess, spawnServer, waitUntilHealthy } from '../test/server-process';
import { tusClient, tusFile, vestigioDe } from '../test/tus';

const s3 = startS3rver();
const folders: string[] = [];
const servers: ServerProcess[] = [];
/** The backup the drill made, for the refusals after it. */
let feito = '';

async function folder(prefix: string): Promise<string> {
  const made = await mkdtemp(path.join(tmpdir(), prefix));
  folders.push(made);
  return made;
}

/** Deletes every object of the drill's bucket (media, checkpoints, tus uploads), as a lost bucket. */
async function esvaziarBalde(): Promise<number> {
  const sdk = await import('@aws-sdk/client-s3');
  const env = loadEnv({ ...s3 });
  if (!env.s3) throw new Error('sem S3');
  const cliente = new sdk.S3Client(s3ClientConfig(env.s3));
  const { Contents = [] } = await cliente.send(new sdk.ListObjectsV2Command({ Bucket: env.s3.bucket }));
  for (const { Key } of Contents)
    await cliente.send(new sdk.DeleteObjectCommand({ Bucket: env.s3.bucket, Key }));
  const depois = await cliente.send(new sdk.ListObjectsV2Command({ Bucket: env.s3.bucket }));
  expect(depois.KeyCount ?? 0).toBe(0);
  return Contents.length;
}

afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  for (const made of folders) await rm(made, { recursive: true, force: true });
});

async function start(dataDir: string): Promise<{ server: ServerProcess; base: string }> {
  const port = await freePort();
  const server = spawnServer({
    RIP_DATA_DIR: dataDir,
    ...s3,
    PORT: String(port),
    EMBEDDED_PG_PORT: String(await freePort()),
    SEED_DEMO: 'true',
    // Checkpoints signed during the run: the restored chain is held against them too.
    AUDIT_CHECKPOINT_EVERY_MS: '1000',
  });
  servers.push(server);
  await waitUntilHealthy(server, 120_000);
  return { server, base: `http://127.0.0.1:${port}/rip-app/api` };
}

function client(base: string) {
  let cookie = '';
  const send = async (
    method: string,
    url: string,
    body?: unknown,
    raw?: { payload: Buffer; headers: object },
  ) => {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: {
        [CSRF_HEADER]: CSRF_HEADER_VALUE,
        cookie,
        ...(raw ? raw.headers : body ? { 'content-type': 'application/json' } : {}),
      },
      body: raw ? new Uint8Array(raw.payload) : body ? JSON.stringify(body) : undefined,
    });
    return response;
  };
  return {
    cookie: () => cookie,
    async login(persona: keyof typeof PERSONAS): Promise<number> {
      const response = await send('POST', '/auth/login', PERSONAS[persona]);
      cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
      return response.status;
    },
    send,
  };
}

type Client = ReturnType<typeof client>;

async function ok(response: Promise<Response>, expected: number): Promise<Response> {
  const answer = await response;
  if (answer.status !== expected) throw new Error(`${answer.status} ${await answer.text()}`);
  return answer;
}

let pixel = 0;

/** A WebM's first bytes: the server sniffs a video's type from them. */
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3]);

/** One officer's round: a case, a note, a victim and a scanned document (a media). */
async function escrever(api: Client): Promise<string> {
  const casoId = randomUUID();
  await ok(api.send('POST', '/casos', { id: casoId, name: `Caso do ensaio ${casoId.slice(0, 8)}` }), 201);
  await ok(
    api.send('POST', `/casos/${casoId}/anotacoes`, { id: randomUUID(), anotacao: 'Vestígios no local.' }),
    201,
  );
  const vitima = vitimaHomicidio({ pessoa: { id: randomUUID(), nome: 'Maria do Ensaio' } });
  await ok(api.send('POST', `/casos/${casoId}/vitimas`, vitima), 201);
  pixel += 1;
  const bytes = await sharp({
    create: {
      width: 96,
      height: 64,
      channels: 3,
      background: { r: pixel % 256, g: (pixel >> 8) % 256, b: 90 },
    },
  })
    .jpeg()
    .toBuffer();
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const body = await multipart(
    { id: randomUUID(), tipo: 'RG', sha256 },
    { bytes, name: 'rg.jpg', type: 'image/jpeg' },
  );
  await ok(api.send('POST', `/casos/${casoId}/pessoas/${vitima.pessoa.id}/documentos`, undefined, body), 201);
  return casoId;
}

describe('the restore drill', () => {
  it('backs up under writes, restores into an empty place: the chain verifies, every media matches, users log in', async () => {
    const original = await folder('rip-drill-a-');
    const backups = await folder('rip-drill-backups-');
    const restored = await folder('rip-drill-b-');

    const before = await start(original);
    const api = client(before.base);
    expect(await api.login('delegado')).toBe(200);
    const antes: string[] = [];
    for (let i = 0; i < 12; i += 1) antes.push(await escrever(api));
    // One scene's video too (tus, then claimed by its vestígio): bytes that take the copy some time.
    const video = tusFile('video', 'video/webm', Buffer.concat([WEBM, randomBytes(24 * 1024 * 1024)]));
    await tusClient(before.base.replace(/\/rip-app\/api$/, ''), api.cookie()).upload(antes[0] ?? '', video);
    await ok(api.send('POST', `/casos/${antes[0]}/vestigios`, vestigioDe(video)), 201);

    // Four officers keep writing while the backup runs.
    let writing = true;
    const durante: string[] = [];
    const writers = Array.from({ length: 4 }, async () => {
      while (writing) durante.push(await escrever(api));
    });
    const backupStarted = performance.now();
    const backup = await runCli('backup.ts', ['--destino', backups], { RIP_DATA_DIR: original, ...s3 });
    const backupSeconds = (performance.now() - backupStarted) / 1000;
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);

    before.server.child.kill('SIGTERM');
    expect(await before.server.exited).toBe(0);
    await rm(original, { recursive: true, force: true });
    const apagados = await esvaziarBalde();

    const [made] = await readdir(backups);
    feito = path.join(backups, made ?? '');
    // A base backup, not a copy of a running folder: PostgreSQL's label says where replay begins.
    const label = await readFile(path.join(backups, made ?? '', 'postgres', 'backup_label'), 'utf8');
    expect(label).toMatch(/START WAL LOCATION: .*\nCHECKPOINT LOCATION: /);
    const restoreStarted = performance.now();
    const restore = await runCli('restore.ts', [feito], {
      RIP_DATA_DIR: restored,
      ...s3,
      EMBEDDED_PG_PORT: String(await freePort()),
    });
    const restoreSeconds = (performance.now() - restoreStarted) / 1000;
    expect(restore.code, restore.output).toBe(0);
    // The restore itself read each object back from the bucket and held it against the database.
    expect(restore.output).toMatch(
      /mídias \(S3\): (\d+) objetos, .*, \1 SHA-256 conferidos onde foram postos/,
    );
    expect(restore.output).toMatch(
      /[1-9]\d* mídias citadas pelo banco: o SHA-256 do banco é o do objeto restaurado/,
    );

    // The restore's first start replayed from that label to the backup's end, and set it aside.
    expect(existsSync(path.join(restored, 'postgres', 'backup_label.old'))).toBe(true);
    const after = await start(restored);
    const verify = await runCli('audit-verify.ts', [], { RIP_DATA_DIR: restored, ...s3 });
    expect(verify.code, verify.output).toBe(0);
    expect(verify.output).toMatch(/[1-9]\d* checkpoints assinados/);

    const port = (await runningEmbeddedPort(restored)) ?? 0;
    const database = connect((await embeddedUrls(restored, port)).url, { max: 1 });
    let figures: Record<string, number>;
    try {
      const casos = await database.pool.query<{ id: string }>(
        'SELECT id FROM casos WHERE id = ANY($1::uuid[])',
        [antes],
      );
      expect(casos.rows.map((row) => row.id).sort()).toEqual([...antes].sort());

      const store = createStoreFor(loadEnv({ RIP_DATA_DIR: restored, ...s3 }));
      const media = await database.pool.query<{ sha256: string; storage_key: string }>(
        'SELECT sha256, storage_key FROM media_objects',
      );
      expect(media.rows.length).toBeGreaterThanOrEqual(antes.length);
      for (const row of media.rows) {
        const object = await store.open(row.storage_key);
        expect(object, row.storage_key).not.toBeNull();
        const hash = createHash('sha256');
        for await (const chunk of object?.stream ?? []) hash.update(chunk);
        expect(hash.digest('hex'), row.storage_key).toBe(row.sha256);
      }
      const counts = await database.pool.query<Record<string, string>>(`
        SELECT (SELECT count(*) FROM casos)::int AS casos, (SELECT count(*) FROM logs)::int AS logs,
          (SELECT count(*) FROM media_objects)::int AS midias`);
      figures = Object.fromEntries(Object.entries(counts.rows[0] ?? {}).map(([k, v]) => [k, Number(v)]));
    } finally {
      await database.close();
    }

    const users = client(after.base);
    for (const persona of ['admin', 'delegado', 'investigador', 'escrivao', 'perito'] as const) {
      expect(await users.login(persona), persona).toBe(200);
    }
    // The last one in is the case's author: the case written before the backup opens.
    expect(await users.login('delegado')).toBe(200);
    expect((await users.send('GET', `/casos/${antes[0]}`)).status).toBe(200);

    console.log(
      [
        'Ensaio de restauração:',
        `  escritas: ${antes.length} rodadas antes do backup, ${durante.length} durante (4 escritores)`,
        `  backup: ${backupSeconds.toFixed(1)} s — ${backup.output.trim().split('\n').slice(1).join(' | ')}`,
        `  restore: ${restoreSeconds.toFixed(1)} s — ${restore.output.trim().split('\n').slice(1).join(' | ')}`,
        `  balde esvaziado antes do restore: ${apagados} objetos apagados (também os checkpoints feitos depois da cópia do banco, que o backup não leva)`,
        `  restaurado: ${figures.casos} casos, ${figures.midias} mídias (SHA-256 conferido no balde), ${figures.logs} linhas de auditoria`,
        `  ${verify.output.trim().split('\n').join(' | ')}`,
      ].join('\n'),
    );
  }, 420_000);

  it('refuses a backup folder holding anything but what the backup made, and a data folder not empty', async () => {
    expect(feito).not.toBe('');
    const restaurar = async (dados: string) =>
      runCli('restore.ts', [feito], {
        RIP_DATA_DIR: dados,
        ...s3,
        EMBEDDED_PG_PORT: String(await freePort()),
      });

    const ocupada = await folder('rip-drill-ocupada-');
    await writeFile(path.join(ocupada, 'anotacoes.txt'), 'de outra instalação');
    const naOcupada = await restaurar(ocupada);
    expect(naOcupada.code).toBe(1);
    expect(naOcupada.output).toContain('não está vazia (anotacoes.txt)');

    const [midia] = (await readdir(path.join(feito, 'media'))).filter((nome) => !nome.startsWith('log-'));
    await writeFile(path.join(feito, 'media', 'intrusa.jpg'), 'não veio do backup');
    await writeFile(path.join(feito, 'LEIA-ME.txt'), 'anotação de quem guardou');
    const original = await readFile(path.join(feito, 'media', midia ?? ''));
    const trocada = Buffer.from(original);
    trocada[trocada.length - 1] = (trocada.at(-1) ?? 0) ^ 0xff;
    await writeFile(path.join(feito, 'media', midia ?? ''), trocada);
    const vazia = await folder('rip-drill-vazia-');
    const recusado = await restaurar(vazia);
    expect(recusado.code).toBe(1);
    expect(recusado.output).toContain('não tem só o que o backup fez, como o fez; nada foi restaurado');
    expect(recusado.output).toContain('LEIA-ME.txt: o backup não fez isto');
    expect(recusado.output).toContain('media/intrusa.jpg: o backup não fez isto');
    expect(recusado.output).toContain(`media/${midia}: o SHA-256 não é o que o backup registrou`);
    expect(await readdir(vazia)).toEqual([]);
  }, 120_000);
});
