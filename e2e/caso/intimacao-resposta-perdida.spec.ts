/**
 * A summons is an official act sent through the outbox: when the link dies after the server issued
 * it but before its answer reached the phone (the bars still up: a TCP proxy, no 'offline' event),
 * the outbox sends it again by itself, and the server must hear the same summons. Before 30/11 it
 * compared the time as sent ('14:30') with the time as kept ('14:30:00') and refused the resend.
 */
import { criarCaso, diaDaqui } from '../casos';
import { expect, test } from '../enlace';
import { nadaAguardando } from '../envio-cortado';
import { casoSelecionadoId, preencherTudo } from '../relatorio-fixtures';
import { entrarComo, USERS } from '../support';

const COMPARECIMENTO = diaDaqui(25);

test('a summons whose answer was lost is sent again by itself and is the same summons, not a refusal', async ({
  page,
  enlace,
}) => {
  test.setTimeout(120_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso da intimacao perdida');
  const casoId = await casoSelecionadoId(page);
  await preencherTudo(page, casoId);
  await page.goto('relatorio');
  await page.getByRole('region', { name: 'Suspeitos' }).getByRole('button', { name: 'Intimar' }).click();
  await page.getByLabel('Data do comparecimento').fill(COMPARECIMENTO.replaceAll('/', ''));
  await page.getByLabel('Hora').fill('1430');

  const corte = enlace.dropAnswerTo(/POST \/rip-app\/api\/casos\/[^/]+\/intimacoes /, { refuseMs: 3_000 });
  await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Emitir intimação' }).click(),
  ]);
  await corte;
  await expect(nadaAguardando(page)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('button', { name: /não aceito/ })).toHaveCount(0);
  const intimacoes = page.getByRole('region', { name: 'Intimações' });
  await expect(intimacoes.getByText(`Carlos Suspeito — ${COMPARECIMENTO} às 14:30`)).toHaveCount(1);

  // On the server: one summons.
  const caso = await (await page.request.get(`api/casos/${casoId}`)).json();
  expect(caso.intimacoes).toHaveLength(1);
});
