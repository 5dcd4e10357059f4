import { expect, test } from '@playwright/test';
import { badge, campo, criarCaso, escolher, PNG_1X1, salvarPessoa } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, USERS, waitForOfflineReady } from '../support';

interface PessoaLida {
  pessoa: { id: string; nome: string; vulgo: string | null };
  caracteristicas_fisicas: { tatuagem: string | null; tatuagem_descricao: string | null } | null;
  vitima: { crime_id: number; estado_cadaver: string | null; encaminhado: string | null } | null;
  pessoaTipo: string | null;
  parentesco: string | null;
  documentos: number;
}

test('the same journey with no signal: everything waits on the phone and reaches the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(150_000);
  await entrarComo(page, USERS.admin.matricula);
  // One online visit to a person list keeps the cities and referral places on the phone.
  await criarCaso(page, 'caso com sinal');
  await page.getByTestId('tile-vitima').click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Tentativa de Homicídio');
  await expect(page.getByRole('combobox', { name: 'Vítima Encaminhada para' })).toBeVisible();
  await page.goto('home');
  await waitForOfflineReady(page);

  await context.setOffline(true);
  await page.getByRole('link', { name: /Novo Caso/ }).click();
  await page.getByLabel('Informe o nome do caso').fill('caso sem sinal');
  await page.getByRole('button', { name: 'Criar novo caso' }).click();
  await expect(page).toHaveURL(/\/Caso$/);
  await expect(page.getByText('Sem conexão com a Internet').first()).toBeVisible();
  await expect(page.getByText('Aguardando sincronização').first()).toBeVisible();

  // Attempted homicide, referral chosen from the list kept on the phone.
  await page.getByTestId('tile-vitima').click();
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Tentativa de Homicídio');
  await escolher(page, 'Vítima Encaminhada para', 'UPA Bayeux');
  await campo(page, 'Nome').fill('Rita de Cássia');
  await salvarPessoa(page);
  await expect(page.getByText('Rita de Cássia (Offline)')).toBeVisible();

  // Homicide, with a city from the list kept on the phone.
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipificação', 'Homicídio');
  await escolher(page, 'Estado do cadáver', 'Putrefação');
  await escolher(page, 'Meio de morte', 'Afogamento');
  await campo(page, 'Nome').fill('Severino Ramos');
  await page.getByRole('combobox', { name: 'Cidade' }).fill('bayeux');
  await page.getByRole('option', { name: 'Bayeux / PB' }).click();
  await salvarPessoa(page);
  await expect(page.getByText('Severino Ramos (Offline)')).toBeVisible();
  await checkpoint(page, 'offline-vitimas');

  // A witness linked to the first victim as Familiar / irmão, then deleted.
  await page.goto('testemunha');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipo de vínculo', 'Familiar');
  await escolher(page, 'Parentesco', 'irmão');
  await escolher(page, 'Vítima', 'Rita de Cássia (Offline)');
  await campo(page, 'Nome').fill('Josefa de Cássia');
  await salvarPessoa(page);
  await expect(page.getByText('Josefa de Cássia (Offline)')).toBeVisible();

  // A suspect with a tattoo and a scanned document, then edited.
  await page.goto('suspeito');
  await page.getByRole('button', { name: 'Adicionar' }).click();
  await escolher(page, 'Tipo de vínculo', 'Amigo');
  await escolher(page, 'Vítima', 'Severino Ramos (Offline)');
  await campo(page, 'Nome').fill('Damião Lima');
  await escolher(page, 'Tatuagem', 'SIM');
  await campo(page, 'Descrição da tatuagem').fill('Âncora no peito');
  await page.getByLabel('Tipo de documento').selectOption('RG');
  await page
    .getByTestId('documento-arquivo')
    .setInputFiles({ name: 'rg.png', mimeType: 'image/png', buffer: PNG_1X1 });
  await salvarPessoa(page);
  await expect(page.getByText('Damião Lima (Offline)')).toBeVisible();
  await page.getByRole('link', { name: 'Editar Damião Lima' }).click();
  await campo(page, 'Vulgo').fill('Galego');
  await salvarPessoa(page);
  await page
    .getByRole('dialog', { name: 'Editar suspeito?' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await expect(page.getByText('Damião Lima (Offline)')).toBeVisible();

  await page.goto('testemunha');
  await page.getByRole('button', { name: 'Apagar Josefa de Cássia' }).click();
  await page
    .getByRole('dialog', { name: 'Apagar testemunha?' })
    .getByRole('button', { name: 'Apagar' })
    .click();
  await expect(page.getByText('Josefa de Cássia')).toHaveCount(0);

  await page.goto('Caso');
  await expect(badge(page, 'vitima')).toHaveText('2');
  await expect(badge(page, 'suspeito')).toHaveText('1');
  await expect(badge(page, 'testemunha')).toHaveText('0');
  await checkpoint(page, 'offline-hub');

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Aguardando sincronização')).toHaveCount(0);
  await expect(page.getByText(/^\d{4}\.\d{6}$/).first()).toBeVisible();

  // What the server holds: the case once, its people once, the edit and the delete applied.
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const casos = historico.data.filter((caso) => caso.name === 'Caso Sem Sinal');
  expect(casos).toHaveLength(1);
  const caso = (await (await page.request.get(`api/casos/${casos[0]?.id}`)).json()) as {
    vitimas: PessoaLida[];
    testemunhas: PessoaLida[];
    suspeitos: PessoaLida[];
  };
  expect(caso.vitimas.map((v) => [v.pessoa.nome, v.vitima?.crime_id, v.vitima?.encaminhado])).toEqual([
    ['Rita de Cássia', 2183, 'UPA_BAYEUX'],
    ['Severino Ramos', 1, null],
  ]);
  expect(caso.testemunhas).toEqual([]);
  expect(caso.suspeitos).toHaveLength(1);
  expect(caso.suspeitos[0]).toMatchObject({
    pessoa: { nome: 'Damião Lima', vulgo: 'Galego' },
    caracteristicas_fisicas: { tatuagem: 'SIM', tatuagem_descricao: 'Âncora no peito' },
    pessoaTipo: 'Amigo',
    documentos: 1,
  });
});
