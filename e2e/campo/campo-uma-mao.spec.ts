import { expect, type Locator, type Page, test } from '@playwright/test';
import { criarCaso, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { casoSelecionadoId } from '../relatorio-fixtures';
import { entrarComo, USERS } from '../support';

/**
 * Issue 25 item 8 and friends: one hand, at night, on a 360×740 phone. The shutter is within
 * reach, toasts neither pile up nor cover what is being filled or the case's banner, a screen
 * opens at its top, the timeline warns of a body removed before it was found, and a report opens
 * from a link naming its case.
 */

const ALTURA = 740;

interface Caixa {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Whether two boxes share any pixel. */
function sobrepoe(x: Caixa, y: Caixa): boolean {
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

/** A field's box: it stays on screen while the check runs. */
async function caixa(campo: Locator): Promise<Caixa> {
  const box = await campo.boundingBox();
  if (!box) throw new Error('campo sem caixa');
  return box;
}

const toasts = (page: Page) => page.locator('.mantine-Notification-root');

test('a tile low on the hub opens its screen at its top, and each tile answers to the name it shows', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.delegado.matricula);
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
  await entrarComo(page, USERS.delegado.matricula);
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
  // The toast, read as soon as the third save is done: it closes by itself four seconds later, and
  // a loaded machine can take that long to choose the next event. Every box at one instant.
  await expect(toasts(page).filter({ hasText: 'Momento registrado com sucesso!' })).toHaveCount(1);
  const avisos = await toasts(page).evaluateAll((els) =>
    els.map((el) => {
      const { x, y, width, height } = el.getBoundingClientRect();
      return { x, y, width, height };
    }),
  );
  expect(avisos.length).toBeGreaterThan(0);
  expect(avisos.length).toBeLessThanOrEqual(2);
  for (const aviso of avisos) {
    // A tap on the toast, away from its close button, reaches what lies under it.
    const tocado = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('.mantine-Notifications-root') ?? null,
      { x: aviso.x + aviso.width / 3, y: aviso.y + aviso.height / 2 },
    );
    expect(tocado, 'o toque no aviso chega ao que está embaixo').toBeNull();
  }
  // The officer goes on to the next event: where the toast stands (fixed on the screen), it covers
  // neither the field being filled nor the case's banner.
  await escolher(page, 'Evento', 'Remoção do Corpo');
  await hora.click();
  const banner = page.getByRole('link', { name: /^Caso selecionado / });
  const campos = {
    'aviso sobre o campo Hora': await caixa(hora),
    'aviso sobre Evento': await caixa(page.getByRole('combobox', { name: 'Evento' })),
    'aviso sobre o caso selecionado': await caixa(banner),
  };
  for (const aviso of avisos) {
    for (const [mensagem, campo] of Object.entries(campos))
      expect(sobrepoe(aviso, campo), mensagem).toBe(false);
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
  await entrarComo(page, USERS.investigador.matricula);
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

test('/relatorio/<id> opens that case’s report and leaves the shift’s case selected until asked', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso do link');
  const casoId = await casoSelecionadoId(page);
  await criarCaso(page, 'outro caso aberto');
  await page.goto(`relatorio/${casoId}`);
  await expect(page.getByRole('heading', { name: 'Relatório de Investigação Preliminar' })).toBeVisible();
  // Names are stored capitalised.
  await expect(page.getByRole('main').getByText('Caso do Link', { exact: true })).toBeVisible();
  // Issue 40: the link does not change the case selected for the shift; the screen names both.
  const selecionado = (nome: RegExp) => page.getByRole('link', { name: nome });
  await expect(selecionado(/^Caso selecionado .*Outro Caso Aberto$/i)).toBeVisible();
  const aviso = page.getByRole('alert').filter({ hasText: 'Relatório de outro caso' });
  await expect(aviso).toContainText(/continua sendo .*Outro Caso Aberto/i);
  await checkpoint(page, 'uma-mao-relatorio-link');
  await aviso.getByRole('button', { name: 'Selecionar Caso do Link' }).click();
  await expect(selecionado(/^Caso selecionado .*Caso do Link$/)).toBeVisible();
  await expect(aviso).toHaveCount(0);
});
