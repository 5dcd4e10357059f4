import { type BrowserContext, expect, type Page } from '@playwright/test';
import { criarCaso, escolher } from './casos';
import { entrarComo, USERS } from './support';

/** Where the journeys' crime scenes are: the centre of João Pessoa. */
export const NO_LOCAL = { latitude: -7.1195, longitude: -34.845 };

/** The address the journeys give a scene they make through the API. */
export const ENDERECO_DO_LOCAL = {
  rua: 'Avenida Epitácio Pessoa',
  numero: '1000',
  bairro: 'Tambauzinho',
  cidade_id: 2507507,
  cep: '58039000',
};

/** The phone's GPS allowed and fixed at the scene, `accuracy` metres wide. */
export async function comGps(context: BrowserContext, accuracy = 10): Promise<void> {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ ...NO_LOCAL, accuracy });
}

/** The investigator at the scene (GPS allowed and fixed), logged in, on the hub of a new case `nome`. */
export async function investigadorNaCena(page: Page, context: BrowserContext, nome: string): Promise<void> {
  await comGps(context);
  await entrarComo(page, USERS.investigador.matricula);
  await criarCaso(page, nome);
}

/** From the case's hub, opens a new vestígio and takes its first photo with the camera. */
export async function fotografarVestigio(page: Page): Promise<void> {
  await page.getByTestId('tile-vestigio').click();
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  const foto = page.getByRole('button', { name: 'Foto', exact: true });
  await expect(foto).toBeEnabled({ timeout: 15_000 });
  await foto.click();
  await expect(page.getByRole('button', { name: 'Ampliar Foto 1' })).toBeVisible();
}

/** From the case's hub, opens a new security-camera vestígio with the video `nome` picked from the phone. */
export async function vestigioComVideo(page: Page, nome: string, video: Buffer): Promise<void> {
  await page.getByTestId('tile-vestigio').click();
  await page.getByRole('button', { name: 'Adicionar Vestígio' }).click();
  await page
    .getByTestId('vestigio-arquivos')
    .setInputFiles({ name: nome, mimeType: 'video/webm', buffer: video });
  await expect(page.getByLabel('Vídeo', { exact: true })).toBeVisible();
  await escolher(page, 'Tipo do vestígio', 'CAMERA DE SEGURANÇA');
}
