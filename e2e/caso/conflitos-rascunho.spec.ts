/**
 * Issue 26 and a draft: an officer whose app closed mid-edit while a colleague saved the same
 * record finds the typed values again, warned, and saving them meets the colleague's change of the
 * same field as a conflict, never overwriting it unseen.
 */
import { type Browser, expect, type Page, test } from '@playwright/test';
import { checkpoint } from '../checkpoint';
import { casoCompartilhado } from '../dois-celulares';

const historico = (p: Page) => p.getByRole('textbox', { name: 'Histórico do fato' });
const alterado = (p: Page) => p.getByRole('alert').filter({ hasText: 'Alterado por outra pessoa' });

/**
 * The investigator types the history and the app closes before Salvar (the draft keeps it); the
 * delegate meanwhile saves another; the investigator's app reads the case again (the delegate's
 * version) and opens the form on it, where the draft returns.
 */
async function rascunhoSobreVersaoNova(page: Page, browser: Browser, nome: string) {
  const compartilhado = await casoCompartilhado(page, browser, nome);
  const { delegado } = compartilhado;
  await page.goto('Caso');
  await page.getByTestId('tile-ocorrencia').click();
  await historico(page).fill('Corpo encontrado às 5h pelo vigia.');
  await page.getByRole('link', { name: 'Voltar' }).click();

  await delegado.getByTestId('tile-ocorrencia').click();
  await historico(delegado).fill('Corpo encontrado pela vizinha.');
  await delegado.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(delegado.getByText('Ocorrência salva com sucesso!')).toBeVisible();

  await page.reload();
  await page.getByTestId('tile-ocorrencia').click();
  await expect(page.getByText('Rascunho recuperado')).toBeVisible();
  await expect(historico(page)).toHaveValue('Corpo encontrado às 5h pelo vigia.');
  const lida = async () =>
    (
      (await (await page.request.get(`api/casos/${compartilhado.casoId}`)).json()) as {
        ocorrencia: { historico: string };
      }
    ).ocorrencia.historico;
  return { ...compartilhado, lida };
}

test('an Ocorrência draft left on an older version meets a colleague’s change of the same field as a conflict, not an overwrite', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context: outro, lida } = await rascunhoSobreVersaoNova(page, browser, 'Caso Rascunho Antigo');
  // The draft stands on the version it was typed over, and the form says a colleague changed it since.
  await expect(alterado(page)).toBeVisible();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const conflito = page.getByRole('region', { name: 'Outra pessoa alterou os mesmos campos' });
  await expect(conflito.getByText(/^Alterado por Bruno Delegado/)).toBeVisible();
  await expect(conflito.getByText('Corpo encontrado pela vizinha.')).toBeVisible();
  await checkpoint(page, 'conflito-rascunho-antigo');
  expect(await lida()).toBe('Corpo encontrado pela vizinha.');

  // The investigator keeps theirs, knowingly.
  await conflito.getByRole('button', { name: 'Manter o meu' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(conflito).toHaveCount(0);
  await expect.poll(lida).toBe('Corpo encontrado às 5h pelo vigia.');
  await outro.close();
});

test('that draft discarded, the form stands on the colleague’s version again, with no warning left', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context: outro, lida } = await rascunhoSobreVersaoNova(page, browser, 'Caso Rascunho Descartado');
  await expect(alterado(page)).toBeVisible();
  await page.getByRole('button', { name: 'Descartar rascunho' }).click();
  await expect(historico(page)).toHaveValue('Corpo encontrado pela vizinha.');
  await expect(alterado(page)).toHaveCount(0);
  // An edit now is made on the delegate's version: taken, no conflict.
  await historico(page).fill('Corpo encontrado pela vizinha às 5h.');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Ocorrência salva com sucesso!')).toBeVisible();
  await expect.poll(lida).toBe('Corpo encontrado pela vizinha às 5h.');
  await outro.close();
});
