// `npm run test:e2e`: the browser journeys in shards at once, each shard a whole Playwright run with
// its own server, database, geo stand-in and output folder (its port apart, playwright.config.ts),
// so no journey shares a user, a switch or a row with another shard's. Arguments (a file, --grep)
// run one Playwright as given, without shards.
//
// A shard leaves part of two cores idle while its journeys wait on the app's timers and answers:
// on this project's 2-core machine two shards took 20.2 min against 23.7 for one (and three timed
// a journey out, with the full browser and its trace; again on 29/11 without them, the suite's
// 1,553 s of CPU leaving two shards little idle: docs/decisions.md). So at least two, and one more
// per two cores beyond (E2E_SHARDS to choose). Files are dealt out by their time, longest first, to the shard
// with the least so far. The times are those measured on this machine (e2e/duracoes.json, written
// by `npm run e2e:duracoes` from the last run); a file not measured yet counts by its length at the
// measured files' seconds per character. Dealt by length alone, the shards ended 1.6 min apart: a
// conflict journey waits on two phones and is slow for its size.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BASE_PORT = Number(process.env.E2E_PORT ?? 3999);
const args = process.argv.slice(2);
// Relative to e2e/, as Playwright names them (e2e/<domínio>/<jornada>.spec.ts).
const SPECS = readdirSync(path.join(ROOT, 'e2e'), { recursive: true })
  .filter((name) => name.endsWith('.spec.ts'))
  .sort();
const asked = process.env.E2E_SHARDS ?? String(Math.max(2, Math.floor(availableParallelism() / 2)));
if (!/^\d+$/.test(asked)) throw new Error(`E2E_SHARDS deve ser um número inteiro, não '${asked}'`);
const shards = args.length > 0 ? 1 : Math.min(SPECS.length, Math.max(1, Number(asked)));

/** Seconds per spec file: measured where known, else from the file's length. */
function weights() {
  const measuredFile = path.join(ROOT, 'e2e', 'duracoes.json');
  const measured = existsSync(measuredFile) ? JSON.parse(readFileSync(measuredFile, 'utf8')) : {};
  const files = SPECS.map((name) => ({
    name,
    length: readFileSync(path.join(ROOT, 'e2e', name), 'utf8').length,
    seconds: measured[name],
  }));
  const known = files.filter((file) => typeof file.seconds === 'number');
  const perChar =
    known.length > 0
      ? known.reduce((sum, file) => sum + file.seconds, 0) / known.reduce((sum, file) => sum + file.length, 0)
      : 1;
  return files.map((file) => ({ file: `e2e/${file.name}`, weight: file.seconds ?? file.length * perChar }));
}

/** The spec files of each shard. */
function dealFiles() {
  const files = weights().sort((a, b) => b.weight - a.weight);
  const bins = Array.from({ length: shards }, () => ({ files: [], weight: 0 }));
  for (const { file, weight } of files) {
    const lightest = bins.reduce((min, bin) => (bin.weight < min.weight ? bin : min));
    lightest.files.push(file);
    lightest.weight += weight;
  }
  return bins.map((bin) => bin.files);
}

function run(index, files) {
  const shardArgs = shards > 1 ? files : [];
  // Each shard's server and stand-in take ports 20 apart (the stand-in sits 10 below the server).
  const { E2E_GEO_PORT, ...inherited } = process.env;
  const env = { ...inherited, E2E_PORT: String(BASE_PORT - 20 * index) };
  if (shards === 1 && E2E_GEO_PORT) env.E2E_GEO_PORT = E2E_GEO_PORT;
  const prefix = shards > 1 ? `[${index + 1}/${shards}] ` : '';
  const child = spawn(
    process.execPath,
    [path.join(ROOT, 'node_modules', '.bin', 'playwright'), 'test', ...shardArgs, ...args],
    {
      cwd: ROOT,
      env,
      stdio: shards > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    },
  );
  if (shards > 1) {
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) process.stdout.write(`${prefix}${line}\n`);
      });
      stream.on('end', () => rest && process.stdout.write(`${prefix}${rest}\n`));
    }
  }
  return new Promise((resolve) => {
    child.on('error', (error) => {
      console.error(`${prefix}${error.message}`);
      resolve(1);
    });
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

mkdirSync(path.join(ROOT, '.tmp'), { recursive: true });
// Last runs' reports would mix with this one's in `npm run e2e:duracoes`.
for (const name of readdirSync(path.join(ROOT, '.tmp'), { withFileTypes: true }))
  if (/^e2e-resultado-\d+\.json$/.test(name.name)) rmSync(path.join(ROOT, '.tmp', name.name));

const started = performance.now();
const parts = shards > 1 ? dealFiles() : [[]];
const codes = await Promise.all(parts.map((files, index) => run(index, files)));
const minutes = ((performance.now() - started) / 60000).toFixed(1);
const failed = codes.filter((code) => code !== 0).length;
console.log(
  failed === 0
    ? `jornadas: ${shards} parte(s) passaram em ${minutes} min`
    : `jornadas: ${failed} de ${shards} parte(s) falharam (${minutes} min)`,
);
process.exitCode = failed === 0 ? 0 : 1;
