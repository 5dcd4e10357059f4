/**
 * Issue 26, repro 3: refused offline work stays readable and re-usable. Each officer works on their
 * own phone (browser context), one of them offline: a person deleted meanwhile is recreated with
 * what was typed, a second 'Local do Crime' is compared with the saved one and chosen, a note
 * deleted on another device is recreated, and the work of a deleted case stays readable.
 */
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { campo, criarCaso, escolher, formularioFechado, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { abrirCaso, compartilharCom, idDoCaso, outroCelular } from '../dois-celulares';
import { abrirFila, cartao } from '../fila';
import { entrarComo, USERS, waitForOfflineReady } from '../support';

interface CasoLido {
  id: string;
  vitimas: { id: string; pessoa: { nome: string; profissao: string | null } }[];
  anotacoes: { anotacao: string }[];
  geolocalizacao_caso: { rua: string | null; condicoes: { tipo: string | null } | null }[];
}

const lerCaso = async (page: Page, casoId: string) =>
  (await (await page.request.get(`api/casos/${casoId}`)).json()) as CasoLido;

async function inserirLocalManualmente(page: Page): Promise<void> {
  await page.goto('geolocalizacaoCaso');
  await page.getByRole('button', { name: 'Inserir Manualmente' }).click();
  await expect(campo(page, 'Rua')).toBeVisible();
}

async function preencherLocalDeA(page: Page): Promise<void> {
  await campo(page, 'Rua').fill('Rua das Flores');
  await campo(page, 'Número').fill('120');
  await escolher(page, 'Clima', 'Chuva');
  await escolher(page, 'Tipo de local', 'Interno');
  await escolher(page, 'Local interno', 'Residência');
}

async function preencherLocalDeB(page: Page): Promise<void> {
  await campo(page, 'Rua').fill('Avenida Epitácio Pessoa');
  await page.getByRole('combobox', { name: 'Cidade' }).fill('joão pessoa');
  await page.getByRole('option', { name: 'João Pessoa / PB' }).click();
  await escolher(page, 'Tipo de local', 'Externo');
  await escolher(page, 'Local externo', 'Estrada de terra');
}

const salvar = (page: Page) => page.getByRole('button', { name: 'Salvar', exact: true }).click();

async function semSinal(context: BrowserContext, page: Page): Promise<void> {
  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
}

test("a colleague's delete, a second 'Local do Crime' and a deleted case: what the offline officer typed is kept, readable and applied again", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(360_000);
  // The delegate creates the case with a victim and a witness linked to her, and shares it.
  const delegado = await outroCelular(browser, USERS.delegado.matricula);
  const b = delegado.page;
  await criarCaso(b, 'Caso Recusados');
  await b.goto('Vitima');
  await b.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(b, 'Tipificação', 'A Apurar');
  await escolher(b, 'Estado do cadáver', 'Ossada');
  await escolher(b, 'Meio de morte', 'Outros');
  await campo(b, 'Nome').fill('Maria da Silva');
  await salvarPessoa(b);
  await expect(b.getByText('Vítima salva com sucesso!')).toBeVisible();
  await formularioFechado(b);
  await b.goto('testemunha');
  await b.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(b, 'Tipo de vínculo', 'Familiar');
  await escolher(b, 'Parentesco', 'irmão');
  await escolher(b, 'Vítima', 'Maria da Silva');
  await campo(b, 'Nome').fill('Ana da Silva');
  await salvarPessoa(b);
  await expect(b.getByText('Testemunha salva com sucesso!')).toBeVisible();
  await formularioFechado(b);
  await b.goto('Caso');
  await compartilharCom(b, USERS.investigador.matricula);
  const casoId = await idDoCaso(b, 'Caso Recusados');

  await entrarComo(page, USERS.investigador.matricula);
  await waitForOfflineReady(page);
  await abrirCaso(page, 'Caso Recusados');

  // 1. The investigator edits the victim without signal; the delegate deletes her meanwhile.
  await page.goto('Vitima');
  await page.getByRole('link', { name: /^Editar Maria da Silva/i }).click();
  await expect(page.getByRole('heading', { name: 'Editar vítima' })).toBeVisible();
  await semSinal(context, page);
  await campo(page, 'Nome').fill('Maria Aparecida da Silva');
  await campo(page, 'Profissão').fill('Professora');
  await salvar(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();

  await b.goto('Vitima');
  await b.getByRole('button', { name: /^Apagar Maria da Silva/i }).click();
  await b.getByRole('dialog').getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(b.getByText('Dados deletados com sucesso!')).toBeVisible();
  // Issue 26 item 4: the witness linked to her says so instead of pointing at nobody.
  await b.goto('testemunha');
  await expect(b.getByText(/Vítima vinculada removida do caso: escolha outra/)).toBeVisible();
  await checkpoint(b, 'recusados-testemunha-sem-vitima');

  // Back online: refused (the victim is gone), and what was typed is there, field by field.
  await context.setOffline(false);
  let fila = await abrirFila(page, 'Sincronização: 1 item não aceito');
  const edicao = cartao(fila, 'Maria Aparecida da Silva');
  const digitado = edicao.getByRole('definition');
  await expect(digitado.filter({ hasText: 'Maria Aparecida da Silva' })).toBeVisible();
  await expect(digitado.filter({ hasText: 'Professora' })).toBeVisible();
  await expect(edicao.getByRole('term').filter({ hasText: 'Profissão' })).toBeVisible();
  await expect(edicao.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);
  await checkpoint(page, 'recusados-pessoa-apagada');
  await edicao.getByRole('button', { name: 'Recriar com estes dados' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(async () => (await lerCaso(page, casoId)).vitimas.map((v) => [v.pessoa.nome, v.pessoa.profissao]))
    .toEqual([[expect.stringMatching(/^Maria Aparecida da Silva$/i), 'Professora']]);
  await page.keyboard.press('Escape');

  // 2. A second 'Local do Crime': the investigator writes one without signal while the delegate
  // saves one online.
  await inserirLocalManualmente(page);
  await semSinal(context, page);
  await preencherLocalDeA(page);
  await salvar(page);
  await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();
  await inserirLocalManualmente(b);
  await preencherLocalDeB(b);
  await salvar(b);
  await expect(b.getByText('Local salvo com sucesso!')).toBeVisible();

  await context.setOffline(false);
  fila = await abrirFila(page, 'Sincronização: 1 item não aceito');
  const local = cartao(fila, 'Local do crime');
  await expect(local.getByText(/Compare os dois e escolha qual fica/)).toBeVisible();
  await expect(local.getByText('Apague-o para salvar outro', { exact: false })).toHaveCount(0);
  await expect(local.getByRole('definition').filter({ hasText: 'Rua das Flores' })).toBeVisible();
  await expect(local.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);
  await checkpoint(page, 'recusados-local-fila');
  await local.getByRole('button', { name: 'Comparar com o salvo' }).click();
  const comparar = page.getByRole('dialog', { name: 'Dois locais do crime' });
  const tabela = comparar.getByRole('table');
  await expect(tabela.getByRole('columnheader', { name: /O seu/ })).toBeVisible();
  await expect(tabela.getByRole('columnheader', { name: /O salvo no caso/ })).toBeVisible();
  await expect(tabela.getByRole('cell', { name: 'Rua das Flores, 120' })).toBeVisible();
  await expect(tabela.getByRole('cell', { name: 'Avenida Epitácio Pessoa' })).toBeVisible();
  await expect(tabela.getByRole('cell', { name: 'João Pessoa / PB' })).toBeVisible();
  await expect(tabela.getByRole('cell', { name: 'Residência' })).toBeVisible();
  await expect(tabela.getByRole('cell', { name: 'Estrada de terra' })).toBeVisible();
  await checkpoint(page, 'recusados-local-comparar');
  // 'Usar o meu': the delegate's is removed (with the version compared), then the investigator's saved.
  await comparar.getByRole('button', { name: 'Usar o meu' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(async () =>
      (await lerCaso(page, casoId)).geolocalizacao_caso.map((l) => [l.rua, l.condicoes?.tipo]),
    )
    .toEqual([['Rua das Flores', 'INTERNO']]);
  await page.keyboard.press('Escape');

  // 3. The delegate deletes the case while the investigator has work queued for it.
  await page.getByTestId('tile-anotacaoComplementar').click();
  await semSinal(context, page);
  await page.getByRole('textbox', { name: 'Nova anotação' }).fill('Vizinho ouviu dois disparos às 22h.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();

  await criarCaso(b, 'Caso Seguinte');
  await b.goto('historico');
  await b
    .getByRole('list', { name: 'Casos' })
    .getByRole('listitem')
    .filter({ hasText: 'Caso Recusados' })
    .getByRole('button', { name: 'Apagar caso' })
    .click();
  await b.getByRole('dialog').getByRole('button', { name: 'Apagar', exact: true }).click();
  // Its author's phone was offline the whole time: no colleague's queued work was reported to ask about.
  const apagado = b.getByText(/Caso Recusados deletado com sucesso!/i);
  await expect(apagado).toBeVisible();

  await context.setOffline(false);
  fila = await abrirFila(page, 'Sincronização: 1 item não aceito');
  const nota = cartao(fila, 'Anotação');
  await expect(
    nota.getByRole('definition').filter({ hasText: 'Vizinho ouviu dois disparos às 22h.' }),
  ).toBeVisible();
  await expect(nota.getByText(/Este caso foi apagado ou não está mais compartilhado com você/)).toBeVisible();
  await expect(nota.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);
  await expect(nota.getByRole('button', { name: 'Recriar com estes dados' })).toHaveCount(0);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await nota.getByRole('button', { name: 'Copiar dados' }).click();
  await expect(nota.getByRole('button', { name: 'Copiado' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'Vizinho ouviu dois disparos às 22h.',
  );
  await checkpoint(page, 'recusados-caso-apagado');
  await nota.getByRole('button', { name: 'Descartar' }).click();
  const descartar = page.getByRole('dialog', { name: 'Tem certeza?' });
  await expect(descartar.getByText('Estes dados digitados serão perdidos:')).toBeVisible();
  await expect(descartar.getByText('Vizinho ouviu dois disparos às 22h.')).toBeVisible();
  await checkpoint(page, 'recusados-caso-apagado-descartar');
  await descartar.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible();
  await delegado.context.close();
});

test("the same officer's two phones: a note deleted on one and edited offline on the other is recreated; a second 'Local do Crime' saved online is compared and the saved one kept", async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(240_000);
  await entrarComo(page, USERS.investigador.matricula);
  await waitForOfflineReady(page);
  await criarCaso(page, 'Caso Dois Aparelhos');
  const casoId = await idDoCaso(page, 'Caso Dois Aparelhos');
  await page.getByTestId('tile-anotacaoComplementar').click();
  await page.getByRole('textbox', { name: 'Nova anotação' }).fill('Portão encontrado aberto.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Portão encontrado aberto.' })).toBeVisible();

  const outro = await outroCelular(browser, USERS.investigador.matricula);
  const b = outro.page;
  await abrirCaso(b, 'Caso Dois Aparelhos');

  // The note is edited without signal on this phone and deleted on the other.
  await page
    .getByRole('article')
    .filter({ hasText: 'Portão encontrado aberto.' })
    .getByRole('button', { name: 'Editar anotação' })
    .click();
  await semSinal(context, page);
  await page
    .getByRole('textbox', { name: 'Texto da anotação' })
    .fill('Portão encontrado aberto, sem sinal de arrombamento.');
  await page.getByRole('form', { name: 'Editar anotação' }).getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();

  await b.getByTestId('tile-anotacaoComplementar').click();
  await b
    .getByRole('article')
    .filter({ hasText: 'Portão encontrado aberto.' })
    .getByRole('button', { name: 'Apagar anotação' })
    .click();
  await b.getByRole('dialog').getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(b.getByText('Anotação deletada com sucesso.')).toBeVisible();

  await context.setOffline(false);
  const fila = await abrirFila(page, 'Sincronização: 1 item não aceito');
  const edicao = cartao(fila, 'Editar anotação');
  await expect(
    edicao
      .getByRole('definition')
      .filter({ hasText: 'Portão encontrado aberto, sem sinal de arrombamento.' }),
  ).toBeVisible();
  await expect(edicao.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);
  await checkpoint(page, 'recusados-anotacao-apagada');
  await edicao.getByRole('button', { name: 'Recriar com estes dados' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  await expect
    .poll(async () => (await lerCaso(page, casoId)).anotacoes.map((n) => n.anotacao))
    .toEqual(['Portão encontrado aberto, sem sinal de arrombamento.']);
  await page.keyboard.press('Escape');

  // Online: this phone's form is opened, the other phone saves the case's location first.
  await inserirLocalManualmente(page);
  await preencherLocalDeA(page);
  await inserirLocalManualmente(b);
  await preencherLocalDeB(b);
  await salvar(b);
  await expect(b.getByText('Local salvo com sucesso!')).toBeVisible();

  await salvar(page);
  const comparar = page.getByRole('region', { name: 'Comparar os dois locais do crime' });
  await expect(comparar.getByRole('cell', { name: 'Rua das Flores, 120' })).toBeVisible();
  await expect(comparar.getByRole('cell', { name: 'Avenida Epitácio Pessoa' })).toBeVisible();
  await expect(page.getByText('Apague-o para salvar outro', { exact: false })).toHaveCount(0);
  await checkpoint(page, 'recusados-local-formulario');
  await comparar.getByRole('button', { name: 'Manter o salvo' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Descartar o seu local do crime?' });
  await expect(confirmar.getByText('Rua e número: Rua das Flores, 120')).toBeVisible();
  await expect(confirmar.getByText('Local interno: Residência')).toBeVisible();
  await checkpoint(page, 'recusados-local-manter-salvo');
  await confirmar.getByRole('button', { name: 'Descartar o meu' }).click();
  await expect(
    page.getByRole('article', { name: 'Local do crime' }).getByText('Avenida Epitácio Pessoa'),
  ).toBeVisible();
  expect((await lerCaso(page, casoId)).geolocalizacao_caso.map((l) => l.rua)).toEqual([
    'Avenida Epitácio Pessoa',
  ]);
  await outro.context.close();
});
