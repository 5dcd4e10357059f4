/**
 * Issue 39, item 9: a person shared by two cases. The delegate corrects, in their case, the name and
 * CPF of a person the investigator's case also holds: the form says so before saving, the
 * investigator's case history shows who changed what and from which case, and the old CPF still
 * finds the person and her cases.
 */
import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import { completeCpf, formatCpf } from '../../shared/formatos/cpf';
import { campo } from '../casos';
import { checkpoint } from '../checkpoint';
import { abrirCaso, outroCelular } from '../dois-celulares';
import { entrarComo, USERS } from '../support';

const CSRF = { 'x-rip-csrf': '1' };
const cpfNovo = () => completeCpf(String(100_000_000 + Math.floor(Math.random() * 899_999_999)));

async function post(page: Page, url: string, data: object) {
  const resposta = await page.request.post(`api${url}`, { headers: CSRF, data });
  expect(resposta.status(), `${url}: ${await resposta.text()}`).toBe(201);
  return resposta.json();
}

/** A new case named `name` with the person `pessoa` as its victim, through the API. */
async function casoComVitima(page: Page, name: string, pessoa: object) {
  const caso = await post(page, '/casos', { id: randomUUID(), name });
  await post(page, `/casos/${caso.id}/vitimas`, {
    id: randomUUID(),
    pessoa,
    endereco: null,
    caracteristicas_fisicas: null,
    anotacoes: null,
    vitima: { crime_id: 1, estado_cadaver: 'Morte Recente', meio_morte: 'Arma de Fogo' },
  });
  return caso as { id: string; identificador: string };
}

test("a correction of a shared person's name and CPF reaches the other case's history, and the old CPF still finds her", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const cpfAntigo = cpfNovo();
  const cpfCorrigido = cpfNovo();
  const pessoa = { id: randomUUID(), nome: 'Marta Vizinha Lopes', cpf: cpfAntigo, mae: 'Joana Lopes' };
  await entrarComo(page, USERS.investigador.matricula);
  await casoComVitima(page, 'Caso Vizinho B', pessoa);

  // The delegate links the same person to their case and corrects her name and CPF there.
  const delegado = await outroCelular(browser, USERS.delegado.matricula);
  const casoA = await casoComVitima(delegado.page, 'Caso Da Correcao A', pessoa);
  await abrirCaso(delegado.page, 'Caso Da Correcao A');
  await delegado.page.goto('Vitima');
  await delegado.page.getByRole('link', { name: /^Editar Marta Vizinha Lopes/i }).click();
  await campo(delegado.page, 'Nome').fill('Marta Vizinho Lopes');
  await campo(delegado.page, 'CPF').fill(formatCpf(cpfCorrigido));
  await delegado.page.getByRole('button', { name: 'Salvar', exact: true }).click();
  const confirmar = delegado.page.getByRole('dialog', { name: 'Editar vítima?' });
  await expect(
    confirmar.getByText(
      'Esta pessoa também está em outro caso; a mudança de nome e CPF aparecerá no histórico dele.',
    ),
  ).toBeVisible();
  await checkpoint(delegado.page, 'pessoa-em-outro-caso-confirmacao');
  await confirmar.getByRole('button', { name: 'Confirmar' }).click();
  await expect(delegado.page.getByText('Vítima editada com sucesso.')).toBeVisible();
  await delegado.context.close();

  // The investigator's case tells who changed what, from which case; its own record stays.
  await abrirCaso(page, 'Caso Vizinho B');
  await page.getByRole('link', { name: 'Histórico de alterações' }).click();
  const entrada = page
    .getByRole('list', { name: 'Histórico de alterações' })
    .getByRole('listitem')
    .filter({ hasText: 'Alterado em outro caso' });
  await expect(entrada.getByText('Cadastro único: Marta Vizinha Lopes')).toBeVisible();
  await expect(
    entrada.getByText(new RegExp(`^No caso ${casoA.identificador}, por Bruno Delegado`)),
  ).toBeVisible();
  await expect(entrada.getByText('Marta Vizinha Lopes → Marta Vizinho Lopes')).toBeVisible();
  await expect(entrada.getByText(`${formatCpf(cpfAntigo)} → ${formatCpf(cpfCorrigido)}`)).toBeVisible();
  await expect(entrada.getByText('Caso Da Correcao A')).toHaveCount(0);
  await checkpoint(page, 'historico-alterado-em-outro-caso');

  // The search by the CPF she had finds her, as she is on record now, and says why.
  await page.goto('home');
  await page.getByRole('link', { name: /^Pesquisa/ }).click();
  await campo(page, 'CPF').fill(formatCpf(cpfAntigo));
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const achada = page.getByRole('list', { name: 'Pessoas encontradas' }).getByRole('listitem');
  await expect(achada).toHaveCount(1);
  await expect(achada).toContainText('Marta Vizinho Lopes');
  await expect(achada).toContainText('Encontrada por dado anterior do cadastro');
  // Her two cases too, as by the CPF she has now.
  await expect(page.getByRole('tab', { name: /Casos/ })).toContainText('2');
  await checkpoint(page, 'busca-dado-anterior');
});
