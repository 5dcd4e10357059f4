import { expect, type Locator, type Page, test } from '@playwright/test';
import { criarCaso, escolher } from './casos';
import { checkpoint } from './checkpoint';
import { casoSelecionadoId } from './relatorio-fixtures';
import { loginAs, USERS } from './support';

/**
 * Issue 25 item 8 and friends: one hand, at night, on a 360×740 phone. The shutter is within
 * reach, toasts neither pile up nor cover what is being filled or the case's banner, a screen
 * opens at its top, the timeline warns of a body removed before it was found, and a report opens
 * from a link naming its case.
 */

const ALTURA = 740;

/** Whether two boxes share any pixel. */
async function sobrepoe(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = await Promise.all([a.boundingBox(), b.boundingBox()]);
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

test('a tile low on the hub opens its screen at its top, and each tile answers to the name it shows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso de uma mao');
  // Voice control presses a tile by what it reads: its name and its count.
  await expect(page.getByRole('link', { name: 'Vítimas 0', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Relatório 0/10', exact: true })).toBeVisible();
  await checkpoint(page, 'uma-mao-hub');

  const croqui = page.getByTestId('tile-croqui');
  await croqui.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await croqui.click();
  await expect(page.getByRole('heading', { name: 'Reconhecimento Visuográfico' })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await page.getByTestId('tile-compartilhamento').scrollIntoViewIfNeeded();
  await page.getByTestId('tile-compartilhamento').click();
  await expect(page.getByRole('heading', { name: 'Compartilhamento', level: 1 })).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);

  await page.goBack();
  await page.getByTestId('tile-relatorio').scrollIntoViewIfNeeded();
  await page.getByTestId('tile-relatorio').click();
  await expect(page.getByLabel('Progresso')).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('three quick saves show one toast, away from the field being filled and from the case banner; a body removed before it was found is warned of', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso das tres notas');
  await page.getByTestId('tile-acionamentos').click();
  await expect(page.getByRole('heading', { name: 'Cronologia' })).toBeVisible();

  const hora = page.getByRole('textbox', { name: 'Hora', exact: true });
  const registrar = page.getByRole('button', { name: 'Registrar evento' });
  for (const [tipo, horario] of [
    ['Data/Hora do Acontecimento', '09:00'],
    ['Acionamento da Polícia Civil', '09:40'],
    ['Corpo Encontrado', '10:00'],
  ] as const) {
    await escolher(page, 'Evento', tipo);
    await page.getByRole('textbox', { name: 'Data', exact: true }).fill('2026-03-10');
    await hora.fill(horario);
    await registrar.click();
    await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('');
  }
  // The officer goes on to the next event: the toast is on screen, alone, and covers neither.
  await escolher(page, 'Evento', 'Remoção do Corpo');
  await hora.click();
  await expect(toasts(page).filter({ hasText: 'Momento registrado com sucesso!' })).toHaveCount(1);
  expect(await toasts(page).count()).toBeLessThanOrEqual(2);
  const banner = page.getByRole('link', { name: /^Caso selecionado / });
  for (const toast of await toasts(page).all()) {
    expect(await sobrepoe(toast, hora), 'aviso sobre o campo Hora').toBe(false);
    expect(await sobrepoe(toast, page.getByRole('combobox', { name: 'Evento' })), 'aviso sobre Evento').toBe(
      false,
    );
    expect(await sobrepoe(toast, banner), 'aviso sobre o caso selecionado').toBe(false);
  }
  await checkpoint(page, 'uma-mao-cronologia-aviso');

  // Told before saving: the body cannot leave before it was found.
  await page.getByRole('textbox', { name: 'Data', exact: true }).fill('2026-03-10');
  await hora.fill('09:50');
  await expect(
    page.getByRole('status').getByText('Remoção do corpo antes do Corpo Encontrado.', { exact: true }),
  ).toBeVisible();
  await registrar.click();
  const lista = page.getByRole('list', { name: 'Eventos da cronologia' });
  await expect(lista.getByRole('article')).toHaveCount(4);
  await expect(
    lista
      .getByRole('article', { name: 'Remoção do Corpo, 10/03/2026 09:50' })
      .getByText('Remoção do corpo antes do Corpo Encontrado (10/03/2026 10:00).'),
  ).toBeVisible();
  await expect(page.getByRole('alert').getByText('Um evento fora de ordem')).toBeVisible();
});

test('the camera’s shutter is within reach when the capture opens, without scrolling', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -7.1195, longitude: -34.845, accuracy: 10 });
  await loginAs(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso da camera a noite');
  await page.getByTestId('tile-vestigio').click();
  await expect(page.getByText('Caso não contém vestígios', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  const foto = page.getByRole('button', { name: 'Foto', exact: true });
  const filmar = page.getByRole('button', { name: 'Filmar', exact: true });
  await expect(foto).toBeEnabled({ timeout: 15_000 });
  for (const botao of [foto, filmar]) {
    const caixa = await botao.boundingBox();
    expect(caixa, 'o botão tem caixa').not.toBeNull();
    expect(caixa?.y ?? -1).toBeGreaterThanOrEqual(0);
    expect((caixa?.y ?? ALTURA) + (caixa?.height ?? 0)).toBeLessThanOrEqual(ALTURA);
  }
  await checkpoint(page, 'uma-mao-camera');
});

test('/relatorio/<id> opens that case’s report, whichever case was selected', async ({ page }) => {
  test.setTimeout(90_000);
  await loginAs(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso do link');
  const casoId = await casoSelecionadoId(page);
  await criarCaso(page, 'outro caso aberto');
  await page.goto(`relatorio/${casoId}`);
  await expect(page.getByRole('heading', { name: 'Relatório de Investigação Preliminar' })).toBeVisible();
  // Names are stored capitalised.
  await expect(page.getByRole('main').getByText('Caso do Link', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Caso selecionado .*Caso do Link$/ })).toBeVisible();
  await checkpoint(page, 'uma-mao-relatorio-link');
});
