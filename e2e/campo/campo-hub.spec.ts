import { randomBytes } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { campo, escolher, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { investigadorNaCena } from '../vestigio';

/**
 * Issue 25, item 11: while a queue goes out on a slow uplink, the hub keeps every record it shows —
 * what was sent as sent, what waits as waiting — and never says there is no connection.
 */

/** A photo of noise (which does not compress): ~150 KB, a second or so on the throttled uplink. */
async function foto(n: number) {
  const buffer = await sharp(randomBytes(250 * 200 * 3), { raw: { width: 250, height: 200, channels: 3 } })
    .png()
    .toBuffer();
  return { name: `foto${n}.png`, mimeType: 'image/png', buffer };
}

async function contagem(page: Page, tile: string): Promise<number> {
  const texto = await page.getByTestId(`tile-${tile}`).getByTestId('badge').textContent({ timeout: 1_000 });
  return Number(texto);
}

/** Back to the hub through the selected case's banner (no page load: the signal is off). */
async function hub(page: Page): Promise<void> {
  await page.getByRole('link', { name: /Caso selecionado/ }).click();
  await expect(page).toHaveURL(/\/Caso$/);
}

// The throttle is set on the page's own connection (CDP), which a service worker's requests would
// not pass through; the page alone sends the queue here.
test.use({ serviceWorkers: 'block' });

test('the hub keeps the sent and the waiting records while a slow uplink sends the queue', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await investigadorNaCena(page, context, 'caso do envio lento');
  // One online visit to each form keeps its screen and the lists it chooses from on the phone.
  for (const [tile, primeiro] of [
    ['vitima', 'Tipificação'],
    ['testemunha', 'Tipo de vínculo'],
  ]) {
    await page.getByTestId(`tile-${tile}`).click();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await expect(page.getByRole('combobox', { name: primeiro, exact: true })).toBeVisible();
    await page.goto('Caso');
  }
  await page.getByTestId('tile-vestigio').click();
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await expect(page.getByTestId('vestigio-arquivos')).toBeAttached();
  await page.goto('Caso');
  await expect(page.getByTestId('tile-vitima').getByTestId('badge')).toHaveText('0');

  await context.setOffline(true);
  await page.getByTestId('tile-vitima').click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Homicídio');
  await escolher(page, 'Estado do cadáver', 'Putrefação');
  await escolher(page, 'Meio de morte', 'Afogamento');
  await campo(page, 'Nome').fill('Vera Lenta');
  await salvarPessoa(page);
  await expect(page.getByText('Vera Lenta (Offline)')).toBeVisible();
  await hub(page);

  await page.getByTestId('tile-testemunha').click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipo de vínculo', 'Amigo');
  await escolher(page, 'Vítima', 'Vera Lenta (Offline)');
  await campo(page, 'Nome').fill('Tito Lento');
  await salvarPessoa(page);
  await expect(page.getByText('Tito Lento (Offline)')).toBeVisible();
  await hub(page);

  await page.getByTestId('tile-vestigio').click();
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await page.getByTestId('vestigio-arquivos').setInputFiles(await Promise.all([1, 2, 3, 4, 5].map(foto)));
  await expect(page.getByRole('button', { name: 'Ampliar Foto 5' })).toBeVisible();
  await escolher(page, 'Tipo do vestígio', 'VESTÍGIO BALISTICO');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('button', { name: /^Sincronização: 3 itens/ })).toBeVisible({
    timeout: 30_000,
  });
  await hub(page);
  // The hub's own notice (the toast of the last offline save may still be on screen too).
  await expect(page.getByText('Sem conexão com a Internet:')).toBeVisible();

  // The signal returns as a weak one: 1 Mbps up, 400 ms each way.
  const cdp = await context.newCDPSession(page);
  await context.setOffline(false);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 400,
    uploadThroughput: 125_000,
    downloadThroughput: -1,
  });
  const volta = Date.now();
  // The browser's 'online' event reaches the page a moment after the signal: from then on the hub
  // must not say there is no connection, however slow the uplink.
  await expect(page.getByText(/Sem conexão/), 'o aviso sai quando o sinal volta').toHaveCount(0, {
    timeout: 5_000,
  });
  const vistos: string[] = [];
  const vazia = page.getByRole('button', { name: 'Sincronização: nada aguardando' });
  const esvaziou = vazia.waitFor({ state: 'visible', timeout: 150_000 }).then(
    () => true,
    () => true,
  );
  while (!(await vazia.isVisible())) {
    const momento = `${Date.now() - volta} ms`;
    const vitimas = await contagem(page, 'vitima');
    const testemunhas = await contagem(page, 'testemunha');
    const semConexao = await page.getByText(/Sem conexão/).count();
    vistos.push(`${momento}: vítimas ${vitimas}, testemunhas ${testemunhas}, sem conexão ${semConexao}`);
    expect(vitimas, `Vítimas em ${momento}`).toBeGreaterThanOrEqual(1);
    expect(testemunhas, `Testemunhas em ${momento}`).toBeGreaterThanOrEqual(1);
    expect(semConexao, `'Sem conexão' em ${momento}`).toBe(0);
    expect(Date.now() - volta, 'a fila se esvazia').toBeLessThan(150_000);
    // Looked at again when the hub can have changed: an answer of the sync arrives (from the page
    // or its service worker), or the queue is empty.
    await Promise.race([
      context
        .waitForEvent('response', { predicate: (r) => r.url().includes('/api/'), timeout: 150_000 })
        .catch(() => undefined),
      esvaziou,
    ]);
  }
  console.log(`envio lento: ${vistos.length} olhadas em ${Date.now() - volta} ms; ${vistos.at(-1)}`);
  expect(vistos.length, 'o hub foi olhado durante o envio').toBeGreaterThan(4);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    uploadThroughput: -1,
    downloadThroughput: -1,
  });
  await expect(page.getByTestId('tile-vestigio').getByTestId('badge')).toHaveText('1');
  await expect(page.getByTestId('tile-vitima').getByTestId('badge')).toHaveText('1');
  await checkpoint(page, 'hub-apos-envio-lento');

  await page.getByTestId('tile-vitima').click();
  await expect(page.getByText('Vera Lenta', { exact: true })).toBeVisible();
  const caso = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = caso.data.find((c) => /envio lento/i.test(c.name))?.id;
  const lido = (await (await page.request.get(`api/casos/${id}`)).json()) as {
    vitimas: unknown[];
    testemunhas: unknown[];
    vestigios: { midias: unknown[] }[];
  };
  expect([lido.vitimas.length, lido.testemunhas.length, lido.vestigios[0]?.midias.length]).toEqual([1, 1, 5]);
});
