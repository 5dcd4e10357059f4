/**
 * The sync list as the journeys read it (the header's button, its dialog, one card), and a save held
 * on its way as a slow link holds it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** The sync list, opened from the header's button named by what it holds. */
export async function abrirFila(page: Page, nome: string | RegExp): Promise<Locator> {
  const botao = page.getByRole('button', { name: nome });
  await expect(botao).toBeVisible({ timeout: 30_000 });
  await botao.click();
  const fila = page.getByRole('dialog', { name: 'Sincronização' });
  await expect(fila).toBeVisible();
  return fila;
}

/** One card of the sync list, by what it is about. */
export const cartao = (fila: Locator, trecho: string | RegExp) =>
  fila.locator('.mantine-Paper-root').filter({ hasText: trecho });

/** Holds the case's POSTs to `recurso` until released: a save on a slow link, still on its way. */
export async function segurarEnvios(page: Page, recurso: string): Promise<() => void> {
  let liberar = () => {};
  const liberado = new Promise<void>((resolve) => {
    liberar = resolve;
  });
  await page.route(`**/api/casos/*/${recurso}`, async (route) => {
    if (route.request().method() === 'POST') await liberado;
    await route.continue();
  });
  return liberar;
}
