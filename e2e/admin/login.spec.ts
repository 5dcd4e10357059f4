import { expect, test } from '@playwright/test';
import { checkpoint } from '../checkpoint';
import { DEMO_PASSWORD, fillLogin, loginAs, runCli, USERS } from '../support';

test.describe('login', () => {
  test('the right password opens Home; header and footer appear only after login', async ({ page }) => {
    await page.goto('');
    await expect(page).toHaveURL(/\/rip-app\/login$/);
    await checkpoint(page, 'login');
    const altura = async (name: string, role: 'button' | 'link') =>
      (await page.getByRole(role, { name }).boundingBox())?.height ?? 0;
    // The password's show/hide eye is a thumb's target, not Mantine's 28 px.
    expect(await altura('Mostrar ou esconder o que foi digitado', 'button')).toBeGreaterThanOrEqual(40);
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);

    await loginAs(page, USERS.admin.matricula);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(String(new Date().getFullYear()));
    await checkpoint(page, 'home-admin');
    expect(await altura('RIP — início', 'link')).toBeGreaterThanOrEqual(44);
  });

  test('the matrícula field keeps digits only', async ({ page }) => {
    await page.goto('login');
    await page.getByLabel('Matrícula').pressSequentially('10a00-b003xyz99');
    await expect(page.getByLabel('Matrícula')).toHaveValue('1000003');
    // Pasted with its punctuation, the whole number arrives.
    await page.getByLabel('Matrícula').fill('');
    await page.getByLabel('Matrícula').focus();
    // One input of the whole text, as a paste makes it (a length limit would cut it to '100.000').
    await page.keyboard.insertText('100.000-3');
    await expect(page.getByLabel('Matrícula')).toHaveValue('1000003');
  });

  test('empty fields are refused with a message, and nothing is sent', async ({ page }) => {
    await page.goto('login');
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) sent = true;
    });
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Matrícula é obrigatória')).toBeVisible();
    await expect(page.getByText('Senha é obrigatória')).toBeVisible();
    expect(sent).toBe(false);
  });

  test('a wrong password shows the server message and keeps what was typed', async ({ page }) => {
    await page.goto('login');
    await fillLogin(page, USERS.investigador.matricula, 'senha-errada');
    await expect(page.getByText('Matrícula ou senha inválidas.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Matrícula')).toHaveValue(USERS.investigador.matricula);
    await checkpoint(page, 'login-error');
  });

  test('five wrong passwords lock the account until an administrator unlocks it', async ({ page }) => {
    await page.goto('login');
    for (let attempt = 1; attempt <= 4; attempt++) {
      await fillLogin(page, USERS.perito.matricula, `errada-${attempt}`);
      await expect(page.getByText('Matrícula ou senha inválidas.')).toBeVisible();
    }
    // The fifth wrong password already says the account is now locked.
    await fillLogin(page, USERS.perito.matricula, 'errada-5');
    await expect(page.getByText(/Conta bloqueada/)).toBeVisible();
    await fillLogin(page, USERS.perito.matricula, DEMO_PASSWORD);
    await expect(page.getByText(/Conta bloqueada/)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    expect(await runCli('user-unlock.ts', [USERS.perito.matricula])).toContain('desbloqueada');
    await fillLogin(page, USERS.perito.matricula, DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('a logged-in user opening the login page goes Home', async ({ page }) => {
    await loginAs(page, USERS.admin.matricula);
    await page.goto('login');
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('');
    await expect(page).toHaveURL(/\/home$/);
  });
});
