import { expect, test } from '@playwright/test';
import { checkpoint } from '../checkpoint';
import { DEMO_PASSWORD, fillLogin, loginAs, senhaDeVolta, USERS } from '../support';

// Passed or failed, the escrivão has the demo password again for the journeys after this one.
test.afterEach(() => senhaDeVolta(USERS.escrivao.matricula));

test('Meus Dados shows who I am and changes my password', async ({ page }) => {
  // The password rule fetches its dictionaries (about 1 MB) at the first password typed.
  test.setTimeout(60_000);
  await loginAs(page, USERS.escrivao.matricula);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Meus Dados|Escriv/ })
    .click();
  await expect(page).toHaveURL(/\/UserEdit$/);
  await expect(page.getByRole('heading', { name: 'Meus Dados' })).toBeVisible();
  await expect(page.getByText(USERS.escrivao.matricula)).toBeVisible();
  await expect(page.getByText('Lotação')).toBeVisible();

  const save = page.getByRole('button', { name: /Alterar senha|Salvar/ });
  await expect(save).toBeDisabled();
  const atual = page.getByLabel('Senha atual');
  const field = page.getByLabel('Nova senha');
  await field.fill('curta');
  // The current password is asked too: an unlocked phone alone does not change it.
  await expect(save).toBeDisabled();
  await atual.fill('nao-e-a-minha');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page.getByText('A senha deve ter pelo menos 8 caracteres.')).toBeVisible();

  await field.fill('escrivao-nova-2026');
  await save.click();
  await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();

  await atual.fill(DEMO_PASSWORD);
  await field.fill(DEMO_PASSWORD);
  await save.click();
  await expect(page.getByText('A nova senha deve ser diferente da atual.')).toBeVisible();

  await field.fill('escrivao-nova-2026');
  await save.click();
  await expect(page.getByText('Senha atualizada com sucesso!')).toBeVisible();
  await checkpoint(page, 'meus-dados');

  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await fillLogin(page, USERS.escrivao.matricula, DEMO_PASSWORD);
  await expect(page.getByText('Matrícula ou senha inválidas.')).toBeVisible();
  await fillLogin(page, USERS.escrivao.matricula, 'escrivao-nova-2026');
  await expect(page).toHaveURL(/\/home$/);
});

test('five wrong current passwords end the session, and the officer logs in again at once', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await loginAs(page, USERS.perito.matricula);
  await page
    .getByRole('banner')
    .getByRole('link', { name: /Meus Dados|Perit/ })
    .click();
  await expect(page).toHaveURL(/\/UserEdit$/);
  const save = page.getByRole('button', { name: /Alterar senha|Salvar/ });
  const atual = page.getByLabel('Senha atual');
  await page.getByLabel('Nova senha').fill('perito-nova-2026-x');
  for (let tentativa = 1; tentativa < 5; tentativa++) {
    await atual.fill(`chute-${tentativa}`);
    await save.click();
    await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();
  }
  await atual.fill('chute-5');
  await save.click();
  // Someone holding an unlocked phone is not the officer: the session ends, the login does not lock.
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Sessão encerrada: a senha atual foi digitada errada 5 vezes. Faça login novamente.'),
  ).toBeVisible();
  await checkpoint(page, 'meus-dados-sessao-encerrada');
  await fillLogin(page, USERS.perito.matricula, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/home$/);
});
