import { type Browser, expect, type Page, test } from '@playwright/test';
import { OBRIGATORIOS_DO_NOVO_USUARIO } from '../../server/test/novo-usuario';
import { campo, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { DEMO_PASSWORD, fillLogin, sair, USERS } from '../support';

const SENHA = 'Fortaleza-Verde-77';

/** A matrícula no earlier run of the journeys has used (the e2e database outlives a run). */
function matriculaNova(): string {
  return `3${String(Date.now()).slice(-6)}`;
}

/** As support's loginAs, waiting for the form first: on a busy machine the app can be slow to start. */
async function loginAs(page: Page, matricula: string) {
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 15_000 });
  await fillLogin(page, matricula, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/rip-app\/home$/, { timeout: 15_000 });
}

async function abrirPainel(page: Page) {
  await page.getByRole('link', { name: /Painel Administrativo/ }).click();
  await expect(page).toHaveURL(/\/painel-admin$/);
  await expect(page.getByRole('heading', { name: 'Painel Administrativo' })).toBeVisible();
}

async function preencherUsuario(page: Page, matricula: string, nome: string, senha: string) {
  await campo(page, 'Matrícula').fill(matricula);
  await campo(page, 'Nome').fill(nome);
  await escolher(page, 'Cargo', 'Investigador de Polícia Civil');
  await escolher(page, 'Unidade', 'Delegacia de Homicídios de João Pessoa');
  await escolher(page, 'Perfil', 'Investigador');
  await page.locator('input[name="password"]').fill(senha);
}

async function cadastrar(page: Page, matricula: string, nome: string) {
  await page.goto('useradd');
  await preencherUsuario(page, matricula, nome, SENHA);
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByText('Usuário cadastrado com sucesso!').first()).toBeVisible();
}

test('the login screen never loads the password dictionaries', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.url());
  });
  await page.goto('login');
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  for (const url of scripts) {
    const body = await (await page.request.get(url)).text();
    expect(body, url).not.toContain('Esta é uma senha');
  }
});

test('an administrator creates a user, with every message of the form, and the user logs in', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await loginAs(page, USERS.admin.matricula);
  await abrirPainel(page);
  await checkpoint(page, 'painel-admin');

  await page.getByRole('link', { name: /Novo usuário/ }).click();
  await expect(page).toHaveURL(/\/useradd$/);
  await expect(page.getByRole('heading', { name: 'Adicionar novo usuário' })).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  for (const mensagem of OBRIGATORIOS_DO_NOVO_USUARIO) {
    await expect(page.getByText(mensagem, { exact: true })).toBeVisible();
  }
  await checkpoint(page, 'useradd-erros');
  await campo(page, 'Matrícula').fill('12a4567');
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByText('Apenas números são permitidos')).toBeVisible();

  // A matrícula someone already has: the §8 message, under the field, with what was typed kept.
  const nome = 'Helena Duarte Lins';
  await preencherUsuario(page, USERS.delegado.matricula, nome, SENHA);
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(
    page.getByText('Já existe um usuário com esta matrícula. Matrículas duplicadas não são permitidas.'),
  ).toBeVisible();
  await expect(campo(page, 'Nome')).toHaveValue(nome);

  // A common password: refused with the reason, before anything is sent.
  const matricula = matriculaNova();
  await campo(page, 'Matrícula').fill(matricula);
  await page.locator('input[name="password"]').fill('password123');
  await expect(page.getByTestId('forca-senha')).toContainText('senha');
  // The reason is read as it is typed, by day and at night (axe checks its contrast).
  await checkpoint(page, 'useradd-forca-fraca');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkpoint(page, 'useradd-forca-fraca-escuro');
  await page.emulateMedia({ colorScheme: 'light' });
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByText(/Esta é uma senha/)).toBeVisible();
  await checkpoint(page, 'useradd-senha-fraca');

  await page.locator('input[name="password"]').fill(SENHA);
  await expect(page.getByTestId('forca-senha')).toContainText('Senha forte.');
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByRole('status').getByText('Usuário cadastrado com sucesso!')).toBeVisible();
  await checkpoint(page, 'useradd-sucesso');
  await page.getByRole('link', { name: 'Ir para o painel' }).click();
  await expect(page).toHaveURL(/\/painel-admin$/);

  // The new user is found by name and by matrícula.
  await page.getByLabel('Matrícula ou nome').fill('helena duar');
  await expect(page.getByRole('button', { name: `Ver usuário ${nome}` })).toBeVisible();

  await sair(page);
  await fillLogin(page, matricula, SENHA);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('heading', { name: /Olá, Helena/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Painel Administrativo/ })).toHaveCount(0);
});

/** The user on their own phone: a second browser, as the journeys' config sets one up. */
async function errarSenha(browser: Browser, matricula: string, vezes: number) {
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const other = await context.newPage();
  await other.goto('login');
  await expect(other.getByRole('button', { name: 'Entrar' })).toBeVisible({ timeout: 15_000 });
  for (let i = 0; i < vezes; i += 1) {
    await fillLogin(other, matricula, 'senha-errada-demais');
    await expect(other.getByText(/inválidas|bloqueada/)).toBeVisible();
  }
  await expect(other.getByText(/Conta bloqueada/)).toBeVisible();
  return { context, page: other };
}

test('an administrator unlocks a locked user from Ver usuário, and gives a temporary password', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await loginAs(page, USERS.admin.matricula);
  const matricula = matriculaNova();
  const nome = 'Otávio Bezerra Campos';
  await cadastrar(page, matricula, nome);

  const usuario = await errarSenha(browser, matricula, 5);

  await page.goto('painel-admin');
  await page.getByLabel('Matrícula ou nome').fill(matricula.slice(0, 5));
  await page.getByRole('button', { name: `Ver usuário ${nome}` }).click();
  const modal = page.getByRole('dialog', { name: 'Ver usuário' });
  // A busy machine (the journeys share two cores) can take a while to answer.
  await expect(modal.getByText('Conta bloqueada')).toBeVisible({ timeout: 20_000 });
  await checkpoint(page, 'ver-usuario-bloqueado');
  await modal.getByRole('button', { name: 'Desbloquear' }).click();
  await expect(page.getByText('Usuário desbloqueado com sucesso!')).toBeVisible();
  await expect(modal.getByText('Conta bloqueada')).toHaveCount(0);

  await fillLogin(usuario.page, matricula, SENHA);
  await expect(usuario.page).toHaveURL(/\/home$/);

  // A temporary password: the user's session ends, and the next login lands in Meus Dados.
  await modal.getByLabel('Nova senha temporária').fill('Temporaria-Azul-91');
  await modal.getByRole('button', { name: 'Definir senha' }).click();
  await expect(modal.getByText('Senha temporária', { exact: true }).first()).toBeVisible();
  await checkpoint(page, 'ver-usuario-acoes');

  await usuario.page.goto('login');
  await usuario.page.reload();
  await fillLogin(usuario.page, matricula, 'Temporaria-Azul-91');
  await expect(usuario.page).toHaveURL(/\/UserEdit$/);
  await expect(usuario.page.getByText('Um administrador definiu sua senha.', { exact: false })).toBeVisible();
  await usuario.page.goto('home');
  await expect(usuario.page).toHaveURL(/\/UserEdit$/);
  await usuario.page.getByLabel('Senha atual').fill('Temporaria-Azul-91');
  await usuario.page.getByLabel('Nova senha').fill('Minha-Propria-Senha-8');
  await usuario.page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(usuario.page.getByText('Senha atualizada com sucesso!')).toBeVisible();
  await usuario.page.goto('home');
  await expect(usuario.page).toHaveURL(/\/home$/);
  await usuario.context.close();
});
