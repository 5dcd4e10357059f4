/**
 * Issue 26's journeys: two officers, each on their own phone (a browser context of its own), and
 * the case between them.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { campo, criarCaso, escolher } from './casos';
import { entrarComo, loginAs, USERS, waitForOfflineReady } from './support';

/** A second phone: its own browser context, as the project's, logged in as `matricula`. */
export async function outroCelular(browser: Browser, matricula: string) {
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const context = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const page = await context.newPage();
  await loginAs(page, matricula);
  return { context, page };
}

/** The id of the case named `nome` in the user's history, as the server has it. */
export async function idDoCaso(page: Page, nome: string): Promise<string> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => caso.name.toLowerCase() === nome.toLowerCase())?.id;
  expect(id, `caso ${nome} no histórico`).toBeTruthy();
  return id ?? '';
}

/** From the open case's hub, shares it with the user of `matricula`. */
export async function compartilharCom(page: Page, matricula: string): Promise<void> {
  await page.getByTestId('tile-compartilhamento').click();
  await page.getByRole('searchbox', { name: 'Buscar usuário' }).fill(matricula);
  await page.getByRole('list', { name: 'Usuários encontrados' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Compartilhar', exact: true }).click();
  await expect(page.getByText('Caso compartilhado com sucesso')).toBeVisible();
}

/** Opens the case named `nome` from the history, as an officer picks it. */
export async function abrirCaso(page: Page, nome: string): Promise<void> {
  await page.goto('historico');
  await page.getByText(nome, { exact: false }).first().click();
  await expect(page).toHaveURL(/\/Caso$/);
}

/** The investigator's new case, shared with the delegate, who opens it on another phone. */
export async function casoCompartilhado(page: Page, browser: Browser, nome: string) {
  await entrarComo(page, USERS.investigador.matricula);
  await waitForOfflineReady(page);
  await criarCaso(page, nome);
  await compartilharCom(page, USERS.delegado.matricula);
  const casoId = await idDoCaso(page, nome);

  const { context, page: delegado } = await outroCelular(browser, USERS.delegado.matricula);
  await abrirCaso(delegado, nome);
  return { context, delegado, casoId };
}

/** Opens the victim form of the open case and fills the victim the journeys share: 'A Apurar', a skeleton. */
export async function preencherVitima(page: Page, nome: string, cpf?: string): Promise<void> {
  await page.goto('Vitima');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'A Apurar');
  await escolher(page, 'Estado do cadáver', 'Ossada');
  await escolher(page, 'Meio de morte', 'Outros');
  await campo(page, 'Nome').fill(nome);
  if (cpf) await campo(page, 'CPF').fill(cpf);
}

/** Adds to the open case the victim the journeys share, named `nome`. */
export async function adicionarVitima(page: Page, nome = 'Maria da Silva'): Promise<void> {
  await preencherVitima(page, nome);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Vítima salva com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/Vitima$/);
}

/**
 * The investigator's new case with one victim ('Maria da Silva'), shared with the delegate, who
 * opens it on a phone of their own, ready to work offline.
 */
export async function casoComVitimaCompartilhado(page: Page, browser: Browser, nome: string) {
  await entrarComo(page, USERS.investigador.matricula);
  await waitForOfflineReady(page);
  await criarCaso(page, nome);
  await adicionarVitima(page);
  await page.goto('Caso');
  await compartilharCom(page, USERS.delegado.matricula);

  const delegado = await outroCelular(browser, USERS.delegado.matricula);
  await waitForOfflineReady(delegado.page);
  await abrirCaso(delegado.page, nome);
  return { delegado, casoId: await idDoCaso(page, nome) };
}
