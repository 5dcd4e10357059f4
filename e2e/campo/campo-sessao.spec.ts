import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { criarCaso } from '../casos';
import { checkpoint } from '../checkpoint';
import { deployNewBuild, undeploy } from '../deploy';
import {
  DEMO_PASSWORD,
  fillLogin,
  loginAs,
  reabrirComSessaoEsquecida,
  USERS,
  waitForOfflineReady,
} from '../support';

/**
 * Field conditions around the session (issue 25, items 1, 7 and 13): an expired session and a new
 * login still open offline; a logout on a shared phone names what waits, leaves nothing read on
 * the device and keeps the waiting work for its author; a new version never costs what is typed.
 */

test.afterEach(undeploy);

/** The session is gone on the server's side of the phone: its cookie no longer exists. */
async function perderSessao(page: Page): Promise<void> {
  // The phone holds the session it just got (what lets the app know whose session expired).
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('rip.sessao') !== null)).toBe(true);
  await reabrirComSessaoEsquecida(page);
  await expect(page.getByText('Sua sessão expirou. Faça login novamente.')).toBeVisible();
  await expect(page.getByLabel('Matrícula')).toBeVisible();
}

async function casosNoServidor(page: Page): Promise<string[]> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { name: string }[];
  };
  return historico.data.map((caso) => caso.name);
}

const emFila = (page: Page) => page.getByRole('button', { name: /Sincronização: \d+ ite/ });

test('after an expired session and a new login, the app opens offline on every screen', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, USERS.investigador.matricula);
  await waitForOfflineReady(page);

  // Expiry twice in a row, and a logout between: each ending keeps the app on the phone.
  for (const fim of ['expira', 'sai', 'expira']) {
    if (fim === 'expira') await perderSessao(page);
    else {
      await page.getByRole('button', { name: 'Sair', exact: true }).click();
      await page
        .getByRole('dialog', { name: 'Deseja mesmo sair?' })
        .getByRole('button', { name: 'Sair' })
        .click();
      await expect(page.getByLabel('Matrícula')).toBeVisible();
    }
    await fillLogin(page, USERS.investigador.matricula, 'rip-demo-2026');
    await expect(page).toHaveURL(/\/rip-app\/home$/);
  }

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('link', { name: /Novo Caso/ })).toBeVisible();
  for (const [tela, titulo] of [
    ['UserEdit', 'Meus Dados'],
    ['historico', 'Últimos casos registrados'],
    ['casonome', /Novo Caso/],
  ] as const) {
    await page.goto(tela);
    await expect(page.getByRole('heading', { name: titulo }).first()).toBeVisible();
  }
  await checkpoint(page, 'offline-depois-de-expirar');

  // A page opened afresh, as after the browser was closed, also comes from the phone.
  const outra = await context.newPage();
  await outra.goto('home');
  await expect(outra.getByRole('link', { name: /Novo Caso/ })).toBeVisible();
  await outra.close();
  await context.setOffline(false);

  // Issue 40: the same officer finds the scene's case still selected after an expiry; the next
  // officer on the phone does not.
  await criarCaso(page, 'caso da cena desta noite');
  const selecionado = page.getByRole('link', { name: /^Caso selecionado .*Caso da Cena Desta Noite$/i });
  await expect(selecionado).toBeVisible();
  await page.goto('home');
  await perderSessao(page);
  await fillLogin(page, USERS.investigador.matricula, 'rip-demo-2026');
  await expect(selecionado).toBeVisible();
  await perderSessao(page);
  await fillLogin(page, USERS.escrivao.matricula, 'rip-demo-2026');
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Caso selecionado/ })).toHaveCount(0);
});

test('a precache the browser evicted is filled again at the next login', async ({ page, context }) => {
  test.setTimeout(90_000);
  await loginAs(page, USERS.perito.matricula);
  await waitForOfflineReady(page);
  const entradas = () =>
    page.evaluate(async () => {
      const nome = (await caches.keys()).find((c) => c.includes('precache'));
      return nome ? (await (await caches.open(nome)).keys()).length : 0;
    });
  const completo = await entradas();
  expect(completo).toBeGreaterThan(50);
  // What a browser short of space does, and what the previous version did at every logout.
  await page.evaluate(async () => {
    for (const nome of await caches.keys()) await caches.delete(nome);
  });
  await perderSessao(page);
  await fillLogin(page, USERS.perito.matricula, 'rip-demo-2026');
  await expect(page).toHaveURL(/\/rip-app\/home$/);
  await expect.poll(entradas, { timeout: 30_000 }).toBe(completo);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: /Olá/ })).toBeVisible();
  await page.goto('UserEdit');
  await expect(page.getByRole('heading', { name: 'Meus Dados' })).toBeVisible();
  await context.setOffline(false);
});

test('logout names what waits, leaves nothing read on the phone, and the author sends it later', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso lido com sinal');
  await page.goto('historico');
  await expect(page.getByText(/caso lido com sinal/i).first()).toBeVisible();
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await criarCaso(page, 'caso guardado no aparelho');
  await expect(emFila(page)).toBeVisible();

  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  const pergunta = page.getByRole('dialog', { name: 'Deseja mesmo sair?' });
  await expect(pergunta).toContainText('1 item ainda não foi enviado ao servidor:');
  await expect(pergunta.getByRole('listitem')).toHaveText([/Caso guardado no aparelho/i]);
  await checkpoint(page, 'sair-com-item-aguardando');
  await pergunta.getByRole('button', { name: 'Sair', exact: true }).click();
  await expect(page.getByLabel('Matrícula')).toBeVisible();

  // Offline, the phone opens on the login screen with nothing read from the server left on it;
  // the waiting case is still there.
  await page.reload();
  await expect(page.getByLabel('Matrícula')).toBeVisible();
  const guardado = await page.evaluate(
    () =>
      new Promise<{ meta: string[]; outbox: string[] }>((resolve, reject) => {
        const open = indexedDB.open('ripDB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['meta', 'outbox']);
          const meta = tx.objectStore('meta').getAllKeys();
          const outbox = tx.objectStore('outbox').getAll();
          tx.oncomplete = () => {
            resolve({
              meta: meta.result.map(String),
              outbox: outbox.result.map((item: { label: string }) => item.label),
            });
            open.result.close();
          };
        };
      }),
  );
  expect(guardado.meta.filter((key) => key !== 'currentUser')).toEqual([]);
  expect(guardado.outbox).toEqual([expect.stringMatching(/Caso guardado no aparelho/i)]);
  expect(
    await page.evaluate(async () => (await caches.keys()).filter((c) => !c.includes('precache'))),
  ).toEqual([]);

  // Back in signal, the server is told of the logout made without it (and so drops its copies).
  await context.setOffline(false);
  await expect.poll(async () => (await page.request.get('api/auth/me')).status()).toBe(401);

  // Another officer's session on the same phone does not send it; its author's does.
  await fillLogin(page, USERS.escrivao.matricula, 'rip-demo-2026');
  await expect(page).toHaveURL(/\/rip-app\/home$/);
  await page.goto('historico');
  await expect(page.getByText(/caso lido com sinal/i)).toHaveCount(0);
  // Issue 40: told why the phone still holds something, not whose nor how much.
  await page.getByRole('button', { name: 'Sincronização: nada aguardando' }).click();
  const fila = page.getByRole('dialog', { name: 'Sincronização' });
  await expect(fila.getByText(/^Há itens de outro usuário neste aparelho/)).toBeVisible();
  await expect(fila).not.toContainText(USERS.delegado.matricula);
  await expect(fila).not.toContainText(/\d+ ite(m|ns) de outro/);
  await fila.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Sair', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Deseja mesmo sair?' })
    .getByRole('button', { name: 'Sair' })
    .click();
  await fillLogin(page, USERS.delegado.matricula, 'rip-demo-2026');
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 20_000,
  });
  // The badge reads the outbox before the session's sync has started: the server is what is asked.
  await expect
    .poll(async () => (await casosNoServidor(page)).filter((nome) => /guardado no aparelho/i.test(nome)), {
      timeout: 20_000,
    })
    .toHaveLength(1);
});

/**
 * Issue 40, item 4: the same case's notes open in two tabs, each typing its own note. 'Atualizar' in
 * one reloads both onto the new version, and each finds its own typing: two drafts, not one shared.
 */
test('a new version is offered, not forced, and applying it keeps every keystroke in every tab', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await page.clock.install();
  await loginAs(page, USERS.escrivao.matricula);
  await criarCaso(page, 'caso da versão nova');
  await waitForOfflineReady(page);
  await page.getByTestId('tile-anotacaoComplementar').click();
  const texto = page.getByRole('textbox', { name: 'Nova anotação' });
  let carregamentos = 0;
  page.on('load', () => {
    carregamentos += 1;
  });

  const primeiro = 'Corpo em decúbito dorsal, próximo à porta da cozinha, ';
  await texto.pressSequentially(primeiro);
  // A second tab on the same case's notes, typing mid-word when the other applies the update.
  const aba = await context.newPage();
  await aba.goto('Caso');
  await aba.getByTestId('tile-anotacaoComplementar').click();
  const textoDaAba = aba.getByRole('textbox', { name: 'Nova anotação' });
  await expect(textoDaAba).toHaveValue('');
  const daAba = 'Vizinha do 102 ouviu dois disparos por volta das 21h, sem ver o aut';
  await textoDaAba.pressSequentially(daAba);
  await deployNewBuild();
  // The open app asks for a new version every half hour.
  await page.clock.fastForward('30:00');
  const aviso = page.getByRole('status').filter({ hasText: 'Nova versão disponível.' });
  await expect(aviso).toBeVisible({ timeout: 20_000 });
  await checkpoint(page, 'nova-versao');
  // Offered, not forced: the page stays as it is while the officer types on.
  const segundo = 'sem sinais de arrombamento; janela basculante aberta e luz acesa.';
  await texto.pressSequentially(segundo);
  expect(carregamentos).toBe(0);
  await expect(texto).toHaveValue(primeiro + segundo);

  // Applied at once after the last keystroke, well inside the draft's writing delay.
  const recarregou = page.waitForEvent('load');
  const abaRecarregou = aba.waitForEvent('load');
  await aviso.getByRole('button', { name: 'Atualizar' }).click();
  await recarregou;
  await abaRecarregou;
  await expect(texto).toHaveValue(primeiro + segundo);
  await expect(textoDaAba).toHaveValue(daAba);
  await expect(aviso).toHaveCount(0);
  expect(carregamentos).toBe(1);

  // Each tab saves its own note: the server ends with both, once each.
  for (const [tela, nota] of [
    [page, primeiro + segundo],
    [aba, daAba],
  ] as const) {
    await tela.getByRole('button', { name: 'Salvar Anotação' }).click();
    await expect(tela.getByRole('article').filter({ hasText: nota.slice(0, 40) })).toBeVisible();
  }
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const casoId = historico.data.find((caso) => /versão nova/i.test(caso.name))?.id;
  const caso = (await (await page.request.get(`api/casos/${casoId}`)).json()) as {
    anotacoes: { anotacao: string }[];
  };
  expect(caso.anotacoes.map((n) => n.anotacao).sort()).toEqual([primeiro + segundo, daAba].sort());
});

test('after an expiry, a new login and a browser restart, the app opens offline', async ({ playwright }) => {
  test.setTimeout(120_000);
  const { baseURL, viewport, locale, timezoneId, launchOptions } = test.info().project.use;
  const perfil = mkdtempSync(path.join(tmpdir(), 'rip-reinicio-'));
  const abrir = () =>
    playwright.chromium.launchPersistentContext(perfil, {
      ...launchOptions,
      baseURL,
      viewport,
      locale,
      timezoneId,
      serviceWorkers: 'allow',
    });
  try {
    const antes = await abrir();
    const page = antes.pages()[0] ?? (await antes.newPage());
    await loginAs(page, USERS.escrivao.matricula);
    await waitForOfflineReady(page);
    await perderSessao(page);
    await fillLogin(page, USERS.escrivao.matricula, 'rip-demo-2026');
    await expect(page).toHaveURL(/\/rip-app\/home$/);
    await waitForOfflineReady(page);
    // The browser is closed as a phone closes it: everything it keeps stays in its profile folder.
    await antes.close();

    const depois = await abrir();
    await depois.setOffline(true);
    const aberta = depois.pages()[0] ?? (await depois.newPage());
    await aberta.goto('home');
    await expect(aberta.getByRole('link', { name: /Novo Caso/ })).toBeVisible();
    await aberta.goto('historico');
    await expect(aberta.getByRole('heading', { name: 'Últimos casos registrados' })).toBeVisible();
    await depois.close();
  } finally {
    rmSync(perfil, { recursive: true, force: true });
  }
});

test("two tabs of a shared phone: another officer's login in one reloads the other as them; a logout in one ends both", async ({
  page,
  context,
}) => {
  await loginAs(page, USERS.investigador.matricula);
  const outraAba = await context.newPage();
  await outraAba.goto('home');
  await expect(outraAba.getByRole('heading', { name: 'Olá, Carla' })).toBeVisible();

  // The first tab logs out and the next officer logs in there: the cookie is now theirs, and the
  // other tab must not go on as Carla (her case on screen, her queue sent under his session).
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(outraAba.getByLabel('Matrícula')).toBeVisible();
  await fillLogin(page, USERS.escrivao.matricula, DEMO_PASSWORD);
  await expect(page.getByRole('heading', { name: 'Olá, Davi' })).toBeVisible();
  await expect(outraAba.getByRole('heading', { name: 'Olá, Davi' })).toBeVisible();
  await checkpoint(outraAba, 'outra-aba-do-proximo-policial');
  await outraAba.close();
});
