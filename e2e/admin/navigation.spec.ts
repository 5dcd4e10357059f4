import { expect, test } from '@playwright/test';
import { checkpoint } from '../checkpoint';
import { loginAs, USERS } from '../support';

test.describe('navigation guard and shell', () => {
  test('a logged-out user is sent to login', async ({ page }) => {
    await page.goto('home');
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('UserEdit');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a user without the permission is sent Home', async ({ page }) => {
    await loginAs(page, USERS.delegado.matricula);
    await page.goto('painel-admin');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('roles');
    await expect(page).toHaveURL(/\/home$/);
  });

  test('Home shows the admin panel tile to user managers only, and Novo Caso only with criar_casos', async ({
    page,
  }) => {
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await loginAs(page, USERS.admin.matricula);
    await expect(menu.getByRole('link', { name: /Painel Administrativo/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Novo Caso/ })).toBeVisible();
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await loginAs(page, USERS.delegado.matricula);
    await expect(menu.getByText('Painel Administrativo')).toHaveCount(0);
    await expect(menu.getByRole('link', { name: /Dashboard/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Novo Caso/ })).toBeVisible();
    await checkpoint(page, 'home-delegado');
  });

  test('an unknown page shows the 404 page', async ({ page }) => {
    await loginAs(page, USERS.admin.matricula);
    await page.goto('pagina/que/nao/existe');
    await expect(page.getByText('Opss! Página não encontrada!')).toBeVisible();
    await checkpoint(page, '404');
  });

  test('logout asks "Deseja mesmo sair?" and, once confirmed, ends the session', async ({ page }) => {
    await loginAs(page, USERS.delegado.matricula);
    await page.getByRole('button', { name: 'Sair' }).first().click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Deseja mesmo sair?');
    await checkpoint(page, 'logout-confirm');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    // The shared modal also closes on its close button and on a click on the backdrop.
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('button', { name: 'Sair' }).first().click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(180, 20);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/home$/);

    await page.getByRole('button', { name: 'Sair' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('home');
    await expect(page).toHaveURL(/\/login$/);
    const me = await page.request.get('api/auth/me');
    expect(me.status()).toBe(401);
  });
});
