// Prints the JavaScript a browser loads to show the login screen: the bytes that crossed the
// network (the server sends the build's brotli copies) and their uncompressed size, measured in
// Chromium against the real server (built app).
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchServer } from './bench-server.mjs';

const server = await startBenchServer('bundle');
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  const page = await browser.newPage({ viewport: { width: 360, height: 740 } });
  const scripts = [];
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js') && !url.pathname.endsWith('/sw.js')) {
      const body = await response.body();
      const sizes = await response.request().sizes();
      scripts.push({
        path: url.pathname,
        raw: body.length,
        sent: sizes.responseBodySize,
        encoding: response.headers()['content-encoding'] ?? 'nenhuma',
      });
    }
  });
  await page.goto(`${server.origin}/rip-app/login`, { waitUntil: 'networkidle' });
  await page.getByLabel('Matrícula').waitFor();
  await browser.close();
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, sent: sum.sent + s.sent }), {
    raw: 0,
    sent: 0,
  });
  const kib = (bytes) => (bytes / 1024).toFixed(1);
  for (const s of scripts.sort((a, b) => b.sent - a.sent)) {
    console.log(`  ${kib(s.sent).padStart(7)} KiB (${s.encoding})  ${kib(s.raw).padStart(7)} KiB  ${s.path}`);
  }
  console.log(
    `tela de login: ${scripts.length} arquivos JS, ${kib(total.sent)} KiB transferidos (${kib(total.raw)} KiB sem compressão)`,
  );
} finally {
  await server.stop();
}
