import { createHash, randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test';
import { escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { DEMO_PASSWORD, fillLogin, USERS, waitForOfflineReady } from '../support';
import { investigadorNaCena, vestigioComVideo } from '../vestigio';

/**
 * Issue 11 end to end, through the real server: what the phone captured arrives whole (the same
 * SHA-256 the device computed), waits on the phone without signal and goes once when it returns,
 * resumes a cut upload from the server's offset, and is seen, played, deleted and traced from there.
 */

interface MidiaLida {
  id: string;
  kind: 'photo' | 'video';
  sha256: string;
  size_bytes: number;
  url: string;
  miniatura_url: string | null;
  duracao_ms: number | null;
}
interface VestigioLido {
  id: string;
  tipo: string;
  descricao: string | null;
  midias: MidiaLida[];
}
interface CasoLido {
  id: string;
  name: string;
  identificador: string;
  vestigios: VestigioLido[];
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * `loginAs` with room for a loaded machine: the password hash is slow on purpose, and these journeys
 * log in up to three phones while other suites run.
 */
async function loginAs(page: Page, matricula: string) {
  await page.goto('login');
  await fillLogin(page, matricula, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/rip-app\/home$/, { timeout: 30_000 });
}

/** The case as the server has it now (read with the page's own session). */
async function casoNoServidor(page: Page, nome: RegExp): Promise<CasoLido> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => nome.test(caso.name))?.id;
  if (!id) throw new Error(`caso ${nome} não está no histórico`);
  return (await (await page.request.get(`api/casos/${id}`)).json()) as CasoLido;
}

/** A new phone: a fresh context, logged in, with nothing cached from the one that captured. */
async function outroAparelho(
  browser: Browser,
  matricula: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const page = await context.newPage();
  await loginAs(page, matricula);
  return { context, page };
}

/** Opens the case on that phone as the app does when a case is picked (the banner's selection). */
async function abrirVestigios(page: Page, caso: CasoLido) {
  await page.evaluate(
    (selecionado) => localStorage.setItem('rip.casoSelecionado', JSON.stringify(selecionado)),
    { id: caso.id, name: caso.name, identificador: caso.identificador },
  );
  await page.goto('vestigio');
  await expect(page.getByRole('heading', { name: 'Vestígios' })).toBeVisible();
}

/**
 * A real WebM clip of about `ms`, recorded in the page (a phone's gallery stand-in), and how long
 * it truly ran from the recorder's start to its stop (a loaded machine stretches `ms`).
 */
async function clipeDoAparelho(page: Page, ms: number): Promise<{ clip: Buffer; gravadoMs: number }> {
  const { bytes, gravadoMs } = await page.evaluate(async (duracao) => {
    const canvas = document.createElement('canvas');
    canvas.width = 320;
    canvas.height = 240;
    const desenho = canvas.getContext('2d');
    const gravador = new MediaRecorder(canvas.captureStream(15), { mimeType: 'video/webm' });
    const partes: Blob[] = [];
    gravador.ondataavailable = (event) => partes.push(event.data);
    let quadro = 0;
    const pintar = setInterval(() => {
      if (!desenho) return;
      quadro += 12;
      desenho.fillStyle = `hsl(${quadro % 360} 70% 50%)`;
      desenho.fillRect(0, 0, 320, 240);
    }, 60);
    let inicio = 0;
    gravador.onstart = () => {
      inicio = performance.now();
    };
    const parado = new Promise<number>((resolve) => {
      gravador.onstop = () => resolve(performance.now());
    });
    gravador.start(250);
    await new Promise((resolve) => setTimeout(resolve, duracao));
    gravador.stop();
    const fim = await parado;
    clearInterval(pintar);
    return {
      bytes: Array.from(new Uint8Array(await new Blob(partes).arrayBuffer())),
      gravadoMs: fim - inicio,
    };
  }, ms);
  return { clip: Buffer.from(bytes), gravadoMs };
}

async function fotografar(page: Page, vezes: number) {
  const foto = page.getByRole('button', { name: 'Foto', exact: true });
  await expect(foto).toBeEnabled({ timeout: 15_000 });
  for (let n = 1; n <= vezes; n += 1) {
    await foto.click();
    await expect(page.getByRole('button', { name: `Ampliar Foto ${n}` })).toBeVisible();
  }
}

test('online: two photos and a 3-second clip arrive whole as one vestígio; gallery, player, custody, delete, read-only', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  await investigadorNaCena(page, context, 'caso das provas online');
  await page.getByTestId('tile-vestigio').click();
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await fotografar(page, 2);
  await page.getByRole('button', { name: 'Filmar' }).click();
  // Three seconds recorded: the counter, from 10 s, shows 7 once more than 3 s went by.
  await expect(page.locator('output').filter({ hasText: /^\d+s$/ })).toHaveText('7s');
  await page.getByRole('button', { name: 'Parar' }).click();
  await expect(page.getByLabel('Vídeo', { exact: true })).toBeVisible({ timeout: 15_000 });
  await escolher(page, 'Tipo do vestígio', 'INSTRUMENTO DO CRIME');
  await page.getByLabel('Descrição').fill('Faca com cabo de madeira ao lado do sofá');

  // What the device computed and named: the create that follows the uploads.
  const criado = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/casos\/[^/]+\/vestigios$/.test(request.url()),
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const corpo = (await criado).postDataJSON() as {
    midias: { id: string; kind: string; sha256: string; size_bytes: number; duracao_ms: number | null }[];
  };
  await expect(page.getByText('Vestígio salvo com sucesso!')).toBeVisible({ timeout: 30_000 });
  expect(corpo.midias.map((m) => m.kind)).toEqual(['photo', 'photo', 'video']);
  expect(corpo.midias[2]?.duracao_ms).toBeGreaterThanOrEqual(2_500);

  // On the server: one vestígio, three media, each the very bytes the device hashed.
  const caso = await casoNoServidor(page, /provas online/i);
  expect(caso.vestigios).toHaveLength(1);
  const [vestigio] = caso.vestigios;
  if (!vestigio) throw new Error('sem vestígio');
  expect(vestigio.tipo).toBe('INSTRUMENTO DO CRIME');
  expect(vestigio.midias.map((m) => [m.id, m.kind, m.sha256, m.size_bytes])).toEqual(
    corpo.midias.map((m) => [m.id, m.kind, m.sha256, m.size_bytes]),
  );
  for (const midia of vestigio.midias) {
    const bytes = await (await page.request.get(midia.url.replace(/^\/rip-app\//, ''))).body();
    expect(sha256(bytes), `bytes de ${midia.kind} ${midia.id}`).toBe(midia.sha256);
  }
  expect(vestigio.midias[2]?.miniatura_url, 'o vídeo tem quadro de capa').not.toBeNull();

  // Another phone, online, nothing cached: everything comes from the server.
  const outro = await outroAparelho(browser, USERS.investigador.matricula);
  const tela = outro.page;
  await abrirVestigios(tela, caso);
  const card = tela.getByRole('article', { name: 'INSTRUMENTO DO CRIME' });
  await expect(card.getByText('Faca com cabo de madeira ao lado do sofá')).toBeVisible();
  for (const nome of ['Foto 1', 'Foto 2']) {
    const miniatura = card.getByRole('img', { name: nome });
    await expect(miniatura).toHaveAttribute('src', /\/api\/media\/.+\/miniatura$/);
    await expect
      .poll(() => miniatura.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expect(card.getByText(/^SHA-256 [0-9a-f]{64}$/)).toHaveCount(3);
  await expect(card.getByText(`SHA-256 ${corpo.midias[0]?.sha256}`)).toBeVisible();
  await checkpoint(tela, 'vestigios-servidor');

  // The photo in the lightbox, at full size from the server.
  await card.getByRole('button', { name: 'Ampliar Foto 1' }).click();
  const ampliada = tela.getByRole('dialog').getByRole('img', { name: 'INSTRUMENTO DO CRIME' });
  await expect(ampliada).toHaveAttribute('src', /\/api\/media\/[^/]+$/);
  await expect.poll(() => ampliada.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await checkpoint(tela, 'vestigio-foto-ampliada');
  await tela.keyboard.press('Escape');

  // The clip plays from the server.
  const player = card.getByLabel('Vídeo', { exact: true });
  await expect(player).toHaveAttribute('src', /\/api\/media\/[^/]+$/);
  await player.evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    return video.play();
  });
  await expect
    .poll(() => player.evaluate((video: HTMLVideoElement) => video.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0.5);
  await player.evaluate((video: HTMLVideoElement) => video.pause());

  // Its chain of custody: each capture received, and the views just made.
  await card.getByRole('button', { name: 'Cadeia de custódia' }).click();
  const custodia = tela.getByRole('dialog', { name: 'Cadeia de custódia' });
  await expect(custodia.getByText('Recebida no servidor')).toHaveCount(3);
  await expect(custodia.getByText('Visualizada').first()).toBeVisible();
  await expect(custodia.getByText(corpo.midias[0]?.sha256 ?? '-')).toBeVisible();
  await checkpoint(tela, 'vestigio-custodia');
  await tela.keyboard.press('Escape');

  // Delete, where editing is on: a photo, then the clip, each with its own question and message.
  await card.getByRole('button', { name: 'Apagar foto 2' }).click();
  const apagarImagem = tela.getByRole('dialog', { name: 'Apagar imagem?' });
  await expect(apagarImagem.getByText('Você não poderá reverter esta ação!')).toBeVisible();
  await expect(apagarImagem.getByText('Foto 2 · INSTRUMENTO DO CRIME')).toBeVisible();
  await expect(apagarImagem.getByText(`SHA-256 ${corpo.midias[1]?.sha256}`)).toBeVisible();
  await checkpoint(tela, 'vestigio-apagar-imagem');
  await apagarImagem.getByRole('button', { name: 'Apagar' }).click();
  await expect(tela.getByText('Imagem deletada com sucesso.')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Foto 2' })).toHaveCount(0);
  await card.getByRole('button', { name: 'Deletar vídeo' }).click();
  await tela.getByRole('dialog', { name: 'Deletar vídeo?' }).getByRole('button', { name: 'Apagar' }).click();
  await expect(tela.getByText('Vídeo removido com sucesso.')).toBeVisible();
  await expect(card.getByLabel('Vídeo', { exact: true })).toHaveCount(0);
  // Each deletion stays in the chain of custody, with the hash of what was deleted.
  await card.getByRole('button', { name: 'Cadeia de custódia' }).click();
  await expect(custodia.getByText('Apagada', { exact: true })).toHaveCount(2);
  await expect(
    custodia.getByText(`Arquivo apagado (${corpo.midias[1]?.sha256.slice(0, 12)}…)`).first(),
  ).toBeVisible();
  await tela.keyboard.press('Escape');
  const depois = await casoNoServidor(tela, /provas online/i);
  expect(depois.vestigios[0]?.midias.map((m) => m.id)).toEqual([corpo.midias[0]?.id]);
  await outro.context.close();

  // Read-only elsewhere: a delegate of another team, in by justification, sees and cannot delete.
  const leitor = await outroAparelho(browser, USERS.delegado.matricula);
  const acesso = await leitor.page.request.post(`api/casos/${caso.id}/acessos`, {
    headers: { 'x-rip-csrf': '1' },
    data: { id: crypto.randomUUID(), justificativa: 'Conferir a faca apreendida no inquérito da orla.' },
  });
  expect(acesso.ok()).toBe(true);
  await abrirVestigios(leitor.page, caso);
  const lido = leitor.page.getByRole('article', { name: 'INSTRUMENTO DO CRIME' });
  await expect(lido.getByRole('img', { name: 'Foto 1' })).toBeVisible();
  await expect(leitor.page.getByRole('button', { name: 'Adicionar Vestígio' })).toHaveCount(0);
  await expect(lido.getByRole('button', { name: /Apagar|Deletar/ })).toHaveCount(0);
  await leitor.context.close();
});

test('without signal: a vestígio waits on the phone, marked offline, and reaches the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await investigadorNaCena(page, context, 'caso das provas sem sinal');
  await page.getByTestId('tile-vestigio').click();
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await fotografar(page, 1);
  // A clip from the phone's gallery: its duration is read on the device, like a filmed one's.
  const { clip, gravadoMs } = await clipeDoAparelho(page, 2_000);
  await page
    .getByTestId('vestigio-arquivos')
    .setInputFiles({ name: 'galeria.webm', mimeType: 'video/webm', buffer: clip });
  await expect(page.getByLabel('Vídeo', { exact: true })).toBeVisible();
  await escolher(page, 'Tipo do vestígio', 'VESTÍGIO BALISTICO');
  const criado = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/casos\/[^/]+\/vestigios$/.test(request.url()),
  );
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/Caso$/);
  await page.getByTestId('tile-vestigio').click();
  const card = page.getByRole('article', { name: 'VESTÍGIO BALISTICO' });
  await expect(card.getByText('Offline', { exact: true })).toBeVisible();
  const hashes = (await card.getByText(/^SHA-256 /).allTextContents()).map((t) => t.replace('SHA-256 ', ''));
  expect(hashes[0]).toMatch(/^[0-9a-f]{64}$/);
  expect(hashes[1]).toBe(sha256(clip));
  await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();

  await context.setOffline(false);
  await criado.catch(() => undefined);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 45_000,
  });
  const caso = await casoNoServidor(page, /provas sem sinal/i);
  expect(caso.vestigios.map((v) => [v.tipo, v.midias.map((m) => m.sha256)])).toEqual([
    ['VESTÍGIO BALISTICO', hashes],
  ]);
  const duracao = caso.vestigios[0]?.midias[1]?.duracao_ms ?? 0;
  // The clip's own length, read on the device, whatever the machine's load made of the 2 s asked.
  expect(
    Math.abs(duracao - gravadoMs),
    `duração ${duracao} ms, gravado ${Math.round(gravadoMs)} ms`,
  ).toBeLessThan(500);
  await expect(card.getByText('Offline', { exact: true })).toHaveCount(0, { timeout: 15_000 });
  await expect(card.getByRole('img', { name: 'Foto 1' })).toHaveAttribute('src', /\/api\/media\//);
  await expect(page.getByText('Dados sincronizados')).toBeHidden({ timeout: 15_000 });
  await checkpoint(page, 'vestigios-sincronizado');
});

test.describe('an upload cut in the middle', () => {
  // The page sends it itself (no worker in between), so the test sees and slows every request.
  test.use({ serviceWorkers: 'block' });

  test('resumes from the offset the server has, not from zero, with a bar in the form and the outbox', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    const MB = 1024 * 1024;
    const CORTE_APOS = 3;
    // A picked clip of 6 MB (a WebM header; the server checks the type by its first bytes).
    const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(6 * MB - 4)]);
    const hash = sha256(video);
    await investigadorNaCena(page, context, 'caso do envio cortado');
    await vestigioComVideo(page, 'camera-da-rua.webm', video);

    // Every chunk of this video the browser sends, with the offset it says it starts at.
    const enviados: { offset: number; bytes: number; depoisDoCorte: boolean }[] = [];
    const heads: number[] = [];
    let cortado = false;
    // The cut waits for the form's photograph, so that it shows the bars mid-way, still.
    let soltarCorte = () => {};
    const corteLiberado = new Promise<void>((resolve) => {
      soltarCorte = resolve;
    });
    let patches = 0;
    await page.route('**/api/uploads/**', async (route) => {
      const request = route.request();
      if (request.method() !== 'PATCH') return route.continue();
      const offset = Number(request.headers()['upload-offset']);
      const bytes = request.postDataBuffer()?.length ?? 0;
      if (bytes > MB / 2) {
        patches += 1;
        if (patches === CORTE_APOS + 1 && !cortado) {
          // The signal drops while this chunk is on its way: it never arrives.
          await corteLiberado;
          cortado = true;
          await context.setOffline(true);
          return route.abort('internetdisconnected');
        }
        enviados.push({ offset, bytes, depoisDoCorte: cortado });
      }
      // A slow link, so that the bars can be seen.
      await new Promise((resolve) => setTimeout(resolve, 400));
      return route.continue();
    });
    page.on('response', (response) => {
      // Before the first chunk the device asks too (and hears 404: no upload yet); after the cut is what counts.
      if (cortado && response.request().method() === 'HEAD' && /\/api\/uploads\//.test(response.url())) {
        heads.push(Number(response.headers()['upload-offset'] ?? -1));
      }
    });

    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(
      page.getByTestId('midia-previews').getByRole('progressbar', { name: /^Envio de Vídeo: \d+%$/ }),
    ).toBeVisible();
    await expect(page.getByRole('progressbar', { name: /^Envio das mídias: \d+%$/ })).toBeVisible();
    await expect(page.getByRole('progressbar', { name: 'Envio das mídias: 50%' })).toBeVisible({
      timeout: 30_000,
    });
    await checkpoint(page, 'vestigio-enviando');
    soltarCorte();
    // Cut: the save waits on the phone, to go on when the signal returns.
    await expect(page).toHaveURL(/\/Caso$/, { timeout: 30_000 });
    expect(enviados.map((e) => e.offset)).toEqual([0, MB, 2 * MB]);
    await page.getByRole('button', { name: 'Sincronização: 1 item aguardando' }).click();
    const fila = page.getByRole('dialog');
    await context.setOffline(false);
    await expect(fila.getByRole('progressbar', { name: /Envio dos arquivos: \d+%/ })).toBeVisible({
      timeout: 15_000,
    });
    await checkpoint(page, 'outbox-enviando');
    await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
      timeout: 60_000,
    });

    // Resumed where the server had it: the first question after the cut got 3 MB, and the chunks
    // after it started there. Nothing the server had was sent again.
    expect(heads[0]).toBe(CORTE_APOS * MB);
    const retomada = enviados.filter((e) => e.depoisDoCorte);
    expect(retomada[0]?.offset).toBe(CORTE_APOS * MB);
    expect(retomada.every((e) => e.offset >= CORTE_APOS * MB)).toBe(true);
    const total = enviados.reduce((soma, e) => soma + e.bytes, 0);
    console.log(
      `envio cortado: ${video.length} bytes, ${total} enviados, ${total - video.length} enviados duas vezes`,
    );
    expect(total).toBe(video.length);

    const caso = await casoNoServidor(page, /envio cortado/i);
    expect(caso.vestigios.map((v) => v.midias.map((m) => [m.kind, m.sha256, m.size_bytes]))).toEqual([
      [['video', hash, video.length]],
    ]);
  });
});
