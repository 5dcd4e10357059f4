// `npm start`: builds the PWA when no build exists, then runs the server in this same process
// so SIGINT and SIGTERM reach it directly (and it can stop the embedded PostgreSQL).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (!existsSync(path.join(root, 'dist', 'app', 'index.html'))) {
  console.log('[rip-app] construindo o aplicativo (primeira execução)…');
  const build = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}
register();
await import(path.join(root, 'server', 'main.ts'));
