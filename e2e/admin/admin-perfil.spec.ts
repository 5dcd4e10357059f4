/**
 * Issue 14's profile journey: the administrator makes a profile, gives it two permissions, assigns
 * it to a new user from 'Ver usuário', and that user's Home follows the profile's permissions —
 * the shortcut the new permission opens appears, and the one the old profile gave goes.
 */
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { campo, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { DEMO_PASSWORD, fillLogin, USERS } from '../support';

// A shared two-core machine: room beyond the default 30 s, and each wait 15 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Passes the zxcvbn rule of the new-user form. */
const SENHA = 'Ladeira-Do-Farol-58';
/** Names of this run: the e2e database outlives a run. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

async function loginAs(page: Page, matricula: string, senha: string) {
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  await fillLogin(page, matricula, senha);
  await expect(page).toHaveURL(/\/rip-app\/home$/, { timeout: 30_000 });
}

/**
 * The user on their own phone: a browser context of their own, so nothing of the administrator's
 * session (or of an earlier login of theirs) is carried over.
 */
async function homeDoUsuario(browser: Browser, matricula: string, shot: string) {
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const page = await context.newPage();
  await loginAs(page, matricula, SENHA);
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  // Pesquisa is ver_casos's: both profiles have it, and Home is drawn once it shows.
  await expect(menu.getByRole('link', { name: /Pesquisa/ })).toBeVisible();
  await checkpoint(page, shot);
  return { context, page, menu };
}

test('a new profile with two permissions, assigned from Ver usuário, changes the user’s Home', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await loginAs(page, USERS.admin.matricula, DEMO_PASSWORD);

  // 1. The profile, and its two permissions, each move saved and told.
  await page.goto('roles');
  await expect(page.getByRole('heading', { name: 'Perfis' })).toBeVisible();
  const perfil = `Cartório ${RUN}`;
  await page.getByLabel('Novo perfil').fill(perfil);
  await page.getByRole('button', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/Roles\/edit\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: perfil })).toBeVisible();
  const atribuidas = page.getByRole('list', { name: 'Permissões atribuídas' });
  await expect(page.getByText('Nenhuma permissão atribuída a este perfil.')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar Ver casos' }).click();
  await expect(page.getByText('Permissão adicionada com sucesso').first()).toBeVisible();
  await expect(atribuidas.getByRole('button', { name: 'Remover Ver casos' })).toBeVisible();
  // The second move gets its own message: the first one's is gone before it is made.
  await expect(page.getByText('Permissão adicionada com sucesso')).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('button', { name: 'Adicionar Criar casos' }).click();
  await expect(page.getByText('Permissão adicionada com sucesso').first()).toBeVisible();
  await expect(atribuidas.getByRole('button')).toHaveCount(2);
  // The full-page photograph is taken from the top, where the sticky header belongs.
  await page.evaluate(() => window.scrollTo(0, 0));
  await checkpoint(page, 'perfil-duas-permissoes');
  // Saved on the server, not only on screen.
  await page.reload();
  await expect(atribuidas.getByRole('button', { name: 'Remover Ver casos' })).toBeVisible();
  await expect(atribuidas.getByRole('button', { name: 'Remover Criar casos' })).toBeVisible();
  await expect(atribuidas.getByRole('button')).toHaveCount(2);

  // 2. A new user with an existing profile: Perito (ver casos, editar casos; no criar casos).
  const matricula = `4${String(Date.now()).slice(-6)}`;
  const nome = `Iara Montenegro ${RUN}`;
  await page.goto('useradd');
  await campo(page, 'Matrícula').fill(matricula);
  await campo(page, 'Nome').fill(nome);
  await escolher(page, 'Cargo', 'Perito Oficial Criminal');
  await escolher(page, 'Unidade', 'Delegacia de Homicídios de João Pessoa');
  await escolher(page, 'Perfil', 'Perito');
  await page.locator('input[name="password"]').fill(SENHA);
  await expect(page.getByTestId('forca-senha')).toContainText('Senha forte.');
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByRole('status').getByText('Usuário cadastrado com sucesso!')).toBeVisible();

  // 3. Before: the Perito's Home — the case list, and no way to open a new case.
  const antes = await homeDoUsuario(browser, matricula, 'perfil-home-antes');
  await expect(antes.menu.getByRole('link', { name: /Casos Últimos casos/ })).toBeVisible();
  await expect(antes.menu.getByRole('link', { name: /Novo Caso/ })).toHaveCount(0);
  // The route follows the same permission as the tile.
  await antes.page.goto('casonome');
  await expect(antes.page).toHaveURL(/\/home$/);
  await antes.context.close();

  // 4. The profile assigned from 'Ver usuário'.
  await page.goto('painel-admin');
  await page.getByLabel('Matrícula ou nome').fill(matricula);
  await page.getByRole('button', { name: `Ver usuário ${nome}` }).click();
  const modal = page.getByRole('dialog', { name: 'Ver usuário' });
  await expect(modal.getByText(`Matrícula ${matricula}`)).toBeVisible();
  await escolher(page, 'Perfil', perfil);
  await modal.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(page.getByText('Usuário atualizado com sucesso!').first()).toBeVisible();
  await expect(modal.getByText(perfil, { exact: true }).first()).toBeVisible();
  // Photographed once the notice has gone, so the user's name above the new profile shows.
  await expect(page.getByText('Usuário atualizado com sucesso!')).toHaveCount(0, { timeout: 20_000 });
  await checkpoint(page, 'perfil-atribuido');

  // 5. After: Novo Caso appears (criar_casos); the case list, which editar_casos opened, is gone.
  const depois = await homeDoUsuario(browser, matricula, 'perfil-home-depois');
  await expect(depois.menu.getByRole('link', { name: /Novo Caso/ })).toBeVisible();
  await expect(depois.menu.getByRole('link', { name: /Casos Últimos casos/ })).toHaveCount(0);
  await depois.menu.getByRole('link', { name: /Novo Caso/ }).click();
  await expect(depois.page).toHaveURL(/\/casonome$/);
  await expect(depois.page.getByRole('button', { name: 'Criar novo caso' })).toBeVisible();
  await depois.context.close();

  // The profile list counts its user.
  await page.goto('roles');
  await expect(page.getByText('2 permissões · 1 usuário').first()).toBeVisible();
});
