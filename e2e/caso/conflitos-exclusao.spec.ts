/**
 * Issue 26 item 5: deleting what others are still writing. Investigadora Carla (1000003) creates
 * the case and shares it with Delegado Bruno (1000002); each works on their own phone (browser
 * context). A delete names what the deleter saw; what a colleague changed since is named before
 * anything is deleted, online and after a sync.
 */
import { expect, type Page, test } from '@playwright/test';
import { campo, criarCaso } from '../casos';
import { checkpoint } from '../checkpoint';
import { casoComVitimaCompartilhado } from '../dois-celulares';

interface CasoLido {
  id: string;
  vitimas: { pessoa: { nome: string; profissao: string | null } }[];
}

async function casoNoServidor(page: Page, id: string): Promise<CasoLido> {
  return (await (await page.request.get(`api/casos/${id}`)).json()) as CasoLido;
}

/** Changes the victim's profession from her edit form and saves. */
async function mudarProfissao(page: Page, profissao: string): Promise<void> {
  await page.goto('Vitima');
  await page.getByRole('link', { name: /^Editar Maria da Silva/i }).click();
  await expect(page.getByRole('heading', { name: 'Editar vítima' })).toBeVisible();
  await campo(page, 'Profissão').fill(profissao);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Vítima editada com sucesso.')).toBeVisible();
}

/** The changes a delete's confirmation names, titled by what happened since. */
const alterado = (page: Page) => page.getByRole('region', { name: /depois que você o viu/ });

test('a delete asked while a colleague saved names the change, who and when, and deletes once confirmed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { delegado, casoId } = await casoComVitimaCompartilhado(page, browser, 'Caso Exclusao Online');

  // The delegate asks to delete the victim as listed; meanwhile the investigator changes her.
  await delegado.page.goto('Vitima');
  await delegado.page.getByRole('button', { name: /^Apagar Maria da Silva/i }).click();
  const dialogo = delegado.page.getByRole('dialog', { name: 'Apagar vítima?' });
  await expect(dialogo).toBeVisible();
  await mudarProfissao(page, 'Enfermeira');

  // Apagar: the server asks first, and the dialog names the change.
  await dialogo.getByRole('button', { name: 'Apagar', exact: true }).click();
  const mudancas = alterado(delegado.page);
  await expect(mudancas.getByText('Profissão', { exact: true })).toBeVisible();
  await expect(mudancas.getByText('Enfermeira', { exact: true })).toBeVisible();
  await expect(
    mudancas.getByText(/^Alterado por Carla Investigadora \(1000003\), \d{2}\/\d{2}\/\d{4}/),
  ).toBeVisible();
  expect((await casoNoServidor(page, casoId)).vitimas).toHaveLength(1);
  await checkpoint(delegado.page, 'exclusao-conflito');

  await dialogo.getByRole('button', { name: 'Apagar mesmo assim' }).click();
  await expect(delegado.page.getByText('Dados deletados com sucesso!')).toBeVisible();
  await expect(delegado.page.getByRole('button', { name: /^Apagar Maria da Silva/i })).toHaveCount(0);
  expect((await casoNoServidor(page, casoId)).vitimas).toHaveLength(0);

  // The case's history keeps the deletion, with the colleague's last value.
  await delegado.page.goto('Caso');
  await delegado.page.getByRole('link', { name: 'Histórico de alterações' }).click();
  const apagado = delegado.page
    .getByRole('list', { name: 'Histórico de alterações' })
    .getByRole('listitem')
    .filter({ hasText: 'Apagado' });
  await expect(apagado.getByText(/Maria da Silva/i).first()).toBeVisible();
  await expect(apagado.getByText(/Bruno Delegado/)).toBeVisible();
  await expect(apagado.getByText(/Enfermeira →/)).toBeVisible();
  await delegado.context.close();
});

test('an offline delete met by a newer online change asks in the outbox, and deletes once confirmed', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { delegado, casoId } = await casoComVitimaCompartilhado(page, browser, 'Caso Exclusao Sem Sinal');

  // The delegate deletes the victim without signal: it waits on the phone.
  await delegado.page.goto('Vitima');
  await expect(delegado.page.getByRole('button', { name: /^Apagar Maria da Silva/i })).toBeVisible();
  await delegado.context.setOffline(true);
  await delegado.page.getByRole('button', { name: /^Apagar Maria da Silva/i }).click();
  await delegado.page.getByRole('dialog').getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(delegado.page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();

  // The investigator, online, changes her.
  await mudarProfissao(page, 'Enfermeira');

  // Back online, the delete is not applied over the change: the outbox asks.
  await delegado.context.setOffline(false);
  const badge = delegado.page.getByRole('button', { name: 'Sincronização: 1 item em conflito' });
  await expect(badge).toBeVisible({ timeout: 30_000 });
  expect((await casoNoServidor(page, casoId)).vitimas[0]?.pessoa.profissao).toBe('Enfermeira');

  await badge.click();
  const drawer = delegado.page.getByRole('dialog', { name: 'Sincronização' });
  await expect(
    drawer.getByText('Outra pessoa alterou este registro depois que você o viu. Apagar mesmo assim?'),
  ).toBeVisible();
  const mudancas = drawer.getByRole('region', { name: 'O que mudou desde então' });
  await expect(mudancas.getByText('Profissão', { exact: true })).toBeVisible();
  await expect(mudancas.getByText('Enfermeira', { exact: true })).toBeVisible();
  await expect(mudancas.getByText(/^Alterado por Carla Investigadora/)).toBeVisible();
  await checkpoint(delegado.page, 'exclusao-conflito-fila');

  await drawer.getByRole('button', { name: 'Apagar mesmo assim' }).click();
  await expect(delegado.page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  expect((await casoNoServidor(page, casoId)).vitimas).toHaveLength(0);
  await delegado.context.close();
});

test('deleting a case asks while a colleague changed it since and still holds work for it, naming both', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const nome = 'Caso Exclusao Inteira';
  const { delegado, casoId } = await casoComVitimaCompartilhado(page, browser, nome);

  // The delegate edits the victim without signal; the investigator changes the same field online.
  await delegado.page.goto('Vitima');
  const editar = delegado.page.getByRole('link', { name: /^Editar Maria da Silva/i });
  await expect(editar).toBeVisible();
  await delegado.context.setOffline(true);
  await editar.click();
  await campo(delegado.page, 'Profissão').fill('Médica');
  await delegado.page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await delegado.page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(delegado.page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();
  await mudarProfissao(page, 'Enfermeira');

  // The investigator, on another case, asks to delete this one from the list.
  await criarCaso(page, 'Caso Aberto Agora');
  await page.goto('historico');
  await page.getByRole('button', { name: `Apagar caso ${nome}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Tem certeza?' });
  await expect(dialogo).toBeVisible();

  // Meanwhile the delegate's phone comes back: the edit stays in conflict on it, and is reported
  // as work still queued for the case; the delegate also renames the case.
  const informado = delegado.page.waitForResponse(
    (response) => response.url().endsWith(`/casos/${casoId}/pendencias`) && response.ok(),
  );
  await delegado.context.setOffline(false);
  await expect(delegado.page.getByRole('button', { name: 'Sincronização: 1 item em conflito' })).toBeVisible({
    timeout: 30_000,
  });
  await informado;
  await delegado.page.goto('historico');
  await delegado.page.getByRole('button', { name: `Renomear caso ${nome}` }).click();
  await campo(delegado.page, 'Nome do caso').fill('Caso Exclusao Centro');
  await delegado.page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(delegado.page.getByText('Nome do caso alterado com sucesso!')).toBeVisible();

  await dialogo.getByRole('button', { name: 'Apagar', exact: true }).click();
  const mudancas = alterado(page);
  await expect(mudancas.getByText(/^Outra pessoa alterou este caso depois que você o viu\./)).toBeVisible();
  await expect(mudancas.getByText(/Colegas ainda têm trabalho deste caso na fila/)).toBeVisible();
  await expect(mudancas.getByText(/^Caso 2026\.\d+ \(Nome do caso\)$/)).toBeVisible();
  await expect(mudancas.getByText('Alterado', { exact: true })).toBeVisible();
  await expect(mudancas.getByText(/^Por Bruno Delegado \(1000002\)/)).toBeVisible();
  await expect(mudancas.getByText('Itens na fila de colegas')).toBeVisible();
  await expect(mudancas.getByText('1 item deste caso ainda não enviado')).toBeVisible();
  await expect(mudancas.getByText(/^No aparelho de Bruno Delegado \(1000002\)/)).toBeVisible();
  expect((await page.request.get(`api/casos/${casoId}`)).status()).toBe(200);
  await checkpoint(page, 'exclusao-caso-conflito');

  await dialogo.getByRole('button', { name: 'Apagar mesmo assim' }).click();
  await expect(page.getByText(`${nome} deletado com sucesso!`)).toBeVisible();
  expect((await page.request.get(`api/casos/${casoId}`)).status()).toBe(404);
  await delegado.context.close();
});
