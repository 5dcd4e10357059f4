import { expect, test } from '@playwright/test';
import { criarCaso } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, USERS } from '../support';

/** Scenes are recorded at night: the app follows the phone's dark setting, and stays readable in it. */
test.use({ colorScheme: 'dark' });

test('a phone set to dark gets the dark theme on every screen, each still passing its checks', async ({
  page,
}) => {
  await page.goto('login');
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkpoint(page, 'escuro-login');

  await entrarComo(page, USERS.admin.matricula);
  await checkpoint(page, 'escuro-home');
  await criarCaso(page, 'caso da madrugada');
  await checkpoint(page, 'escuro-hub');
  await page.getByTestId('tile-vitima').click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await page.getByRole('combobox', { name: 'Tipificação', exact: true }).click();
  await page.getByRole('option', { name: 'Homicídio', exact: true }).click();
  await checkpoint(page, 'escuro-vitima-form');
  await page.goto('historico');
  await expect(page.getByRole('heading', { name: 'Últimos casos registrados' })).toBeVisible();
  await checkpoint(page, 'escuro-historico');
});
