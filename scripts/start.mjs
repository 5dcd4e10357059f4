// `npm start`: builds the PWA when there is no build or the sources are newer than it, then runs
// the server in this same process so SIGINT and SIGTERM reach it directly (and it can stop the
// embedded PostgreSQL).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';
import { buildApp, buildIsStale } from './app-build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
if (buildIsStale(root)) {
  console.log('[rip-app] construindo o aplicativo (o código é mais novo que a última construção)…');
  if (!buildApp(root)) process.exit(1);
}
register();
await import(path.join(root, 'server', 'main.ts'));
