// `npm run e2e:duracoes`: after a whole `npm run test:e2e`, writes each journey file's time (the sum
// of its tests', in seconds) to e2e/duracoes.json, by which scripts/e2e.mjs deals the files out to
// its shards. Read from the JSON report each shard's Playwright leaves (playwright.config.ts).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TMP = path.join(ROOT, '.tmp');
const reports = readdirSync(TMP).filter((name) => /^e2e-resultado-\d+\.json$/.test(name));
if (reports.length === 0) throw new Error('nenhum relatório em .tmp: rode antes `npm run test:e2e`');

/** Every test of a suite and of the suites inside it, with the file it is in. */
function* tests(suite) {
  for (const spec of suite.specs ?? [])
    for (const test of spec.tests) yield { file: spec.file, results: test.results };
  for (const child of suite.suites ?? []) yield* tests(child);
}

const seconds = {};
for (const report of reports) {
  const { suites } = JSON.parse(readFileSync(path.join(TMP, report), 'utf8'));
  for (const suite of suites)
    for (const { file, results } of tests(suite)) {
      // `file` is relative to e2e/ (Playwright's testDir), as scripts/e2e.mjs names the files.
      seconds[file] = (seconds[file] ?? 0) + results.reduce((sum, result) => sum + result.duration, 0) / 1000;
    }
}
const sorted = Object.fromEntries(
  Object.keys(seconds)
    .sort()
    .map((name) => [name, Math.round(seconds[name])]),
);
writeFileSync(path.join(ROOT, 'e2e', 'duracoes.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`e2e/duracoes.json: ${Object.keys(sorted).length} arquivos de ${reports.length} relatório(s)`);
