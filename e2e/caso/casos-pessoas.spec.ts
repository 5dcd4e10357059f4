import { expect, test } from '@playwright/test';
import { badge, campo, criarCaso, escolher, PNG_1X1, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, esperarRolagem, loginAs, USERS } from '../support';

test('a case at the scene: victims, a witness and a suspect, edited and deleted', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarComo(page, USERS.delegado.matricula);
  await page.goto('casonome');
  await checkpoint(page, 'casonome');
  await criarCaso(page, 'homicídio DO centro');
  await expect(page.getByRole('heading', { name: 'Homicídio do Centro' })).toBeVisible();
  await checkpoint(page, 'hub');

  // A victim of attempted homicide: the referral path.
  await page.getByTestId('tile-vitima').click();
  await expect(page).toHaveURL(/\/Vitima$/);
  await expect(page.getByText('Nenhuma pessoa encontrada')).toBeVisible();
  await checkpoint(page, 'vitimas-vazia');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await checkpoint(page, 'vitima-novo');
  await escolher(page, 'Tipificação', 'Tentativa de Homicídio');
  await expect(page.getByRole('combobox', { name: 'Estado do cadáver' })).toHaveCount(0);
  await escolher(page, 'Vítima Encaminhada para', 'OUTRO');
  await campo(page, 'Nome').fill('maria DA silva');
  await campo(page, 'Nome').blur();
  await expect(campo(page, 'Nome')).toHaveValue('Maria da Silva');
  // The phone's back gesture closes the form and returns to the list; what was typed waits.
  await page.goBack();
  await expect(page).toHaveURL(/\/Vitima$/);
  await expect(page.getByText('Nenhuma pessoa encontrada')).toBeVisible();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(page).toHaveURL(/\/Vitima\?tela=adicionar$/);
  await expect(page.getByText('Rascunho recuperado')).toBeVisible();
  await expect(campo(page, 'Nome')).toHaveValue('Maria da Silva');
  await checkpoint(page, 'vitima-form');
  await salvarPessoa(page);
  await expect(page.getByText('Insira o local de encaminhamento.')).toBeVisible();
  await campo(page, 'Local de encaminhamento').fill('Clínica São Lucas');
  await salvarPessoa(page);
  await expect(page.getByText('Vítima salva com sucesso!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Maria da Silva', exact: true })).toBeVisible();

  // A victim of homicide: the death path, with an address.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Homicídio');
  await expect(page.getByRole('combobox', { name: 'Vítima Encaminhada para' })).toHaveCount(0);
  await campo(page, 'Nome').fill('José Pereira');
  await salvarPessoa(page);
  await expect(page.getByText('Este campo é obrigatório').first()).toBeVisible();
  await esperarRolagem(page);
  await escolher(page, 'Estado do cadáver', 'Morte Recente');
  await escolher(page, 'Meio de morte', 'Arma de Fogo');
  await page.getByRole('combobox', { name: 'Cidade' }).fill('joã');
  await expect(page.getByRole('option', { name: 'João Pessoa / PB' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Cidade' }).fill('joão p');
  await page.getByRole('option', { name: 'João Pessoa / PB' }).click();
  await campo(page, 'Rua').fill('rua das trincheiras');
  await checkpoint(page, 'vitima-homicidio');
  await salvarPessoa(page);
  await expect(page.getByText('Vítima salva com sucesso!').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'José Pereira', exact: true })).toBeVisible();
  await checkpoint(page, 'vitimas');

  // A witness, Familiar / irmão of the first victim.
  await page.goto('testemunha');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await expect(campo(page, 'Nome')).toHaveCount(0);
  await escolher(page, 'Tipo de vínculo', 'Familiar');
  await escolher(page, 'Parentesco', 'irmão');
  await escolher(page, 'Vítima', 'Maria da Silva');
  await campo(page, 'Nome').fill('Ana da Silva');
  await salvarPessoa(page);
  await expect(page.getByText('Testemunha salva com sucesso!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ana da Silva', exact: true })).toBeVisible();

  // A suspect with a tattoo.
  await page.goto('suspeito');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipo de vínculo', 'Vizinho');
  await escolher(page, 'Vítima', 'José Pereira');
  await campo(page, 'Nome').fill('Carlos Souza');
  await expect(campo(page, 'Descrição da tatuagem')).toHaveCount(0);
  await escolher(page, 'Tatuagem', 'SIM');
  await campo(page, 'Descrição da tatuagem').fill('Dragão no braço direito');
  await checkpoint(page, 'suspeito-form');
  await salvarPessoa(page);
  await expect(page.getByText('Suspeito salvo com sucesso!')).toBeVisible();

  // Edit the suspect.
  await page.getByRole('link', { name: 'Editar Carlos Souza' }).click();
  await expect(campo(page, 'Descrição da tatuagem')).toHaveValue('Dragão no braço direito');
  await checkpoint(page, 'suspeito-editar');
  await campo(page, 'Vulgo').fill('Carlão');
  await salvarPessoa(page);
  const editar = page.getByRole('dialog', { name: 'Editar suspeito?' });
  await editar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Suspeito editado com sucesso.')).toBeVisible();

  // Delete the witness.
  await page.goto('testemunha');
  await page.getByRole('button', { name: 'Apagar Ana da Silva' }).click();
  await page
    .getByRole('dialog', { name: 'Apagar testemunha?' })
    .getByRole('button', { name: 'Apagar' })
    .click();
  await expect(page.getByText('Dados deletados com sucesso!')).toBeVisible();
  await expect(page.getByText('Ana da Silva')).toHaveCount(0);

  await page.goto('Caso');
  await expect(badge(page, 'vitima')).toHaveText('2');
  await expect(badge(page, 'testemunha')).toHaveText('0');
  await expect(badge(page, 'suspeito')).toHaveText('1');
  await checkpoint(page, 'hub-contagens');
});

test('history: open a case, rename it, and delete a case that is not open', async ({ page }) => {
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso para apagar');
  await criarCaso(page, 'caso que fica');

  await page.goto('historico');
  await expect(page.getByRole('heading', { name: 'Últimos casos registrados' })).toBeVisible();
  const linhas = page.getByRole('list', { name: 'Casos' }).getByRole('listitem');
  await expect(linhas.first()).toContainText('Caso Que Fica');
  await expect(linhas.nth(1)).toContainText('Caso Para Apagar');
  await checkpoint(page, 'historico');

  // The open case cannot be deleted.
  await linhas.first().getByRole('button', { name: 'Apagar caso' }).click();
  await expect(
    page.getByText(
      'Para poder apagar o caso, você não pode estar com ele aberto. Escolha outro caso e então apague-o.',
    ),
  ).toBeVisible();

  // On a slow link the case is still being read when the officer saves: the rename names the
  // version the list gave, and goes through without a question.
  const leituraDoCaso = /\/api\/casos\/[0-9a-f-]{36}$/;
  await page.context().route(leituraDoCaso, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.fallback().catch(() => {});
  });
  await linhas.first().getByRole('button', { name: 'Renomear caso' }).click();
  const renomear = page.getByRole('dialog');
  await renomear.getByRole('textbox', { name: 'Nome do caso' }).fill('caso DO porto');
  await renomear.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByText('Nome do caso alterado com sucesso!')).toBeVisible();
  await page.context().unroute(leituraDoCaso);
  await expect(page.getByRole('link', { name: /^Caso selecionado .*Caso do Porto$/ })).toBeVisible();

  // Other journeys may have left cases of this persona further down the list.
  const antes = await linhas.count();
  await linhas.nth(1).getByRole('button', { name: 'Apagar caso' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Tem certeza?' });
  await expect(confirmar.getByText('Você não poderá reverter esta ação!')).toBeVisible();
  await confirmar.getByRole('button', { name: 'Apagar', exact: true }).click();
  await expect(page.getByText('Caso Para Apagar deletado com sucesso!')).toBeVisible();
  await expect(linhas).toHaveCount(antes - 1);
  await expect(linhas.getByText('Caso Para Apagar')).toHaveCount(0);

  // A tap on a case opens its hub.
  await linhas.first().click();
  await expect(page).toHaveURL(/\/Caso$/);
  await expect(page.getByRole('heading', { name: 'Caso do Porto' })).toBeVisible();
});

test('one person, two cases: the profile lists both; documents by file and by camera', async ({ page }) => {
  test.setTimeout(120_000);
  const cpf = '529.982.247-25';
  await entrarComo(page, USERS.escrivao.matricula);
  await criarCaso(page, 'caso da feira');
  await page.goto('Vitima');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Homicídio');
  await escolher(page, 'Estado do cadáver', 'Morte Recente');
  await escolher(page, 'Meio de morte', 'Arma Branca');
  await campo(page, 'Nome').fill('Paulo Henrique');
  await campo(page, 'CPF').fill(cpf);
  // A date input is a textbox by its label, like the others.
  const nascimento = campo(page, 'Data de nascimento');
  await nascimento.fill('1990-05-17');
  await expect(nascimento).toHaveValue('1990-05-17');
  await salvarPessoa(page);
  await expect(page.getByText('Vítima salva com sucesso!')).toBeVisible();
  await expect(page).toHaveURL(/\/Vitima$/);

  await criarCaso(page, 'caso do mercado');
  await page.goto('Vitima');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Homicídio');
  await escolher(page, 'Estado do cadáver', 'Morte Recente');
  await escolher(page, 'Meio de morte', 'Arma de Fogo');
  await campo(page, 'Nome').fill('Paulo H.');
  await campo(page, 'CPF').fill(cpf);
  await salvarPessoa(page);
  await expect(page.getByText('Vítima salva com sucesso!')).toBeVisible();
  // The server linked the person it already knew by CPF; this case keeps the name typed in it.
  await expect(page.getByRole('link', { name: 'Paulo H.', exact: true })).toBeVisible();

  // Documents, in the edit screen: a type first, then a file or the camera.
  await page.getByRole('link', { name: 'Editar Paulo H.' }).click();
  await page.getByRole('button', { name: 'Enviar arquivo' }).click();
  await expect(
    page.getByText('Selecione um tipo de documento antes de fazer o upload.').first(),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Abrir câmera' }).click();
  await expect(
    page.getByText('Selecione um tipo de documento antes de abrir a câmera.').first(),
  ).toBeVisible();
  await page.getByLabel('Tipo de documento').selectOption('RG');
  await page.getByTestId('documento-arquivo').setInputFiles({
    name: 'rg.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  });
  await expect(page.getByText('Apenas arquivos JPEG e PNG são permitidos').first()).toBeVisible();
  await page
    .getByTestId('documento-arquivo')
    .setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Documento salvo com sucesso!')).toBeVisible();
  await page.getByLabel('Tipo de documento').selectOption('IMAGEM');
  await page.getByRole('button', { name: 'Abrir câmera' }).click();
  await expect(page.getByRole('button', { name: 'Capturar' })).toBeEnabled();
  await checkpoint(page, 'camera');
  await page.getByRole('button', { name: 'Capturar' }).click();
  await expect(page.getByText('Documento salvo com sucesso!').first()).toBeVisible();
  await expect(page.getByTestId('documentos-count')).toHaveText('2');
  await checkpoint(page, 'documentos');

  // A third, taken by mistake, is deleted after 'Apagar imagem?'.
  await page
    .getByTestId('documento-arquivo')
    .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByTestId('documentos-count')).toHaveText('3');
  await page.getByRole('button', { name: 'Apagar imagem' }).first().click();
  await page.getByRole('dialog', { name: 'Apagar imagem?' }).getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText('Documento deletado com sucesso.')).toBeVisible();
  await expect(page.getByTestId('documentos-count')).toHaveText('2');

  await page.goto('Vitima');
  await page.getByRole('link', { name: 'Paulo H.', exact: true }).click();
  await expect(page).toHaveURL(/\/perfil\//);
  await expect(page.getByTestId('documentos-count')).toHaveText('2');
  const ocorrencias = page.getByRole('region', { name: /Ocorrências/ });
  await expect(ocorrencias.getByText('Caso da Feira')).toBeVisible();
  await expect(ocorrencias.getByText('Caso do Mercado')).toBeVisible();
  await checkpoint(page, 'perfil');

  await page.getByRole('button', { name: 'Mostrar' }).click();
  await page.getByRole('button', { name: 'Ver documento RG' }).click();
  await expect(page.getByRole('dialog').getByRole('img', { name: 'RG — Paulo H.' })).toBeVisible();
  await page.keyboard.press('Escape');

  await ocorrencias.getByText('Caso da Feira').click();
  await expect(page).toHaveURL(/\/Caso$/);
  await expect(page.getByRole('heading', { name: 'Caso da Feira' })).toBeVisible();
});

test('a non-member opens a case from a profile only after a justification that its members see', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const cpf = '111.444.777-35';
  await entrarComo(page, USERS.investigador.matricula);
  await page.goto('apreensao');
  await page.getByPlaceholder('Algo que identifique o caso').fill('furto seguido de morte');
  await page.getByRole('button', { name: 'INICIAR' }).click();
  await expect(page.getByRole('heading', { name: 'Furto Seguido de Morte' })).toBeVisible();
  await page.goto('Vitima');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Latrocínio');
  await escolher(page, 'Estado do cadáver', 'Morte Recente');
  await escolher(page, 'Meio de morte', 'Arma de Fogo');
  await campo(page, 'Nome').fill('Antônio Bezerra');
  await campo(page, 'CPF').fill(cpf);
  await salvarPessoa(page);
  await expect(page.getByText('Vítima salva com sucesso!')).toBeVisible();
  await page.getByRole('link', { name: 'Editar Antônio Bezerra' }).click();
  await page.getByLabel('Tipo de documento').selectOption('RG');
  await page
    .getByTestId('documento-arquivo')
    .setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(page.getByText('Documento salvo com sucesso!')).toBeVisible();

  // A delegate of another team meets the same person in a case of theirs.
  const { baseURL, viewport, locale, timezoneId } = test.info().project.use;
  const outro = await browser.newContext({ baseURL, viewport, locale, timezoneId });
  const delegado = await outro.newPage();
  await loginAs(delegado, USERS.delegado.matricula);
  await criarCaso(delegado, 'caso da orla');
  await delegado.goto('testemunha');
  await delegado.getByRole('button', { name: 'Adicionar' }).click();
  await expect(delegado.getByText('Nenhuma vítima no caso')).toBeVisible();
  await delegado.goto('Vitima');
  await delegado.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(delegado, 'Tipificação', 'A Apurar');
  await escolher(delegado, 'Estado do cadáver', 'Ossada');
  await escolher(delegado, 'Meio de morte', 'Outros');
  await campo(delegado, 'Nome').fill('Antônio B.');
  await campo(delegado, 'CPF').fill(cpf);
  await salvarPessoa(delegado);
  await delegado.getByRole('link', { name: 'Antônio B.', exact: true }).click();

  // The document the other team captured is listed with its case, and opens after a justification.
  await expect(delegado.getByTestId('documentos-count')).toHaveText('0');
  const bloqueados = delegado.getByRole('region', { name: 'Documentos de casos de outras equipes' });
  await expect(bloqueados.getByText('1 documento (RG)')).toBeVisible();
  await checkpoint(delegado, 'perfil-bloqueados');
  await bloqueados.getByRole('button', { name: /Justificar acesso/ }).click();
  const modal = delegado.getByRole('dialog', { name: 'Acesso justificado' });
  await modal.getByRole('textbox', { name: 'Justificativa' }).fill('curto');
  await modal.getByRole('button', { name: 'Ver documentos' }).click();
  await expect(modal.getByText('Descreva o motivo com pelo menos 10 caracteres.')).toBeVisible();
  await modal
    .getByRole('textbox', { name: 'Justificativa' })
    .fill('A mesma vítima aparece no inquérito da orla; preciso confrontar os dados.');
  await checkpoint(delegado, 'acesso-justificado');
  await modal.getByRole('button', { name: 'Ver documentos' }).click();
  await expect(delegado.getByTestId('documentos-count')).toHaveText('1');
  await expect(bloqueados).toBeHidden();

  // The same justification opens the case, read-only, without asking again.
  await delegado.getByRole('button', { name: /Furto Seguido de Morte/ }).click();
  await expect(delegado.getByRole('heading', { name: 'Furto Seguido de Morte' })).toBeVisible();
  await expect(delegado.getByText('Acesso somente leitura')).toBeVisible();
  await outro.close();

  // The case's members see who came in, and why.
  await page.goto('Caso');
  const acessos = page.getByRole('region', { name: 'Acessos justificados' });
  await expect(acessos.getByText('Bruno Delegado')).toBeVisible();
  await expect(acessos.getByText(/preciso confrontar os dados/)).toBeVisible();
  await checkpoint(page, 'hub-acessos');
});
