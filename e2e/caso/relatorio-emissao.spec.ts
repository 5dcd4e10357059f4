/**
 * Who issues the report, as the report screen shows it (issue 39 item 2): a delegate of another team
 * who opened the case by justification reads it but is offered no PDF, and is told why; a member of
 * a case past its 24 hours still issues the report of the frozen case.
 */
import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { criarCaso, envelhecer } from '../casos';
import { checkpoint } from '../checkpoint';
import { casoSelecionadoId, lerPdf } from '../relatorio-fixtures';
import { entrarComo, loginAs, USERS } from '../support';

const TITULO = 'Relatório de Investigação Preliminar';

test('a justified reader reads the report screen but is offered no PDF, and is told why', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso do outro time');
  const casoId = await casoSelecionadoId(page);

  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const outro = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const delegado = await outro.newPage();
  await loginAs(delegado, USERS.delegado.matricula);
  const justificativa = await delegado.request.post(`api/casos/${casoId}/acessos`, {
    headers: { 'x-rip-csrf': '1' },
    data: { id: randomUUID(), justificativa: 'Homicídio conexo ao da orla: confrontar os dados.' },
  });
  expect(justificativa.status()).toBe(200);
  await delegado.goto(`relatorio/${casoId}`);
  await expect(delegado.getByRole('heading', { name: TITULO })).toBeVisible();
  await expect(delegado.getByText('Acesso somente leitura')).toBeVisible();
  await expect(
    delegado.getByText('O relatório oficial e as intimações são emitidos por quem participa do caso'),
  ).toBeVisible();
  await expect(delegado.getByRole('button', { name: 'Gerar PDF no servidor' })).toHaveCount(0);
  await expect(delegado.getByRole('button', { name: 'Gerar PDF no aparelho' })).toHaveCount(0);
  await checkpoint(delegado, 'relatorio-leitor-justificado');
  await outro.close();
});

test('a member issues the report of a case past its 24 hours', async ({ page }) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso congelado');
  const casoId = await casoSelecionadoId(page);
  await envelhecer(casoId, 25 * 3_600_000);
  await page.goto(`relatorio/${casoId}`);
  await expect(page.getByRole('heading', { name: TITULO })).toBeVisible();
  await expect(page.getByText('Prazo de edição encerrado')).toBeVisible();
  await expect(
    page.getByText('O caso não muda mais, mas o relatório oficial continua podendo ser emitido.'),
  ).toBeVisible();
  await checkpoint(page, 'relatorio-caso-congelado');
  const [doServidor] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gerar PDF no servidor' }).click(),
  ]);
  const { texto } = await lerPdf(doServidor, 'congelado.pdf');
  expect(texto).toContain('Relatório de Investigação Preliminar');
  await expect(page.getByText('Relatório gerado pelo servidor.')).toBeVisible();
});
