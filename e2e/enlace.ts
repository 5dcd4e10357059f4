/**
 * Journeys through the phone's link (issue 40): the browser reaches the server only through a TCP
 * proxy the journey cuts, refuses and slows (server/test/link-proxy.ts), never through
 * `context.setOffline`, which also fires the 'offline' and 'online' events a dying link never does.
 * `baseURL` points at the proxy, so the page, its service worker and `page.request` all go through it.
 */
import { test as base } from '@playwright/test';
import { type LinkProxy, startLinkProxy } from '../server/test/link-proxy';

const PORT = Number(process.env.E2E_PORT ?? 3999);

export const test = base.extend<{ enlace: LinkProxy }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures a fixture asks for from its first argument.
  enlace: async ({}, use) => {
    const proxy = await startLinkProxy({ host: '127.0.0.1', port: PORT });
    await use(proxy);
    await proxy.close();
  },
  baseURL: async ({ enlace }, use) => use(`${enlace.origin}/rip-app/`),
});

export { expect } from '@playwright/test';
export { navegadorCompleto } from './navegador';
