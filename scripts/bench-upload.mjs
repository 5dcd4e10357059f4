// Prints, for a 50 MB video sent the way the app sends it (tus, 1 MiB chunks, tus-js-client in
// Node) to the real server (npm start's script on a throwaway embedded PostgreSQL), then named by a
// vestígio (the server re-reads it, recomputes the SHA-256, proves the container, stores it):
//  - the server's RSS growth during upload + create (goal ≤ 30 MB), sampled from /proc;
//  - the bytes on the wire ÷ the file size (goal ≤ 1.01), counted by a TCP proxy in this process
//    on every byte the client sends (request lines, headers and bodies of every request);
//  - the time.
// Then the same upload with the connection cut at ~80 %: tus-js-client resumes by itself (HEAD,
// then PATCH from the server's offset); it prints the offset it resumed from and the bytes the cut
// made travel twice (this run's wire bytes minus the clean run's).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import tus from 'tus-js-client';
import { startBenchServer } from './bench-server.mjs';
import { midiaDe, vestigioCom } from './corpos-vestigio.mjs';

const MB = 1024 * 1024;
const FILE_BYTES = Number(process.env.BENCH_UPLOAD_MB ?? 50) * MB;
const CHUNK_BYTES = 1 * MB; // as the app (app/offline/envio/upload.ts, UPLOAD_CHUNK_BYTES)
const CUT_AT = 0.8;

/** A real EBML/WebM header (what the server's sniffer reads), then padding to the size. */
function video(bytes) {
  const ebml = Buffer.from('1a45dfa39f4286810142f7810142f2810442f381084282847765626d4287810442858102', 'hex');
  return Buffer.concat([ebml, randomBytes(bytes - ebml.length)]);
}

/** A TCP proxy that counts what the client sends and can cut every connection at once. */
function countingProxy(targetPort) {
  const sockets = new Set();
  const state = { up: 0, cutAtUp: Number.POSITIVE_INFINITY, cuts: 0 };
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(client).add(upstream);
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('data', (data) => {
      state.up += data.length;
      if (state.up >= state.cutAtUp) {
        state.cutAtUp = Number.POSITIVE_INFINITY;
        state.cuts++;
        for (const socket of sockets) socket.destroy();
        sockets.clear();
        return;
      }
      if (!upstream.write(data)) client.pause();
    });
    upstream.on('drain', () => client.resume());
    upstream.on('data', (data) => {
      if (!client.write(data)) upstream.pause();
    });
    client.on('drain', () => upstream.resume());
    client.on('end', () => upstream.end());
    upstream.on('end', () => client.end());
    client.on('error', close);
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ port: server.address().port, state, close: () => server.close() }),
    ),
  );
}

function rssBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** The highest RSS of pid while `work` runs, sampled every 10 ms. */
async function peakRss(pid, work) {
  let peak = rssBytes(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssBytes(pid));
  }, 10);
  try {
    const result = await work();
    peak = Math.max(peak, rssBytes(pid));
    return { peak, result };
  } finally {
    clearInterval(timer);
  }
}

const server = await startBenchServer('upload');
const proxy = await countingProxy(new URL(server.origin).port);
const viaProxy = `http://127.0.0.1:${proxy.port}/rip-app/api`;
try {
  const login = await fetch(`${server.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rip-csrf': '1' },
    body: JSON.stringify({ matricula: '1000003', password: 'rip-demo-2026' }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
  const headers = { cookie, 'x-rip-csrf': '1' };

  async function json(base, method, url, body) {
    const response = await fetch(`${base}${url}`, {
      method,
      headers: { ...headers, accept: 'application/json', 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return JSON.parse(text);
  }

  const casoId = randomUUID();
  await json(server.api, 'POST', '/casos', { id: casoId, name: 'Caso de Bench de Envio' });

  /** One file through tus via the proxy; resolves with the offsets the server answered to HEADs. */
  const respostas = new Map();
  function upload(bytes, mediaId, sha256) {
    respostas.clear();
    const resumedFrom = [];
    return new Promise((resolve, reject) => {
      const send = new tus.Upload(bytes, {
        endpoint: `${viaProxy}/uploads`,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 500, 1000, 3000],
        headers,
        metadata: {
          mediaId,
          casoId,
          kind: 'video',
          sha256,
          contentType: 'video/webm',
          filename: 'bench.webm',
        },
        onAfterResponse(request, response) {
          const key = `${request.getMethod()} ${response.getStatus()}`;
          respostas.set(key, (respostas.get(key) ?? 0) + 1);
          if (request.getMethod() === 'HEAD') resumedFrom.push(Number(response.getHeader('Upload-Offset')));
        },
        onError: reject,
        onSuccess: () => resolve(resumedFrom),
      });
      send.start();
    });
  }

  function vestigio(mediaId, bytes, sha256) {
    const agora = new Date().toISOString();
    const midia = midiaDe(
      { id: mediaId, kind: 'video', contentType: 'video/webm', bytes, sha256 },
      { capturada_em: agora, duracao_ms: 10_000 },
    );
    return json(
      viaProxy,
      'POST',
      `/casos/${casoId}/vestigios`,
      vestigioCom([midia], { descricao: 'Vídeo do bench de envio', obtida_em: agora }),
    );
  }

  // Warm-up: the first upload loads tus's and the create's code; growth is measured after it.
  const aquecimento = video(Number(process.env.BENCH_WARM_KB ?? 256) * 1024);
  const aquecimentoId = randomUUID();
  const aquecimentoSha = createHash('sha256').update(aquecimento).digest('hex');
  await upload(aquecimento, aquecimentoId, aquecimentoSha);
  await vestigio(aquecimentoId, aquecimento, aquecimentoSha);

  const bytes = video(FILE_BYTES);
  const sha256 = createHash('sha256').update(bytes).digest('hex');

  /** One clean run (upload, then the vestígio naming it) with the server's RSS watched. */
  async function cleanRun() {
    const mediaId = randomUUID();
    const before = rssBytes(server.pid);
    proxy.state.up = 0;
    const started = performance.now();
    let uploadMs = 0;
    let uploadPeak = 0;
    const { peak } = await peakRss(server.pid, async () => {
      uploadPeak = (await peakRss(server.pid, () => upload(bytes, mediaId, sha256))).peak;
      uploadMs = performance.now() - started;
      const salvo = await vestigio(mediaId, bytes, sha256);
      if (salvo.midias[0].sha256 !== sha256) throw new Error('o servidor guardou outro hash');
    });
    return { before, peak, uploadPeak, uploadMs, totalMs: performance.now() - started, wire: proxy.state.up };
  }

  // The first large upload of a fresh process also pays the runtime's one-time growth (V8's young
  // generation and malloc's arenas reach their working size); the next one shows what an upload
  // costs a server already running. Both are printed.
  const primeiro = await cleanRun();
  const seguinte = await cleanRun();
  const wire = seguinte.wire;

  // The cut run: every connection dropped once ~80 % of the file has gone up.
  const cortadoId = randomUUID();
  proxy.state.up = 0;
  proxy.state.cutAtUp = Math.round(FILE_BYTES * CUT_AT);
  const cutStarted = performance.now();
  const resumedFrom = await upload(bytes, cortadoId, sha256);
  const cutUploadMs = performance.now() - cutStarted;
  const respostasCorte = [...respostas].map(([key, count]) => `${key}×${count}`).join(', ');
  await vestigio(cortadoId, bytes, sha256);
  const wireCut = proxy.state.up;
  const twice = Math.max(0, wireCut - wire);

  const mb = (n) => (n / MB).toFixed(1);
  console.log(`Arquivo: ${mb(FILE_BYTES)} MB (WebM), tus em partes de ${mb(CHUNK_BYTES)} MB, servidor real`);
  const rss = (label, run) =>
    console.log(
      `RSS do servidor, ${label}: ${mb(run.before)} MB antes, pico ${mb(run.peak)} MB durante envio + criação` +
        ` do vestígio → crescimento ${mb(run.peak - run.before)} MB (meta ≤ 30 MB; só o envio: ${mb(run.uploadPeak - run.before)} MB)`,
    );
  rss('1º envio grande após a partida', primeiro);
  rss('envio seguinte', seguinte);
  console.log(
    `Bytes na rede (cliente → servidor, com cabeçalhos, envio + criação): ${wire} ÷ ${FILE_BYTES}` +
      ` = ${(wire / FILE_BYTES).toFixed(4)} (meta ≤ 1,01)`,
  );
  for (const [label, run] of [
    ['1º', primeiro],
    ['seguinte', seguinte],
  ]) {
    console.log(
      `Tempo (${label}): envio ${(run.uploadMs / 1000).toFixed(2)} s, envio + criação ${(run.totalMs / 1000).toFixed(2)} s`,
    );
  }
  console.log(
    `Retomada: conexão cortada em ${Math.round(CUT_AT * 100)} % (${proxy.state.cuts} corte), retomada do byte ` +
      `${resumedFrom.join(', ') || '—'} (${resumedFrom.map((o) => `${((o / FILE_BYTES) * 100).toFixed(1)} %`).join(', ')});` +
      ` enviados duas vezes: ${twice} bytes (${mb(twice)} MB); envio com o corte ${(cutUploadMs / 1000).toFixed(2)} s`,
  );
  console.log(`Respostas do envio com o corte: ${respostasCorte}`);
} finally {
  proxy.close();
  await server.stop();
}
