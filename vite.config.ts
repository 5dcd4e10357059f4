import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { precompress } from './scripts/precompress.mjs';
import { API_PREFIX, BASE_PATH } from './shared/constants';

const NAVY = '#071a36';

export default defineConfig({
  base: BASE_PATH,
  root: fileURLToPath(new URL('.', import.meta.url)),
  build: {
    outDir: 'dist/app',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Everything the first screen needs in one file instead of a waterfall of small chunks.
        codeSplitting: {
          groups: [
            { name: 'app', tags: ['$initial'] },
            // The password checker's dictionaries, named so the precache can leave them out.
            { name: 'zxcvbn', test: /[\\/]node_modules[\\/]@zxcvbn-ts[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      [API_PREFIX]: 'http://localhost:3000',
    },
  },
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'app/sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // A classic script, as the worker is registered: its build inlines the page's lazy imports
        // (the tus client) without Vite's preload helper, whose `import.meta` a classic worker refuses.
        rollupFormat: 'iife',
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        // A quarter of the precache, for the only screens that need the server anyway (a new
        // password): fetched when one is typed, and the server judges it when they cannot be.
        globIgnores: ['**/zxcvbn-*.js'],
      },
      manifest: {
        name: 'RIP — Registro de Investigação Preliminar',
        short_name: 'RIP',
        description: 'Registro de Investigação Preliminar da Polícia Civil da Paraíba',
        lang: 'pt-BR',
        start_url: BASE_PATH,
        scope: BASE_PATH,
        display: 'standalone',
        theme_color: NAVY,
        background_color: NAVY,
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512-maskable.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    precompress(),
  ],
});
