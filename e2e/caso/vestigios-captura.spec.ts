import { expect, type Page, test } from '@playwright/test';
import { criarCaso, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { abrirCaso } from '../dois-celulares';
import { lerPdf, paginasPng } from '../relatorio-fixtures';
import { loginAs, sair, USERS, waitForOfflineReady } from '../support';
import { fotografarVestigio, investigadorNaCena } from '../vestigio';

/**
 * Issue 39 item 3, through the real server: the app's camera signs a capture with the device's key
 * (registered at login) and the server prints it 'Capturada pela câmera do app', on screen and in
 * its PDF, taken without signal too, and for another officer logging in on the same phone (the
 * shift's phone: one device, one key); the very same bytes picked from the gallery are 'importada';
 * a capture the server cannot check (its key never registered) is the device's word; a phone clock
 * in 2019 is flagged.
 */

/** pdftotext's lines, joined, with the layout's runs of spaces made one. */
const corrido = (texto: string) => texto.replace(/\s+/g, ' ');

type Corpo = { midias: { id: string; origem: string; assinatura?: { aparelho_id: string } | null }[] };

/** Saves the open vestígio form as `tipo` and answers the body the phone sent. */
async function salvar(page: Page, tipo: string): Promise<Corpo> {
  await escolher(page, 'Tipo do vestígio', tipo);
  const criado = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/casos\/[^/]+\/vestigios$/.test(request.url()),
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const corpo = (await criado).postDataJSON() as Corpo;
  await expect(page.getByText('Vestígio salvo com sucesso!')).toBeVisible({ timeout: 30_000 });
  return corpo;
}

const cartao = (page: Page, tipo: string) => page.getByRole('article', { name: tipo });

test('a camera capture is printed captured, the same file from the gallery imported, an unchecked one declared, 2019 flagged', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  await investigadorNaCena(page, context, 'caso da captura assinada');
  await fotografarVestigio(page);
  const capturada = await salvar(page, 'INSTRUMENTO DO CRIME');
  // Signed on the phone by the key it registered at login.
  expect(capturada.midias[0]?.origem).toBe('captura');
  expect(capturada.midias[0]?.assinatura?.aparelho_id).toMatch(/^[0-9a-f-]{36}$/);
  const camera = cartao(page, 'INSTRUMENTO DO CRIME');
  await expect(camera.getByText(/^Capturada pela câmera do app em /)).toBeVisible({ timeout: 20_000 });
  await checkpoint(page, 'vestigio-captura-verificada');

  // The same bytes, picked from the gallery: imported, whatever the file is.
  const original = await page.request.get(`api/media/${capturada.midias[0]?.id}`);
  expect(original.ok()).toBe(true);
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await page
    .getByTestId('vestigio-arquivos')
    .setInputFiles({ name: 'foto-da-camera.jpg', mimeType: 'image/jpeg', buffer: await original.body() });
  await expect(page.getByRole('button', { name: 'Ampliar Foto 1' })).toBeVisible();
  const importada = await salvar(page, 'VESTÍGIO BALISTICO');
  expect(importada.midias[0]).toMatchObject({ origem: 'importacao' });
  expect(importada.midias[0]).not.toHaveProperty('assinatura');
  const galeria = cartao(page, 'VESTÍGIO BALISTICO');
  await expect(galeria.getByText(/^Importada do aparelho em /)).toBeVisible({ timeout: 20_000 });
  await expect(galeria.getByText(/Capturada/)).toHaveCount(0);

  // Without signal: signed on the phone at once, waiting, then verified when it reaches the server.
  const foto = page.getByRole('button', { name: 'Foto', exact: true });
  await waitForOfflineReady(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await expect(foto).toBeEnabled({ timeout: 15_000 });
  await foto.click();
  await expect(page.getByRole('button', { name: 'Ampliar Foto 1' })).toBeVisible();
  await escolher(page, 'Tipo do vestígio', 'OBSERVADORES');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/Caso$/);
  await page.getByTestId('tile-vestigio').click();
  const semSinal = cartao(page, 'OBSERVADORES');
  await expect(semSinal.getByText(/^Captura ainda não conferida pelo servidor em /)).toBeVisible();
  await checkpoint(page, 'vestigio-captura-pendente');
  await context.setOffline(false);
  await expect(semSinal.getByText(/^Capturada pela câmera do app em /)).toBeVisible({ timeout: 45_000 });

  // The shift's phone passed on: the clerk logs in on the same installed app, which registers the
  // same device for him; his capture, signed by the same key, is verified as his.
  await sair(page);
  await loginAs(page, USERS.escrivao.matricula);
  await criarCaso(page, 'celular do plantão');
  await fotografarVestigio(page);
  const doEscrivao = await salvar(page, 'DIGITAL');
  expect(doEscrivao.midias[0]?.assinatura?.aparelho_id).toBe(capturada.midias[0]?.assinatura?.aparelho_id);
  await expect(cartao(page, 'DIGITAL').getByText(/^Capturada pela câmera do app em /)).toBeVisible({
    timeout: 20_000,
  });
  await checkpoint(page, 'vestigio-captura-celular-compartilhado');
  await sair(page);
  await loginAs(page, USERS.investigador.matricula);
  await abrirCaso(page, 'caso da captura assinada');
  await page.getByTestId('tile-vestigio').click();

  // A phone whose key the server never got (its storage cleared, the registration failing): the
  // capture is signed, but by nothing the server knows — the device's word.
  await page.route('**/api/aparelhos', (route) => route.fulfill({ status: 500, body: '{}' }));
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const aberto = indexedDB.open('ripDB');
        aberto.onsuccess = () => {
          const tx = aberto.result.transaction('aparelho', 'readwrite');
          tx.objectStore('aparelho').clear();
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await expect(foto).toBeEnabled({ timeout: 15_000 });
  await foto.click();
  await salvar(page, 'DIGITAL');
  const declarada = cartao(page, 'DIGITAL');
  await expect(declarada.getByText(/^Origem declarada pelo aparelho, não verificada em /)).toBeVisible({
    timeout: 20_000,
  });
  await expect(declarada.getByText('A chave do aparelho não está registrada no servidor.')).toBeVisible();
  await checkpoint(page, 'vestigio-captura-nao-verificada');

  // The custody page says it in full, the declared time and fix marked as the device's.
  await declarada.getByRole('button', { name: 'Cadeia de custódia' }).click();
  const custodia = page.getByRole('dialog', { name: 'Cadeia de custódia' });
  await expect(custodia.getByText(/hora e posição declaradas pelo aparelho$/)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.unroute('**/api/aparelhos');

  // The server's report: two captures, one import, one declared.
  await page.goto('relatorio');
  const [pdf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gerar PDF no servidor' }).click(),
  ]);
  const { arquivo, texto } = await lerPdf(pdf, 'captura-servidor.pdf');
  const linhas = corrido(texto);
  expect(linhas).toMatch(
    /Vestígio 01 – foto 1 — Capturada pela câmera do app em \d{2}\/\d{2}\/20\d\d \d{2}:\d{2} \(relógio do aparelho\), -7\.11950, -34\.84500 \(±10 m\); assinatura do aparelho conferida pelo servidor/,
  );
  expect(linhas).toMatch(/Vestígio 02 – foto 1 — Importada do aparelho em \d{2}\/\d{2}\/20\d\d/);
  expect(linhas).toMatch(/Vestígio 03 – foto 1 — Capturada pela câmera do app em /);
  expect(linhas).toContain(
    'Vestígio 04 – foto 1 — Origem declarada pelo aparelho, não verificada (a chave do aparelho não está registrada no servidor)',
  );
  expect(linhas.match(/Capturada pela câmera do app/g)).toHaveLength(2);
  paginasPng(arquivo, 'captura-servidor');

  // A phone whose clock says 2019: the capture is flagged on the card, in custody and on paper.
  await page.clock.install({ time: new Date('2019-03-14T12:00:00.000Z') });
  await page.clock.resume();
  await page.goto('vestigio');
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await expect(foto).toBeEnabled({ timeout: 15_000 });
  await foto.click();
  await salvar(page, 'LOCAL DE CRIME');
  const antiga = cartao(page, 'LOCAL DE CRIME');
  await expect(antiga.getByText(/em 14\/03\/2019 09:00$/)).toBeVisible({ timeout: 20_000 });
  await expect(
    antiga.getByText(/^Atenção: hora registrada fora da vida do caso, anterior à criação do caso \(/),
  ).toBeVisible();
  await antiga.scrollIntoViewIfNeeded();
  await checkpoint(page, 'vestigio-hora-fora-do-caso');
  await antiga.getByRole('button', { name: 'Cadeia de custódia' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Cadeia de custódia' }).getByText(/^Atenção: hora registrada fora/),
  ).toBeVisible();
  await checkpoint(page, 'vestigio-custodia-hora-fora');
});
