/**
 * Issue 39, nobody grows their own rights, where a person meets it: a user manager is offered only
 * the profiles they hold and finds the Admin's account and their own closed to them, with the
 * reason; the Admin's own account likewise; and the Admin profile keeps its last administration
 * permission. The server decides each, and the screens say why before anyone taps.
 */
import { type Browser, expect as baseExpect, type Page, test } from '@playwright/test';
import { campo, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, fillLogin, USERS } from '../support';

// A shared two-core machine: the journeys get room beyond the default 30 s, and each wait 15 s.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Names of this run: the e2e database outlives a run. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();
const SENHA = 'Fortaleza-Verde-77';

/** Another person's phone: a second browser, as the journeys' config sets one up. */
async function outroCelular(browser: Browser): Promise<Page> {
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  return context.newPage();
}

async function verUsuario(page: Page, matricula: string) {
  await page.goto('painel-admin');
  await page.getByLabel('Matrícula ou nome').fill(matricula);
  await page
    .getByRole('button', { name: /Ver usuário/ })
    .first()
    .click();
  return page.getByRole('dialog', { name: 'Ver usuário' });
}

/**
 * The Admin makes a profile of these permissions and a person who holds it, as an administrator
 * would; the person logs in on their own phone.
 */
async function gestorCom(page: Page, browser: Browser, nome: string, permissoes: string[]) {
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('roles');
  const perfil = `${nome} ${RUN}`;
  await page.getByLabel('Novo perfil').fill(perfil);
  await page.getByRole('button', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/Roles\/edit\/[0-9a-f-]+$/);
  const atribuidas = page.getByRole('list', { name: 'Permissões atribuídas' });
  for (const [n, permissao] of permissoes.entries()) {
    await page.getByRole('button', { name: `Adicionar ${permissao}` }).click();
    await expect(atribuidas.getByRole('button')).toHaveCount(n + 1);
  }

  const matricula = `4${String(Date.now()).slice(-6)}`;
  await page.goto('useradd');
  await campo(page, 'Matrícula').fill(matricula);
  await campo(page, 'Nome').fill(`Gilberto ${nome}`);
  await escolher(page, 'Cargo', 'Escrivão de Polícia Civil');
  await escolher(page, 'Unidade', 'Delegacia de Homicídios de João Pessoa');
  await escolher(page, 'Perfil', perfil);
  await page.locator('input[name="password"]').fill(SENHA);
  await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
  await expect(page.getByRole('status').getByText('Usuário cadastrado com sucesso!')).toBeVisible();

  const celular = await outroCelular(browser);
  await celular.goto('login');
  await fillLogin(celular, matricula, SENHA);
  await expect(celular).toHaveURL(/\/home$/);
  return { celular, perfil, matricula };
}

test('a user manager gives only the profiles they hold, and cannot touch the Admin nor themself', async ({
  page,
  browser,
}) => {
  // A profile that sees cases and manages users (the home screen asks for ver_casos).
  const {
    celular: gestor,
    perfil,
    matricula,
  } = await gestorCom(page, browser, 'Gestão de Usuários', ['Ver casos', 'Gerenciar usuários']);

  // The new-user form offers only their own kind of profile.
  await gestor.getByRole('link', { name: /Painel Administrativo/ }).click();
  await gestor.getByRole('link', { name: /Novo usuário/ }).click();
  await expect(gestor.getByText('Aparecem só os perfis com permissões que você tem.')).toBeVisible();
  await gestor.getByRole('combobox', { name: 'Perfil', exact: true }).click();
  await expect(gestor.getByRole('option', { name: perfil, exact: true })).toBeVisible();
  for (const alheio of ['Admin', 'Delegado', 'Investigador']) {
    await expect(gestor.getByRole('option', { name: alheio, exact: true })).toHaveCount(0);
  }
  await checkpoint(gestor, 'useradd-perfis-do-gestor');
  await gestor.keyboard.press('Escape');

  // The Admin's account: seen, not changed, and the reason names what the manager lacks.
  const admin = await verUsuario(gestor, USERS.admin.matricula);
  await expect(admin.getByText('Você não pode alterar este usuário')).toBeVisible();
  await expect(
    admin.getByText(/Esta conta tem permissões que você não tem \(.*Gerenciar perfis/),
  ).toBeVisible();
  for (const acao of ['Salvar alterações', 'Definir senha', 'Desativar usuário']) {
    await expect(admin.getByRole('button', { name: acao })).toHaveCount(0);
  }
  await checkpoint(gestor, 'ver-usuario-sem-autoridade');

  // Their own account: another person changes it; the password is changed in Meus Dados.
  await gestor.keyboard.press('Escape');
  const proprio = await verUsuario(gestor, matricula);
  await expect(proprio.getByText(/Ninguém altera a própria conta pelo painel/)).toBeVisible();
  await expect(proprio.getByRole('combobox', { name: 'Perfil' })).toHaveCount(0);

  // A cargo speaks for each account holding it (who signs a summons as delegate): the Admin's is
  // not renamed by them, nor their own; the list says why instead of offering it.
  await gestor.keyboard.press('Escape');
  await gestor.goto('cargos');
  await gestor.getByRole('button', { name: /Listar cargos/ }).click();
  const cargos = gestor.getByRole('list', { name: 'Cargos' });
  const doAdmin = cargos.getByRole('listitem').filter({ hasText: 'Administrativo' });
  await expect(doAdmin.getByText('só leitura')).toBeVisible();
  await expect(doAdmin.getByText(/Este cargo é de contas com permissões que você não tem/)).toBeVisible();
  await expect(doAdmin.getByRole('button', { name: 'Editar Administrativo' })).toHaveCount(0);
  const seu = cargos.getByRole('listitem').filter({ hasText: 'Escrivão de Polícia Civil' });
  await expect(seu.getByText(/Este é o seu cargo/)).toBeVisible();
  await expect(cargos.getByRole('button', { name: 'Editar Samu' })).toBeVisible();
  await doAdmin.scrollIntoViewIfNeeded();
  await checkpoint(gestor, 'cargos-sem-autoridade');
  await gestor.context().close();
});

test("the Admin's own account is changed by another administrator, and the screen says so", async ({
  page,
}) => {
  await entrarComo(page, USERS.admin.matricula);
  const modal = await verUsuario(page, USERS.admin.matricula);
  await expect(modal.getByText(/Ninguém altera a própria conta pelo painel/)).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Salvar alterações' })).toHaveCount(0);
  await expect(modal.getByRole('button', { name: 'Desativar usuário' })).toHaveCount(0);
  await checkpoint(page, 'ver-usuario-proprio');
});

test('the Admin profile keeps the administration permission nobody else holds, and says why', async ({
  page,
}) => {
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('roles');
  await page.getByRole('button', { name: 'Editar Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Admin' })).toBeVisible();
  const ultima = page.getByRole('button', { name: 'Remover Gerenciar permissões' });
  await expect(ultima).toBeDisabled();
  await expect(
    page.getByText(/Nenhum outro usuário ativo tem a permissão Gerenciar permissões/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remover Ver casos' })).toBeEnabled();
  await ultima.scrollIntoViewIfNeeded();
  await checkpoint(page, 'admin-perfil-ultima-permissao');
});

test('a profile manager reads the profiles holding rights they lack, and changes only their own kind', async ({
  page,
  browser,
}) => {
  const { celular: gestor } = await gestorCom(page, browser, 'Gestão de Perfis', [
    'Ver casos',
    'Gerenciar perfis',
  ]);
  await gestor.goto('roles');
  const lista = gestor.getByRole('list', { name: 'Perfis' });
  const admin = lista.getByRole('listitem').filter({ hasText: /^Admin/ });
  await expect(admin.getByText('só leitura')).toBeVisible();
  await expect(gestor.getByRole('button', { name: 'Excluir Admin' })).toHaveCount(0);
  await checkpoint(gestor, 'perfis-do-gestor');

  await gestor.getByRole('button', { name: 'Editar Admin' }).click();
  await expect(gestor.getByText('Somente leitura')).toBeVisible();
  await expect(gestor.getByText(/Este perfil tem permissões que você não tem/)).toBeVisible();
  await expect(gestor.getByRole('button', { name: 'Remover Gerenciar usuários' })).toBeDisabled();
  await checkpoint(gestor, 'perfil-somente-leitura');

  // A new profile of their own: what they hold may be given, what they lack may not, and why.
  await gestor.goto('roles');
  await gestor.getByLabel('Novo perfil').fill(`Apoio ${RUN}`);
  await gestor.getByRole('button', { name: 'Criar' }).click();
  await expect(gestor).toHaveURL(/\/Roles\/edit\/[0-9a-f-]+$/);
  await gestor.getByRole('button', { name: 'Adicionar Ver casos' }).click();
  await expect(gestor.getByText('Permissão adicionada com sucesso').first()).toBeVisible();
  await expect(gestor.getByRole('button', { name: 'Adicionar Gerenciar usuários' })).toBeDisabled();
  await expect(gestor.getByText(/Você não tem a permissão Gerenciar usuários/)).toBeVisible();
  await checkpoint(gestor, 'perfil-do-gestor-editar');
  await gestor.context().close();
});
