import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { badge, criarCaso, diaDaqui } from '../casos';
import { checkpoint } from '../checkpoint';
import { casoSelecionadoId, lerPdf, paginasPng, preencherTudo, semVariaveis } from '../relatorio-fixtures';
import { entrarComo, loginAs, USERS, waitForOfflineReady } from '../support';

const COMPARECIMENTO = diaDaqui(25);

test('a case with every tile filled reaches 10/10 and gives the same report from the device and the server', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso do relatorio');
  const casoId = await casoSelecionadoId(page);
  await preencherTudo(page, casoId);
  await page.reload();
  // The hub refreshes the case from the server on entry; on a busy machine that takes a while.
  await expect(badge(page, 'relatorio')).toHaveText('10/10', { timeout: 30_000 });
  await page.getByTestId('tile-relatorio').click();
  await expect(page.getByRole('heading', { name: 'Relatório de Investigação Preliminar' })).toBeVisible();
  await expect(page.getByLabel('Progresso')).toHaveText('10/10', { timeout: 30_000 });
  await expect(page.getByText('Falta preencher')).toHaveCount(0);
  for (const titulo of [
    'Dados do caso',
    'Cronologia',
    'Local do crime',
    'Meios e instrumentos',
    'Câmeras de segurança',
    'Vítimas',
    'Suspeitos',
    'Testemunhas',
    'Anotações',
    'Mídias',
  ]) {
    await expect(page.getByRole('heading', { name: titulo, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Equipe', exact: true })).toBeVisible();
  // The screen shows each person with the lines the paper prints (a victim's death facts too).
  const vitimas = page.getByRole('region', { name: 'Vítimas' });
  await expect(vitimas.getByText('Estado do cadáver: Morte Recente')).toBeVisible();
  await expect(vitimas.getByText('Meio da morte: Arma de Fogo')).toBeVisible();
  await checkpoint(page, 'relatorio');

  const [noAparelho] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gerar PDF no aparelho' }).click(),
  ]);
  const aparelho = await lerPdf(noAparelho, 'aparelho.pdf');
  const [noServidor] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gerar PDF no servidor' }).click(),
  ]);
  const servidor = await lerPdf(noServidor, 'servidor.pdf');
  paginasPng(aparelho.arquivo, 'relatorio-pdf-aparelho');
  paginasPng(servidor.arquivo, 'relatorio-pdf-servidor');
  for (const trecho of [
    'Relatório de Investigação Preliminar',
    'GOVERNO DO ESTADO DA PARAÍBA',
    'José da Silva',
    'Carlos Suspeito',
    'Investigação',
    'Perícia',
    'SHA-256 do original',
    'Morte Recente',
  ]) {
    expect(servidor.texto).toContain(trecho);
  }
  expect(semVariaveis(aparelho.texto)).toBe(semVariaveis(servidor.texto));

  expect(aparelho.texto).toContain('Cópia provisória — não verificável até ser emitida pelo servidor');

  // The public check of the server's report: the code alone (a paper), the file, a forged file.
  const codigo = /(?<![\w-])[2-9A-Z]{4}-[2-9A-Z]{4}(?![\w-])/.exec(servidor.texto)?.[0] ?? '';
  const anonimo = await page
    .context()
    .browser()
    ?.newContext({
      baseURL: page.url().replace(/relatorio$/, ''),
      viewport: { width: 360, height: 740 },
    });
  if (!anonimo) throw new Error('sem navegador');
  const publico = await anonimo.newPage();
  await publico.goto(`verificar?codigo=${codigo}`);
  await expect(publico.getByLabel('Código de verificação')).toHaveValue(codigo);
  await publico.getByRole('button', { name: 'Verificar' }).click();
  await expect(publico.getByText('Relatório emitido pelo RIP')).toBeVisible({ timeout: 20_000 });
  const dados = publico.getByLabel('Dados da emissão');
  const paginas = /Pages:\s+(\d+)/.exec(
    execFileSync('pdfinfo', [servidor.arquivo], { encoding: 'utf8' }),
  )?.[1];
  await expect(dados.getByRole('row', { name: `Páginas ${paginas}` })).toBeVisible();
  await expect(dados.getByText('Bruno Delegado (matrícula 1000002)')).toBeVisible();
  await expect(dados.getByText(/^RIP-CP1 \d+ /)).toBeVisible();
  // The paper's checkpoint is the one the page shows; no person of the case is named.
  const cp = (await dados.getByText(/^RIP-CP1/).textContent()) ?? '';
  // pdftotext may break the line anywhere in it (after a '/' of the signature): compared without spaces.
  expect(servidor.texto.replace(/\s+/g, '')).toContain(cp.replace(/\s+/g, ''));
  await expect(publico.getByText('José da Silva')).toHaveCount(0);
  await checkpoint(publico, 'verificar-papel');
  await publico.locator('input[type=file]').setInputFiles(servidor.arquivo);
  await publico.getByRole('button', { name: 'Verificar' }).click();
  await expect(publico.getByText('Relatório autêntico')).toBeVisible({ timeout: 20_000 });
  await checkpoint(publico, 'verificar-autentico');
  const forjado = servidor.arquivo.replace(/\.pdf$/, '-forjado.pdf');
  const bytes = readFileSync(servidor.arquivo);
  const meio = bytes.length >> 1;
  bytes[meio] = (bytes[meio] ?? 0) ^ 1;
  writeFileSync(forjado, bytes);
  await publico.locator('input[type=file]').setInputFiles(forjado);
  await publico.getByRole('button', { name: 'Verificar' }).click();
  await expect(publico.getByText('Não confere')).toBeVisible({ timeout: 20_000 });
  await expect(publico.getByLabel('Dados da emissão')).toHaveCount(0);
  await checkpoint(publico, 'verificar-nao-confere');
  await anonimo.close();
});

test('a summons for a suspect asks for date and time, prints the paper and is recorded on the case', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso da intimacao');
  await preencherTudo(page, await casoSelecionadoId(page));
  await page.goto('relatorio');
  const suspeitos = page.getByRole('region', { name: 'Suspeitos' });
  await suspeitos.getByRole('button', { name: 'Intimar' }).click();
  await page.getByRole('button', { name: 'Emitir intimação' }).click();
  await expect(page.getByText('Você deve inserir uma data!')).toBeVisible();
  await expect(page.getByText('Você deve inserir uma hora!')).toBeVisible();
  // A year typed wrong at night: the paper would summon to a day gone.
  await page.getByLabel('Data do comparecimento').fill(diaDaqui(-365).replaceAll('/', ''));
  await page.getByLabel('Hora').fill('1430');
  await page.getByRole('button', { name: 'Emitir intimação' }).click();
  await expect(page.getByText('A data e a hora do comparecimento já passaram.')).toBeVisible();
  await checkpoint(page, 'intimacao-passada');
  await page.getByLabel('Data do comparecimento').fill(COMPARECIMENTO.replaceAll('/', ''));
  await expect(page.getByLabel('Data do comparecimento')).toHaveValue(COMPARECIMENTO);
  await page.getByLabel('Hora').fill('1430');
  await expect(page.getByLabel('Hora')).toHaveValue('14:30');
  await checkpoint(page, 'intimacao');
  const [papel] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Emitir intimação' }).click(),
  ]);
  const { arquivo, texto } = await lerPdf(papel, 'intimacao.pdf');
  paginasPng(arquivo, 'intimacao-pdf');
  const corrido = texto.replace(/\s+/g, ' ');
  expect(corrido).toContain('INTIMADO(A) CARLOS SUSPEITO');
  expect(corrido).toContain(`${COMPARECIMENTO}, às 14:30`);
  expect(corrido).toContain('Art. 330 do Código Penal');
  expect(corrido).toContain('Bruno Delegado');
  const intimacoes = page.getByRole('region', { name: 'Intimações' });
  await expect(intimacoes.getByText(`Carlos Suspeito — ${COMPARECIMENTO} às 14:30`)).toBeVisible();
  const [doServidor] = await Promise.all([
    page.waitForEvent('download'),
    intimacoes.getByRole('button', { name: 'PDF do servidor da intimação de Carlos Suspeito' }).click(),
  ]);
  expect((await lerPdf(doServidor, 'intimacao-servidor.pdf')).texto.replace(/\s+/g, ' ')).toContain(
    'CARLOS SUSPEITO',
  ); // Each summons' two PDF buttons are thumb-sized, under its line rather than squeezed beside it.
  for (const botao of await intimacoes.getByRole('button').all()) {
    expect((await botao.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  await intimacoes.screenshot({ path: '.tmp/test-results/relatorio-intimacoes.png' });
});

test('offline: an exclusion and the device copy, marked provisional, wait on the phone; the server then issues the official report', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso sem sinal');
  const casoId = await casoSelecionadoId(page);
  await preencherTudo(page, casoId);
  await page.goto('relatorio');
  await expect(page.getByLabel('Progresso')).toHaveText('10/10', { timeout: 30_000 });
  await waitForOfflineReady(page);
  // The photo's thumbnail is kept on the device while there is signal: the screen shows it once kept.
  const miniatura = page
    .getByRole('region', { name: 'Mídias' })
    .getByRole('img', { name: 'Vestígio 01 – foto 1' });
  await expect(miniatura).toBeVisible({ timeout: 20_000 });

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('Sem conexão com a Internet')).toBeVisible();
  // Without signal the screen shows the photo the paper prints, from the copy kept on the device.
  await expect(miniatura).toBeVisible();
  expect(await miniatura.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const suspeitos = page.getByRole('region', { name: 'Suspeitos' });
  await suspeitos.getByRole('switch', { name: 'Incluir Carlos Suspeito no relatório' }).click();
  await expect(suspeitos.getByText('Fora do relatório')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Gerar PDF no servidor' })).toBeDisabled();
  const [semSinal] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Gerar PDF no aparelho' }).click(),
  ]);
  const { arquivo, texto } = await lerPdf(semSinal, 'offline.pdf');
  paginasPng(arquivo, 'relatorio-pdf-offline');
  expect(texto).not.toContain('Carlos Suspeito');
  expect(texto).toContain('Beatriz Testemunha');
  expect(texto).toContain('SHA-256 do original');
  expect(texto).toContain('Cópia provisória — não verificável até ser emitida pelo servidor');
  expect(texto).not.toMatch(/Código de verificação/);
  await checkpoint(page, 'relatorio-offline');

  await context.setOffline(false);
  await expect
    .poll(
      async () => (await (await page.request.get(`api/casos/${casoId}`)).json()).relatorio_exclusoes.length,
      { timeout: 30_000 },
    )
    .toBe(1);
  // The provisional copy's record reached the server, which issued the official report itself.
  const sha256 = createHash('sha256').update(readFileSync(arquivo)).digest('hex');
  const admin = await page
    .context()
    .browser()
    ?.newPage({ baseURL: page.url().replace(/relatorio$/, '') });
  if (!admin) throw new Error('sem navegador');
  await loginAs(admin, USERS.admin.matricula);
  await expect
    .poll(
      async () => {
        const logs = await (await admin.request.get(`api/logs?casoId=${casoId}`)).json();
        return (logs.data as { action: string; context: Record<string, unknown> }[]).find(
          (l) =>
            l.action === 'relatorio.gerado' &&
            (l.context.copia_provisoria as { sha256?: string } | undefined)?.sha256 === sha256,
        )?.context.origem;
      },
      { timeout: 30_000 },
    )
    .toBe('servidor');
  await admin.close();
});
