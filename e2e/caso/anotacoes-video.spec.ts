import { expect, type Page, test } from '@playwright/test';
import { badge, criarCaso } from '../casos';
import { checkpoint } from '../checkpoint';
import { compartilharCaso, falaSimulada, falhar, ouvir } from '../notas';
import { entrarComo, loginAs, USERS, waitForOfflineReady } from '../support';

interface NotaLida {
  id: string;
  anotacao: string;
  user: { matricula: string };
}

interface CasoLido {
  anotacoes: NotaLida[];
  video_nota: { texto: string } | null;
  contagens: Record<string, number>;
}

async function casoIdDe(page: Page, nome: string): Promise<string> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => caso.name === nome)?.id;
  if (!id) throw new Error(`caso ${nome} não está no histórico`);
  return id;
}

const lerCaso = async (page: Page, casoId: string) =>
  (await (await page.request.get(`api/casos/${casoId}`)).json()) as CasoLido;

async function abrirAnotacoes(page: Page) {
  await page.getByTestId('tile-anotacaoComplementar').click();
  await expect(page.getByRole('heading', { name: 'Anotações' })).toBeVisible();
}

/** The drafts the phone keeps (ripDB, table drafts), as text. */
const rascunhoGuardado = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('ripDB');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('drafts').objectStore('drafts').getAll();
          all.onsuccess = () => {
            resolve(JSON.stringify(all.result));
            open.result.close();
          };
        };
      }),
  );

const texto = (page: Page) => page.getByRole('textbox', { name: 'Nova anotação' });
const nota = (page: Page, trecho: string) => page.getByRole('article').filter({ hasText: trecho });

test('a note dictated and one typed, edited and deleted, newest first', async ({ page }) => {
  test.setTimeout(60_000);
  await falaSimulada(page);
  await entrarComo(page, USERS.escrivao.matricula);
  await criarCaso(page, 'caso das notas');
  await abrirAnotacoes(page);
  await expect(page.getByText('Nenhuma anotação cadastrada!')).toBeVisible();
  await checkpoint(page, 'anotacoes-vazio');

  // Empty is refused with the spec's words, and nothing is sent.
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText('A anotação está vazia!')).toBeVisible();

  // Dictation: pt-BR, continuous; the text area is locked while it listens.
  await texto(page).fill('Sala:');
  await page.getByRole('button', { name: 'Ditar' }).click();
  await expect(page.getByRole('button', { name: 'Parar ditado' })).toHaveAttribute('aria-pressed', 'true');
  await expect(texto(page)).toBeDisabled();
  expect(await page.evaluate(() => (window as unknown as { __falaConfig: unknown }).__falaConfig)).toEqual({
    lang: 'pt-BR',
    continuous: true,
  });
  await ouvir(page, 'corpo encontrado', false);
  await expect(texto(page)).toHaveValue('Sala: corpo encontrado');
  await ouvir(page, 'corpo encontrado próximo ao sofá.', true);
  await ouvir(page, 'janela aberta', false);
  await expect(texto(page)).toHaveValue('Sala: corpo encontrado próximo ao sofá. Janela aberta');
  await checkpoint(page, 'anotacoes-ditando');
  await page.getByRole('button', { name: 'Parar ditado' }).click();
  await expect(page.getByRole('button', { name: 'Ditar' })).toBeVisible();
  await expect(texto(page)).toBeEnabled();
  await texto(page).press('End');
  await texto(page).pressSequentially('.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText('Anotação salva com sucesso!')).toBeVisible();
  await expect(texto(page)).toHaveValue('');
  await expect(nota(page, 'Sala: corpo encontrado próximo ao sofá. Janela aberta.')).toContainText(
    'Davi Escrivão',
  );

  // Typed.
  await texto(page).fill('Portão sem sinais de arrombamento.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText('Anotação salva com sucesso!').first()).toBeVisible();
  const historico = page.getByRole('list', { name: 'Histórico' }).getByRole('article');
  await expect(historico).toHaveCount(2);
  await expect(historico.first()).toContainText('Portão sem sinais de arrombamento.');
  await expect(page.getByRole('heading', { name: 'Anotações' }).locator('..')).toContainText('2');

  // One note at a time in edit mode.
  await nota(page, 'Portão').getByRole('button', { name: 'Editar anotação' }).click();
  await expect(nota(page, 'Sala:').getByRole('button', { name: 'Editar anotação' })).toBeDisabled();
  const edicao = page.getByRole('textbox', { name: 'Texto da anotação' });
  await expect(edicao).toBeFocused();
  await edicao.fill('Portão sem sinais de arrombamento; cadeado no chão.');
  await checkpoint(page, 'anotacoes-editando');
  // The app closed mid-edit (a call, a dead battery): the edit opened again finds the text typed.
  await page.reload();
  await nota(page, 'Portão').getByRole('button', { name: 'Editar anotação' }).click();
  await expect(page.getByText('Rascunho recuperado')).toBeVisible();
  await expect(edicao).toHaveValue('Portão sem sinais de arrombamento; cadeado no chão.');
  await checkpoint(page, 'anotacoes-editando-rascunho');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Anotação atualizada.')).toBeVisible();
  await expect(historico.first()).toContainText('cadeado no chão.');
  await expect(historico.first()).toContainText('Editada em');
  await expect(nota(page, 'Sala:').getByRole('button', { name: 'Editar anotação' })).toBeEnabled();

  await nota(page, 'Sala:').getByRole('button', { name: 'Apagar anotação' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Confirma a exclusão da anotação?' });
  await checkpoint(page, 'anotacoes-apagar');
  await confirmar.getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText('Anotação deletada com sucesso.')).toBeVisible();
  await expect(historico).toHaveCount(1);
  await checkpoint(page, 'anotacoes-lista');

  const caso = await lerCaso(page, await casoIdDe(page, 'Caso das Notas'));
  expect(caso.anotacoes.map((n) => n.anotacao)).toEqual([
    'Portão sem sinais de arrombamento; cadeado no chão.',
  ]);
  await page.goto('Caso');
  await expect(badge(page, 'anotacaoComplementar')).toHaveText('1');
});

test('dictation that cannot work says so and points to the keyboard microphone', async ({
  page,
  browser,
}) => {
  await falaSimulada(page);
  await entrarComo(page, USERS.escrivao.matricula);
  await criarCaso(page, 'caso sem ditado');
  await abrirAnotacoes(page);
  // Chromium's recognizer fails offline with 'network'.
  await page.getByRole('button', { name: 'Ditar' }).click();
  await falhar(page, 'network');
  await expect(
    page.getByRole('alert').filter({
      hasText: 'O ditado precisa de internet. Toque no campo e use o microfone do teclado do celular.',
    }),
  ).toBeVisible();
  await expect(texto(page)).toBeEnabled();
  await expect(page.getByRole('button', { name: 'Ditar' })).toBeEnabled();
  await checkpoint(page, 'anotacoes-ditado-sem-rede');

  // What was typed and not saved is kept on the phone, also after a note was saved.
  await texto(page).fill('Primeira nota.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText('Anotação salva com sucesso!')).toBeVisible();
  await texto(page).fill('Rascunho interrompido por uma ligação');
  // The draft is written shortly after typing stops.
  await expect.poll(() => rascunhoGuardado(page)).toContain('Rascunho interrompido por uma ligação');
  await page.reload();
  await expect(page.getByText('Rascunho recuperado')).toBeVisible();
  await expect(texto(page)).toHaveValue('Rascunho interrompido por uma ligação');

  // A browser without any recognizer: the button says so and opens the keyboard.
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const outro = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const semFala = await outro.newPage();
  await falaSimulada(semFala, 'sem');
  await loginAs(semFala, USERS.escrivao.matricula);
  await criarCaso(semFala, 'outro sem ditado');
  await abrirAnotacoes(semFala);
  const botao = semFala.getByRole('button', { name: 'Ditado indisponível' });
  await expect(botao).toHaveAccessibleDescription(
    'Este navegador não faz ditado. Toque no campo e use o microfone do teclado do celular.',
  );
  await botao.click();
  await expect(texto(semFala)).toBeFocused();
  await checkpoint(semFala, 'anotacoes-sem-ditado');
  await outro.close();
});

test("another member's note is shown but not editable, and the server refuses its change", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso de dois');
  await abrirAnotacoes(page);
  await texto(page).fill('Delegado: perícia acionada às 23h.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText('Anotação salva com sucesso!')).toBeVisible();
  const casoId = await casoIdDe(page, 'Caso de Dois');
  await compartilharCaso(casoId, USERS.escrivao.matricula, USERS.delegado.matricula);

  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const outro = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const escrivao = await outro.newPage();
  await loginAs(escrivao, USERS.escrivao.matricula);
  await escrivao.goto('historico');
  await escrivao.getByRole('list', { name: 'Casos' }).getByText('Caso de Dois').click();
  await expect(escrivao).toHaveURL(/\/Caso$/);
  await abrirAnotacoes(escrivao);
  const doDelegado = nota(escrivao, 'Delegado: perícia acionada');
  await expect(doDelegado).toContainText('Bruno Delegado');
  await expect(doDelegado.getByRole('button')).toHaveCount(0);

  await texto(escrivao).fill('Escrivão: testemunha ouvida.');
  await escrivao.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(escrivao.getByText('Anotação salva com sucesso!')).toBeVisible();
  await expect(
    nota(escrivao, 'Escrivão: testemunha').getByRole('button', { name: 'Editar anotação' }),
  ).toBeVisible();
  await checkpoint(escrivao, 'anotacoes-dois-autores');

  // Hidden is not enough: the server itself refuses the other member.
  const doServidor = (await lerCaso(escrivao, casoId)).anotacoes.find((n) => n.user.matricula === '1000002');
  const editar = await escrivao.request.put(`api/casos/${casoId}/anotacoes/${doServidor?.id}`, {
    data: { anotacao: 'Reescrita' },
    headers: { 'x-rip-csrf': '1' },
  });
  expect(editar.status()).toBe(403);
  expect((await editar.json()).code).toBe('NOT_AUTHOR');
  const apagar = await escrivao.request.delete(`api/casos/${casoId}/anotacoes/${doServidor?.id}`, {
    headers: { 'x-rip-csrf': '1' },
  });
  expect((await apagar.json()).code).toBe('NOT_AUTHOR');
  await outro.close();
});

test('the video note: none yet, an empty one refused, sent, then replaced', async ({ page }) => {
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso do video');
  await abrirAnotacoes(page);
  await page.getByRole('link', { name: 'Nota do vídeo' }).click();
  await expect(page).toHaveURL(/\/video$/);
  await expect(page.getByRole('heading', { name: 'Nota do vídeo' })).toBeVisible();
  await expect(page.getByText('Nenhuma video cadastrado!')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('A nota do vídeo está vazia!')).toBeVisible();
  await checkpoint(page, 'video-vazio');

  await page.getByRole('textbox', { name: 'Nota do vídeo' }).fill('Vídeo 1: fachada e portão, 23h10.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Nota do vídeo salva com sucesso!')).toBeVisible();
  const atual = page.getByRole('article', { name: 'Nota do vídeo atual' });
  await expect(atual).toContainText('Vídeo 1: fachada e portão, 23h10.');
  await expect(atual).toContainText('Bruno Delegado');
  await expect(page.getByText('Nenhuma video cadastrado!')).toHaveCount(0);

  // One per case: another replaces it.
  await page.getByRole('textbox', { name: 'Nova nota do vídeo' }).fill('Vídeo 2: garagem e quintal.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(atual).toContainText('Vídeo 2: garagem e quintal.');
  await checkpoint(page, 'video-salvo');
  const caso = await lerCaso(page, await casoIdDe(page, 'Caso do Video'));
  expect(caso.video_nota?.texto).toBe('Vídeo 2: garagem e quintal.');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(page.getByRole('heading', { name: 'Anotações' })).toBeVisible();
});

test('with no signal: notes saved, edited and deleted and the video note show at once, then reach the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso das notas sem sinal');
  await abrirAnotacoes(page);
  await texto(page).fill('Primeira, com sinal.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText('Anotação salva com sucesso!')).toBeVisible();
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await texto(page).fill('Segunda, sem sinal.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText('Sem conexão com a Internet').first()).toBeVisible();
  await expect(nota(page, 'Segunda, sem sinal.')).toContainText('Offline');
  await expect(texto(page)).toHaveValue('');

  await nota(page, 'Primeira').getByRole('button', { name: 'Editar anotação' }).click();
  await page.getByRole('textbox', { name: 'Texto da anotação' }).fill('Primeira, editada sem sinal.');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(nota(page, 'Primeira, editada sem sinal.')).toContainText('Offline');

  await texto(page).fill('Terceira, apagada sem sinal.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await nota(page, 'Terceira').getByRole('button', { name: 'Apagar anotação' }).click();
  await page
    .getByRole('dialog', { name: 'Confirma a exclusão da anotação?' })
    .getByRole('button', { name: 'Apagar' })
    .click();
  await expect(nota(page, 'Terceira')).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Histórico' }).getByRole('article')).toHaveCount(2);
  await checkpoint(page, 'anotacoes-offline');

  await page.getByRole('link', { name: 'Nota do vídeo' }).click();
  await page.getByRole('textbox', { name: 'Nota do vídeo' }).fill('Vídeo gravado sem sinal.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('article', { name: 'Nota do vídeo atual' })).toContainText('Offline');
  await page.goto('Caso');
  await expect(badge(page, 'anotacaoComplementar')).toHaveText('2');

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  const caso = await lerCaso(page, await casoIdDe(page, 'Caso das Notas Sem Sinal'));
  expect(caso.anotacoes.map((n) => n.anotacao)).toEqual([
    'Segunda, sem sinal.',
    'Primeira, editada sem sinal.',
  ]);
  expect(caso.video_nota?.texto).toBe('Vídeo gravado sem sinal.');
  expect(caso.contagens.anotacaoComplementar).toBe(2);
});

test('a phone whose storage refuses the draft says so once, and the note is still saved', async ({
  page,
}) => {
  // The browser refuses every write of a draft, as on a phone full of video: in every page load, so
  // that a reload of the app (a new service worker taking over) does not undo it.
  await page.addInitScript(() => {
    const put = IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.put = function (
      this: IDBObjectStore,
      ...args: Parameters<IDBObjectStore['put']>
    ) {
      if (this.name === 'drafts') throw new DOMException('Sem espaço', 'QuotaExceededError');
      return put.apply(this, args);
    };
  });
  await entrarComo(page, USERS.escrivao.matricula);
  await criarCaso(page, 'caso do aparelho cheio');
  await abrirAnotacoes(page);
  await texto(page).fill('Nota com o aparelho cheio');
  const aviso = page.getByText('O armazenamento do aparelho recusou o rascunho.', { exact: false });
  await expect(aviso).toBeVisible();
  await checkpoint(page, 'anotacoes-rascunho-recusado');
  await texto(page).fill('Nota com o aparelho cheio, continuada');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByText('Anotação salva com sucesso!')).toBeVisible();
  await expect(nota(page, 'Nota com o aparelho cheio, continuada')).toBeVisible();
});
