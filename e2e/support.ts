import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { type BrowserContext, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'rip-demo-2026';

const PORT = Number(process.env.E2E_PORT ?? 3999);
const ROOT = path.resolve(import.meta.dirname, '..');

/** The tile server and geocoder stand-in (playwright.config.ts), with its /__control endpoints. */
export const GEO = `http://127.0.0.1:${Number(process.env.E2E_GEO_PORT ?? PORT - 10)}`;

/** The e2e server's data folder (playwright.config.ts), for commands run against its database. */
export const E2E_DATA_DIR = path.join(ROOT, '.tmp', `e2e-data-${PORT}`);

/**
 * The built app this e2e server hands out: a copy of dist/app per port (scripts/e2e-server.mjs),
 * because a journey that deploys a new version (e2e/deploy.ts) rewrites it while another shard runs.
 */
export const E2E_APP_DIR = path.join(ROOT, '.tmp', `e2e-app-${PORT}`);

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

type Sessao = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Each persona's browser storage right after its login through the form, once per worker. */
const sessoes = new Map<string, Sessao>();

/**
 * Opens the app already logged in as `matricula` with the demo password, for a journey that is not
 * about logging in: the first time in this worker through the login form (loginAs), then with the
 * browser storage that login left (the session cookie and the app's localStorage), as a phone that
 * stays logged in does. A session ended since (a logout, a password changed, idle too long) is seen
 * by the server's 'me' and logged into again through the form. A journey whose session ends in it
 * (logout, expiry, password) logs in with loginAs, so that no other journey's session ends with it.
 */
export async function entrarComo(page: Page, matricula: string): Promise<void> {
  const sessao = sessoes.get(matricula);
  if (sessao) {
    await page.context().addCookies(sessao.cookies);
    const me = await page.request.get('api/auth/me');
    if (me.ok()) {
      // A same-origin address without the app, where the storage is set before the app reads it:
      // the app's, whichever address it was kept under (a journey through the link proxy has its own).
      await page.goto('api/health');
      await page.evaluate((origins) => {
        for (const origin of origins)
          for (const { name, value } of origin.localStorage) localStorage.setItem(name, value);
      }, sessao.origins);
      await page.goto('home');
      await expect(page).toHaveURL(/\/rip-app\/home$/);
      return;
    }
    await page.context().clearCookies();
  }
  await loginAs(page, matricula);
  sessoes.set(matricula, await page.context().storageState());
}

/**
 * The server no longer knows the phone's session when the app is next opened (the idle expiry).
 * The open screen is left first: a call it makes after the cookie is gone would meet the refusal and
 * say so on that page, which the reopening then replaces with a login screen that has nothing to say.
 */
export async function reabrirComSessaoEsquecida(page: Page): Promise<void> {
  await page.goto('about:blank');
  await page.context().clearCookies();
  await page.goto('home');
}

/** Logs out through the header's 'Sair', confirmed, and lands on the login screen. */
export async function sair(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sair' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/login$/);
}

/** Runs a TypeScript file of the project (its path from the root) against the e2e server's database. */
export async function runOnE2eDatabase(file: string[], args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, ...file), ...args],
    { cwd: ROOT, env: { ...process.env, RIP_DATA_DIR: E2E_DATA_DIR } },
  );
  return stdout;
}

/** Runs one of the project's npm commands against the e2e server's own database. */
export const runCli = (script: string, args: string[]) => runOnE2eDatabase(['server', 'cli', script], args);

/**
 * Gives a persona back the demo password a journey changed through the app, so that no journey
 * after it depends on running first (the shards deal the files out by time, in any order).
 */
export async function senhaDeVolta(matricula: string): Promise<void> {
  await runOnE2eDatabase(['e2e', 'fixtures', 'senha-de-volta.ts'], [matricula, DEMO_PASSWORD]);
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

/**
 * Waits until the dashboard counts a victim in `cidade`: its figures are summaries rebuilt every
 * few seconds in the journeys (PAINEL_EVERY_MS).
 */
export async function esperarCidadeNoPainel(page: Page, cidade: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const painel = (await (await page.request.get('api/dashboard')).json()) as {
          vitimasPorCidade: { cidade: string }[];
        };
        return painel.vitimasPorCidade.map((linha) => linha.cidade);
      },
      { timeout: 30_000 },
    )
    .toContain(cidade);
}

/**
 * Waits until the page has stopped scrolling: a refused save scrolls smoothly to its first problem,
 * and a field typed into before the scroll ends moves out of sight (its list of options, hidden with
 * it, can then never be tapped).
 */
export async function esperarRolagem(page: Page): Promise<void> {
  const deslocamento = () =>
    page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const antes = window.scrollY;
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(window.scrollY - antes)));
        }),
    );
  await expect.poll(deslocamento).toBe(0);
}
