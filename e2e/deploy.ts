/**
 * "A new build is deployed" for the journeys: the served service worker script changes (as each
 * release's does), with its precompressed copies, in this server's own copy of the app, so the
 * browser's next update check installs a new version. `undeploy` puts the original bytes back for
 * the journeys that follow.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { E2E_APP_DIR } from './support';

const SW = path.join(E2E_APP_DIR, 'sw.js');
let original: Buffer | null = null;

async function serve(bytes: Buffer): Promise<void> {
  await writeFile(SW, bytes);
  await writeFile(`${SW}.br`, brotliCompressSync(bytes));
  await writeFile(`${SW}.gz`, gzipSync(bytes));
}

export async function deployNewBuild(): Promise<void> {
  original ??= await readFile(SW);
  await serve(Buffer.concat([original, Buffer.from(`\n// build ${Date.now()}\n`)]));
}

export async function undeploy(): Promise<void> {
  if (original === null) return;
  await serve(original);
  original = null;
}
