// Prints, for a case with 50 photos (5 vestígios of 10 phone-sized JPEGs each, uploaded through
// tus like the app does), the time the real server takes to make the report's PDF and its size, and
// the time the real app page takes to make it on the device in Chromium with the CPU slowed 4×
// (a phone-class CPU), from the click to the file. Goals: server ≤ 2 s, device ≤ 5 s, < 15 MB.
import { randomUUID } from 'node:crypto';
import { statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { fotoRuidosa, sha } from './bench-fotos.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, entrarNoCelular, startBenchServer } from './bench-server.mjs';
import { midiaDe, SEM_ENDERECO, vestigioCom } from './corpos-vestigio.mjs';

const FOTOS = 50;
const POR_VESTIGIO = 10;
const meta = (obj) =>
  Object.entries(obj)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** A phone-sized photo of a few MB. */
const foto = (n) => fotoRuidosa(n, 2400, 1800, 88);

const server = await startBenchServer('relatorio');
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  const { context, page } = await entrarNoCelular(browser, server, { acceptDownloads: true });
  await page.goto('casonome');
  await page.getByLabel('Informe o nome do caso').fill('Caso do Bench');
  await page.getByRole('button', { name: 'Criar novo caso' }).click();
  await page.waitForURL(/\/Caso$/);

  const api = (p) => `${server.api}${p}`;
  const csrf = { 'x-rip-csrf': '1' };
  const historico = await (await page.request.get(api('/casos/historico'))).json();
  const casoId = historico.data[0].id;

  const bases = await Promise.all([0, 1, 2, 3, 4].map(foto));
  let bytesEnviados = 0;
  for (let v = 0; v < FOTOS / POR_VESTIGIO; v += 1) {
    const midias = [];
    for (let f = 0; f < POR_VESTIGIO; f += 1) {
      // Distinct files: the same base with a different comment segment at the end.
      const bytes = Buffer.concat([bases[(v + f) % bases.length], Buffer.from(`${v}-${f}-${randomUUID()}`)]);
      const id = randomUUID();
      const hash = sha(bytes);
      const criado = await page.request.post(`${server.origin}/rip-app/api/uploads`, {
        headers: {
          ...csrf,
          'Tus-Resumable': '1.0.0',
          'Upload-Length': String(bytes.length),
          'Upload-Metadata': meta({
            mediaId: id,
            casoId,
            kind: 'photo',
            sha256: hash,
            contentType: 'image/jpeg',
            filename: 'foto.jpg',
          }),
        },
      });
      if (criado.status() !== 201) throw new Error(`upload ${criado.status()} ${await criado.text()}`);
      const enviado = await page.request.patch(`${server.origin}/rip-app/api/uploads/${id}`, {
        headers: {
          ...csrf,
          'Tus-Resumable': '1.0.0',
          'Upload-Offset': '0',
          'Content-Type': 'application/offset+octet-stream',
        },
        data: bytes,
      });
      if (enviado.status() !== 204) throw new Error(`patch ${enviado.status()} ${await enviado.text()}`);
      bytesEnviados += bytes.length;
      midias.push(
        midiaDe(
          { id, kind: 'photo', contentType: 'image/jpeg', bytes, sha256: hash },
          { capturada_em: new Date().toISOString() },
        ),
      );
    }
    const vestigio = await page.request.post(api(`/casos/${casoId}/vestigios`), {
      headers: csrf,
      data: vestigioCom(midias, {
        ...SEM_ENDERECO,
        tipo: 'LOCAL DE CRIME',
        descricao: `Vestígio ${v + 1} do bench`,
        precisao_m: 8,
        obtida_em: new Date().toISOString(),
      }),
    });
    if (vestigio.status() !== 201) throw new Error(`vestígio ${vestigio.status()} ${await vestigio.text()}`);
  }
  console.log(`caso com ${FOTOS} fotos (${(bytesEnviados / 1024 / 1024).toFixed(0)} MB de originais)`);

  const tempos = [];
  let tamanhoServidor = 0;
  for (let i = 0; i < 3; i += 1) {
    const inicio = performance.now();
    const resposta = await page.request.post(api(`/casos/${casoId}/relatorio/pdf`), { headers: csrf });
    const corpo = await resposta.body();
    tempos.push(performance.now() - inicio);
    if (resposta.status() !== 200) throw new Error(`PDF do servidor: ${resposta.status()}`);
    tamanhoServidor = corpo.length;
  }

  await page.goto('relatorio');
  await page.getByRole('button', { name: 'Gerar PDF no aparelho' }).waitFor();
  // The screen keeps the thumbnails on the device; wait until all 50 are there.
  for (let espera = 0; ; espera += 1) {
    const guardadas = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const abrir = indexedDB.open('ripDB');
          abrir.onsuccess = () => {
            const range = IDBKeyRange.bound('relatorio-img:', 'relatorio-img:\uffff');
            const contar = abrir.result.transaction('meta').objectStore('meta').count(range);
            contar.onsuccess = () => resolve(contar.result);
          };
        }),
    );
    if (guardadas >= FOTOS) break;
    if (espera > 600) throw new Error(`só ${guardadas} imagens guardadas no aparelho`);
    await page.waitForTimeout(100);
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const temposAparelho = [];
  let tamanhoAparelho = 0;
  for (let i = 0; i < 2; i += 1) {
    const inicio = performance.now();
    const [download] = await Promise.all([
      page.waitForEvent('download', { timeout: 120_000 }),
      page.getByRole('button', { name: 'Gerar PDF no aparelho' }).click(),
    ]);
    const destino = path.join(tmpdir(), `rip-bench-relatorio-${i}.pdf`);
    await download.saveAs(destino);
    temposAparelho.push(performance.now() - inicio);
    tamanhoAparelho = statSync(destino).size;
    await page
      .getByRole('button', { name: 'Gerar PDF no aparelho' })
      .and(page.locator(':not([data-loading])'))
      .waitFor();
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const mb = (b) => (b / 1024 / 1024).toFixed(2);
  const s = (ms) => (ms / 1000).toFixed(2);
  console.log(
    `PDF no servidor: ${tempos.map(s).join(' s, ')} s (meta ≤ 2 s); ${mb(tamanhoServidor)} MB (meta < 15 MB)`,
  );
  console.log(
    `PDF no aparelho (Chromium, CPU 4× mais lenta): ${temposAparelho.map(s).join(' s, ')} s (meta ≤ 5 s; a 1ª inclui carregar o pdfmake); ${mb(tamanhoAparelho)} MB`,
  );
} finally {
  await browser.close();
  await server.stop();
}
