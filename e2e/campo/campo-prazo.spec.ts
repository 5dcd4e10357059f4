/**
 * A case past its 24-hour window (issue 25 item 5): the server's clock decides, so the case is made
 * older in the server's database, not on the phone. No screen offers a form the server would
 * refuse, each says why; and a write the phone's own clock knows to be too late is refused before
 * it waits in the outbox.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { criarCaso, envelhecer, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, USERS, waitForOfflineReady } from '../support';

const CSRF = { 'x-rip-csrf': '1' };
const PRAZO = 'Prazo de edição encerrado';
const BLOQUEADA = 'O caso só pode ser alterado nas primeiras 24 horas após a sua criação.';
const HORA_MS = 3_600_000;

async function casoAberto(page: Page, nome: string): Promise<string> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => caso.name.toLowerCase() === nome.toLowerCase())?.id;
  if (!id) throw new Error(`${nome} não está no histórico`);
  return id;
}

async function acionamentosNoServidor(page: Page, casoId: string): Promise<number> {
  return ((await (await page.request.get(`api/casos/${casoId}`)).json()) as { acionamentos: unknown[] })
    .acionamentos.length;
}

/** Each case screen, what it offers while the case may change, and whether the window stops it. */
const TELAS = [
  { tile: 'vitima', heading: 'Vítimas', oferta: { role: 'button', name: 'Adicionar' } },
  { tile: 'testemunha', heading: 'Testemunhas', oferta: { role: 'button', name: 'Adicionar' } },
  { tile: 'suspeito', heading: 'Suspeitos', oferta: { role: 'button', name: 'Adicionar' } },
  {
    tile: 'geolocalizacaoCaso',
    heading: 'Local do Crime',
    oferta: { role: 'button', name: 'Inserir Manualmente' },
  },
  { tile: 'equipe', heading: 'Equipe', oferta: { role: 'form', name: 'Adicionar membros' } },
  { tile: 'meios', heading: 'Meios', oferta: { role: 'button', name: 'Adicionar Meios' } },
  { tile: 'vestigio', heading: 'Vestígios', oferta: { role: 'button', name: 'Adicionar Vestígio' } },
  {
    tile: 'camera_seguranca',
    heading: 'Câmeras de Segurança',
    oferta: { role: 'button', name: 'Adicionar nova câmera' },
  },
  { tile: 'anotacaoComplementar', heading: 'Anotações', oferta: { role: 'form', name: 'Nova anotação' } },
  { tile: 'acionamentos', heading: 'Cronologia', oferta: { role: 'button', name: 'Registrar evento' } },
] as const;

test('a case past its window offers no form on any screen and says why; sharing stays open', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso fora do prazo');
  const casoId = await casoAberto(page, 'caso fora do prazo');
  // A meio and an event of its own, whose delete buttons must go too.
  const meio = await page.request.post(`api/casos/${casoId}/meios`, {
    headers: CSRF,
    data: { id: randomUUID(), instrumento_crime: 'Arma Branca', calibres: [] },
  });
  expect(meio.status()).toBe(201);

  // Within the window the timeline offers its form, so its absence below is the window's doing.
  await page.getByTestId('tile-acionamentos').click();
  await expect(page.getByRole('button', { name: 'Registrar evento' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();

  await envelhecer(casoId, 25 * HORA_MS);
  await page.reload();
  await expect(page.getByText(PRAZO)).toBeVisible();
  await expect(
    page.getByText('Passadas 24 horas do registro, este caso não pode mais ser alterado.'),
  ).toBeVisible();
  await checkpoint(page, 'prazo-hub');

  for (const tela of TELAS) {
    await page.getByTestId(`tile-${tela.tile}`).click();
    await expect(page.getByRole('heading', { name: tela.heading, level: 1 })).toBeVisible();
    await expect(page.getByText(PRAZO), tela.heading).toBeVisible();
    await expect(page.getByRole(tela.oferta.role, { name: tela.oferta.name, exact: true })).toHaveCount(0);
    if (tela.tile === 'meios') {
      await expect(page.getByText('Arma Branca')).toBeVisible();
      await expect(page.getByRole('button', { name: /Apagar|Excluir|Deletar/ })).toHaveCount(0);
      await checkpoint(page, 'prazo-meios');
    }
    if (tela.tile === 'acionamentos') await checkpoint(page, 'prazo-cronologia');
    await page.getByRole('link', { name: 'Voltar' }).click();
    await expect(page).toHaveURL(/\/Caso$/);
  }

  // Who has access is not the case's content: the window does not close sharing (spec §5).
  await page.getByTestId('tile-compartilhamento').click();
  await expect(page.getByRole('heading', { name: /Compartilha/, level: 1 })).toBeVisible();
  await expect(page.getByText('Compartilhar caso')).toBeVisible();
  await expect(page.getByText(PRAZO)).toHaveCount(0);

  // The history: neither rename nor delete, and the reason on the case.
  await page.goto('historico');
  const item = page.getByRole('listitem').filter({ hasText: 'Caso Fora do Prazo' });
  await expect(item.getByText(PRAZO)).toBeVisible();
  await expect(item.getByRole('button', { name: /Renomear caso/ })).toHaveCount(0);
  await expect(item.getByRole('button', { name: /Apagar caso/ })).toHaveCount(0);
  await checkpoint(page, 'prazo-historico');
});

test('offline, a write the phone’s clock knows to be past the window is refused before it is queued', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  // The phone's clock, to let it run past the window while the screen is open without signal.
  await page.clock.install();
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso quase no prazo');
  await waitForOfflineReady(page);
  const casoId = await casoAberto(page, 'caso quase no prazo');
  // Five minutes of the window left, on the server.
  await envelhecer(casoId, 24 * HORA_MS - 5 * 60_000);

  await page.goto('Caso');
  await expect(page.getByTestId('tile-acionamentos')).toBeVisible();
  await expect(page.getByText(PRAZO)).toHaveCount(0);
  await page.getByTestId('tile-acionamentos').click();
  await escolher(page, 'Evento', 'Acionamento da Polícia Civil');

  await context.setOffline(true);
  // Ten minutes later on the phone (its screen was off: no timer ran meanwhile).
  await page.clock.setSystemTime(Date.now() + 10 * 60_000);
  await page.getByRole('button', { name: 'Registrar evento' }).click();
  await expect(page.getByText('Ação Bloqueada')).toBeVisible();
  await expect(page.getByText(BLOQUEADA)).toBeVisible();
  await checkpoint(page, 'prazo-offline-recusado');
  // Nothing waits on the phone to fail later.
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible();

  // Once the phone's timers catch up, the form closes and the screen says why.
  await page.clock.fastForward('06:00');
  await expect(page.getByText(PRAZO)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Registrar evento' })).toHaveCount(0);

  await context.setOffline(false);
  expect(await acionamentosNoServidor(page, casoId)).toBe(0);
});
