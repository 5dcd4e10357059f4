import { randomBytes } from 'node:crypto';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { campo, criarCaso } from '../casos';
import { checkpoint } from '../checkpoint';
import { outroCelular } from '../dois-celulares';
import { MB, nadaAguardando } from '../envio-cortado';
import { loginAs, USERS, waitForOfflineReady } from '../support';
import { comGps, vestigioComVideo } from '../vestigio';

const UNIDADE = 'Delegacia de Homicídios de João Pessoa';
const LIMITE = 'Aguardar Wi-Fi acima de (MB)';

/**
 * The phone's link as Chrome on Android reports it (Network Information API): 'cellular' until the
 * journey calls `window.__conexao('wifi')`, which fires the 'change' event the browser would.
 */
async function celularNosDadosMoveis(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const conexao = Object.assign(new EventTarget(), { type: 'cellular', saveData: false });
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => conexao });
    (window as unknown as { __conexao: (type: string) => void }).__conexao = (type) => {
      conexao.type = type;
      conexao.dispatchEvent(new Event('change'));
    };
  });
}

/** The administrator's unit form, on `valor` MB (blank: no wait). */
async function limiteDaUnidade(admin: Page, valor: string): Promise<void> {
  await admin.goto('unidades');
  await admin.getByRole('button', { name: /Listar unidades/ }).click();
  await admin.getByRole('button', { name: `Editar ${UNIDADE}` }).click();
  await campo(admin, LIMITE).fill(valor);
}

interface CasoLido {
  vestigios: { midias: { size_bytes: number }[] }[];
  anotacoes: { anotacao: string }[];
}

async function casoNoServidor(page: Page, nome: string): Promise<CasoLido> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => caso.name.toLowerCase() === nome)?.id;
  return (await (await page.request.get(`api/casos/${id}`)).json()) as CasoLido;
}

const videoDe = (bytes: number) =>
  Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), randomBytes(bytes - 4)]);

test('on a cellular link a big video waits for Wi-Fi, a note goes at once, and the officer may send it anyway', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(120_000);
  const { context: celularDoAdmin, page: admin } = await outroCelular(browser, USERS.admin.matricula);
  await limiteDaUnidade(admin, '0');
  await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(
    admin.getByText(
      'Informe um número inteiro de 1 a 1.000 MB, ou deixe em branco para não aguardar o Wi-Fi.',
    ),
  ).toBeVisible();
  await campo(admin, LIMITE).fill('1');
  await checkpoint(admin, 'admin-unidade-wifi');
  await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(admin.getByText('Unidade atualizada com sucesso!')).toBeVisible();
  await expect(admin.getByText(/Wi-Fi acima de 1 MB/)).toBeVisible();
  await checkpoint(admin, 'admin-unidades-wifi');

  try {
    await celularNosDadosMoveis(context);
    await comGps(context);
    // A login of its own: the limit comes with the session that login answers, before any save.
    await loginAs(page, USERS.investigador.matricula);
    const nome = 'caso do plano de dados';
    await criarCaso(page, nome);

    await vestigioComVideo(page, 'portaria.webm', videoDe(2 * MB));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByText('Arquivo grande salvo no aparelho', { exact: false })).toBeVisible();

    // A note of the same case goes at once, past the video that waits.
    await page.goto('Caso');
    await page.getByTestId('tile-anotacaoComplementar').click();
    await page.getByRole('textbox', { name: 'Nova anotação' }).fill('Portaria com câmera voltada à rua.');
    await page.getByRole('button', { name: 'Salvar Anotação' }).click();
    // Sent, not queued: the form's own success, not a 'saved on the device'.
    await expect(page.getByText('Anotação salva com sucesso!')).toBeVisible();
    await expect
      .poll(async () => (await casoNoServidor(page, nome)).anotacoes.length, { timeout: 15_000 })
      .toBe(1);
    expect((await casoNoServidor(page, nome)).vestigios).toHaveLength(0);

    // The unit's limit is kept with the session: the app opened without signal still applies it.
    await waitForOfflineReady(page);
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('button', { name: 'Sincronização: 1 item aguardando' }).click();
    const fila = page.getByRole('dialog', { name: 'Sincronização' });
    await expect(fila.getByText('Aguardando Wi-Fi')).toBeVisible();
    await context.setOffline(false);
    await expect(fila.getByText('Sem conexão com a Internet')).toHaveCount(0);
    await expect(fila.getByText(/^2,0 MB: acima do limite da unidade/)).toBeVisible();
    await checkpoint(page, 'fila-aguardando-wifi');
    await fila.getByRole('button', { name: 'Enviar agora pelo celular' }).click();
    await expect(fila.getByText('Todos os dados estão sincronizados.')).toBeVisible({ timeout: 30_000 });
    await fila.getByRole('button', { name: 'Fechar' }).click();
    expect((await casoNoServidor(page, nome)).vestigios.map((v) => v.midias[0]?.size_bytes)).toEqual([
      2 * MB,
    ]);

    // Another one waits too, and goes by itself once the phone is on Wi-Fi.
    await page.goto('Caso');
    await vestigioComVideo(page, 'garagem.webm', videoDe(3 * MB));
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();
    await page.waitForTimeout(1_000);
    expect((await casoNoServidor(page, nome)).vestigios).toHaveLength(1);
    await page.evaluate(() => (window as unknown as { __conexao: (type: string) => void }).__conexao('wifi'));
    await expect(nadaAguardando(page)).toBeVisible({ timeout: 30_000 });
    expect((await casoNoServidor(page, nome)).vestigios).toHaveLength(2);
  } finally {
    // The e2e database outlives the run: the unit is left as the other journeys expect it.
    await limiteDaUnidade(admin, '');
    await admin.getByRole('button', { name: 'Salvar', exact: true }).click();
    await expect(admin.getByText('Unidade atualizada com sucesso!')).toBeVisible();
    await celularDoAdmin.close();
  }
});
