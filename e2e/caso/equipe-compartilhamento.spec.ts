import { type Browser, expect, type Page, test } from '@playwright/test';
import { badge, campo, criarCaso, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, loginAs, USERS, waitForOfflineReady } from '../support';

interface CasoLido {
  id: string;
  equipe: { id: string; matricula: string; name: string; usuario: boolean }[];
  delegado: { name: string; matricula: string } | null;
  compartilhamentos: { id: string; user: { name: string; matricula: string } }[];
}

/** The case of this name in the user's history, as the server holds it. */
async function casoNoServidor(page: Page, nome: string): Promise<CasoLido> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const casos = historico.data.filter((caso) => caso.name === nome);
  expect(casos).toHaveLength(1);
  return (await (await page.request.get(`api/casos/${casos[0]?.id}`)).json()) as CasoLido;
}

/** Another officer on another phone. */
async function outroCelular(browser: Browser, matricula: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await loginAs(page, matricula);
  return { context, page };
}

const encontrados = (page: Page) => page.getByRole('list', { name: 'Usuários encontrados' });

test('a team with a delegate found by matrícula, grouped by institution; a member removed', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso da equipe');
  await page.getByTestId('tile-equipe').click();
  await expect(page.getByRole('heading', { name: 'Equipe', level: 1 })).toBeVisible();
  await expect(page.getByText('Nenhuma equipe cadastrada!')).toBeVisible();
  await checkpoint(page, 'equipe-vazia');

  const adicionar = page.getByRole('button', { name: 'Adicionar', exact: true });
  await adicionar.click();
  await expect(page.getByText('É necessário informar a matrícula.')).toBeVisible();
  await expect(page.getByText('É necessário informar o nome.')).toBeVisible();
  await expect(page.getByText('É necessário informar o cargo.')).toBeVisible();

  // From the 4th digit the users whose matrícula starts so are offered; the whole one fills the form.
  await campo(page, 'Matrícula').fill('1000');
  await expect(encontrados(page).getByRole('button', { name: /Bruno Delegado/ })).toBeVisible();
  await campo(page, 'Matrícula').fill('1000002');
  await expect(campo(page, 'Nome')).toHaveValue('Bruno Delegado');
  await expect(page.getByRole('combobox', { name: 'Cargo' })).toHaveValue('Delegado de Polícia Civil');
  await expect(
    page.getByText('Usuário do app: ao entrar na equipe, passa a ver e alterar este caso.'),
  ).toBeVisible();
  await checkpoint(page, 'equipe-preenchida');
  await adicionar.click();
  await expect(page.getByText('Servidor salvo com sucesso!')).toBeVisible();
  await expect(campo(page, 'Matrícula')).toHaveValue('');

  // Someone who is not a user: typed by hand, matrícula cleaned to its digits, name normalised.
  await campo(page, 'Matrícula').fill('sd 765.432-1');
  await expect(campo(page, 'Matrícula')).toHaveValue('7654321');
  await campo(page, 'Nome').fill('soldado  joão lima');
  await campo(page, 'Nome').blur();
  await expect(campo(page, 'Nome')).toHaveValue('Soldado João Lima');
  await escolher(page, 'Cargo', 'Polícia Militar');
  await adicionar.click();
  await expect(page.getByRole('heading', { name: 'Polícia Militar' })).toBeVisible();

  // A user picked from the offers.
  await campo(page, 'Matrícula').fill('10000');
  await encontrados(page)
    .getByRole('button', { name: /Elisa Perita/ })
    .click();
  await expect(campo(page, 'Matrícula')).toHaveValue('1000005');
  await expect(campo(page, 'Nome')).toHaveValue('Elisa Perita');
  await adicionar.click();
  await expect(page.getByRole('heading', { name: 'IPC' })).toBeVisible();

  // The same matrícula twice, and one too short.
  await campo(page, 'Matrícula').fill('1000');
  await expect(
    encontrados(page).getByRole('button', { name: /Bruno Delegado.*Já na equipe/ }),
  ).toBeDisabled();
  await campo(page, 'Matrícula').fill('1000002');
  await expect(campo(page, 'Nome')).toHaveValue('Bruno Delegado');
  await adicionar.click();
  await expect(page.getByText('Esta matrícula já está na equipe do caso.')).toBeVisible();
  await campo(page, 'Matrícula').fill('123456');
  await adicionar.click();
  await expect(page.getByText('A matrícula deve conter exatamente 7 dígitos.')).toBeVisible();
  await campo(page, 'Matrícula').fill('');
  await campo(page, 'Nome').fill('');

  // What the screen shows is the server's now, the form empty again.
  await page.reload();
  const grupos = page.getByRole('heading', { level: 2 }).filter({ hasNotText: 'Adicionar membros' });
  await expect(grupos).toHaveText(['Polícia Civil', 'IPC', 'Polícia Militar']);
  const civil = page.getByRole('region', { name: 'Polícia Civil' });
  await expect(civil.getByText('Bruno Delegado')).toBeVisible();
  await expect(civil.getByText('Delegado do caso')).toBeVisible();
  await expect(civil.getByText('DELEGADO DE POLÍCIA CIVIL')).toBeVisible();
  await page.getByRole('region', { name: 'IPC' }).scrollIntoViewIfNeeded();
  await checkpoint(page, 'equipe-grupos');

  await page.getByRole('button', { name: 'Deletar Soldado João Lima' }).click();
  await page
    .getByRole('dialog', { name: 'Deletar Soldado João Lima?' })
    .getByRole('button', { name: 'Deletar' })
    .click();
  await expect(page.getByText('Soldado João Lima deletado(a) com sucesso!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Polícia Militar' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(badge(page, 'equipe')).toHaveText('2');

  const caso = await casoNoServidor(page, 'Caso da Equipe');
  expect(caso.delegado).toEqual({ name: 'Bruno Delegado', matricula: '1000002' });
  expect(caso.equipe.map((m) => [m.matricula, m.usuario])).toEqual([
    ['1000002', true],
    ['1000005', true],
  ]);
  // The delegate, a user of the app, now reads the case.
  const delegado = await outroCelular(browser, USERS.delegado.matricula);
  expect((await delegado.page.request.get(`api/casos/${caso.id}`)).status()).toBe(200);
  await delegado.context.close();
});

test('sharing: refused for a user outside the civil police, accepted for an escrivão who then opens the case, revoked by the creator', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso compartilhado');
  await page.getByTestId('tile-compartilhamento').click();
  await expect(page.getByRole('heading', { name: 'Compartilhamento', level: 1 })).toBeVisible();
  const acessos = page.getByRole('list', { name: 'Usuários com acesso' });
  await expect(acessos.getByText('Carla Investigadora')).toBeVisible();
  await expect(acessos.getByText('Criou o caso')).toBeVisible();

  const busca = page.getByRole('searchbox', { name: 'Buscar usuário' });
  await busca.fill('admin');
  await encontrados(page)
    .getByRole('button', { name: /Ana Administradora/ })
    .click();
  const escolhido = page.getByRole('region', { name: 'Usuário escolhido' });
  await expect(escolhido.getByText('Ana Administradora')).toBeVisible();
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'Usuário não foi identificado como sendo da Polícia Civil da Paraíba.' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Compartilhar', exact: true })).toBeDisabled();
  await checkpoint(page, 'compartilhamento-recusado');
  // The server refuses it too, whoever asks.
  const caso = await casoNoServidor(page, 'Caso Compartilhado');
  const direto = await page.request.post(`api/casos/${caso.id}/compartilhamentos`, {
    headers: { 'x-rip-csrf': '1' },
    data: { id: crypto.randomUUID(), matricula: USERS.admin.matricula },
  });
  expect(direto.status()).toBe(422);
  expect((await direto.json()).code).toBe('SHARE_NOT_CIVIL_POLICE');

  await escolhido.getByRole('button', { name: 'Limpar' }).click();
  await expect(busca).toHaveValue('');
  await busca.fill('1000004');
  await encontrados(page)
    .getByRole('button', { name: /Davi Escrivão/ })
    .click();
  await expect(escolhido.getByText('Matrícula 1000004 · Escrivão de Polícia Civil')).toBeVisible();
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  await expect(page.getByText('Caso compartilhado com sucesso')).toBeVisible();
  await expect(acessos.getByText('Davi Escrivão')).toBeVisible();
  await expect(acessos.getByText('Por Carla Investigadora em')).toBeVisible();
  await checkpoint(page, 'compartilhamento-lista');

  // The escrivão, on his own phone, finds the case in his history and opens it.
  const escrivao = await outroCelular(browser, USERS.escrivao.matricula);
  await escrivao.page.goto('historico');
  await escrivao.page.getByText('Caso Compartilhado').first().click();
  await expect(escrivao.page).toHaveURL(/\/Caso$/);
  await expect(escrivao.page.getByTestId('tile-equipe')).toBeVisible();
  await expect(escrivao.page.getByRole('heading', { name: 'Caso Compartilhado' }).first()).toBeVisible();
  // He edits the case, but its team is the creator's and the team's: no form to add or remove.
  await escrivao.page.getByTestId('tile-equipe').click();
  await expect(escrivao.page.getByText('Nenhuma equipe cadastrada!')).toBeVisible();
  await expect(escrivao.page.getByRole('heading', { name: 'Adicionar membros' })).toHaveCount(0);
  await expect(
    escrivao.page.getByText('A equipe é alterada por quem criou o caso ou por um membro da equipe.'),
  ).toBeVisible();
  await checkpoint(escrivao.page, 'equipe-de-quem-recebeu-compartilhado');

  await acessos.getByRole('button', { name: 'Revogar o acesso de Davi Escrivão' }).click();
  await page
    .getByRole('dialog', { name: 'Revogar o acesso de Davi Escrivão?' })
    .getByRole('button', { name: 'Revogar' })
    .click();
  await expect(page.getByText('Compartilhamento revogado.')).toBeVisible();
  await expect(acessos.getByText('Davi Escrivão')).toHaveCount(0);
  expect((await escrivao.page.request.get(`api/casos/${caso.id}`)).status()).toBe(404);
  await escrivao.context.close();
});

test('with no signal a team member and a share wait on the phone, show at once and reach the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'equipe sem sinal');
  // One online visit keeps the cargos on the phone.
  await page.getByTestId('tile-equipe').click();
  await expect(page.getByText('Nenhuma equipe cadastrada!')).toBeVisible();
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await campo(page, 'Matrícula').fill('7654321');
  await expect(page.getByText(/Sem conexão com a Internet: digite o nome e escolha o cargo/)).toBeVisible();
  await campo(page, 'Nome').fill('Cabo Ferreira');
  await escolher(page, 'Cargo', 'Polícia Militar');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  const pm = page.getByRole('region', { name: 'Polícia Militar' });
  await expect(pm.getByText('Cabo Ferreira')).toBeVisible();
  await expect(pm.getByText('Aguardando sincronização')).toBeVisible();
  await checkpoint(page, 'equipe-offline');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(badge(page, 'equipe')).toHaveText('1');
  await page.getByTestId('tile-compartilhamento').click();
  await page.getByRole('searchbox', { name: 'Buscar usuário' }).fill('1000004');
  await expect(
    page.getByText(/Sem conexão com a Internet: a busca de usuários precisa de conexão/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Usar a matrícula 1000004' }).click();
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  const acessos = page.getByRole('list', { name: 'Usuários com acesso' });
  await expect(acessos.getByText('Matrícula 1000004').first()).toBeVisible();
  await expect(acessos.getByText('Aguardando sincronização')).toBeVisible();
  await checkpoint(page, 'compartilhamento-offline');

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(acessos.getByText('Davi Escrivão')).toBeVisible();
  await expect(page.getByText('Aguardando sincronização')).toHaveCount(0);
  const caso = await casoNoServidor(page, 'Equipe Sem Sinal');
  expect(caso.equipe.map((m) => [m.matricula, m.name])).toEqual([['7654321', 'Cabo Ferreira']]);
  expect(caso.compartilhamentos.map((c) => c.user.matricula)).toEqual(['1000004']);
});
