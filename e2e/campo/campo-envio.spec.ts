import { createHash, randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { campo, criarCaso, escolher, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { expect, test } from '../enlace';
import {
  casoNoServidor,
  MB,
  nadaAguardando,
  patchesDe,
  reenviados,
  videoCortadoComSinal,
} from '../envio-cortado';
import { entrarComo, USERS } from '../support';
import { comGps, vestigioComVideo } from '../vestigio';

/**
 * Issue 25 and 40, the outbox in the field: a cut upload resumes by itself, a refused item is called
 * refused wherever it shows, the hub stays true while a slow queue goes, and a failed first try is
 * tried again with no tap. The link is cut as the field cuts it: through a proxy (e2e/enlace.ts),
 * the browser never told it is offline, except where the scenario is a real 'offline' event.
 */

test('a video cut at 40 % with the bars up goes on by itself from where the server has it', async ({
  page,
  context,
  enlace,
}) => {
  test.setTimeout(120_000);
  await videoCortadoComSinal({ page, context, enlace }, false);
});

/**
 * Issue 40, item 2: on a 1 Mbps uplink, the link dies as the server answers the vestígio's save: the
 * file and the record are on the server, the phone never heard. Its retry finds the file whole (no
 * byte sent again) and the vestígio saved; nothing is called refused.
 */
test('on a 1 Mbps uplink, a vestígio saved whose answer was lost is not called refused', async ({
  page,
  context,
  enlace,
}) => {
  test.setTimeout(120_000);
  const TAMANHO = MB;
  const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(TAMANHO - 4)]);
  const hash = createHash('sha256').update(video).digest('hex');
  await comGps(context);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso do link lento');
  await vestigioComVideo(page, 'portaria.webm', video);
  let voltou = false;
  const patches = patchesDe(context, () => voltou);
  const pedidos: string[] = [];
  context.on('request', (request) => {
    if (voltou && /\/api\/(uploads|casos\/[^/]+\/vestigios)/.test(request.url()))
      pedidos.push(request.method());
  });

  enlace.throttle({ up: 1_000_000 });
  // What follows the cut is counted from the cut itself: the outbox is being looked at meanwhile.
  const corte = enlace
    .dropAnswerTo(/POST \/rip-app\/api\/casos\/[^/]+\/vestigios /, { refuseMs: 3_000 })
    .then(() => {
      voltou = true;
      return Date.now();
    });
  const inicio = Date.now();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  // While the file goes up, the outbox says how far it got.
  await page.getByRole('button', { name: /^Sincronização: 1 item/ }).click();
  const fila = page.getByRole('dialog', { name: 'Sincronização' });
  await expect(fila.getByText(/^Enviando [\d,]+ de 1,0 MB…$/)).toBeVisible({ timeout: 10_000 });
  await checkpoint(page, 'fila-enviando');
  await fila.getByRole('button', { name: 'Fechar' }).click();
  const cortou = await corte;
  const subida = cortou - inicio;
  const volta = cortou + 3_000;
  await expect(page).toHaveURL(/\/Caso$/, { timeout: 30_000 });
  await expect(nadaAguardando(page)).toBeVisible({ timeout: 60_000 });
  const ate = Date.now() - volta;
  await expect(page.getByRole('button', { name: /não aceito/ })).toHaveCount(0);
  await page.getByTestId('tile-vestigio').click();
  await expect(page.getByText('CAMERA DE SEGURANÇA')).toBeVisible();
  await expect(page.getByText(/Não aceito pelo servidor/i)).toHaveCount(0);
  console.log(
    `1 Mbps: ${TAMANHO} bytes subiram em ${subida} ms; resposta do vestígio perdida; depois: ${pedidos.join(', ')}; ` +
      `${reenviados(patches, TAMANHO)} bytes reenviados; fila vazia ${ate} ms depois da volta`,
  );
  // The retry asked for its upload (HEAD), heard it was whole, and saved the same vestígio.
  expect(patches.filter((p) => p.aposVolta)).toEqual([]);
  expect(pedidos.filter((m) => m === 'POST')).toEqual(['POST']);

  // Item 7: what the server truly refuses is called refused, and its card reads as the form does.
  enlace.throttle({ up: null });
  const outro = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(MB / 4 - 4)]);
  const outroHash = createHash('sha256').update(outro).digest('hex');
  await page.route('**/api/casos/*/vestigios', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FORBIDDEN', message: 'Sem permissão.' }),
        })
      : route.continue(),
  );
  await page.goto('Caso');
  await vestigioComVideo(page, 'recusado.webm', outro);
  // Saved offline (kept on the phone), refused once the signal is back.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/Caso$/);
  await context.setOffline(false);
  await page.getByRole('button', { name: 'Sincronização: 1 item não aceito' }).click({ timeout: 20_000 });
  const cartao = fila.getByRole('definition').filter({ hasText: outroHash.slice(0, 8) });
  const conteudo = fila.getByLabel(/^O que foi digitado em Vestígio/);
  await expect(conteudo).toContainText('Tipo do vestígioCAMERA DE SEGURANÇA');
  await expect(conteudo).toContainText('Vídeo: tamanho0,3 MB');
  await expect(conteudo).toContainText('Vídeo: origemImportada do aparelho');
  await expect(cartao).toHaveText(`${outroHash.slice(0, 8)}…${outroHash.slice(-8)}`);
  await expect(fila.getByRole('button', { name: 'Copiar Vídeo: SHA-256 inteiro' })).toBeVisible();
  await expect(conteudo).not.toContainText(
    /Kind|Content type|Sha256|Size bytes|Dispositivo|Mozilla|importacao/,
  );
  await checkpoint(page, 'fila-vestigio-recusado');

  const caso = await casoNoServidor(page, /link lento/i);
  expect(caso.vestigios.map((v) => v.midias.map((m) => [m.kind, m.sha256, m.size_bytes]))).toEqual([
    [['video', hash, TAMANHO]],
  ]);
});

/** A victim of attempted homicide, as the person form takes it (the referral list already on the phone). */
async function novaVitima(page: Page, nome: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Tentativa de Homicídio');
  await escolher(page, 'Vítima Encaminhada para', 'UPA Bayeux');
  await campo(page, 'Nome').fill(nome);
  await salvarPessoa(page);
  await expect(page.getByText(`${nome} (Offline)`)).toBeVisible();
}

test.describe('without Background Sync (iOS, Firefox)', () => {
  // The page alone sends, as on a browser with no worker sync; it is also the page's requests the
  // test makes fail (a worker's would not pass through page.route).
  test.use({ serviceWorkers: 'block' });

  test('a first try that fails after the signal returns is tried again by itself; a refusal is called one everywhere', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await entrarComo(page, USERS.escrivao.matricula);
    await criarCaso(page, 'caso da tentativa fraca');
    // One online visit to the form keeps the referral places on the phone.
    await page.getByTestId('tile-vitima').click();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await escolher(page, 'Tipificação', 'Tentativa de Homicídio');
    await expect(page.getByRole('combobox', { name: 'Vítima Encaminhada para' })).toBeVisible();
    await page.goto('Caso');

    await context.setOffline(true);
    await page.getByTestId('tile-vitima').click();
    await novaVitima(page, 'Rita Fraca');
    await novaVitima(page, 'Recusada Souza');
    // The browser said it is offline: nothing is tried, both wait for the link.
    await page.getByRole('button', { name: 'Sincronização: 2 itens aguardando' }).click();
    const aguardando = page.getByRole('dialog', { name: 'Sincronização' });
    await expect(aguardando.getByText('Aguardando conexão')).toHaveCount(2);
    await checkpoint(page, 'fila-aguardando-conexao');
    await aguardando.getByRole('button', { name: 'Fechar' }).click();

    // The first send of Rita meets a link that drops; Recusada is refused by the server.
    const tentativas: string[] = [];
    await page.route('**/api/casos/*/vitimas', async (route) => {
      const corpo = route.request().postData() ?? '';
      const quem = corpo.includes('Rita Fraca') ? 'Rita' : 'Recusada';
      tentativas.push(quem);
      if (quem === 'Rita' && tentativas.filter((t) => t === 'Rita').length === 1) {
        return route.abort('connectionfailed');
      }
      if (quem === 'Recusada') {
        return route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FORBIDDEN', message: 'Sem permissão.' }),
        });
      }
      return route.continue();
    });
    const volta = Date.now();
    await context.setOffline(false);

    // No tap: Rita goes on the next try, and Recusada is refused.
    const botao = page.getByRole('button', { name: 'Sincronização: 1 item não aceito' });
    await expect(botao).toBeVisible({ timeout: 30_000 });
    console.log(`nova tentativa sozinha: ${tentativas.join(', ')}; da volta ao fim ${Date.now() - volta} ms`);
    expect(tentativas.slice(0, 2)).toEqual(['Rita', 'Rita']);

    // The list calls Recusada refused, Rita saved; nothing says there is no connection.
    await expect(page.getByText('Rita Fraca', { exact: true })).toBeVisible({ timeout: 15_000 });
    const recusada = page.getByRole('listitem').filter({ hasText: 'Recusada Souza' });
    await expect(recusada.getByText('Não aceito pelo servidor')).toBeVisible();
    await expect(recusada.getByText('Aguardando sincronização')).toHaveCount(0);
    // Its name is not marked '(Offline)' either: the badge beside it says what happened.
    await expect(recusada.getByText('Recusada Souza', { exact: true })).toBeVisible();
    await expect(recusada).not.toContainText('(Offline)');
    await expect(page.getByText(/Sem conexão/)).toHaveCount(0);
    await checkpoint(page, 'vitima-recusada');

    await botao.click();
    const fila = page.getByRole('dialog', { name: 'Sincronização' });
    await expect(fila.getByText('Não aceitos pelo servidor')).toBeVisible();
    await expect(fila.getByRole('button', { name: 'Descartar' })).toBeVisible();
    // What the officer chose, in the form's words: not the codes the request carries.
    await expect(fila.getByText('Tentativa de Homicídio')).toBeVisible();
    await expect(fila.getByText('UPA Bayeux')).toBeVisible();
    await expect(fila).not.toContainText('2.183');
    await expect(fila).not.toContainText('UPA_');
    await checkpoint(page, 'fila-recusado');
    const descartar = await fila.getByRole('button', { name: 'Descartar' }).boundingBox();
    expect((descartar?.x ?? 0) + (descartar?.width ?? 999)).toBeLessThanOrEqual(360);

    const caso = await casoNoServidor(page, /tentativa fraca/i);
    expect(caso.vitimas.map((v) => v.pessoa.nome)).toEqual(['Rita Fraca']);
  });
});
