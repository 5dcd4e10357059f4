import { expect, test } from '@playwright/test';
import { completeCpf, formatCpf } from '../../shared/formatos/cpf';
import { campo } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, USERS } from '../support';

/** A valid CPF nobody has: the search answers with an empty list, as most probes of a mask would. */
const cpfQualquer = () => completeCpf(String(100_000_000 + Math.floor(Math.random() * 899_999_999)));

/**
 * A user who sees CPFs masked (the perito: no ver_perfil) searches by a whole CPF at most
 * CPF_BUSCAS_POR_HORA times an hour in each list (60 by default). The first 60 go through the API,
 * as a script probing a mask would; the next, typed on the search screen, is refused with the
 * server's words, what was typed stays, and the case list (its own count) still answers.
 */
test('past the hour’s CPF searches, the search screen says how long to wait and keeps the CPF typed', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await entrarComo(page, USERS.perito.matricula);
  for (let n = 0; n < 60; n += 1) {
    const resposta = await page.request.get(`api/busca/pessoas?cpf=${cpfQualquer()}`);
    expect(resposta.status()).toBe(200);
  }

  await page.getByRole('link', { name: /Pesquisa/ }).click();
  await expect(page.getByRole('heading', { name: 'Pesquisa' })).toBeVisible();
  const cpf = formatCpf(cpfQualquer());
  await campo(page, 'CPF').fill(cpf);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const aviso = page.getByRole('alert').filter({ hasText: 'Limite de 60 buscas por CPF por hora atingido.' });
  await expect(aviso).toBeVisible();
  await expect(aviso).toContainText(/Tente de novo em (60|59) minutos\./);
  await expect(campo(page, 'CPF')).toHaveValue(cpf);
  await checkpoint(page, 'busca-limite-cpf');

  await page.getByRole('tab', { name: /Casos/ }).click();
  await expect(page.getByText('Nenhum caso encontrado')).toBeVisible();
});
