/**
 * Issue 43, items 3 and 4: a phone with a note still waiting in its outbox is marked lost from the
 * officer's other phone ('Meus aparelhos'). Its session ends at once; once it reconnects it deletes
 * everything it read from the server and says why, while the note stays on it, sealed — sent only
 * after the phone is released and its officer logs in on it again.
 */
import { expect, type Page, test } from '@playwright/test';
import { criarCaso } from '../casos';
import { checkpoint } from '../checkpoint';
import { outroCelular } from '../dois-celulares';
import { fillLogin, loginAs, USERS, waitForOfflineReady } from '../support';

const NOTA = 'Cápsula deflagrada junto ao portão';

/** What the phone keeps: its read copies (ripDB meta), its outbox's labels, its non-app caches. */
function guardado(page: Page) {
  return page.evaluate(async () => {
    const banco = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('ripDB');
      open.onerror = () => reject(open.error);
      open.onsuccess = () => resolve(open.result);
    });
    const ler = (store: string) =>
      new Promise<unknown[]>((resolve) => {
        const pedido = banco.transaction(store).objectStore(store).getAll();
        pedido.onsuccess = () => resolve(pedido.result);
      });
    const meta = (await ler('meta')) as { key: string }[];
    const outbox = (await ler('outbox')) as { op: string }[];
    banco.close();
    return {
      leituras: meta.map((m) => m.key).filter((key) => key !== 'currentUser'),
      fila: outbox.map((item) => item.op),
      caches: (await caches.keys()).filter((nome) => !nome.includes('precache')),
      casoSelecionado: localStorage.getItem('rip.casoSelecionado'),
    };
  });
}

async function notasNoServidor(page: Page, nome: string): Promise<string[]> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => caso.name.toLowerCase() === nome)?.id;
  const caso = (await (await page.request.get(`api/casos/${id}`)).json()) as {
    anotacoes: { anotacao: string }[];
  };
  return caso.anotacoes.map((n) => n.anotacao);
}

test('a phone marked lost from the other phone wipes what it read and keeps the unsent note sealed until released', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(150_000);
  await loginAs(page, USERS.escrivao.matricula);
  await waitForOfflineReady(page);
  await criarCaso(page, 'caso do celular perdido');
  const aparelhoId = await page.evaluate(() => localStorage.getItem('rip.aparelho'));
  expect(aparelhoId).toBeTruthy();

  // No signal at the scene: the note waits on the phone.
  await page.getByTestId('tile-anotacaoComplementar').click();
  await context.setOffline(true);
  await page.getByRole('textbox', { name: 'Nova anotação' }).fill(NOTA);
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText(`${NOTA}`).first()).toBeVisible();
  const antes = await guardado(page);
  expect(antes.leituras.length).toBeGreaterThan(0);
  expect(antes.fila).toEqual(['createAnotacao']);

  // The officer's other phone: Meus Dados → Meus aparelhos → the first phone, marked lost.
  const outro = await outroCelular(browser, USERS.escrivao.matricula);
  await outro.page.goto('UserEdit');
  await outro.page.getByRole('link', { name: 'Meus aparelhos' }).click();
  await expect(outro.page.getByRole('heading', { name: 'Meus aparelhos' })).toBeVisible();
  const perdido = outro.page.locator(`[data-aparelho-id="${aparelhoId}"]`);
  await expect(perdido.getByText('Chrome no Linux')).toBeVisible();
  await perdido.scrollIntoViewIfNeeded();
  await checkpoint(outro.page, 'meus-aparelhos');
  await perdido.getByRole('button', { name: 'Marcar como perdido' }).click();
  await outro.page.getByRole('dialog').getByRole('button', { name: 'Marcar como perdido' }).click();
  await expect(perdido.getByText('Perdido', { exact: true })).toBeVisible();
  await expect(perdido.getByText('Ainda não se conectou desde então.')).toBeVisible();

  // The first phone reconnects: told it is lost, it wipes its reads and says why.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: 'Este aparelho foi marcado como perdido' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(
    page.getByText(/1 item salvo e ainda não enviado continua guardado neste aparelho/),
  ).toBeVisible();
  await checkpoint(page, 'aparelho-perdido');
  await expect.poll(async () => (await guardado(page)).leituras).toEqual([]);
  expect(await guardado(page)).toEqual({
    leituras: [],
    fila: ['createAnotacao'],
    caches: [],
    casoSelecionado: null,
  });
  expect(await notasNoServidor(outro.page, 'caso do celular perdido')).toEqual([]);
  // The other phone sees it was told.
  await outro.page.reload();
  await expect(perdido.getByText(/apagou o que tinha lido/)).toBeVisible();

  // Nobody logs in on it while it is lost.
  await page.getByRole('button', { name: 'Já foi liberado? Entrar' }).click();
  await fillLogin(page, USERS.escrivao.matricula, 'rip-demo-2026');
  await expect(page.getByRole('heading', { name: 'Este aparelho foi marcado como perdido' })).toBeVisible();

  // Found: an administrator sees it in the officer's devices, told and wiped, and releases it.
  const admin = await outroCelular(browser, USERS.admin.matricula);
  await admin.page.goto('painel-admin');
  await admin.page.getByLabel('Matrícula ou nome').fill(USERS.escrivao.matricula);
  await admin.page.getByRole('button', { name: 'Ver usuário Davi Escrivão' }).click();
  const noAdmin = admin.page
    .getByRole('dialog', { name: 'Ver usuário' })
    .locator(`[data-aparelho-id="${aparelhoId}"]`);
  await expect(noAdmin.getByText(/apagou o que tinha lido/)).toBeVisible({ timeout: 20_000 });
  await noAdmin.scrollIntoViewIfNeeded();
  await checkpoint(admin.page, 'ver-usuario-aparelho-perdido');
  await noAdmin.getByRole('button', { name: 'Liberar' }).click();
  await admin.page
    .getByRole('dialog', { name: 'Liberar o aparelho?' })
    .getByRole('button', { name: 'Liberar aparelho' })
    .click();
  await expect(noAdmin.getByText('Perdido', { exact: true })).toHaveCount(0);
  await admin.context.close();

  // Its officer logs in on it again: the sealed note waits for the officer to say it is theirs.
  await page.getByRole('button', { name: 'Já foi liberado? Entrar' }).click();
  await fillLogin(page, USERS.escrivao.matricula, 'rip-demo-2026');
  await expect(page).toHaveURL(/\/rip-app\/home$/);
  await page.getByRole('button', { name: /^Sincronização: 1 item/ }).click();
  const fila = page.getByRole('dialog', { name: 'Sincronização' });
  await expect(fila.getByText('Aguardando sua conferência')).toBeVisible();
  // What was written, to judge whether it is theirs.
  await expect(fila.getByText(NOTA)).toBeVisible();
  await checkpoint(page, 'fila-a-conferir');
  expect(await notasNoServidor(outro.page, 'caso do celular perdido')).toEqual([]);
  await fila.getByRole('button', { name: 'É meu: enviar' }).click();
  await expect
    .poll(() => notasNoServidor(outro.page, 'caso do celular perdido'), { timeout: 30_000 })
    .toEqual([NOTA]);
  await outro.context.close();
});
