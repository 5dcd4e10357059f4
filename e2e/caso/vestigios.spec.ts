import { type BrowserContext, expect, test } from '@playwright/test';
import { criarCaso, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, USERS, waitForOfflineReady } from '../support';

/**
 * The device's side of the vestígios (issue 11): capture with the fake camera, the capture record
 * and a save that waits on the phone, shown at once. The journeys through the server (tus uploads,
 * resume after a cut, gallery and player from the server, delete) come with the server branch.
 */
async function comGps(context: BrowserContext, accuracy: number) {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: -7.1195, longitude: -34.845, accuracy });
}

test('without signal: two photos and a clip that stops itself at 10 s saved as one vestígio, shown at once with its files', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await comGps(context, 10);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso dos vestigios');
  await page.getByTestId('tile-vestigio').click();
  await expect(page.getByRole('heading', { name: 'Vestígios' })).toBeVisible();
  await expect(page.getByText('Sem mídia registrada.')).toBeVisible();
  await checkpoint(page, 'vestigios-vazio');
  await waitForOfflineReady(page);
  await context.setOffline(true);

  // A description typed at a reading elsewhere, the form left: on return it waits in the draft, at
  // this opening's position (checked below), not the draft's.
  await context.setGeolocation({ latitude: -7.115, longitude: -34.861, accuracy: 10 });
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await expect(page.getByTestId('coordenadas')).toHaveText('-7.115000, -34.861000');
  await page.getByLabel('Descrição').fill('Celular sobre a mesa da sala');
  await page.goBack();
  await comGps(context, 10);
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await expect(page.getByText('Rascunho recuperado')).toBeVisible();
  await expect(page.getByLabel('Descrição')).toHaveValue('Celular sobre a mesa da sala');
  const salvar = page.getByRole('button', { name: 'Salvar', exact: true });
  await expect(salvar).toBeDisabled();
  const foto = page.getByRole('button', { name: 'Foto', exact: true });
  await expect(foto).toBeEnabled({ timeout: 15_000 });
  await foto.click();
  await expect(page.getByRole('button', { name: 'Ampliar Foto 1' })).toBeVisible();
  await foto.click();
  await expect(page.getByRole('button', { name: 'Ampliar Foto 2' })).toBeVisible();

  await page.getByRole('button', { name: 'Filmar' }).click();
  const contador = page.locator('output').filter({ hasText: /^\d+s$/ });
  await expect(contador).toHaveText('10s');
  // A second in, the controls have faded in: the audit reads them as the officer sees them.
  await expect(contador).toHaveText('9s');
  await checkpoint(page, 'vestigio-filmando');
  // Nobody presses 'Parar' here (vestigios-servidor.spec.ts does): the clip stops by itself at its
  // 10 s, whatever the checkpoint took, and 'Parar' goes with the recording.
  await expect(page.getByLabel('Vídeo', { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(contador).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Parar' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Filmar' })).toBeDisabled();

  await page.getByRole('button', { name: 'Ampliar Foto 1' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Foto do vestígio' }).getByRole('img', { name: 'Foto do vestígio' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  await expect(page.getByTestId('coordenadas')).toHaveText('-7.119500, -34.845000');
  await expect(page.getByText('Precisão de 10 m')).toBeVisible();
  await escolher(page, 'Tipo do vestígio', 'Objeto Apreendido');
  await expect(page.getByText('28/255')).toBeVisible();
  await expect(salvar).toBeEnabled();
  await checkpoint(page, 'vestigio-form');
  await salvar.click();

  // Queued: back to the case, the tile counts it, the list shows it with the files on the phone.
  await expect(page.getByTestId('tile-vestigio')).toBeVisible();
  await page.getByTestId('tile-vestigio').click();
  await expect(page.getByText('Objeto Apreendido')).toBeVisible();
  await expect(page.getByText('Offline', { exact: true })).toBeVisible();
  await expect(page.getByText('Celular sobre a mesa da sala')).toBeVisible();
  const miniatura = page.getByRole('img', { name: 'Foto 1' });
  await expect(miniatura).toHaveAttribute('src', /^blob:/);
  await expect(page.getByText(/^SHA-256 [0-9a-f]{64}$/)).toHaveCount(3);
  await checkpoint(page, 'vestigios-offline');
});
