import { expect, type Page } from '@playwright/test';
import pg from 'pg';
import { embeddedUrls, runningEmbeddedPort } from '../server/db/embedded';
import { E2E_DATA_DIR } from './support';

/** Picks an option of a Mantine select by its field label. */
export async function escolher(page: Page, label: string, opcao: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: opcao, exact: true }).click();
}

/** A text field by its label; a required field's asterisk is not part of its name. */
export function campo(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** From home, opens 'Novo Caso', names the case and lands on its hub. */
export async function criarCaso(page: Page, nomeDigitado: string): Promise<void> {
  await page.goto('casonome');
  await page.getByLabel('Informe o nome do caso').fill(nomeDigitado);
  await page.getByRole('button', { name: 'Criar novo caso' }).click();
  await expect(page).toHaveURL(/\/rip-app\/Caso$/);
}

/** The count badge of a hub tile. */
export function badge(page: Page, tile: string) {
  return page.getByTestId(`tile-${tile}`).getByTestId('badge');
}

/**
 * On the open 'Local do Crime' form, types the scene by hand (Rua Sem Sinal, João Pessoa) and
 * saves: the hub counts one scene.
 */
export async function localDigitado(page: Page): Promise<void> {
  await campo(page, 'Rua').fill('Rua Sem Sinal');
  await page.getByRole('combobox', { name: 'Cidade' }).fill('joao pessoa');
  await page.getByRole('option', { name: 'João Pessoa / PB' }).click();
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(page).toHaveURL(/\/Caso$/);
  await expect(badge(page, 'geolocalizacaoCaso')).toHaveText('1');
}

/** Presses the person form's 'Salvar': what follows (the list, or the form's refusal) is the journey's. */
export async function salvarPessoa(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
}

/**
 * Waits until a saved form has closed: it does so by taking its history step back (`?tela=…`), and
 * an address opened before then is cancelled by that step (net::ERR_ABORTED).
 */
export async function formularioFechado(page: Page): Promise<void> {
  await expect(page).not.toHaveURL(/[?&]tela=/);
}

/** A 1×1 PNG, as a document scan stand-in. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

/** Moves the case's creation back on the server, as if the hours had passed there. */
export async function envelhecer(casoId: string, ms: number): Promise<void> {
  const port = await runningEmbeddedPort(E2E_DATA_DIR);
  if (port === null) throw new Error('o PostgreSQL do servidor de teste não está rodando');
  const client = new pg.Client({ connectionString: (await embeddedUrls(E2E_DATA_DIR, port)).url });
  await client.connect();
  try {
    await client.query(`UPDATE casos SET created_at = created_at - make_interval(secs => $2) WHERE id = $1`, [
      casoId,
      ms / 1000,
    ]);
  } finally {
    await client.end();
  }
}

/** A day `dias` ahead on Paraíba's calendar, as a summons takes it: 'dd/mm/aaaa' (a summons must not name a day gone). */
export function diaDaqui(dias: number): string {
  const dia = new Date(Date.now() - 3 * 3_600_000 + dias * 86_400_000).toISOString().slice(0, 10);
  return `${dia.slice(8, 10)}/${dia.slice(5, 7)}/${dia.slice(0, 4)}`;
}
