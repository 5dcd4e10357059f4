/**
 * A save on a poor link takes seconds. A form that closes once saved, and a note (one text, which
 * a correction typed meanwhile would turn into a second one), take no typing while it goes; the
 * timeline, open for the next event, keeps what was begun for it.
 */
import { expect, type Page, test } from '@playwright/test';
import { campo, criarCaso, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { idDoCaso } from '../dois-celulares';
import { segurarEnvios } from '../fila';
import { entrarComo, USERS } from '../support';

async function acionamentosNoServidor(page: Page, nome: string): Promise<{ tipo: string }[]> {
  const id = await idDoCaso(page, nome);
  return ((await (await page.request.get(`api/casos/${id}`)).json()) as { acionamentos: { tipo: string }[] })
    .acionamentos;
}

test('a slow save: a means or a note takes no typing meanwhile; what is begun for the next event stays', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await entrarComo(page, USERS.escrivao.matricula);
  await criarCaso(page, 'caso do envio lento');

  // The means form closes once saved: what would be typed while it goes would close with it.
  await page.getByTestId('tile-meios').click();
  await page.getByRole('button', { name: 'Adicionar Meios' }).click();
  const liberarMeio = await segurarEnvios(page, 'meios');
  await escolher(page, 'Instrumento', 'Arma Branca');
  const fuga = page.getByRole('textbox', { name: 'Rota de fuga' });
  await fuga.fill('Pelo mangue');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(fuga).toBeDisabled();
  await expect(fuga).toHaveValue('Pelo mangue');
  await checkpoint(page, 'meio-salvando-travado');
  liberarMeio();
  await expect(page.getByText('Meio salvo com successo!')).toBeVisible();
  await expect(
    page.getByRole('article', { name: 'Meio 1: Arma Branca' }).getByText('Pelo mangue'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();

  await page.getByTestId('tile-acionamentos').click();
  const liberarEvento = await segurarEnvios(page, 'acionamentos');
  await escolher(page, 'Evento', 'Acionamento da Perícia');
  await campo(page, 'Data').fill('2026-03-10');
  await campo(page, 'Hora').fill('14:00');
  const registrar = page.getByRole('button', { name: 'Registrar evento' });
  await registrar.click();
  await expect(registrar).toHaveAttribute('data-loading', 'true');
  // The next event is begun while the first one is still being sent.
  await escolher(page, 'Evento', 'Chegada da Perícia');
  await campo(page, 'Hora').fill('14:40');
  liberarEvento();
  await expect(page.getByText('Momento registrado com sucesso!')).toBeVisible();
  const lista = page.getByRole('list', { name: 'Eventos da cronologia' });
  await expect(lista.getByRole('article')).toHaveCount(1);
  // What was begun is kept; the date, left as it was sent, starts over at today like a new form.
  await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('Chegada da Perícia');
  await expect(campo(page, 'Hora')).toHaveValue('14:40');
  await campo(page, 'Data').fill('2026-03-10');
  await registrar.click();
  // A second event, not the first one sent again under its id.
  await expect(lista.getByRole('article')).toHaveCount(2);
  await expect(lista.getByRole('article', { name: 'Chegada da Perícia, 10/03/2026 14:40' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('');
  const salvo = await acionamentosNoServidor(page, 'caso do envio lento');
  expect(salvo.map((e) => e.tipo).sort()).toEqual(['Acionamento da Perícia', 'Chegada da Perícia']);

  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.getByTestId('tile-anotacaoComplementar').click();
  // A note is one text: a correction typed while it goes would be a second, near-identical note.
  // It waits, then empties for the next one.
  const liberarNota = await segurarEnvios(page, 'anotacoes');
  const nova = page.getByRole('textbox', { name: 'Nova anotação' });
  await nova.fill('Portão aberto.');
  await page.getByRole('button', { name: 'Salvar Anotação' }).click();
  await expect(nova).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Ditar' })).toBeDisabled();
  await checkpoint(page, 'anotacao-salvando-travada');
  liberarNota();
  await expect(page.getByText('Anotação salva com sucesso!')).toBeVisible();
  await expect(page.getByRole('article').filter({ hasText: 'Portão aberto.' })).toBeVisible();
  await expect(nova).toBeEnabled();
  await expect(nova).toHaveValue('');
});
