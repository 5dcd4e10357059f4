/**
 * Issue 26 beyond the people: the case's name and its video note edited by two officers at once.
 * Investigador 1000003 creates the case and shares it with Delegado 1000002; each works on their
 * own phone (browser context), one of them offline.
 */
import { expect, type Page, test } from '@playwright/test';
import { checkpoint } from '../checkpoint';
import { adicionarVitima, casoCompartilhado } from '../dois-celulares';

interface CasoLido {
  id: string;
  name: string;
  video_nota: { texto: string } | null;
  vitimas: { id: string }[];
  relatorio_exclusoes: { tipo: string; id: string }[];
}

interface Alteracao {
  acao: string;
  campos: { campo: string; antes: unknown; depois: unknown; descartado?: unknown }[];
}

async function casoNoServidor(page: Page, id: string): Promise<CasoLido> {
  return (await (await page.request.get(`api/casos/${id}`)).json()) as CasoLido;
}

async function alteracoes(page: Page, id: string): Promise<Alteracao[]> {
  return (await (await page.request.get(`api/casos/${id}/alteracoes`)).json()) as Alteracao[];
}

async function renomear(page: Page, atual: string, novo: string): Promise<void> {
  await page.getByRole('button', { name: `Renomear caso ${atual}` }).click();
  const dialogo = page.getByRole('dialog', { name: 'Renomear caso' });
  await dialogo.getByRole('textbox', { name: 'Nome do caso' }).fill(novo);
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
}

test('a rename made offline met by a rename online ends as a conflict in the outbox, resolved in a dialog, both names in the history', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const { context: outro, delegado, casoId } = await casoCompartilhado(page, browser, 'Caso Nome Original');

  // The investigator renames the case without signal.
  await page.goto('historico');
  await expect(page.getByRole('button', { name: 'Renomear caso Caso Nome Original' })).toBeVisible();
  await context.setOffline(true);
  await renomear(page, 'Caso Nome Original', 'Caso Praia');
  await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();

  // The delegate, online, renames it too.
  await delegado.goto('historico');
  await renomear(delegado, 'Caso Nome Original', 'Caso Mangue');
  await expect(delegado.getByText('Nome do caso alterado com sucesso!')).toBeVisible();

  // Back online, the investigator's name is not laid over the delegate's: it is a conflict.
  await context.setOffline(false);
  const badge = page.getByRole('button', { name: 'Sincronização: 1 item em conflito' });
  await expect(badge).toBeVisible({ timeout: 30_000 });
  expect((await casoNoServidor(page, casoId)).name).toBe('Caso Mangue');

  await badge.click();
  const drawer = page.getByRole('dialog', { name: 'Sincronização' });
  await drawer.getByRole('button', { name: 'Resolver conflito' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Resolver conflito' });
  const conflito = dialogo.getByRole('region', { name: 'Outra pessoa alterou os mesmos campos' });
  await expect(conflito.getByText('Nome', { exact: true })).toBeVisible();
  await expect(
    conflito.getByText(/^Alterado por Bruno Delegado \(1000002\), \d\d\/\d\d\/\d{4}/),
  ).toBeVisible();
  await expect(conflito.getByText('Caso Praia', { exact: true })).toBeVisible();
  await expect(conflito.getByText('Caso Mangue', { exact: true })).toBeVisible();
  await checkpoint(page, 'conflito-caso-fila');

  // The delegate's name first, then the investigator keeps their own after all.
  const queFica = dialogo.getByRole('textbox', { name: 'Nome que fica' });
  await expect(queFica).toHaveValue('Caso Praia');
  await conflito.getByRole('button', { name: 'Usar o outro' }).click();
  await expect(queFica).toHaveValue('Caso Mangue');
  await conflito.getByRole('button', { name: 'Manter o meu' }).click();
  await expect(queFica).toHaveValue('Caso Praia');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });
  expect((await casoNoServidor(page, casoId)).name).toBe('Caso Praia');
  const resolvida = (await alteracoes(page, casoId)).find((a) => a.acao === 'conflito_resolvido');
  expect(resolvida?.campos).toContainEqual(
    expect.objectContaining({ campo: 'name', depois: 'Caso Praia', descartado: 'Caso Mangue' }),
  );

  // The delegate, whose name was replaced, sees both in the case's history.
  await delegado.goto('Caso');
  await delegado.getByRole('link', { name: 'Histórico de alterações' }).click();
  const historico = delegado.getByRole('list', { name: 'Histórico de alterações' });
  const linha = historico.getByRole('listitem').filter({ hasText: 'Conflito resolvido' });
  await expect(linha.getByText('Nome', { exact: true })).toBeVisible();
  await expect(linha.getByText('Caso Mangue → Caso Praia')).toBeVisible();
  await expect(linha.getByText('Valor descartado na escolha: Caso Mangue')).toBeVisible();
  await expect(
    historico.getByRole('listitem').filter({ hasText: 'Caso Nome Original → Caso Mangue' }),
  ).toBeVisible();
  await checkpoint(delegado, 'historico-nome-do-caso');

  // Online, two rename dialogs open on the same name: the later one is warned, then shown both.
  await page.goto('historico');
  await delegado.goto('historico');
  await delegado.getByRole('button', { name: 'Renomear caso Caso Praia' }).click();
  const doDelegado = delegado.getByRole('dialog', { name: 'Renomear caso' });
  await expect(doDelegado.getByRole('textbox', { name: 'Nome do caso' })).toHaveValue('Caso Praia');
  await renomear(page, 'Caso Praia', 'Caso Norte');
  await expect(page.getByText('Nome do caso alterado com sucesso!')).toBeVisible();
  await expect(doDelegado.getByText('Alterado por outra pessoa', { exact: true })).toBeVisible({
    timeout: 20_000,
  });
  await doDelegado.getByRole('textbox', { name: 'Nome do caso' }).fill('Caso Sul');
  await doDelegado.getByRole('button', { name: 'Salvar' }).click();
  const noDialogo = doDelegado.getByRole('region', { name: 'Outra pessoa alterou os mesmos campos' });
  await expect(noDialogo.getByText(/^Alterado por Carla Investigadora/)).toBeVisible();
  await expect(noDialogo.getByText('Caso Norte', { exact: true })).toBeVisible();
  await expect(noDialogo.getByText('Caso Sul', { exact: true })).toBeVisible();
  await checkpoint(delegado, 'conflito-caso-renomear');
  await noDialogo.getByRole('button', { name: 'Usar o outro' }).click();
  await expect(doDelegado.getByRole('textbox', { name: 'Nome do caso' })).toHaveValue('Caso Norte');
  await doDelegado.getByRole('button', { name: 'Salvar' }).click();
  await expect(doDelegado).toHaveCount(0);
  expect((await casoNoServidor(page, casoId)).name).toBe('Caso Norte');
  expect((await alteracoes(page, casoId)).flatMap((a) => a.campos)).toContainEqual(
    expect.objectContaining({ campo: 'name', depois: 'Caso Norte', descartado: 'Caso Sul' }),
  );
  await outro.close();
});

test('a video note form opened before a colleague replaced the note warns, then shows both texts in place; a third text settles it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const { context: outro, delegado, casoId } = await casoCompartilhado(page, browser, 'Caso Video Conflito');
  const notaDoVideo = (p: Page) => p.getByRole('link', { name: 'Nota do vídeo' });

  // The investigator records the first video note; the delegate opens the screen to replace it.
  await page.goto('Caso');
  await page.getByTestId('tile-anotacaoComplementar').click();
  await notaDoVideo(page).click();
  await page.getByRole('textbox', { name: 'Nota do vídeo' }).fill('Vídeo 1: fachada.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByText('Nota do vídeo salva com sucesso!')).toBeVisible();
  await delegado.getByTestId('tile-anotacaoComplementar').click();
  await notaDoVideo(delegado).click();
  const atualDoDelegado = delegado.getByRole('article', { name: 'Nota do vídeo atual' });
  await expect(atualDoDelegado).toContainText('Vídeo 1: fachada.');

  // The investigator replaces it; the delegate's open screen learns it within seconds.
  await page.getByRole('textbox', { name: 'Nova nota do vídeo' }).fill('Vídeo 2: garagem.');
  await page.getByRole('button', { name: 'Enviar' }).click();
  await expect(page.getByRole('article', { name: 'Nota do vídeo atual' })).toContainText('Vídeo 2: garagem.');
  await expect(atualDoDelegado).toContainText('Vídeo 2: garagem.', { timeout: 20_000 });
  await expect(delegado.getByRole('alert').filter({ hasText: 'Alterado por outra pessoa' })).toBeVisible();

  // The delegate sends theirs anyway: nothing is replaced, both texts are shown in place.
  const texto = delegado.getByRole('textbox', { name: 'Nova nota do vídeo' });
  await texto.fill('Vídeo 2: portão lateral.');
  await delegado.getByRole('button', { name: 'Enviar' }).click();
  const conflito = delegado.getByRole('region', { name: 'Outra pessoa alterou os mesmos campos' });
  await expect(conflito.getByText('Texto', { exact: true })).toBeVisible();
  await expect(conflito.getByText(/^Alterado por Carla Investigadora/)).toBeVisible();
  await expect(conflito.getByText('Vídeo 2: portão lateral.')).toBeVisible();
  await expect(conflito.getByText('Vídeo 2: garagem.')).toBeVisible();
  await checkpoint(delegado, 'conflito-nota-do-video');
  expect((await casoNoServidor(page, casoId)).video_nota?.texto).toBe('Vídeo 2: garagem.');

  // Neither side alone: the delegate writes both into the text and sends it.
  await conflito.getByRole('button', { name: 'Usar o outro' }).click();
  await expect(texto).toHaveValue('Vídeo 2: garagem.');
  await texto.fill('Vídeo 2: garagem e portão lateral.');
  await expect(conflito.getByText('Você digitou um terceiro valor no formulário.')).toBeVisible();
  await delegado.getByRole('button', { name: 'Enviar' }).click();
  await expect(delegado.getByText('Nota do vídeo salva com sucesso!')).toBeVisible();
  await expect(conflito).toHaveCount(0);
  await expect(atualDoDelegado).toContainText('Vídeo 2: garagem e portão lateral.');

  expect((await casoNoServidor(page, casoId)).video_nota?.texto).toBe('Vídeo 2: garagem e portão lateral.');
  const resolvida = (await alteracoes(page, casoId)).find((a) => a.acao === 'conflito_resolvido');
  expect(resolvida?.campos).toContainEqual(
    expect.objectContaining({
      campo: 'texto',
      antes: 'Vídeo 2: garagem.',
      depois: 'Vídeo 2: garagem e portão lateral.',
      descartado: 'Vídeo 2: garagem.',
    }),
  );
  await outro.close();
});

test('a report toggle switched offline while a colleague switched it twice is a conflict the outbox resolves in the same dialog', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(180_000);
  const {
    context: outro,
    delegado,
    casoId,
  } = await casoCompartilhado(page, browser, 'Caso Relatorio Conflito');
  await adicionarVitima(page);
  const interruptor = (p: Page) => p.getByRole('switch', { name: /^Incluir Maria da Silva no relatório$/i });

  // The investigator leaves the victim out of the report without signal.
  await page.goto('relatorio');
  await expect(interruptor(page)).toBeChecked();
  await context.setOffline(true);
  await interruptor(page).click();
  await expect(page.getByRole('button', { name: 'Sincronização: 1 item aguardando' })).toBeVisible();

  // The delegate leaves her out and puts her back.
  await delegado.goto('relatorio');
  await interruptor(delegado).click();
  await expect(delegado.getByText('Deixado fora do relatório.')).toBeVisible();
  await expect(interruptor(delegado)).not.toBeChecked();
  await interruptor(delegado).click();
  await expect(delegado.getByText('Incluído no relatório.')).toBeVisible();

  await context.setOffline(false);
  const badge = page.getByRole('button', { name: 'Sincronização: 1 item em conflito' });
  await expect(badge).toBeVisible({ timeout: 30_000 });
  expect((await casoNoServidor(page, casoId)).relatorio_exclusoes).toEqual([]);
  await badge.click();
  await page
    .getByRole('dialog', { name: 'Sincronização' })
    .getByRole('button', { name: 'Resolver conflito' })
    .click();
  const dialogo = page.getByRole('dialog', { name: 'Resolver conflito' });
  const conflito = dialogo.getByRole('region', { name: 'Outra pessoa alterou os mesmos campos' });
  await expect(conflito.getByText('No relatório', { exact: true })).toBeVisible();
  await expect(conflito.getByText(/^Alterado por Bruno Delegado/)).toBeVisible();
  await expect(conflito.getByRole('button', { name: 'Manter o meu' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await checkpoint(page, 'conflito-inclusao-fila');
  await dialogo.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('button', { name: 'Sincronização: nada aguardando' })).toBeVisible({
    timeout: 30_000,
  });

  const caso = await casoNoServidor(page, casoId);
  expect(caso.relatorio_exclusoes).toEqual([{ tipo: 'vitima', id: caso.vitimas[0]?.id }]);
  const resolvida = (await alteracoes(page, casoId)).find((a) => a.acao === 'conflito_resolvido');
  expect(resolvida?.campos).toContainEqual(
    expect.objectContaining({ campo: 'incluir_relatorio', antes: true, depois: false, descartado: true }),
  );
  await outro.close();
});
