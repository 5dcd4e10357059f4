import { expect as baseExpect, type Page, test } from '@playwright/test';
import { campo } from '../casos';
import { checkpoint } from '../checkpoint';
import { DEMO_PASSWORD, entrarComo, USERS, waitForOfflineReady } from '../support';

// A shared two-core machine: the journeys get room beyond the default 30 s, and each wait 15 s.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

/** Names of this run: the e2e database outlives a run. */
const RUN = Date.now().toString(36).slice(-5).toUpperCase();

async function confirmar(page: Page, titulo: string, botao = 'Excluir') {
  const dialogo = page.getByRole('dialog', { name: titulo });
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('button', { name: botao }).click();
}

test('a profile is created and given two permissions, each move saved', async ({ page }) => {
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('roles');
  await expect(page.getByRole('heading', { name: 'Perfis' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Perfis' }).getByText('Admin', { exact: true })).toBeVisible();
  await checkpoint(page, 'admin-perfis');

  // A taken name, in another case, is refused with the spec's words.
  await page.getByLabel('Novo perfil').fill('admin');
  await page.getByRole('button', { name: 'Criar' }).click();
  await expect(
    page.getByText('O nome do perfil já está em uso. Por favor, escolha outro.').first(),
  ).toBeVisible();

  const nome = `Plantão ${RUN}`;
  await page.getByLabel('Novo perfil').fill(nome);
  await page.getByRole('button', { name: 'Criar' }).click();
  await expect(page).toHaveURL(/\/Roles\/edit\/[0-9a-f-]+$/);
  await expect(page.getByRole('heading', { name: nome })).toBeVisible();
  const atribuidas = page.getByRole('list', { name: 'Permissões atribuídas' });
  await expect(page.getByText('Nenhuma permissão atribuída a este perfil.')).toBeVisible();

  await page.getByRole('button', { name: 'Adicionar Ver casos' }).click();
  await expect(page.getByText('Permissão adicionada com sucesso').first()).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar Criar casos' }).click();
  await expect(atribuidas.getByRole('button')).toHaveCount(2);
  await expect(atribuidas.getByRole('button', { name: 'Remover Criar casos' })).toBeVisible();
  await checkpoint(page, 'admin-perfil-editar');

  // Saved: read again from the server.
  await page.reload();
  await expect(atribuidas.getByRole('button')).toHaveCount(2);
  await page.getByRole('button', { name: 'Remover Criar casos' }).click();
  await expect(page.getByText('Permissão removida com sucesso').first()).toBeVisible();
  await expect(atribuidas.getByRole('button')).toHaveCount(1);
  await page.getByRole('button', { name: 'Adicionar Criar casos' }).click();
  await expect(atribuidas.getByRole('button')).toHaveCount(2);

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page.getByText(`2 permissões · 0 usuários`).first()).toBeVisible();
  await page.getByRole('button', { name: `Excluir ${nome}` }).click();
  await confirmar(page, 'Tem certeza?');
  await expect(page.getByText(`${nome} deletado com sucesso!`)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Perfis' }).getByText(nome)).toHaveCount(0);
});

test('the protected permissions say why they cannot be deleted or renamed', async ({ page }) => {
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('permissions');
  await checkpoint(page, 'admin-permissoes-menu');
  await page.getByRole('button', { name: /Listar permissões/ }).click();
  const lista = page.getByRole('list', { name: 'Permissões' });
  await expect(lista.getByText('do sistema')).toHaveCount(8);
  await expect(page.getByRole('button', { name: 'Excluir Gerenciar usuários' })).toHaveCount(0);
  await checkpoint(page, 'admin-permissoes-lista');
  await page.getByRole('button', { name: 'Editar Gerenciar usuários' }).click();
  await expect(page.getByText(/não pode ser excluída nem renomeada/)).toBeVisible();
  await expect(campo(page, 'Nome')).toHaveAttribute('readonly', '');

  await page.goto('permissions?vista=novo');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Preencha ambos os campos.').first()).toBeVisible();
  await campo(page, 'Nome').fill(`ver_teste_${RUN.toLowerCase()}`);
  await campo(page, 'Rótulo').fill('Ver teste');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Permissão adicionada com sucesso')).toBeVisible();
  await page.getByRole('button', { name: 'Excluir Ver teste' }).first().click();
  await confirmar(page, 'Excluir? Ação irreversível.');
  await expect(page.getByText('Permissão removida com sucesso')).toBeVisible();
});

test('a unit is created, found by the filter, edited and deleted', async ({ page }) => {
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('unidades');
  await checkpoint(page, 'admin-unidades-menu');
  await page.getByRole('button', { name: /Nova unidade/ }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('O nome da unidade é obrigatório')).toBeVisible();
  await expect(page.getByText('Selecione uma cidade')).toBeVisible();

  const nome = `Delegacia Teste ${RUN}`;
  await campo(page, 'Nome').fill(nome);
  await campo(page, 'Telefone').fill('(83) 3218-0000');
  await campo(page, 'Endereço').fill('Rua das Trincheiras, 100');
  await page.getByRole('combobox', { name: 'Cidade' }).fill('Cabedelo');
  await page.getByRole('option', { name: 'Cabedelo / PB' }).click();
  await checkpoint(page, 'admin-unidade-form');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Unidade criada com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/vista=lista/);
  // Back after the save leads to the menu the form was opened from, not to the form again.
  await page.goBack();
  await expect(page).not.toHaveURL(/vista=/);
  await expect(page.getByRole('button', { name: /Nova unidade/ })).toBeVisible();
  await page.goForward();
  await expect(page).toHaveURL(/vista=lista/);

  await page.getByLabel('Filtrar por nome').fill(`teste ${RUN.toLowerCase()}`);
  const lista = page.getByRole('list', { name: 'Unidades' });
  await expect(lista.getByRole('listitem')).toHaveCount(1);
  await expect(lista.getByText('Cabedelo / PB · (83) 3218-0000')).toBeVisible();
  await checkpoint(page, 'admin-unidades-lista');

  await page.getByRole('button', { name: `Editar ${nome}` }).click();
  await expect(campo(page, 'Nome')).toHaveValue(nome);
  await campo(page, 'Nome').fill(`${nome} Editada`);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Unidade atualizada com sucesso!')).toBeVisible();
  await expect(lista.getByText(`${nome} Editada`)).toBeVisible();
  // The edit was opened from the list: its step is taken back, and back again is the menu.
  await page.goBack();
  await expect(page.getByRole('button', { name: /Nova unidade/ })).toBeVisible();
  await page.goForward();
  await expect(lista.getByText(`${nome} Editada`)).toBeVisible();

  await page.getByRole('button', { name: `Excluir ${nome} Editada` }).click();
  await confirmar(page, 'Quer mesmo excluir esta unidade?');
  await expect(page.getByText('Unidade removida.')).toBeVisible();
  await expect(lista.getByRole('listitem')).toHaveCount(0);
});

test('a position is created, edited and deleted; without the list, the built-in one', async ({ page }) => {
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('cargos');
  await page.getByRole('button', { name: /Novo cargo/ }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('O nome do cargo é obrigatório')).toBeVisible();
  const nome = `Motorista ${RUN}`;
  await campo(page, 'Nome do cargo').fill(nome);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Cargo criado com sucesso!')).toBeVisible();
  const lista = page.getByRole('list', { name: 'Cargos' });
  await expect(lista.getByText(nome, { exact: true })).toBeVisible();
  await checkpoint(page, 'admin-cargos-lista');

  await page.getByRole('button', { name: `Editar ${nome}` }).click();
  await campo(page, 'Nome do cargo').fill(`${nome} Policial`);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Cargo atualizado com sucesso!')).toBeVisible();
  await page.getByRole('button', { name: `Excluir ${nome} Policial` }).click();
  await confirmar(page, 'Excluir cargo?');
  await expect(page.getByText('Cargo removido.')).toBeVisible();
  await expect(lista.getByText(`${nome} Policial`)).toHaveCount(0);

  // A position some user holds stays, and the screen says why.
  await page.getByRole('button', { name: 'Excluir Delegado de Polícia Civil' }).click();
  await confirmar(page, 'Excluir cargo?');
  await expect(page.getByText(/não pode ser excluído/)).toBeVisible();
});

test('a position created offline waits on the device and reaches the server once', async ({
  page,
  context,
}) => {
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('cargos?vista=lista');
  await expect(page.getByRole('list', { name: 'Cargos' })).toBeVisible();
  await waitForOfflineReady(page);
  await page.getByRole('button', { name: 'Novo cargo' }).click();
  await context.setOffline(true);
  const nome = `Vigia ${RUN}`;
  await campo(page, 'Nome do cargo').fill(nome);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(
    page.getByText('Os dados foram salvos no aparelho e serão sincronizados quando a conexão voltar.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /Sincronização: 1/ })).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByRole('list', { name: 'Cargos' }).getByText(nome, { exact: true })).toBeVisible({
    timeout: 15_000,
  });
  const lidos = (await (await page.request.get('api/cargos')).json()) as { data: { nome: string }[] };
  expect(lidos.data.filter((c) => c.nome === nome)).toHaveLength(1);
});

test('without the position list the 21 built-in positions are shown, marked offline', async ({ page }) => {
  // From before the login: the lists a session starts with are read at once, and the phone then
  // has the server's positions; a phone that never read them is the one that falls back.
  await page.route('**/api/cargos', (route) => route.abort('internetdisconnected'));
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('cargos?vista=lista');
  await expect(page.getByText('Modo offline').first()).toBeVisible();
  await expect(page.getByText('Lista de cargos carregada localmente.').first()).toBeVisible();
  await expect(page.getByRole('list', { name: 'Cargos' }).getByRole('listitem')).toHaveCount(21);
  await checkpoint(page, 'admin-cargos-offline');
});

test('the log: the chain intact, filtered to ERROR, a row in full', async ({ page, request }) => {
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('logs');
  await expect(page.getByText('Log íntegro')).toBeVisible();
  const inteira = page.waitForResponse((r) => r.url().includes('/logs/cadeia?completa=1') && r.ok());
  await page.getByRole('button', { name: 'Conferir a cadeia inteira agora' }).click();
  await inteira;
  await expect(page.getByText('Log íntegro')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Registros do log' })).toBeVisible();
  // Outside production the key is made in the data directory, and the screen says what that leaves open.
  await expect(page.getByText(/^Âncora: resumo diário no log do serviço\.$/)).toBeVisible();
  await expect(page.getByText('Âncora do log ao alcance')).toBeVisible();
  await checkpoint(page, 'admin-logs');

  await page.getByRole('button', { name: 'Conferir com a linha de um auditor' }).click();
  await page
    .getByLabel('Linha do resumo diário ou do relatório')
    .fill('RIP-DIA1 2026-11-26 o log estava íntegro');
  await page.getByRole('button', { name: 'Conferir', exact: true }).click();
  await expect(
    page.getByText(/A linha informada não é um checkpoint do rip-app: cole inteira a linha RIP-CP1/),
  ).toBeVisible();
  await checkpoint(page, 'admin-logs-linha-do-auditor');

  await page
    .getByRole('button', { name: /Ver registro/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').getByText('Contexto')).toBeVisible();
  await checkpoint(page, 'admin-log-detalhe');
  await page.keyboard.press('Escape');

  await page.getByRole('combobox', { name: 'Nível' }).click();
  await page.getByRole('option', { name: 'ERROR', exact: true }).click();
  const tabela = page.getByRole('table', { name: 'Registros do log' });
  await expect(tabela.or(page.getByText('Nenhum log encontrado.'))).toBeVisible();
  if (await tabela.isVisible()) {
    const niveis = await tabela.locator('tbody tr td:nth-child(2)').allInnerTexts();
    expect(niveis.every((nivel) => nivel.trim() === 'ERROR')).toBe(true);
  }
  await checkpoint(page, 'admin-logs-error');

  // Nothing writes ERROR yet; a wrong password writes a WARNING, and that filter shows only it.
  // From a context of its own, and undone by the right password: the perito's lockout journey
  // counts its own wrong passwords.
  const entrar = (password: string) =>
    request.post('api/auth/login', {
      data: { matricula: USERS.perito.matricula, password },
      headers: { 'x-rip-csrf': '1' },
    });
  await entrar('senha-errada-1');
  baseExpect((await entrar(DEMO_PASSWORD)).status()).toBe(200);
  await page.getByRole('combobox', { name: 'Nível' }).click();
  await page.getByRole('option', { name: 'WARNING', exact: true }).click();
  await expect(tabela).toBeVisible();
  const avisos = await tabela.locator('tbody tr td:nth-child(2)').allInnerTexts();
  expect(avisos.length).toBeGreaterThan(0);
  expect(avisos.every((nivel) => nivel.trim() === 'WARNING')).toBe(true);
  await page.getByRole('button', { name: /Filtros/ }).click();
  await page.getByLabel('De', { exact: true }).fill('2999-01-01');
  await expect(page.getByText('Nenhum log encontrado.')).toBeVisible();
});

test('the log turns its pages with two thumb-sized arrows and says which page it is', async ({
  page,
  request,
}) => {
  // More than a page of rows: the perito's logins, from a context of their own.
  for (let i = 0; i < 30; i += 1) {
    const entrada = await request.post('api/auth/login', {
      data: { matricula: USERS.perito.matricula, password: DEMO_PASSWORD },
      headers: { 'x-rip-csrf': '1' },
    });
    baseExpect(entrada.status()).toBe(200);
  }
  await entrarComo(page, USERS.admin.matricula);
  await page.goto('logs');
  await expect(page.getByText(/^Página 1 de \d+$/)).toBeVisible();
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await expect(page.getByText(/^Página 2 de \d+$/)).toBeVisible();
  const seta = await page.getByRole('button', { name: 'Página anterior' }).boundingBox();
  baseExpect(seta?.height).toBeGreaterThanOrEqual(44);
  await checkpoint(page, 'admin-logs-pagina-2');
});
