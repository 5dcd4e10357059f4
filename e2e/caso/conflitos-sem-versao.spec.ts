/**
 * Issue 39 item 5: an item an older app left in the phone's outbox without the version it was made
 * on is neither dropped nor applied over a colleague's newer value: the server refuses it (428),
 * and it waits as a conflict its author resolves. Investigador 1000003 creates the case and shares
 * it with Delegado 1000002, who renames it on his own phone.
 */
import { expect, type Page, test } from '@playwright/test';
import { checkpoint } from '../checkpoint';
import { casoCompartilhado } from '../dois-celulares';
import { porNaFila } from '../fila-antiga';

const CSRF = { 'x-rip-csrf': '1' };

/** What an app from before versions left in IndexedDB (ripDB, outbox): a rename with no `versao_base`. */
function renomeacaoDeAppAntigo(page: Page, casoId: string, nome: string): Promise<void> {
  return porNaFila(page, {
    id: crypto.randomUUID(),
    op: 'renameCaso',
    input: { params: { casoId }, body: { name: nome } },
    label: `Renomear caso para ${nome}`,
    casoId,
  });
}

test('a rename an older app queued without its version ends as a conflict its author resolves', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context: outro, delegado, casoId } = await casoCompartilhado(page, browser, 'Caso Versao Antiga');

  // The delegate renames the case (setup: his own phone, online).
  const { versao } = await (await delegado.request.get(`api/casos/${casoId}`)).json();
  const renomeado = await delegado.request.put(`api/casos/${casoId}/nome`, {
    data: { name: 'Caso do Delegado', versao_base: versao },
    headers: CSRF,
  });
  expect(renomeado.status()).toBe(200);

  // The investigator's phone still holds a rename its older app queued, without a version.
  await page.goto('historico');
  await renomeacaoDeAppAntigo(page, casoId, 'Caso do Aparelho Antigo');
  await page.reload();
  const badge = page.getByRole('button', { name: 'Sincronização: 1 item em conflito' });
  await expect(badge).toBeVisible({ timeout: 30_000 });
  // Not applied over the delegate's name.
  expect((await (await page.request.get(`api/casos/${casoId}`)).json()).name).toBe('Caso do Delegado');

  await badge.click();
  const drawer = page.getByRole('dialog', { name: 'Sincronização' });
  await expect(drawer.getByText(/^Guardado sem a versão do registro em que foi feito\./)).toBeVisible();
  await checkpoint(page, 'conflito-sem-versao-fila');
  await drawer.getByRole('button', { name: 'Resolver conflito' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Resolver conflito' });
  const conflito = dialogo.getByRole('region', { name: 'Outra pessoa alterou os mesmos campos' });
  await expect(conflito.getByText(/^Alterado por Bruno Delegado \(1000002\)/)).toBeVisible();
  await expect(conflito.getByText('Caso do Aparelho Antigo', { exact: true })).toBeVisible();
  await expect(conflito.getByText('Caso do Delegado', { exact: true })).toBeVisible();
  await checkpoint(page, 'conflito-sem-versao-dialogo');

  // The author keeps their own name, now on the version the server named.
  await expect(dialogo.getByRole('textbox', { name: 'Nome que fica' })).toHaveValue(
    'Caso do Aparelho Antigo',
  );
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  expect((await (await page.request.get(`api/casos/${casoId}`)).json()).name).toBe('Caso do Aparelho Antigo');
  const historico = (await (await page.request.get(`api/casos/${casoId}/alteracoes`)).json()) as {
    acao: string;
    campos: { campo: string; descartado?: unknown }[];
  }[];
  expect(historico.find((a) => a.acao === 'conflito_resolvido')?.campos).toContainEqual(
    expect.objectContaining({ campo: 'name', descartado: 'Caso do Delegado' }),
  );
  await outro.close();
});
