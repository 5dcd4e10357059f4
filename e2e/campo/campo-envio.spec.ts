import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import { campo, criarCaso, escolher, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { E2E_DATA_DIR, entrarComo, USERS, waitForOfflineReady } from '../support';
import { comGps, vestigioComVideo } from '../vestigio';

/**
 * Issue 25, the outbox in the field: a cut upload resumes by itself, a refused item is called
 * refused wherever it shows, the hub stays true while a slow queue goes, and a failed first try is
 * tried again with no tap.
 */

const MB = 1024 * 1024;
const UPLOADS_DIR = path.join(E2E_DATA_DIR, 'uploads');

interface CasoLido {
  id: string;
  name: string;
  vestigios: { midias: { kind: string; sha256: string; size_bytes: number }[] }[];
  vitimas: { pessoa: { nome: string } }[];
}

async function casoNoServidor(page: Page, nome: RegExp): Promise<CasoLido> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => nome.test(caso.name))?.id;
  if (!id) throw new Error(`caso ${nome} não está no histórico`);
  return (await (await page.request.get(`api/casos/${id}`)).json()) as CasoLido;
}

/** The bytes the server holds of the largest upload begun after `desde` (its waiting room on disk). */
function bytesNoServidor(desde: Set<string>): number {
  let maior = 0;
  for (const nome of readdirSync(UPLOADS_DIR)) {
    if (nome.endsWith('.json') || desde.has(nome)) continue;
    maior = Math.max(maior, statSync(path.join(UPLOADS_DIR, nome)).size);
  }
  return maior;
}

function uploadsExistentes(): Set<string> {
  try {
    return new Set(readdirSync(UPLOADS_DIR));
  } catch {
    return new Set();
  }
}

test('a 40 MB video cut at ~40 % goes on by itself from where the server has it', async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const TAMANHO = 40 * MB;
  const video = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(TAMANHO - 4)]);
  const hash = createHash('sha256').update(video).digest('hex');
  await comGps(context);
  await entrarComo(page, USERS.investigador.matricula);
  await waitForOfflineReady(page);
  await criarCaso(page, 'caso do vídeo cortado');
  await vestigioComVideo(page, 'rua.webm', video);

  // Every chunk the browser starts: its offset and its length.
  // Every chunk the server took: where it began and where the server's offset ended after it.
  const patches: { offset: number; ate: number; aposVolta: boolean }[] = [];
  let voltou = false;
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'PATCH' || !/\/api\/uploads\//.test(response.url()) || !response.ok()) return;
    patches.push({
      offset: Number(request.headers()['upload-offset']),
      ate: Number(response.headers()['upload-offset']),
      aposVolta: voltou,
    });
  });

  const antes = uploadsExistentes();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  // The signal drops when the server holds ~40 % of the file, watched on the server's disk.
  await expect
    .poll(() => bytesNoServidor(antes), { timeout: 120_000, intervals: [50] })
    .toBeGreaterThanOrEqual(0.4 * TAMANHO);
  await context.setOffline(true);
  const noCorte = bytesNoServidor(antes);

  await expect(page).toHaveURL(/\/Caso$/, { timeout: 30_000 });
  await page.getByRole('button', { name: /^Sincronização: 1 item/ }).click();
  const fila = page.getByRole('dialog', { name: 'Sincronização' });
  await expect(fila.getByText('Aguardando conexão')).toBeVisible();
  await expect(fila.getByText('Não aceitos pelo servidor')).toHaveCount(0);
  await checkpoint(page, 'fila-aguardando-conexao');

  // What the server holds once the cut request is over: the resume must start there.
  const naVolta = bytesNoServidor(antes);
  voltou = true;
  // The rest of the file is held back while the screen of a file going is checked: on a quick
  // machine it was all sent, and the dialog gone, before axe had read it.
  let soltar = () => {};
  const segurando = new Promise<void>((resolve) => {
    soltar = resolve;
  });
  await context.route(/\/api\/uploads\//, async (route) => {
    if (route.request().method() === 'PATCH') await segurando;
    // A request the app gave up while it was held is gone: nothing to let through.
    await route.continue().catch(() => undefined);
  });
  const volta = Date.now();
  await context.setOffline(false);
  await expect(fila.getByText(/^Enviando \d+ de 40 MB…$/)).toBeVisible({ timeout: 30_000 });
  await checkpoint(page, 'fila-enviando');
  soltar();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 120_000,
  });
  const ate = Date.now() - volta;
  await expect(page.getByText('Não aceitos pelo servidor')).toHaveCount(0);

  const retomada = patches.filter((p) => p.aposVolta).sort((a, b) => a.offset - b.offset);
  // Sent again: the bytes of a chunk after the return that the server already had.
  const duasVezes = retomada.reduce((soma, p) => soma + Math.max(0, Math.min(p.ate, naVolta) - p.offset), 0);
  const aposVolta = retomada.reduce((soma, p) => soma + (p.ate - p.offset), 0);
  console.log(
    `vídeo cortado: ${TAMANHO} bytes; no servidor ao cortar ${noCorte}, na volta ${naVolta}; ` +
      `retomado em ${retomada[0]?.offset}; ${aposVolta} bytes depois da volta, ${duasVezes} enviados duas vezes; ` +
      `da volta ao fim ${ate} ms`,
  );
  expect(retomada[0]?.offset).toBe(naVolta);
  expect(duasVezes).toBe(0);
  expect(aposVolta).toBe(TAMANHO - naVolta);

  const caso = await casoNoServidor(page, /vídeo cortado/i);
  expect(caso.vestigios.map((v) => v.midias.map((m) => [m.kind, m.sha256, m.size_bytes]))).toEqual([
    [['video', hash, TAMANHO]],
  ]);
});

/** A victim of attempted homicide, as the person form takes it (the referral list already on the phone). */
async function novaVitima(page: Page, nome: string): Promise<void> {
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Tentativa de Homicídio');
  await escolher(page, 'Vítima Encaminhada para', 'UPA Bayeux');
  await campo(page, 'Nome').fill(nome);
  await salvarPessoa(page);
  await expect(page.getByText(`${nome} (Offline)`)).toBeVisible();
}

test.describe('without Background Sync (iOS, Firefox)', () => {
  // The page alone sends, as on a browser with no worker sync; it is also the page's requests the
  // test makes fail (a worker's would not pass through page.route).
  test.use({ serviceWorkers: 'block' });

  test('a first try that fails after the signal returns is tried again by itself; a refusal is called one everywhere', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    await entrarComo(page, USERS.escrivao.matricula);
    await criarCaso(page, 'caso da tentativa fraca');
    // One online visit to the form keeps the referral places on the phone.
    await page.getByTestId('tile-vitima').click();
    await page.getByRole('button', { name: 'Adicionar' }).click();
    await escolher(page, 'Tipificação', 'Tentativa de Homicídio');
    await expect(page.getByRole('combobox', { name: 'Vítima Encaminhada para' })).toBeVisible();
    await page.goto('Caso');

    await context.setOffline(true);
    await page.getByTestId('tile-vitima').click();
    await novaVitima(page, 'Rita Fraca');
    await novaVitima(page, 'Recusada Souza');

    // The first send of Rita meets a link that drops; Recusada is refused by the server.
    const tentativas: string[] = [];
    await page.route('**/api/casos/*/vitimas', async (route) => {
      const corpo = route.request().postData() ?? '';
      const quem = corpo.includes('Rita Fraca') ? 'Rita' : 'Recusada';
      tentativas.push(quem);
      if (quem === 'Rita' && tentativas.filter((t) => t === 'Rita').length === 1) {
        return route.abort('connectionfailed');
      }
      if (quem === 'Recusada') {
        return route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ code: 'FORBIDDEN', message: 'Sem permissão.' }),
        });
      }
      return route.continue();
    });
    const volta = Date.now();
    await context.setOffline(false);

    // No tap: Rita goes on the next try, and Recusada is refused.
    const botao = page.getByRole('button', { name: 'Sincronização: 1 item não aceito' });
    await expect(botao).toBeVisible({ timeout: 30_000 });
    console.log(`nova tentativa sozinha: ${tentativas.join(', ')}; da volta ao fim ${Date.now() - volta} ms`);
    expect(tentativas.slice(0, 2)).toEqual(['Rita', 'Rita']);

    // The list calls Recusada refused, Rita saved; nothing says there is no connection.
    await expect(page.getByText('Rita Fraca', { exact: true })).toBeVisible({ timeout: 15_000 });
    const recusada = page.getByRole('listitem').filter({ hasText: 'Recusada Souza' });
    await expect(recusada.getByText('Não aceito pelo servidor')).toBeVisible();
    await expect(recusada.getByText('Aguardando sincronização')).toHaveCount(0);
    // Its name is not marked '(Offline)' either: the badge beside it says what happened.
    await expect(recusada.getByText('Recusada Souza', { exact: true })).toBeVisible();
    await expect(recusada).not.toContainText('(Offline)');
    await expect(page.getByText(/Sem conexão/)).toHaveCount(0);
    await checkpoint(page, 'vitima-recusada');

    await botao.click();
    const fila = page.getByRole('dialog', { name: 'Sincronização' });
    await expect(fila.getByText('Não aceitos pelo servidor')).toBeVisible();
    await expect(fila.getByRole('button', { name: 'Descartar' })).toBeVisible();
    await checkpoint(page, 'fila-recusado');
    const descartar = await fila.getByRole('button', { name: 'Descartar' }).boundingBox();
    expect((descartar?.x ?? 0) + (descartar?.width ?? 999)).toBeLessThanOrEqual(360);

    const caso = await casoNoServidor(page, /tentativa fraca/i);
    expect(caso.vitimas.map((v) => v.pessoa.nome)).toEqual(['Rita Fraca']);
  });
});
