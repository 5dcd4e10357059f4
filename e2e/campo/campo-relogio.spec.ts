/**
 * The phone's clock, wrong or in another zone: the app types and shows Paraíba's time, as the
 * papers print it, and judges the case's window on the server's clock as it learns it.
 */
import { expect, type Page, test } from '@playwright/test';
import { campo, criarCaso, escolher } from '../casos';
import { idDoCaso } from '../dois-celulares';
import { entrarComo, USERS } from '../support';

async function acionamentosNoServidor(page: Page, nome: string): Promise<{ horario: string }[]> {
  const id = await idDoCaso(page, nome);
  return (
    (await (await page.request.get(`api/casos/${id}`)).json()) as { acionamentos: { horario: string }[] }
  ).acionamentos;
}

test.describe('a phone set to UTC (no SIM card)', () => {
  test.use({ timezoneId: 'UTC' });

  test('types and reads the event on Paraíba’s clock, as the report prints it', async ({ page }) => {
    await entrarComo(page, USERS.escrivao.matricula);
    await criarCaso(page, 'caso do celular em utc');
    await page.getByTestId('tile-acionamentos').click();
    await escolher(page, 'Evento', 'Corpo Encontrado');
    await campo(page, 'Data').fill('2026-03-10');
    await campo(page, 'Hora').fill('22:30');
    await page.getByRole('button', { name: 'Registrar evento' }).click();
    const lista = page.getByRole('list', { name: 'Eventos da cronologia' });
    await expect(lista.getByRole('article', { name: 'Corpo Encontrado, 10/03/2026 22:30' })).toBeVisible();
    const [evento] = await acionamentosNoServidor(page, 'caso do celular em utc');
    expect(evento?.horario).toBe('2026-03-11T01:30:00.000Z');
  });
});

test('a phone whose clock runs a day fast still writes inside the window: the server’s clock decides', async ({
  page,
}) => {
  // A phone a day and ten minutes ahead: by its own clock every new case is already past its window.
  await page.clock.install({ time: Date.now() + 24 * 3_600_000 + 10 * 60_000 });
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso do relógio adiantado');
  await expect(page.getByText('Prazo de edição encerrado')).toHaveCount(0);
  await page.getByTestId('tile-acionamentos').click();
  await escolher(page, 'Evento', 'Acionamento da Polícia Civil');
  await page.getByRole('button', { name: 'Registrar evento' }).click();
  await expect(page.getByText('Momento registrado com sucesso!')).toBeVisible();
  expect(await acionamentosNoServidor(page, 'caso do relógio adiantado')).toHaveLength(1);
});
