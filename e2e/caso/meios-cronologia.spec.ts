import { expect, type Page, test } from '@playwright/test';
import { badge, campo, criarCaso, escolher } from '../casos';
import { checkpoint } from '../checkpoint';
import { entrarComo, USERS, waitForOfflineReady } from '../support';

interface CasoLido {
  id: string;
  name: string;
  meios: { instrumento_crime: string; outro_instrumento_crime: string | null; calibres: string[] }[];
  acionamentos: { tipo: string; horario: string; momento: string }[];
}

/** The case as the server has it, found by its name in the history. */
async function casoNoServidor(page: Page, nome: RegExp): Promise<CasoLido> {
  const historico = (await (await page.request.get('api/casos/historico')).json()) as {
    data: { id: string; name: string }[];
  };
  const id = historico.data.find((caso) => nome.test(caso.name))?.id;
  expect(id, `caso ${nome} no histórico`).toBeTruthy();
  return (await (await page.request.get(`api/casos/${id}`)).json()) as CasoLido;
}

const calibresAdicionados = (page: Page) =>
  page.getByRole('list', { name: 'Calibres adicionados' }).getByRole('listitem');

test('Meios: a firearm with two calibres under the list’s rules, another instrument, and a means deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, 'caso dos meios');
  await page.getByTestId('tile-meios').click();
  await expect(page.getByRole('heading', { name: 'Meios' })).toBeVisible();
  await expect(page.getByText('Nenhum meio cadastrado!')).toBeVisible();
  await checkpoint(page, 'meios-vazio');

  await page.getByRole('button', { name: 'Adicionar Meios' }).click();
  await expect(page.getByRole('heading', { name: 'Adicionar novo meio' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Voltar' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Instrumento' })).toHaveValue('Desconhecido');
  await expect(page.getByRole('combobox', { name: 'Meio de transporte' })).toHaveValue('Desconhecido');
  // Neither the other instrument nor the calibres until their instrument is chosen.
  await expect(campo(page, 'Outro instrumento')).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Calibre' })).toHaveCount(0);

  // Issue 40: the open list, taller than its box, scrolls by keyboard and switch access too.
  await page.getByRole('combobox', { name: 'Instrumento', exact: true }).click();
  await expect(page.getByRole('option', { name: 'Outro', exact: true })).toBeVisible();
  await checkpoint(page, 'meios-instrumento-aberto');
  await page.getByRole('option', { name: 'Outro', exact: true }).click();
  await expect(campo(page, 'Outro instrumento')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Calibre' })).toHaveCount(0);

  await escolher(page, 'Instrumento', 'Arma de Fogo');
  await expect(campo(page, 'Outro instrumento')).toHaveCount(0);
  await expect(page.getByText(/^Nenhum calibre adicionado\./)).toBeVisible();
  const adicionar = page.getByRole('button', { name: 'Adicionar calibre' });
  // Nothing chosen, nothing added.
  await expect(adicionar).toBeDisabled();
  await escolher(page, 'Calibre', '0.38');
  await adicionar.click();
  await expect(calibresAdicionados(page)).toHaveText(['0.38']);
  await expect(page.getByRole('combobox', { name: 'Calibre' })).toHaveValue('');
  // A calibre already listed cannot be chosen again.
  await page.getByRole('combobox', { name: 'Calibre' }).click();
  await expect(page.getByRole('option', { name: '0.38', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await page.getByRole('option', { name: '12', exact: true }).click();
  await adicionar.click();
  await escolher(page, 'Calibre', '9mm');
  await adicionar.click();
  await expect(calibresAdicionados(page)).toHaveText(['0.38', '12', '9mm']);
  await page.getByRole('button', { name: 'Remover calibre 12' }).click();
  await expect(calibresAdicionados(page)).toHaveText(['0.38', '9mm']);

  await escolher(page, 'Meio de transporte', 'Moto');
  await page.getByRole('textbox', { name: 'Rota de chegada' }).fill('Pela Rua das Flores, vindo do centro');
  await page.getByRole('textbox', { name: 'Rota de fuga' }).fill('Em direção à BR-230');
  await page.getByRole('textbox', { name: 'Anotação sobre o meio' }).fill('Dois ocupantes na moto');
  await checkpoint(page, 'meios-form');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Meio salvo com successo!')).toBeVisible();

  // Back to the list.
  await expect(page.getByRole('heading', { name: 'Meios' })).toBeVisible();
  const arma = page.getByRole('article', { name: 'Meio 1: Arma de Fogo' });
  await expect(arma.getByText('0.38', { exact: true })).toBeVisible();
  await expect(arma.getByText('9mm', { exact: true })).toBeVisible();
  await expect(arma.getByText('12', { exact: true })).toHaveCount(0);
  await expect(arma.getByText('Moto', { exact: true })).toBeVisible();
  await expect(arma.getByText('Em direção à BR-230')).toBeVisible();
  await expect(
    arma.getByText(/Registrado por Carla Investigadora em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/),
  ).toBeVisible();

  // Outro asks which; what was typed stays while the message shows.
  await page.getByRole('button', { name: 'Adicionar Meios' }).click();
  await escolher(page, 'Instrumento', 'Outro');
  await page.getByRole('textbox', { name: 'Rota de fuga' }).fill('Pelo mangue');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Informe qual é o outro instrumento.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Rota de fuga' })).toHaveValue('Pelo mangue');
  await campo(page, 'Outro instrumento').fill('Barra de ferro');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Meio 2: Outro: Barra de ferro' })).toBeVisible();
  await checkpoint(page, 'meios-lista');

  const salvo = await casoNoServidor(page, /dos meios/i);
  expect(salvo.meios.map((m) => [m.instrumento_crime, m.outro_instrumento_crime, m.calibres])).toEqual([
    ['Arma de Fogo', null, ['0.38', '9mm']],
    ['Outro', 'Barra de ferro', []],
  ]);

  await arma.getByRole('button', { name: 'Apagar Meio 1: Arma de Fogo' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Confirma a exclusão de meios ?' });
  await expect(confirmar.getByText('Arma de Fogo deixará de constar neste caso.')).toBeVisible();
  await checkpoint(page, 'meios-apagar');
  await confirmar.getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText('Meio deletado com sucesso!')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('article', { name: 'Meio 1: Outro: Barra de ferro' })).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(badge(page, 'meios')).toHaveText('1');
});

test('Cronologia: the events in order, an impossible order warned and kept, an event deleted', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await entrarComo(page, USERS.delegado.matricula);
  await criarCaso(page, 'caso da cronologia');
  await page.getByTestId('tile-acionamentos').click();
  await expect(page.getByRole('heading', { name: 'Cronologia' })).toBeVisible();
  await expect(page.getByText('Não há eventos registrados.')).toBeVisible();
  // The time starts at now, on the phone's clock (America/Fortaleza in these journeys).
  const agora = await page.evaluate(() => {
    const now = new Date();
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
  });
  await expect(campo(page, 'Data')).toHaveValue(agora);
  await expect(campo(page, 'Hora')).toHaveValue(/^\d{2}:\d{2}$/);
  await checkpoint(page, 'cronologia-vazia');

  const registrar = page.getByRole('button', { name: 'Registrar evento' });
  await campo(page, 'Hora').fill('');
  await registrar.click();
  await expect(page.getByText('Selecione o tipo do evento', { exact: true })).toBeVisible();
  await expect(page.getByText('Selecione o horário do evento')).toBeVisible();

  const evento = async (tipo: string, data: string, hora: string) => {
    await escolher(page, 'Evento', tipo);
    await campo(page, 'Data').fill(data);
    await campo(page, 'Hora').fill(hora);
  };
  await evento('Acionamento da Perícia', '2026-03-10', '14:00');
  await registrar.click();
  await expect(page.getByText('Momento registrado com sucesso!')).toBeVisible();
  // The form starts over, at now.
  await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('');
  await expect(campo(page, 'Data')).toHaveValue(agora);

  // Told before saving, and saved anyway.
  await evento('Chegada da Perícia', '2026-03-10', '13:30');
  await expect(page.getByRole('status').getByText('Chegada antes do Acionamento da Perícia.')).toBeVisible();
  await registrar.click();
  // The first save's toast may still be up: the form starting over is what says this one is saved.
  const lista = page.getByRole('list', { name: 'Eventos da cronologia' });
  await expect(lista.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('');
  await evento('Data/Hora do Acontecimento', '2026-03-10', '12:05');
  await registrar.click();

  await expect(lista.getByRole('article')).toHaveCount(3);
  // In chronological order, not in the order typed; on the phone's clock, dd/MM/yyyy HH:mm.
  expect(
    await lista.getByRole('article').evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label'))),
  ).toEqual([
    'Data/Hora do Acontecimento, 10/03/2026 12:05',
    'Chegada da Perícia, 10/03/2026 13:30',
    'Acionamento da Perícia, 10/03/2026 14:00',
  ]);
  await expect(page.getByRole('alert').getByText('Um evento fora de ordem')).toBeVisible();
  const chegada = lista.getByRole('article', { name: 'Chegada da Perícia, 10/03/2026 13:30' });
  await expect(
    chegada.getByText('Chegada antes do Acionamento da Perícia (10/03/2026 14:00).'),
  ).toBeVisible();
  await expect(chegada.getByText(/Registrado em .* por Bruno Delegado/)).toBeVisible();
  await checkpoint(page, 'cronologia-aviso');

  // The server keeps the instant (13:30 in Paraíba is 16:30 UTC) and its own moment, now.
  const salvo = await casoNoServidor(page, /da cronologia/i);
  const noServidor = salvo.acionamentos.find((e) => e.tipo === 'Chegada da Perícia');
  expect(noServidor?.horario).toBe('2026-03-10T16:30:00.000Z');
  expect(Math.abs(Date.parse(noServidor?.momento ?? '') - Date.now())).toBeLessThan(120_000);

  await chegada.getByRole('button', { name: 'Apagar Chegada da Perícia de 10/03/2026 13:30' }).click();
  const confirmar = page.getByRole('dialog', { name: 'Apagar evento?' });
  await confirmar.getByRole('button', { name: 'Apagar' }).click();
  await expect(page.getByText('O evento foi removido com sucesso.')).toBeVisible();
  await expect(lista.getByRole('article')).toHaveCount(2);
  await expect(page.getByText('Um evento fora de ordem')).toHaveCount(0);

  // An event in the future is warned of too.
  await evento('Remoção do Corpo', '2099-01-01', '10:00');
  await registrar.click();
  await expect(
    lista
      .getByRole('article', { name: 'Remoção do Corpo, 01/01/2099 10:00' })
      .getByText('Horário no futuro: confira a data e a hora.'),
  ).toBeVisible();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(badge(page, 'acionamentos')).toHaveText('3');

  // A type chosen and the screen left: the type waits in the draft, and the time on return is the
  // phone's now (three hours earlier on its clock here), not the time it had when left.
  await page.getByTestId('tile-acionamentos').click();
  await escolher(page, 'Evento', 'Corpo Encontrado');
  const horaDeixada = await campo(page, 'Hora').inputValue();
  await page.getByRole('link', { name: 'Voltar' }).click();
  await page.clock.setFixedTime(Date.now() - 3 * 3_600_000);
  const horaDeAgora = await page.evaluate(() => new Date().toTimeString().slice(0, 5));
  expect(horaDeAgora).not.toBe(horaDeixada);
  await page.getByTestId('tile-acionamentos').click();
  await expect(page.getByText('Rascunho recuperado')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('Corpo Encontrado');
  await expect(campo(page, 'Hora')).toHaveValue(horaDeAgora);
  await page.getByRole('button', { name: 'Descartar rascunho' }).click();
  await expect(page.getByRole('combobox', { name: 'Evento' })).toHaveValue('');
  await expect(campo(page, 'Hora')).toHaveValue(horaDeAgora);
});

test('with no signal a means and an event wait on the phone, show at once, and reach the server once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await entrarComo(page, USERS.escrivao.matricula);
  await criarCaso(page, 'caso meios offline');
  await page.getByTestId('tile-meios').click();
  await expect(page.getByText('Nenhum meio cadastrado!')).toBeVisible();
  await waitForOfflineReady(page);
  await context.setOffline(true);

  await page.getByRole('button', { name: 'Adicionar Meios' }).click();
  await escolher(page, 'Instrumento', 'Arma de Fogo');
  await escolher(page, 'Calibre', '0.40');
  await page.getByRole('button', { name: 'Adicionar calibre' }).click();
  await escolher(page, 'Meio de transporte', 'Carro');
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page.getByText('Sem conexão com a Internet').first()).toBeVisible();
  const meio = page.getByRole('article', { name: 'Meio 1: Arma de Fogo' });
  await expect(meio.getByText('Aguardando sincronização')).toBeVisible();
  await expect(meio.getByText('0.40', { exact: true })).toBeVisible();
  await checkpoint(page, 'meios-offline');

  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(badge(page, 'meios')).toHaveText('1');
  await page.getByTestId('tile-acionamentos').click();
  await escolher(page, 'Evento', 'Corpo Encontrado');
  await page.getByRole('button', { name: 'Registrar evento' }).click();
  const evento = page.getByRole('list', { name: 'Eventos da cronologia' }).getByRole('article');
  await expect(evento).toHaveCount(1);
  await expect(evento.getByText('Corpo Encontrado')).toBeVisible();
  await expect(evento.getByText('Aguardando sincronização')).toBeVisible();
  await checkpoint(page, 'cronologia-offline');
  await page.getByRole('link', { name: 'Voltar' }).click();
  await expect(badge(page, 'acionamentos')).toHaveText('1');

  await context.setOffline(false);
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  const salvo = await casoNoServidor(page, /meios offline/i);
  expect(salvo.meios.map((m) => [m.instrumento_crime, m.calibres])).toEqual([['Arma de Fogo', ['0.40']]]);
  expect(salvo.acionamentos.map((e) => e.tipo)).toEqual(['Corpo Encontrado']);
  // Marked as saved once the server has them.
  await page.getByTestId('tile-acionamentos').click();
  await expect(evento.getByText(/Registrado em .* por Davi Escrivão/)).toBeVisible();
});
