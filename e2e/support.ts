import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'rip-demo-2026';

const PORT = Number(process.env.E2E_PORT ?? 3999);
const ROOT = path.resolve(import.meta.dirname, '..');

/** The tile server and geocoder stand-in (playwright.config.ts), with its /__control endpoints. */
export const GEO = `http://127.0.0.1:${Number(process.env.E2E_GEO_PORT ?? PORT - 10)}`;

/** The e2e server's data folder (playwright.config.ts), for commands run against its database. */
export const E2E_DATA_DIR = path.join(ROOT, '.tmp', `e2e-data-${PORT}`);

/** Each journey uses its own persona so that locking or changing a password never leaks into another. */
export const USERS = {
  admin: { matricula: '1000001' },
  delegado: { matricula: '1000002' },
  investigador: { matricula: '1000003' },
  escrivao: { matricula: '1000004' },
  perito: { matricula: '1000005' },
} as const;

export async function fillLogin(page: Page, matricula: string, password: string): Promise<void> {
  await page.getByLabel('Matrícula').fill(matricula);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function loginAs(page: Page, matricula: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('login');
  await fillLogin(page, matricula, password);
  await expect(page).toHaveURL(/\/rip-app\/home$/);
}

/** Runs one of the project's npm commands against the e2e server's own database. */
export async function runCli(script: string, args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'server', 'cli', script), ...args],
    { cwd: ROOT, env: { ...process.env, RIP_DATA_DIR: E2E_DATA_DIR } },
  );
  return stdout;
}

/**
 * Waits until the service worker has precached the app and controls the page, so that the app
 * still opens once the test takes the connection away (a phone that used the app online first).
 */
export async function waitForOfflineReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // A worker that activated (and claimed its clients) while this document was still loading never
  // controls it; the next load is, as the next opening of the app on a phone would be.
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
}
