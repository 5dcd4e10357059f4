import { expect, test } from '@playwright/test';
import { checkpoint } from '../checkpoint';
import { entrarComo, USERS } from '../support';

test.describe('installable PWA', () => {
  test('has a pt-BR manifest scoped to /rip-app/ with icons', async ({ page }) => {
    await page.goto('login');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await page.request.get(new URL(href ?? '', page.url()).toString())).json();
    expect(manifest).toMatchObject({
      lang: 'pt-BR',
      scope: '/rip-app/',
      start_url: '/rip-app/',
      display: 'standalone',
    });
    expect(manifest.name).toContain('Registro de Investigação Preliminar');
    const sizes = manifest.icons.map((icon: { sizes: string }) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons) {
      const response = await page.request.get(new URL(icon.src, new URL(href ?? '', page.url())).toString());
      expect(response.headers()['content-type']).toBe('image/png');
    }
  });

  test('registers a service worker that opens the app offline', async ({ page, context }) => {
    await entrarComo(page, USERS.admin.matricula);
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toMatch(/\/rip-app\/$/);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // The password checker's dictionaries are not downloaded at install: typing a new password
    // fetches them from the network, while the screen itself came from the precache.
    await page.goto('UserEdit');
    const doServidor: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.*\.js$/.test(response.url()) && !response.fromServiceWorker()) {
        doServidor.push(response.url());
      }
    });
    await page.getByLabel('Nova senha').fill('qualquer');
    await expect(page.getByText(/Senha forte\.|adivinhar|comum/).first()).toBeVisible();
    expect(doServidor.length).toBeGreaterThan(0);
    await page.goto('home');

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('link', { name: /Novo Caso/ })).toBeVisible();
    await page.goto('UserEdit');
    await expect(page.getByRole('heading', { name: 'Meus Dados' })).toBeVisible();
    await checkpoint(page, 'offline-home');
    await context.setOffline(false);
  });

  test('the login screen also opens offline once the app was visited', async ({ page, context }) => {
    await page.goto('login');
    await page.evaluate(async () => navigator.serviceWorker.ready);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByLabel('Matrícula')).toBeVisible();
    await context.setOffline(false);
  });
});

test.describe('server answers', () => {
  test('serves the app for client routes and a JSON 404 for unknown API paths', async ({ request }) => {
    const screen = await request.get('Caso');
    expect(screen.status()).toBe(200);
    expect(screen.headers()['content-type']).toContain('text/html');
    const missing = await request.get('api/nao-existe');
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });
    const health = await request.get('api/health');
    expect((await health.json()).database.status).toBe('up');
  });
});
