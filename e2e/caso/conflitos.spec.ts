/**
 * Issue 26: two officers, one case. Investigador 1000003 creates the case and shares it with
 * Delegado 1000002; each works on their own phone (browser context), one of them offline.
 */
import { expect, type Page, test } from '@playwright/test';
import { campo } from '../casos';
import { checkpoint } from '../checkpoint';
import { textosDeContrasteBaixo } from '../contraste';
import { casoComVitimaCompartilhado, idDoCaso } from '../dois-celulares';

interface VitimaLida {
  pessoa: { id: string; nome: string; profissao: string | null };
}

async function casoNoServidor(page: Page, nome: string): Promise<{ id: string; vitimas: VitimaLida[] }> {
  const id = await idDoCaso(page, nome);
  return (await (await page.request.get(`api/casos/${id}`)).json()) as { id: string; vitimas: VitimaLida[] };
}

/** Opens the edit form of the case's victim from its list. */
async function abrirEdicao(page: Page, nome: string): Promise<void> {
  await page.goto('Vitima');
  await page.getByRole('link', { name: new RegExp(`^Editar ${nome}`, 'i') }).click();
  await expect(page.getByRole('heading', { name: 'Editar vítima' })).toBeVisible();
}

async function salvarEdicao(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
}

test('an old form changes only what its officer changed; the same field is a conflict shown with both values and resolved', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { delegado } = await casoComVitimaCompartilhado(page, browser, 'Caso Formulario Antigo');

  // The delegate opens the victim's form; meanwhile the investigator renames her.
  await abrirEdicao(delegado.page, 'Maria da Silva');
  await abrirEdicao(page, 'Maria da Silva');
  await campo(page, 'Nome').fill('Maria José da Silva');
  await salvarEdicao(page);
  await expect(page).toHaveURL(/\/Vitima$/);

  // The delegate's old form changes only the profession: the new name stays.
  await campo(delegado.page, 'Profissão').fill('Enfermeira');
  await salvarEdicao(delegado.page);
  await expect(delegado.page).toHaveURL(/\/Vitima$/);
  let caso = await casoNoServidor(page, 'Caso Formulario Antigo');
  expect(caso.vitimas[0]?.pessoa).toMatchObject({
    nome: expect.stringMatching(/^Maria José da Silva$/i),
    profissao: 'Enfermeira',
  });

  // Both now change the profession from forms opened on the same version.
  await abrirEdicao(page, 'Maria José da Silva');
  await abrirEdicao(delegado.page, 'Maria José da Silva');
  await campo(page, 'Profissão').fill('Professora');
  await salvarEdicao(page);
  await expect(page).toHaveURL(/\/Vitima$/);
  await campo(delegado.page, 'Profissão').fill('Médica');
  await salvarEdicao(delegado.page);

  const conflito = delegado.page.getByRole('region', { name: 'Outra pessoa alterou os mesmos campos' });
  await expect(conflito.getByText('Profissão', { exact: true })).toBeVisible();
  await expect(conflito.getByText(/Alterado por Carla Investigadora/)).toBeVisible();
  await expect(conflito.getByText('Médica')).toBeVisible();
  await expect(conflito.getByText('Professora')).toBeVisible();
  await checkpoint(delegado.page, 'conflito-formulario');

  // The delegate takes the investigator's value, then keeps theirs after all, and saves.
  await conflito.getByRole('button', { name: 'Usar o outro' }).click();
  await expect(campo(delegado.page, 'Profissão')).toHaveValue('Professora');
  await conflito.getByRole('button', { name: 'Manter o meu' }).click();
  await expect(campo(delegado.page, 'Profissão')).toHaveValue('Médica');
  await salvarEdicao(delegado.page);
  await expect(delegado.page).toHaveURL(/\/Vitima$/);

  caso = await casoNoServidor(page, 'Caso Formulario Antigo');
  expect(caso.vitimas[0]?.pessoa).toMatchObject({
    nome: expect.stringMatching(/^Maria José da Silva$/i),
    profissao: 'Médica',
  });
  // The case's history keeps both values and the choice.
  const alteracoes = (await (await page.request.get(`api/casos/${caso.id}/alteracoes`)).json()) as {
    acao: string;
    campos: { campo: string; depois: unknown; descartado?: unknown }[];
  }[];
  expect(alteracoes.find((a) => a.acao === 'conflito_resolvido')?.campos).toContainEqual(
    expect.objectContaining({ campo: 'pessoa.profissao', depois: 'Médica', descartado: 'Professora' }),
  );

  // The investigator, whose value was replaced, sees both in the case's history.
  await page.goto('Caso');
  await page.getByRole('link', { name: 'Histórico de alterações' }).click();
  const historico = page.getByRole('list', { name: 'Histórico de alterações' });
  const resolvido = historico.getByRole('listitem').filter({ hasText: 'Conflito resolvido' });
  await expect(resolvido.getByText('Valor descartado na escolha: Professora')).toBeVisible();
  await expect(resolvido.getByText(/→ Médica/)).toBeVisible();
  await checkpoint(page, 'historico-alteracoes');
  await delegado.context.close();
});

test('an offline edit met by a newer online edit ends as a conflict in the outbox, resolved by its author', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const { delegado } = await casoComVitimaCompartilhado(page, browser, 'Caso Sem Sinal Conflito');

  // The investigator edits the victim without signal: name and profession.
  await abrirEdicao(page, 'Maria da Silva');
  await context.setOffline(true);
  await campo(page, 'Nome').fill('Maria Aparecida da Silva');
  await campo(page, 'Profissão').fill('Professora');
  await salvarEdicao(page);
  await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();

  // The delegate, online, edits the same fields.
  await abrirEdicao(delegado.page, 'Maria da Silva');
  await campo(delegado.page, 'Nome').fill('Maria das Dores');
  await campo(delegado.page, 'Profissão').fill('Enfermeira');
  await salvarEdicao(delegado.page);
  await expect(delegado.page.getByText('Vítima editada com sucesso.')).toBeVisible();

  // Back online, the investigator's edit is not applied over the delegate's: it is a conflict.
  await context.setOffline(false);
  const badge = page.getByRole('button', { name: 'Sincronização: 1 item em conflito' });
  await expect(badge).toBeVisible({ timeout: 30_000 });
  // Told as a conflict to resolve, never as work the server refused.
  await expect(page.getByText('Conflito ao sincronizar')).toBeVisible();
  await expect(page.getByText('Erro ao sincronizar')).toHaveCount(0);
  let caso = await casoNoServidor(page, 'Caso Sem Sinal Conflito');
  expect(caso.vitimas[0]?.pessoa).toMatchObject({
    nome: expect.stringMatching(/^Maria das Dores$/i),
    profissao: 'Enfermeira',
  });

  await badge.click();
  const drawer = page.getByRole('dialog', { name: 'Sincronização' });
  await expect(drawer.getByRole('heading', { name: 'Em conflito' })).toBeVisible();
  await expect(drawer.getByText(/Maria Aparecida da Silva/i).first()).toBeVisible();
  await checkpoint(page, 'conflito-fila');
  // Every text of the list, its reason in bold orange among them, read by day and at night.
  await expect(drawer.getByText(/^Em conflito: outra pessoa alterou os mesmos campos/)).toBeVisible();
  expect(await textosDeContrasteBaixo(drawer)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await textosDeContrasteBaixo(drawer)).toEqual([]);
  await checkpoint(page, 'conflito-fila-escuro');
  await page.emulateMedia({ colorScheme: 'light' });
  await drawer.getByRole('link', { name: 'Resolver conflito' }).click();

  const conflito = page.getByRole('region', { name: 'Outra pessoa alterou os mesmos campos' });
  await expect(conflito.getByText('Enfermeira')).toBeVisible();
  await expect(conflito.getByText(/^Alterado por /).first()).toBeVisible();
  await checkpoint(page, 'conflito-fila-formulario');
  // The name: the delegate's; the profession: the investigator's own.
  await conflito.getByRole('button', { name: 'Usar o outro' }).first().click();
  await expect(campo(page, 'Nome')).toHaveValue(/^Maria das Dores$/i);
  await expect(campo(page, 'Profissão')).toHaveValue('Professora');
  await salvarEdicao(page);
  await expect(page.getByText('Vítima editada com sucesso.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible();

  caso = await casoNoServidor(page, 'Caso Sem Sinal Conflito');
  expect(caso.vitimas[0]?.pessoa).toMatchObject({
    nome: expect.stringMatching(/^Maria das Dores$/i),
    profissao: 'Professora',
  });
  await delegado.context.close();
});
