// Whether the built PWA is older than what it is built from, and the build itself: `npm start`
// rebuilds after a `git pull` so the user gets the new app, not the one built before.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What `vite build` reads; a change to any of them changes the app. */
export const BUILD_INPUTS = [
  'app',
  'shared',
  'public',
  'index.html',
  'vite.config.ts',
  'scripts/precompress.mjs',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Missing, or older than the newest file it is built from. */
export function buildIsStale(root) {
  const built = path.join(root, 'dist', 'app', 'index.html');
  if (!existsSync(built)) return true;
  const builtAt = statSync(built).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}

/** Runs `vite build`; false when it failed. */
export function buildApp(root) {
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    // The server may run with NODE_ENV=development (the demo, the browser tests); the app it
    // serves is still the production build, not React's development one.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  return build.status === 0;
}
