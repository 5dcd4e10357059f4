import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { fotoDe2020 } from '../../shared/test-fotos';
import { escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { lerPdf, paginasPng } from '../relatorio-fixtures';
import { fotografarVestigio, investigadorNaCena } from '../vestigio';

/**
 * Issue 27 items 1 and 6, through the real server: a photo picked from the phone's gallery is
 * imported, never captured — shown, traced and printed with what its EXIF says (2020) apart from
 * the import's own moment; a photo from the app's camera stays captured; and the export downloaded
 * from the evidence screen checks with `sha256sum -c`.
 */

/** pdftotext's lines, joined, with the layout's runs of spaces made one. */
const corrido = (texto: string) => texto.replace(/\s+/g, ' ');

test('a gallery photo with 2020 EXIF is imported, never captured, on screen, in custody and on paper; the export checks', async ({
  page,
  context,
}) => {
  test.setTimeout(180_000);
  await investigadorNaCena(page, context, 'caso da foto da galeria');
  await fotografarVestigio(page);
  const galeria = await fotoDe2020();
  await page
    .getByTestId('vestigio-arquivos')
    .setInputFiles({ name: 'IMG_20200314_092653.jpg', mimeType: 'image/jpeg', buffer: galeria });
  await expect(page.getByRole('button', { name: 'Ampliar Foto 2' })).toBeVisible();
  await escolher(page, 'Tipo do vestígio', 'INSTRUMENTO DO CRIME');
  const criado = page.waitForRequest(
    (request) => request.method() === 'POST' && /\/api\/casos\/[^/]+\/vestigios$/.test(request.url()),
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const corpo = (await criado).postDataJSON() as {
    midias: { origem: string; capturada_em: string; arquivo: { criado_em: string; modelo: string } | null }[];
  };
  await expect(page.getByText('Vestígio salvo com sucesso!')).toBeVisible({ timeout: 30_000 });
  // What the phone sent: the camera's photo captured; the gallery's imported, its EXIF apart.
  expect(corpo.midias.map((m) => m.origem)).toEqual(['captura', 'importacao']);
  expect(corpo.midias[1]?.arquivo).toMatchObject({
    criado_em: '2020-03-14T09:26:53',
    modelo: 'samsung SM-A515F',
  });
  expect(corpo.midias[1]?.capturada_em.slice(0, 4)).not.toBe('2020');

  const card = page.getByRole('article', { name: 'INSTRUMENTO DO CRIME' });
  await expect(card.getByText(/^Capturada pela câmera do app em /)).toHaveCount(1);
  await expect(card.getByText(/^Importada do aparelho em /)).toHaveCount(1);
  await expect(card.getByText('Arquivo diz: criado em 14/03/2020 09:26:53 (sem fuso horário)')).toBeVisible();
  await checkpoint(page, 'vestigios-origem');

  await card.getByRole('button', { name: 'Cadeia de custódia' }).click();
  const custodia = page.getByRole('dialog', { name: 'Cadeia de custódia' });
  await expect(
    custodia.getByText(
      /^Importada do aparelho em .*posição do aparelho na importação: -7\.11950, -34\.84500 \(±10 m\)$/,
    ),
  ).toBeVisible();
  await expect(
    custodia.getByText(
      'Segundo o próprio arquivo "IMG_20200314_092653.jpg" (não verificado): criado em 14/03/2020 09:26:53 (sem fuso horário); GPS -7.11944, -34.84500; aparelho samsung SM-A515F',
    ),
  ).toBeVisible();
  await expect(custodia.getByLabel('Eventos de custódia').getByText('Importada do aparelho')).toBeVisible({
    timeout: 20_000,
  });
  await checkpoint(page, 'vestigio-custodia-origem');
  await page.keyboard.press('Escape');

  // The export, from the button: the zip a court checks with sha256sum -c.
  const exportar = page.getByRole('link', { name: 'Exportar vestígios' });
  await expect(exportar).toBeVisible();
  await checkpoint(page, 'vestigios-exportar');
  const [download] = await Promise.all([page.waitForEvent('download'), exportar.click()]);
  const dir = mkdtempSync(path.join(tmpdir(), 'rip-exportacao-'));
  try {
    await download.saveAs(path.join(dir, 'exportacao.zip'));
    execFileSync('unzip', ['-q', 'exportacao.zip'], { cwd: dir });
    const conferido = execFileSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: dir, encoding: 'utf8' });
    expect(conferido).toBe('midias/Vestígio 01 – foto 1.jpg: OK\nmidias/Vestígio 01 – foto 2.jpg: OK\n');
    expect(readFileSync(path.join(dir, 'midias', 'Vestígio 01 – foto 2.jpg')).equals(galeria)).toBe(true);
    const leiaMe = readFileSync(path.join(dir, 'LEIA-ME.txt'), 'utf8');
    expect(leiaMe).toContain('shasum -a 256 -c SHA256SUMS');
    expect(leiaMe).toContain('certutil -hashfile');
    const historico = readFileSync(path.join(dir, 'CUSTODIA.txt'), 'utf8');
    expect(historico).toContain('criado em 14/03/2020 09:26:53 (sem fuso horário)');
    expect(historico).toContain('Exportada');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }

  // The report, from the server and from the phone: imported with its EXIF time, never captured.
  await page.goto('relatorio');
  for (const [botao, nome] of [
    ['Gerar PDF no servidor', 'origem-servidor.pdf'],
    ['Gerar PDF no aparelho', 'origem-aparelho.pdf'],
  ] as const) {
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: botao }).click(),
    ]);
    const { arquivo, texto } = await lerPdf(pdf, nome);
    const linhas = corrido(texto);
    expect(linhas).toMatch(
      /Vestígio 01 – foto 1 — Capturada pela câmera do app em \d{2}\/\d{2}\/20\d\d \d{2}:\d{2}/,
    );
    expect(linhas).toMatch(
      /Vestígio 01 – foto 2 — Importada do aparelho em \d{2}\/\d{2}\/20\d\d \d{2}:\d{2}/,
    );
    expect(linhas).toContain(
      'Segundo o próprio arquivo "IMG_20200314_092653.jpg" (não verificado): criado em 14/03/2020 09:26:53',
    );
    expect(linhas).not.toMatch(/foto 2 — Capturada/);
    expect(linhas.match(/Capturada pela câmera do app/g)).toHaveLength(1);
    paginasPng(arquivo, nome.replace('.pdf', ''));
  }
});
