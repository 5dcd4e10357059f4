/**
 * Issue 42: a victim's case filed as a delegate files it — the BO and the inquérito, a vehicle by
 * its plate (placed on the croqui by the GPS), a seized pistol with serial and seal, the IML's
 * request — part of it without signal; then the server's signed report opens with the summary
 * block, the summons names the delegate and cites the numbers, and the export's CUSTODIA.txt
 * carries the seal.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { badge, campo, criarCaso, diaDaqui, escolher } from '../casos';
import { casoSelecionadoId, lerPdf, paginasPng, preencherTudo } from '../relatorio-fixtures';
import { entrarComo, USERS, waitForOfflineReady } from '../support';
import { comGps } from '../vestigio';

test('BO, inquérito, vehicle, seized pistol and IML, offline then online, reach page 1, the summons and CUSTODIA', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await comGps(context);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso do inquerito');
  const casoId = await casoSelecionadoId(page);
  await preencherTudo(page, casoId);
  await page.reload();

  await page.getByTestId('tile-ocorrencia').click();
  await page.getByRole('button', { name: 'Adicionar boletim' }).click();
  await campo(page, 'Número do boletim 1').fill('00123/2026');
  await campo(page, 'Emitido por (sistema ou unidade)').fill('Delegacia Online');
  await escolher(page, 'Tipo de procedimento', 'Inquérito Policial');
  await campo(page, 'Número do procedimento').fill('0456/2026');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText(/salva com sucesso/i).first()).toBeVisible();
  // The form stays on what was saved; a second save (the history, dictated later) keeps the first.
  await expect(campo(page, 'Número do boletim 1')).toHaveValue('00123/2026');
  await expect(campo(page, 'Número do procedimento')).toHaveValue('0456/2026');
  await campo(page, 'Histórico do fato').fill('Vítima encontrada na via pública.');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const ocorrenciaNoServidor = async () =>
    (
      (await (await page.request.get(`api/casos/${casoId}`)).json()) as {
        ocorrencia: {
          boletins: { numero: string }[];
          procedimento_numero: string | null;
          historico: string | null;
        };
      }
    ).ocorrencia;
  await expect.poll(ocorrenciaNoServidor).toMatchObject({
    boletins: [{ numero: '00123/2026' }],
    procedimento_numero: '0456/2026',
    historico: 'Vítima encontrada na via pública.',
  });
  // Past the draft's write delay (0.4 s): a save leaves no draft behind to be offered again.
  await page.waitForTimeout(1_000);
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.getByTestId('tile-ocorrencia').click();
  await expect(campo(page, 'Número do boletim 1')).toHaveValue('00123/2026');
  await expect(page.getByText('Rascunho recuperado')).toHaveCount(0);
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await page.goto('Caso');
  await page.getByTestId('tile-veiculos').click();
  await page.getByRole('button', { name: 'Adicionar veículo' }).click();
  await campo(page, 'Placa').fill('qfx1a23');
  await campo(page, 'Marca e modelo').fill('Honda CG 160');
  // Placed where it stands, a few metres from the scene, by the phone's GPS (no signal needed).
  await context.setGeolocation({ latitude: -7.1192, longitude: -34.8455, accuracy: 8 });
  await page.getByRole('button', { name: 'Usar a posição do aparelho' }).click();
  await expect(page.getByTestId('coordenadas-veiculo')).toHaveText('-7.119200, -34.845500');
  await comGps(context);
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('QFX1A23').first()).toBeVisible();

  await page.goto('Caso');
  await page.getByTestId('tile-vestigio').click();
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  const foto = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#333' } })
    .jpeg()
    .toBuffer();
  await page
    .getByTestId('vestigio-arquivos')
    .setInputFiles({ name: 'pistola.jpg', mimeType: 'image/jpeg', buffer: foto });
  await escolher(page, 'Tipo do vestígio', 'Objeto Apreendido');
  await campo(page, 'Descrição').fill('Pistola .40 apreendida');
  await campo(page, 'Número de série').fill('SZA12345');
  await campo(page, 'Número do lacre').fill('LACRE 0042871');
  await campo(page, 'Local de depósito').fill('Depósito da Central de Polícia');
  await page
    .getByRole('region', { name: 'Apreensão' })
    .screenshot({ path: '.tmp/screens/registro-apreensao.png' });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  // Kept on the phone, the vestígio sends back to the hub.
  await page.getByTestId('tile-vitima').click();
  const iml = page.getByRole('button', { name: 'IML de José da Silva' });
  expect((await iml.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await iml.click();
  await campo(page, 'Número da guia').fill('1234/2026');
  await page.screenshot({ path: '.tmp/screens/registro-iml.png' });
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('IML: Guia nº 1234/2026')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 45_000,
  });
  const doServidor = await (await page.request.get(`api/casos/${casoId}`)).json();
  expect(doServidor.veiculos).toMatchObject([{ placa: 'QFX1A23', latitude: -7.1192, longitude: -34.8455 }]);
  await page.goto('Caso');
  await expect(badge(page, 'veiculos')).toHaveText('1');
  await page.getByTestId('tile-croqui').click();
  await expect(page.getByRole('list', { name: 'Legenda' })).toContainText('Veículo QFX1A23 — Honda CG 160');
  await page.screenshot({ path: '.tmp/screens/registro-croqui-veiculo.png', fullPage: true });
  await page.goto('Caso');

  await page.getByTestId('tile-relatorio').click();
  const [servidor] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gerar PDF no servidor' }).click(),
  ]);
  const { arquivo } = await lerPdf(servidor, 'registro-policial.pdf');
  const pagina1 = execFileSync('pdftotext', ['-f', '1', '-l', '1', arquivo, '-'], {
    encoding: 'utf8',
  }).replace(/\s+/g, ' ');
  for (const trecho of [
    'Resumo da ocorrência',
    '00123/2026 (Delegacia Online)',
    'Inquérito Policial nº 0456/2026',
    'Bruno Delegado',
    'Rua',
  ])
    expect(pagina1).toContain(trecho);
  const inteiro = execFileSync('pdftotext', [arquivo, '-'], { encoding: 'utf8' }).replace(/[\s·]+/g, ' ');
  for (const trecho of ['QFX1A23', 'Lacre LACRE 0042871', 'Guia (requisição) do IML nº 1234/2026'])
    expect(inteiro).toContain(trecho);
  execFileSync('pdftoppm', [
    '-png',
    '-r',
    '60',
    '-f',
    '1',
    '-l',
    '1',
    arquivo,
    '.tmp/screens/registro-pagina1',
  ]);

  await page.getByRole('region', { name: 'Suspeitos' }).getByRole('button', { name: 'Intimar' }).click();
  await page.getByLabel('Data do comparecimento').fill(diaDaqui(26).replaceAll('/', ''));
  await page.getByLabel('Hora').fill('0900');
  const [papel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Emitir intimação' }).click(),
  ]);
  expect(papel.suggestedFilename()).toBe('intimacao-carlos-suspeito.pdf');
  const intimacao = await lerPdf(papel, 'registro-intimacao.pdf');
  paginasPng(intimacao.arquivo, 'registro-intimacao');
  const corrido = intimacao.texto.replace(/\s+/g, ' ');
  expect(corrido).toContain('nos autos do Inquérito Policial nº 0456/2026');
  expect(corrido).toContain('Boletim de Ocorrência 00123/2026 (Delegacia Online)');
  expect(corrido).toContain('Bruno Delegado');
  await expect(
    page
      .getByRole('region', { name: 'Intimações' })
      .getByText(/Emitida em .* por Bruno Delegado · assina Bruno Delegado/),
  ).toBeVisible();
  await page
    .getByRole('region', { name: 'Intimações' })
    .screenshot({ path: '.tmp/screens/registro-intimacoes.png' });

  const zip = await page.request.get(`api/casos/${casoId}/vestigios/exportacao`);
  const pasta = mkdtempSync(path.join(tmpdir(), 'rip-e2e-export-'));
  writeFileSync(path.join(pasta, 'e.zip'), await zip.body());
  execFileSync('unzip', ['-q', 'e.zip'], { cwd: pasta });
  const custodia = readFileSync(path.join(pasta, 'CUSTODIA.txt'), 'utf8');
  expect(custodia).toContain('Vestígio: Objeto Apreendido');
  expect(custodia).toContain('Lacre: LACRE 0042871');
});
