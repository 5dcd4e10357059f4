/**
 * A document the server refuses is not lost with the form that held it: a link that corrupts the
 * upload (a byte changed on the way, so the server's SHA-256 does not match) makes the real server
 * refuse it, and the picture stays in the sync list, to be sent again once the link is sound.
 */
import { expect, type Page, test } from '@playwright/test';
import { campo, criarCaso, escolher, PNG_1X1, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { nadaAguardando } from '../envio-cortado';
import { abrirFila, cartao } from '../fila';
import { casoSelecionadoId } from '../relatorio-fixtures';
import { entrarComo, USERS } from '../support';

const DOCUMENTOS = /\/api\/casos\/[^/]+\/pessoas\/[^/]+\/documentos$/;

/**
 * While on, each document upload reaches the server with one byte of its picture changed (past the
 * first bytes, which say what kind of image it is).
 */
async function corromperEnvios(page: Page): Promise<{ parar: () => void }> {
  let ligado = true;
  await page.route(DOCUMENTOS, async (route) => {
    const corpo = route.request().postDataBuffer();
    const parte = corpo?.indexOf('name="file"') ?? -1;
    const inicio = corpo && ligado && parte >= 0 ? corpo.indexOf('\r\n\r\n', parte) + 4 : -1;
    if (!corpo || inicio < 4) return route.fallback();
    const alterado = Buffer.from(corpo);
    alterado[inicio + 20] = (alterado[inicio + 20] ?? 0) ^ 0xff;
    return route.continue({ postData: alterado });
  });
  return { parar: () => (ligado = false) };
}

test('a refused document stays in the sync list and is sent again from there', async ({ page }) => {
  test.setTimeout(120_000);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'documento recusado');
  const casoId = await casoSelecionadoId(page);
  await page.goto('Vitima');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Homicídio');
  await escolher(page, 'Estado do cadáver', 'Morte Recente');
  await escolher(page, 'Meio de morte', 'Arma de Fogo');
  await campo(page, 'Nome').fill('Rita Nogueira');
  await page.getByLabel('Tipo de documento').selectOption('RG');
  await page
    .getByTestId('documento-arquivo')
    .setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: PNG_1X1 });

  const corrupcao = await corromperEnvios(page);
  await salvarPessoa(page);
  const aviso = page.getByRole('alert').filter({ hasText: 'Mas 1 documento não foi enviado.' });
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText('SHA-256 não confere');
  await expect(aviso).toContainText('O documento ficou na Sincronização, para reenviar ou descartar.');
  await checkpoint(page, 'documento-recusado-aviso');

  const fila = await abrirFila(page, /não aceito/);
  const recusado = cartao(fila, 'Documento RG de Rita Nogueira');
  await expect(fila.getByRole('heading', { name: 'Não aceitos pelo servidor' })).toBeVisible();
  await expect(recusado).toContainText('SHA-256 não confere');
  await checkpoint(page, 'documento-recusado-fila');

  // The link is sound again: the same picture goes, and the person has it.
  corrupcao.parar();
  await recusado.getByRole('button', { name: 'Reenviar' }).click();
  await expect(recusado).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('link', { name: 'Editar Rita Nogueira' }).click();
  await expect(page.getByTestId('documentos-count')).toHaveText('1');

  // A document scanned for a saved person is kept the same way.
  await aviso.getByRole('button').click();
  await expect(aviso).toBeHidden();
  const outra = await corromperEnvios(page);
  await page.getByLabel('Tipo de documento').selectOption('CPF');
  await page
    .getByTestId('documento-arquivo')
    .setInputFiles({ name: 'cpf.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'O documento ficou na Sincronização, para reenviar ou descartar.' }),
  ).toBeVisible();
  outra.parar();
  await expect(page.getByRole('button', { name: /não aceito/ })).toBeVisible();

  // Deleted from the gallery, a document the server never took leaves nothing waiting behind it.
  await page.getByRole('button', { name: /^Apagar imagem CPF de Rita Nogueira/ }).click();
  await page.getByRole('dialog', { name: 'Apagar imagem?' }).getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByTestId('documentos-count')).toHaveText('1');
  await expect(nadaAguardando(page)).toBeVisible();
  const servidor = await page.request.get(`api/casos/${casoId}`);
  const caso = (await servidor.json()) as { vitimas: { pessoa: { id: string } }[] };
  const pessoaId = caso.vitimas[0]?.pessoa.id;
  const documentos = await page.request.get(`api/casos/${casoId}/pessoas/${pessoaId}/documentos`);
  expect(((await documentos.json()) as { data: { tipo: string }[] }).data.map((d) => d.tipo)).toEqual(['RG']);
});
