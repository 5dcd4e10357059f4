import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { precompressDir } from '../scripts/precompress.mjs';
import { setupTestServer } from './test/harness';

const appDir = mkdtempSync(path.join(tmpdir(), 'rip-app-static-'));
mkdirSync(path.join(appDir, 'assets'));
const script = `export const texto = ${JSON.stringify('Registro de Investigação Preliminar '.repeat(100))};\n`;
writeFileSync(path.join(appDir, 'assets', 'index-abc123.js'), script);
writeFileSync(path.join(appDir, 'index.html'), '<!doctype html><div id="root"></div>');
await precompressDir(appDir);

const server = setupTestServer({ RIP_APP_DIR: appDir });

describe('the built app', () => {
  it('sends the brotli copy the build wrote to a browser that accepts it, and says so for caches', async () => {
    const response = await server.app.inject({
      url: '/rip-app/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the file as it is to a client that accepts no compression', async () => {
    const response = await server.app.inject({ url: '/rip-app/assets/index-abc123.js' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });

  it('keeps hashed assets for a year and makes the shell revalidate', async () => {
    const asset = await server.app.inject({ url: '/rip-app/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const shell = await server.app.inject({ url: '/rip-app/casos' });
    expect(shell.statusCode).toBe(200);
    expect(shell.headers['cache-control']).toBe('no-cache');
    expect(shell.body).toContain('<div id="root">');
  });

  it('answers 404 for a file of an older build, never the shell in its place', async () => {
    const chunk = await server.app.inject({ url: '/rip-app/assets/RelatorioScreen-old123.js' });
    expect(chunk.statusCode).toBe(404);
    expect(chunk.headers['content-type']).not.toContain('text/html');
    const icon = await server.app.inject({ url: '/rip-app/icons/nao-existe.png' });
    expect(icon.statusCode).toBe(404);
    const screen = await server.app.inject({ url: '/rip-app/perfil/3f0c1a52-9a4e-4b8e-9a57-1b2c3d4e5f60' });
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('<div id="root">');
  });
});
