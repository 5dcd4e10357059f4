import { expect, test } from '@playwright/test';
import { checkpoint } from '../checkpoint';
import { porNaFila } from '../fila-antiga';
import { entrarComo, USERS, waitForOfflineReady } from '../support';

/**
 * No screen of this foundation writes case data yet, so this journey puts one operation in the
 * outbox as a screen's `write()` would have while offline (a unit created by the admin), then
 * checks that the app shows it waiting, keeps it while offline, and sends it when the
 * connection returns.
 */
test('an operation queued offline waits, is shown, and is sent when the connection returns', async ({
  page,
  context,
}) => {
  await entrarComo(page, USERS.admin.matricula);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible();
  await waitForOfflineReady(page);
  await context.setOffline(true);

  const unidadeId = crypto.randomUUID();
  await porNaFila(page, {
    id: unidadeId,
    op: 'createUnidade',
    input: { body: { id: unidadeId, nome: 'Delegacia Seccional de Patos', cidade_id: 2510808 } },
    label: 'Unidade Delegacia Seccional de Patos',
  });

  await page.reload();
  const badge = page.getByRole('button', { name: 'Sincronização: 1 item aguardando' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page.getByText('Unidade Delegacia Seccional de Patos')).toBeVisible();
  // Without signal, the list says when the items will go; opening the app did not toast it again.
  await expect(page.getByText('Os itens serão enviados quando a conexão voltar.')).toBeVisible();
  await expect(page.getByText('Os dados foram salvos no aparelho e serão sincronizados')).toHaveCount(0);
  await page.getByRole('button', { name: 'Sincronizar agora (1)' }).click();
  await expect(page.getByText('Sem conexão com a Internet').first()).toBeVisible();
  await checkpoint(page, 'outbox-offline');
  await expect(page.getByRole('button', { name: 'Sincronizar agora (1)' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sincronizar agora (0)' })).toBeVisible();
  const unidades = await (await page.request.get('api/unidades')).json();
  expect(unidades.data.map((u: { id: string }) => u.id)).toContain(unidadeId);
});
