import { expect as base, type Page, test } from '@playwright/test';
import { badge, criarCaso, escolher, formularioFechado } from '../casos';
import { checkpoint } from '../checkpoint';
import { DEMO_PASSWORD, entrarComo, fillLogin, USERS, waitForOfflineReady } from '../support';
import { ENDERECO_DO_LOCAL, fotografarVestigio } from '../vestigio';

/**
 * The croqui ('Reconhecimento Visuográfico'): the scene, a vestígio and a camera of a case drawn
 * on the map with the legend and the vestígio's popup, also offline from the case on the phone.
 */

/** The phone's fix where the vestígio is photographed; the scene and the camera a block away. */
const FIX = { latitude: -7.1195, longitude: -34.845 };
const LOCAL = { latitude: -7.1186, longitude: -34.8468 };
const CAMERA = { latitude: -7.1207, longitude: -34.8436 };

const CSRF = { 'x-rip-csrf': '1' };

// A map, a camera and an offline reload on a shared two-core machine: more room than the default.
const expect = base.configure({ timeout: 15_000 });

async function casoId(page: Page, nome: string): Promise<string> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => caso.name.toLowerCase() === nome.toLowerCase())?.id;
  if (!id) throw new Error(`caso ${nome} não encontrado`);
  return id;
}

const endereco = {
  ...ENDERECO_DO_LOCAL,
  precisao_m: 8,
  obtida_em: new Date().toISOString(),
};

async function abrirCroqui(page: Page) {
  await page.getByTestId('tile-croqui').click();
  await expect(page.getByRole('heading', { name: 'Reconhecimento Visuográfico', level: 1 })).toBeVisible();
}

const marcadores = (page: Page) => page.locator('.leaflet-marker-icon');

test('a fresh case has nothing to mark: the empty state', async ({ page }) => {
  test.setTimeout(60_000);
  // Logged in here with room for a slow password check on a loaded machine.
  await page.goto('login');
  await fillLogin(page, USERS.escrivao.matricula, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/rip-app\/home$/, { timeout: 30_000 });
  await criarCaso(page, `vazio ${Date.now().toString(36).slice(-6)}`);
  await expect(badge(page, 'croqui')).toHaveText('0');
  await abrirCroqui(page);
  await expect(page.getByText('Nenhuma posição registrada no caso.')).toBeVisible();
  await expect(marcadores(page)).toHaveCount(0);
  await checkpoint(page, 'croqui-vazio');
});

test.describe('at night', () => {
  test.use({ colorScheme: 'dark' });

  test('a case with its scene, a camera and a photographed vestígio shows three markers, the popup, and offline still', async ({
    page,
    context,
  }) => {
    test.setTimeout(180_000);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...FIX, accuracy: 6 });
    await entrarComo(page, USERS.investigador.matricula);
    const nome = `croqui ${Date.now().toString(36).slice(-6)}`;
    await criarCaso(page, nome);
    const id = await casoId(page, nome);

    // The scene and the camera as their screens save them; the vestígio through its form and camera.
    const local = await page.request.post(`api/casos/${id}/geolocalizacao`, {
      headers: CSRF,
      data: { ...endereco, ...LOCAL, id: crypto.randomUUID(), condicoes: { tipo: 'EXTERNO' } },
    });
    expect(local.status()).toBe(201);
    const camera = await page.request.post(`api/casos/${id}/cameras`, {
      headers: CSRF,
      data: { ...endereco, ...CAMERA, numero: '1020', id: crypto.randomUUID() },
    });
    expect(camera.status()).toBe(201);

    await fotografarVestigio(page);
    await expect(page.getByTestId('coordenadas')).toHaveText('-7.119500, -34.845000', { timeout: 25_000 });
    await escolher(page, 'Tipo do vestígio', 'VESTÍGIO BALISTICO');
    await page.getByLabel('Descrição').fill('Estojo de 9mm junto ao meio-fio');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Vestígio salvo com sucesso!')).toBeVisible({ timeout: 30_000 });
    await formularioFechado(page);

    await page.goto('Caso');
    await expect(badge(page, 'croqui')).toHaveText('3', { timeout: 20_000 });
    await abrirCroqui(page);
    await expect(marcadores(page)).toHaveCount(3);
    await expect(page.getByRole('list', { name: 'Legenda' })).toContainText('Local do crime (1)');
    await expect(page.getByRole('list', { name: 'Legenda' })).toContainText('Vestígio (1)');
    await expect(page.getByRole('list', { name: 'Legenda' })).toContainText('Câmera de segurança (1)');
    // Evidence stays where it was recorded: nothing on the map can be dragged.
    await expect(page.locator('.leaflet-marker-draggable')).toHaveCount(0);
    // Framed to the three, not left at the country's scale.
    const zoom = await page.evaluate(() =>
      Number(
        document
          .querySelector('.leaflet-tile-container img')
          ?.getAttribute('src')
          ?.match(/tiles\/(\d+)\//)?.[1],
      ),
    );
    expect(zoom).toBeGreaterThanOrEqual(15);
    await checkpoint(page, 'croqui-marcadores');

    await page.getByRole('button', { name: '1 — VESTÍGIO BALISTICO' }).click();
    const popup = page.locator('.leaflet-popup');
    await expect(popup.getByText('VESTÍGIO BALISTICO', { exact: true })).toBeVisible();
    await expect(popup.getByText('Estojo de 9mm junto ao meio-fio')).toBeVisible();
    const miniatura = popup.getByRole('img', { name: /Foto do vestígio 1/ });
    await expect(miniatura).toBeVisible();
    await expect
      .poll(() => miniatura.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await checkpoint(page, 'croqui-popup');

    // The list under the map opens a marker's popup too.
    await page
      .getByRole('list', { name: 'Marcações' })
      .getByRole('button', { name: /Câmera 1/ })
      .click();
    await expect(popup.getByText('Avenida Epitácio Pessoa, 1020')).toBeVisible();

    // Offline: the case on the phone still draws its marks, and the screen says the map may be missing.
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Reconhecimento Visuográfico', level: 1 })).toBeVisible();
    await expect(marcadores(page)).toHaveCount(3);
    await expect(
      page.getByText(/Sem conexão com a Internet: partes do mapa de fundo podem faltar/),
    ).toBeVisible();
    // Closer than the tiles the phone kept: they cannot come, and the screen says so.
    await page.getByRole('button', { name: 'Aproximar' }).click();
    await expect(
      page.getByText('O mapa de fundo não carregou. As marcações estão nas posições registradas.'),
    ).toBeVisible();
    await expect(marcadores(page)).toHaveCount(3);
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await checkpoint(page, 'croqui-offline');

    // A vestígio photographed without signal is on the croqui at once, its photo from the phone.
    await context.setGeolocation({ latitude: -7.1201, longitude: -34.8478, accuracy: 5 });
    await page.getByRole('link', { name: 'Voltar' }).click();
    await fotografarVestigio(page);
    await expect(page.getByTestId('coordenadas')).toHaveText('-7.120100, -34.847800', { timeout: 25_000 });
    await escolher(page, 'Tipo do vestígio', 'VESTÍGIO BIOLÓGICO');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByTestId('tile-croqui')).toBeVisible();
    await expect(badge(page, 'croqui')).toHaveText('4');
    await abrirCroqui(page);
    await expect(marcadores(page)).toHaveCount(4);
    // Where the phone was, latitude first as every screen prints it.
    await expect(page.getByRole('list', { name: 'Marcações' })).toContainText(
      'Vestígio 2 · -7.120100, -34.847800',
    );
    // The 'saved on the phone' notice goes by itself; the screenshot is of the croqui.
    await page
      .getByText('Os dados foram salvos no aparelho')
      .waitFor({ state: 'hidden', timeout: 15_000 })
      .catch(() => undefined);
    await page.evaluate(() => window.scrollTo({ top: 0 }));
    await page.getByRole('button', { name: '2 — VESTÍGIO BIOLÓGICO' }).click();
    await expect(popup.getByText('Salvo neste aparelho (Offline)')).toBeVisible();
    await expect(popup.getByRole('img', { name: /Foto do vestígio 2/ })).toHaveAttribute('src', /^blob:/);
    await checkpoint(page, 'croqui-offline-pendente');
    await context.setOffline(false);
  });
});
