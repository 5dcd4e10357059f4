// Prints the gzipped size of the JavaScript a browser loads to show the login screen,
// measured in Chromium against the real server (built app).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = 3900 + Math.floor(Math.random() * 90);
const server = spawn(process.execPath, [path.join(root, 'scripts', 'e2e-server.mjs')], {
  cwd: root,
  env: { ...process.env, PORT: String(port) },
  stdio: 'ignore',
});
const exited = new Promise((resolve) => server.once('exit', resolve));

try {
  for (;;) {
    if (server.exitCode !== null) throw new Error('o servidor não iniciou');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/rip-app/api/health`)).ok) break;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const scripts = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && !url.pathname.endsWith('/sw.js')) {
      const body = await response.body();
      scripts.push({ path: url.pathname, raw: body.length, gzip: gzipSync(body).length });
    }
  });
  await page.goto(`http://127.0.0.1:${port}/rip-app/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Matrícula').waitFor();
  await browser.close();
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), {
    raw: 0,
    gzip: 0,
  });
  for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) {
    console.log(
      `  ${(s.gzip / 1024).toFixed(1).padStart(7)} KiB gzip  ${(s.raw / 1024).toFixed(1).padStart(7)} KiB  ${s.path}`,
    );
  }
  console.log(
    `tela de login: ${scripts.length} arquivos JS, ${(total.gzip / 1024).toFixed(1)} KiB gzip (${(total.raw / 1024).toFixed(1)} KiB sem compressão)`,
  );
} finally {
  server.kill('SIGTERM');
  await exited;
}
