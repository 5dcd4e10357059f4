// `npm test`: the house rules (Biome, knip), the types and the app's build at once, then the Vitest
// suite, then the browser journeys. None of the first four needs another's result, and none keeps
// both cores busy for long: together they take about as long as the slowest, not their sum. Vitest
// and the journeys each keep both cores busy, so they run one after the other. As with the `&&`
// chain this replaces, a failed stage stops the run (the first stage's four all finish, so each of
// their failures is shown); each step's time is printed at the end.
import { spawn } from 'node:child_process';

/** Runs `npm run <script>`; when `quiet`, its output is kept and printed whole once it ends. */
function run(script, { quiet }) {
  const started = performance.now();
  const child = spawn('npm', ['run', '--silent', script], {
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  const output = [];
  if (quiet)
    for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (quiet) {
        process.stdout.write(`\n> npm run ${script} (${seconds.toFixed(0)} s)\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ script, ok: code === 0, seconds });
    });
  });
}

const started = performance.now();
const results = await Promise.all(
  ['lint', 'knip', 'typecheck', 'build'].map((script) => run(script, { quiet: true })),
);
for (const script of ['test:unit', 'test:e2e']) {
  if (!results.every((result) => result.ok)) break;
  results.push(await run(script, { quiet: false }));
}

const minutes = ((performance.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test: ${minutes} min`);
for (const { script, ok, seconds } of results)
  console.log(`  ${ok ? 'ok   ' : 'FALHA'} ${script.padEnd(10)} ${seconds.toFixed(0)} s`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
