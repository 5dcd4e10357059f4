// Prints the time the real app takes, in Chromium on loopback, to empty an outbox of 200 queued
// writes (180 notes and 20 vestígios of one phone-sized photo each, sent through tus like the app
// does) from the moment the signal returns, with the case's hub open as an officer would leave
// it. Goal ≤ 10 s. The queue is written into IndexedDB as the outbox keeps it (the same records a
// screen's save leaves offline), so the figure is the sync alone.
import { randomUUID } from 'node:crypto';
import { chromium } from '@playwright/test';
import { fotoRuidosa, sha } from './bench-fotos.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, entrarNoCelular, startBenchServer } from './bench-server.mjs';

const NOTAS = 180;
const FOTOS = 20;
const RODADAS = Number(process.env.BENCH_FILA_RODADAS ?? 3);

/** A photo of ~1.5 MB, as heavy as a phone's. */
const foto = (n) => fotoRuidosa(n, 1600, 1200, 90);

/** The queue of one run: the notes and the vestígios, in the order a shift would save them. */
function fila(casoId, fotos) {
  const itens = [];
  for (let i = 0; i < NOTAS + FOTOS; i += 1) {
    const id = randomUUID();
    if (i % 10 !== 9) {
      itens.push({
        id,
        op: 'createAnotacao',
        input: { params: { casoId }, body: { id, anotacao: `Nota ${i} do plantão.` } },
        label: `Anotação ${i}`,
        casoId,
      });
      continue;
    }
    const bytes = fotos[itens.length % fotos.length];
    const mediaId = randomUUID();
    itens.push({
      id,
      op: 'createVestigio',
      input: {
        params: { casoId },
        body: {
          id,
          tipo: 'DIGITAL',
          descricao: null,
          latitude: null,
          longitude: null,
          precisao_m: null,
          obtida_em: null,
          midias: [
            {
              id: mediaId,
              kind: 'photo',
              content_type: 'image/jpeg',
              sha256: sha(bytes),
              size_bytes: bytes.length,
              capturada_em: new Date().toISOString(),
              latitude: null,
              longitude: null,
              precisao_m: null,
            },
          ],
        },
      },
      foto: { mediaId, indice: itens.length % fotos.length, sha256: sha(bytes) },
      label: 'Vestígio DIGITAL',
      casoId,
    });
  }
  return itens;
}

const server = await startBenchServer('fila');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  // Distinct photos, each file its own upload (the same bytes twice would be the same media).
  const fotos = await Promise.all(Array.from({ length: FOTOS }, (_, n) => foto(n)));
  const { context, page } = await entrarNoCelular(browser, server);
  await page.evaluate(() => navigator.serviceWorker.ready);

  const tempos = [];
  for (let rodada = 0; rodada < RODADAS; rodada += 1) {
    await page.goto('casonome');
    await page.getByLabel('Informe o nome do caso').fill(`Caso da fila ${rodada + 1}`);
    await page.getByRole('button', { name: 'Criar novo caso' }).click();
    await page.waitForURL(/\/Caso$/);
    const historico = await (await page.request.get(`${server.api}/casos/historico`)).json();
    const casoId = historico.data.find((caso) => caso.name.toLowerCase().endsWith(`fila ${rodada + 1}`)).id;
    if (rodada === 0) {
      // The page reloads once its worker takes over; the queue is written after that.
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    }
    // Each round's navigation leaves a fresh page: the photos are handed to it again.
    await page.evaluate(
      (fotos) => {
        window.__fotos = fotos.map((base64) => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      },
      fotos.map((bytes) => bytes.toString('base64')),
    );

    await context.setOffline(true);
    await page.evaluate(
      async (itens) => {
        const { user } = JSON.parse(localStorage.getItem('rip.sessao') ?? 'null');
        const database = await new Promise((resolve, reject) => {
          const request = indexedDB.open('ripDB');
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const tx = database.transaction('outbox', 'readwrite');
        const store = tx.objectStore('outbox');
        const agora = Date.now();
        itens.forEach(({ foto, ...item }, seq) => {
          const uploads = foto
            ? [
                {
                  mediaId: foto.mediaId,
                  casoId: item.casoId,
                  kind: 'photo',
                  blob: new Blob([window.__fotos[foto.indice]], { type: 'image/jpeg' }),
                  sha256: foto.sha256,
                  contentType: 'image/jpeg',
                  filename: 'foto.jpg',
                },
              ]
            : undefined;
          store.add({
            ...item,
            uploads,
            userId: user.id,
            matricula: user.matricula,
            seq: agora + seq,
            createdAt: agora + seq,
            attempts: 0,
            lastError: null,
            status: 'pending',
          });
        });
        await new Promise((resolve, reject) => {
          tx.oncomplete = resolve;
          tx.onerror = () => reject(tx.error);
        });
        database.close();
      },
      fila(casoId, fotos),
    );
    // Written behind Dexie's back: the app reads the queue afresh, as when it is opened again.
    await page.reload();
    await page.getByRole('button', { name: `Sincronização: ${NOTAS + FOTOS} itens aguardando` }).waitFor();

    // Where the time goes: each kind of request's own time, summed (requests sent together overlap).
    const porTipo = new Map();
    const medir = (request) => {
      const url = new URL(request.url());
      const tipo = url.pathname.includes('/uploads')
        ? `tus ${request.method()}`
        : `${request.method()} ${url.pathname.replace(/[0-9a-f-]{36}/g, ':id').replace('/rip-app/api', '')}`;
      const { startTime, responseEnd } = request.timing();
      const atual = porTipo.get(tipo) ?? { n: 0, ms: 0 };
      porTipo.set(tipo, { n: atual.n + 1, ms: atual.ms + Math.max(0, responseEnd) });
      void startTime;
    };
    page.on('requestfinished', medir);
    const inicio = performance.now();
    await context.setOffline(false);
    await page.getByRole('button', { name: /^Sincronização: nada aguardando|não aceito/ }).waitFor({
      timeout: 300_000,
    });
    const segundos = (performance.now() - inicio) / 1000;
    const caso = await (await page.request.get(`${server.api}/casos/${casoId}`)).json();
    const recebidos = caso.anotacoes.length + caso.vestigios.length;
    if (recebidos !== NOTAS + FOTOS) throw new Error(`o servidor tem ${recebidos} de ${NOTAS + FOTOS} itens`);
    page.off('requestfinished', medir);
    const partes = [...porTipo].sort((a, b) => b[1].ms - a[1].ms);
    for (const [tipo, { n, ms }] of partes)
      console.log(`  ${tipo}: ${n} pedidos, ${(ms / 1000).toFixed(1)} s`);
    tempos.push(segundos);
    console.log(`rodada ${rodada + 1}: ${segundos.toFixed(1)} s`);
  }
  const ordenados = [...tempos].sort((a, b) => a - b);
  const mediana = ordenados[Math.floor(tempos.length / 2)];
  console.log(
    `fila: ${NOTAS + FOTOS} escritas com ${FOTOS} fotos, do sinal de volta à fila vazia: ${mediana.toFixed(1)} s (mediana de ${tempos.length}, mínimo ${ordenados[0].toFixed(1)} s; meta ≤ 10 s)`,
  );
} finally {
  await browser.close();
  await server.stop();
}
