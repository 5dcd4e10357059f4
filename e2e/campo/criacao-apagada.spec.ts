/**
 * Issue 40: a late create never brings back a deleted record. The officer's save of a witness
 * reaches the server and its answer is lost on the link (the proxy of e2e/enlace.ts); a colleague
 * deletes the witness meanwhile; when the link is back the outbox sends the create again and the
 * server refuses it (410 REGISTRO_APAGADO). The officer reads why, copies what was typed and
 * discards it; the witness stays deleted, and the refusal is on the log.
 */
import type { APIRequestContext } from '@playwright/test';
import { badge, campo, criarCaso, escolher, formularioFechado, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { adicionarVitima, compartilharCom, idDoCaso } from '../dois-celulares';
import { expect, test } from '../enlace';
import { DEMO_PASSWORD, entrarComo, USERS, waitForOfflineReady } from '../support';

const CSRF = { 'x-rip-csrf': '1' };

/** The server itself, not through the officer's link: a colleague's phone has its own. */
const SERVIDOR = `http://localhost:${Number(process.env.E2E_PORT ?? 3999)}/rip-app/`;

interface TestemunhaLida {
  id: string;
  versao: number;
  pessoa: { id: string; nome: string };
}

const testemunhasDe = async (api: APIRequestContext, casoId: string) =>
  ((await (await api.get(`api/casos/${casoId}`)).json()) as { testemunhas: TestemunhaLida[] }).testemunhas;

test('a witness saved whose answer was lost, then deleted by a colleague, is not brought back: the officer reads why, copies and discards it', async ({
  page,
  context,
  enlace,
  playwright,
}) => {
  test.setTimeout(120_000);
  const colega = async (matricula: string) => {
    const api = await playwright.request.newContext({ baseURL: SERVIDOR, extraHTTPHeaders: CSRF });
    const login = await api.post('api/auth/login', { data: { matricula, password: DEMO_PASSWORD } });
    expect(login.ok()).toBe(true);
    return api;
  };
  await entrarComo(page, USERS.investigador.matricula);
  await waitForOfflineReady(page);
  await criarCaso(page, 'Caso Resposta Perdida');
  await compartilharCom(page, USERS.delegado.matricula);
  const casoId = await idDoCaso(page, 'Caso Resposta Perdida');
  await adicionarVitima(page);
  const delegado = await colega(USERS.delegado.matricula);

  // The witness's save reaches the server; the link dies as its answer starts back.
  await page.goto('testemunha');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipo de vínculo', 'Vizinho');
  await escolher(page, 'Vítima', 'Maria da Silva');
  await campo(page, 'Nome').fill('Ana Pereira');
  const respostas: number[] = [];
  context.on('response', (resposta) => {
    if (resposta.request().method() === 'POST' && /\/testemunhas$/.test(resposta.url()))
      respostas.push(resposta.status());
  });
  const corte = enlace.dropAnswerTo(/POST \/rip-app\/api\/casos\/[^/]+\/testemunhas /);
  await salvarPessoa(page);
  await corte;
  await formularioFechado(page);
  await expect(page.getByText('Ana Pereira (Offline)')).toBeVisible();

  // Meanwhile the delegate, on his own phone, deletes the witness the server did make.
  const [feita] = await testemunhasDe(delegado, casoId);
  expect(feita?.pessoa.nome).toMatch(/^Ana Pereira$/i);
  const apagada = await delegado.delete(
    `api/casos/${casoId}/testemunhas/${feita?.pessoa.id}?versao_base=${feita?.versao}`,
  );
  expect(apagada.status()).toBe(200);

  // The link is back: the outbox sends the create again by itself, and the server refuses it.
  enlace.restore();
  const botao = page.getByRole('button', { name: 'Sincronização: 1 item não aceito' });
  await expect(botao).toBeVisible({ timeout: 30_000 });
  await botao.click();
  const fila = page.getByRole('dialog', { name: 'Sincronização' });
  const item = fila.locator('.mantine-Paper-root').filter({ hasText: 'Testemunha Ana Pereira' });
  await expect(item.getByText('Este registro foi apagado e não será recriado.')).toBeVisible();
  await expect(
    item.getByText(
      'Este registro já tinha sido salvo e depois foi apagado. Se ainda precisar dele, copie os dados e cadastre de novo; depois descarte este item.',
    ),
  ).toBeVisible();
  await expect(item.getByRole('definition').filter({ hasText: 'Ana Pereira' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Reenviar' })).toHaveCount(0);
  await expect(item.getByRole('button', { name: 'Recriar com estes dados' })).toHaveCount(0);
  // Heard by the phone: only the refusal, the first answer having died on the link.
  expect(respostas).toEqual([410]);
  await checkpoint(page, 'criacao-apagada-fila');
  // Scenes are recorded at night, on a phone set to dark.
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await checkpoint(page, 'criacao-apagada-fila-escuro');

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await item.getByRole('button', { name: 'Copiar dados' }).click();
  await expect(item.getByRole('button', { name: 'Copiado' })).toBeVisible();
  const copiado = await page.evaluate(() => navigator.clipboard.readText());
  expect(copiado).toMatch(/^Testemunha Ana Pereira\n/);
  expect(copiado).toContain('Vizinho');

  await item.getByRole('button', { name: 'Descartar' }).click();
  const descartar = page.getByRole('dialog', { name: 'Tem certeza?' });
  await expect(descartar.getByText('Estes dados digitados serão perdidos:')).toBeVisible();
  await expect(descartar.getByRole('definition').filter({ hasText: 'Ana Pereira' })).toBeVisible();
  await checkpoint(page, 'criacao-apagada-descartar');
  await descartar.getByRole('button', { name: 'Descartar' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The witness stays deleted: on the server, in the list and on the hub.
  expect(await testemunhasDe(delegado, casoId)).toEqual([]);
  await expect(page.getByText(/Ana Pereira/i)).toHaveCount(0);
  await page.goto('Caso');
  await expect(badge(page, 'testemunha')).toHaveText('0');

  // The refused create is on the log, with the record it would have brought back.
  const admin = await colega(USERS.admin.matricula);
  await expect
    .poll(async () => {
      const log = (await (await admin.get(`api/logs?casoId=${casoId}`)).json()) as {
        data: { action: string; context: { registroId?: string }; user: { matricula: string } | null }[];
      };
      return log.data
        .filter((linha) => linha.action === 'registro.recriacao_recusada')
        .map((linha) => [linha.context.registroId, linha.user?.matricula]);
    })
    .toEqual([[feita?.id, USERS.investigador.matricula]]);
  await Promise.all([delegado.dispose(), admin.dispose()]);
});
