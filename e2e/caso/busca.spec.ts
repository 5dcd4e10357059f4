import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { campo } from '../casos';
import { checkpoint } from '../checkpoint';
import { DEMO_PASSWORD, entrarComo, fillLogin, loginAs, sair, USERS } from '../support';

const CSRF = { 'x-rip-csrf': '1' };

/** A surname no other spec uses, with an accent, so the accent-free search has to fold it. */
const SOBRENOME = `Quixabeíra${Math.random().toString(36).slice(2, 6)}`;
const SEM_ACENTO = SOBRENOME.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A case with 25 people named '… {SOBRENOME} NN' (a victim and 24 suspects), through the API. */
async function casoCom25Pessoas(page: Page, name: string): Promise<string> {
  const casoId = randomUUID();
  expect((await page.request.post('api/casos', { data: { id: casoId, name }, headers: CSRF })).status()).toBe(
    201,
  );
  const pessoa = (n: number) => ({
    id: randomUUID(),
    nome: `Severino ${SOBRENOME} ${String(n).padStart(2, '0')}`,
  });
  const vitimaId = randomUUID();
  const vitima = await page.request.post(`api/casos/${casoId}/vitimas`, {
    headers: CSRF,
    data: {
      id: vitimaId,
      pessoa: pessoa(0),
      endereco: null,
      caracteristicas_fisicas: null,
      anotacoes: null,
      vitima: { crime_id: 1, estado_cadaver: 'Morte Recente', meio_morte: 'Arma de Fogo' },
    },
  });
  expect(vitima.status()).toBe(201);
  for (let n = 1; n < 25; n += 1) {
    const suspeito = await page.request.post(`api/casos/${casoId}/suspeitos`, {
      headers: CSRF,
      data: {
        id: randomUUID(),
        pessoa: pessoa(n),
        vinculo: { pessoaTipo: 'Amigo', vitimaVinculoId: vitimaId },
      },
    });
    expect(suspeito.status()).toBe(201);
  }
  return casoId;
}

test('search a person without accents, scroll to the second page, open the case; empty results and a bad CPF', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrarComo(page, USERS.investigador.matricula);
  await casoCom25Pessoas(page, 'Caso da Pesquisa');

  // Entering from Home starts an empty search.
  await page.getByRole('link', { name: /Pesquisa/ }).click();
  await expect(page.getByRole('heading', { name: 'Pesquisa' })).toBeVisible();
  await checkpoint(page, 'busca-inicio');

  await campo(page, 'Nome').fill(SEM_ACENTO);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const pessoas = page.getByRole('list', { name: 'Pessoas encontradas' });
  await expect(pessoas.getByRole('listitem')).toHaveCount(20);
  await expect(page.getByRole('tab', { name: /Pessoas/ })).toContainText('25');
  await expect(pessoas.getByRole('listitem').first()).toContainText(`Severino ${SOBRENOME} 00`);
  // The filters fill a phone's screen: the results are brought up to the top, under the header.
  await expect(pessoas.getByRole('listitem').first()).toBeInViewport({ ratio: 1 });
  await expect
    .poll(async () => (await page.getByRole('tab', { name: /Pessoas/ }).boundingBox())?.y ?? 999)
    .toBeLessThan(150);
  await checkpoint(page, 'busca-pessoas');

  // The end of the list in view asks for the second page, appended under the first.
  await pessoas.getByRole('listitem').last().scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  await expect(pessoas.getByRole('listitem')).toHaveCount(25);
  await expect(pessoas.getByRole('listitem').last()).toContainText(`Severino ${SOBRENOME} 24`);
  await expect(page.getByText('Todos os 25 resultados')).toBeVisible();
  await checkpoint(page, 'busca-pessoas-pagina-2');

  // A profile opened from far down the list opens at its top; back, the list is where it was left.
  const naLista = await page.evaluate(() => window.scrollY);
  expect(naLista).toBeGreaterThan(300);
  await pessoas.getByRole('button', { name: `Abrir perfil de Severino ${SOBRENOME} 24` }).click();
  await expect(page).toHaveURL(/\/perfil\//);
  await expect(page.getByText(`Severino ${SOBRENOME} 24`).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(pessoas.getByRole('listitem')).toHaveCount(25);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(naLista - 50);
  // Again, now that the profile's screen and data are at hand and it draws at once.
  await pessoas.getByRole('button', { name: `Abrir perfil de Severino ${SOBRENOME} 24` }).click();
  await expect(page.getByText(`Severino ${SOBRENOME} 24`).first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(pessoas.getByRole('listitem')).toHaveCount(25);

  await page.getByRole('tab', { name: /Casos/ }).click();
  const casos = page.getByRole('list', { name: 'Casos encontrados' });
  await expect(casos.getByRole('listitem')).toHaveCount(1);
  await expect(casos).toContainText('Minha equipe');
  await checkpoint(page, 'busca-casos');
  await casos.getByRole('button', { name: /Abrir caso Caso da Pesquisa/ }).click();
  await expect(page).toHaveURL(/\/rip-app\/Caso$/);
  await expect(page.getByText('Caso da Pesquisa').first()).toBeVisible();

  // Back from the case, the search is as it was left.
  await page.goBack();
  await expect(page.getByRole('list', { name: 'Casos encontrados' }).getByRole('listitem')).toHaveCount(1);
  await expect(campo(page, 'Nome')).toHaveValue(SEM_ACENTO);

  await campo(page, 'Nome').fill('ninguemcomestenome');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Nenhuma pessoa encontrada')).toBeVisible();
  await page.getByRole('tab', { name: /Casos/ }).click();
  await expect(page.getByText('Nenhum caso encontrado')).toBeVisible();
  await checkpoint(page, 'busca-vazia');

  await page.getByRole('button', { name: 'Limpar' }).click();
  await campo(page, 'CPF').fill('123.456.789-00');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('CPF inválido.')).toBeVisible();
  await expect(campo(page, 'CPF')).toHaveValue('123.456.789-00');
  await page.getByRole('button', { name: 'Limpar' }).click();
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByText('Informe ao menos um filtro.')).toBeVisible();
  await checkpoint(page, 'busca-erros');

  // Entering again from Home, after a search, starts empty: nothing of the last search is left.
  await campo(page, 'Nome').fill(SEM_ACENTO);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  await expect(page.getByRole('list', { name: 'Pessoas encontradas' }).getByRole('listitem')).toHaveCount(20);
  await page.getByRole('link', { name: 'RIP — início' }).click();
  await page.getByRole('link', { name: /^Pesquisa/ }).click();
  await expect(page.getByRole('heading', { name: 'Pesquisa' })).toBeVisible();
  await expect(campo(page, 'Nome')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Pessoas encontradas' })).toHaveCount(0);
  await expect(page.getByRole('tab', { name: /Pessoas/ })).toHaveCount(0);
});

test("a shared phone: the next officer's Back does not bring back the last one's search", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Its session ends here: logged in through the form, not with a worker's kept session.
  await loginAs(page, USERS.investigador.matricula);
  await casoCom25Pessoas(page, 'Caso do Celular Dividido');
  await page.getByRole('link', { name: /Pesquisa/ }).click();
  await campo(page, 'Nome').fill(SEM_ACENTO);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const pessoas = page.getByRole('list', { name: 'Pessoas encontradas' });
  await expect(pessoas.getByRole('listitem')).toHaveCount(20);
  await pessoas
    .getByRole('button', { name: `Abrir perfil de Severino ${SOBRENOME} 01` })
    .first()
    .click();
  await expect(page).toHaveURL(/\/perfil\//);
  await sair(page);

  // The next officer of the shift, on the same phone, presses Back from their Home.
  await fillLogin(page, USERS.escrivao.matricula, DEMO_PASSWORD);
  await expect(page).toHaveURL(/\/rip-app\/home$/);
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Pesquisa' })).toBeVisible();
  await expect(campo(page, 'Nome')).toHaveValue('');
  await expect(page.getByRole('list', { name: 'Pessoas encontradas' })).toHaveCount(0);
  await expect(page.getByText(SOBRENOME)).toHaveCount(0);
  await checkpoint(page, 'busca-celular-dividido');
});
