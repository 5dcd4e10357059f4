// A Vite plugin that writes brotli and gzip copies of the built files next to them, so the server
// sends compressed bytes without compressing on every request (@fastify/static `preCompressed`).
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
// Below this size the headers cost more than compression saves.
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

export async function precompressDir(dir) {
  const written = [];
  for await (const file of filesUnder(dir)) {
    if ((await stat(file)).size < MIN_BYTES) continue;
    const source = await readFile(file);
    await writeFile(
      `${file}.br`,
      await brotli(source, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
    );
    await writeFile(`${file}.gz`, await gz(source, { level: constants.Z_BEST_COMPRESSION }));
    written.push(file);
  }
  return written;
}

/** Runs after every other plugin's closeBundle, so the service worker the PWA plugin writes last is included. */
export function precompress() {
  let outDir = '';
  return {
    name: 'rip-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        await precompressDir(outDir);
      },
    },
  };
}
