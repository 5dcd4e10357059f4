/**
 * The browser the journeys run: Debian's Chromium (browsers cannot be downloaded here), with its
 * network chatter switched off. Its headless shell (Debian's chromium-headless-shell, which .ci/run
 * installs) is the one Playwright itself runs headless: the same engine without the desktop browser
 * around it, a fifth quicker on the journeys. The full browser stands in where the shell is not
 * installed, and is the one a journey asks for Background Sync, which the shell disables
 * ('Background Sync is disabled.' on register).
 */
import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const SHELL = '/usr/bin/chromium-headless-shell';
const COMPLETO = '/usr/bin/chromium';

const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  // Document scanning opens the camera: Chromium's test pattern stands in for it, granted.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
];

export const navegador: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? (existsSync(SHELL) ? SHELL : COMPLETO),
  args,
};

/** The full browser, for a journey about Background Sync. */
export const navegadorCompleto: LaunchOptions = { executablePath: COMPLETO, args };
