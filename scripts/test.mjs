// `npm test`: the house rules (Biome, knip), the types, the app's build (followed by its size
// budgets) and the Vitest suite at once, then the browser journeys. None of the first five needs
// another's result, and Vitest's last files leave cores idle that the checks fill. The journeys
// need the build and keep both cores busy, so they come after. As with the `&&` chain this
// replaced, a failed stage stops the run (the first stage's five all finish, so each of their
// failures is shown); each step's time is printed at the end.
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

/** The build, then its budgets (bundle-budget.mjs), which read what it wrote. */
async function buildWithinBudget() {
  const build = await run('build', { quiet: true });
  return build.ok ? [build, await run('budget', { quiet: true })] : [build];
}

const started = performance.now();
const results = (
  await Promise.all([
    ...['lint', 'knip', 'typecheck'].map((script) => run(script, { quiet: true })),
    buildWithinBudget(),
    run('test:unit', { quiet: false }),
  ])
).flat();
if (results.every((result) => result.ok)) results.push(await run('test:e2e', { quiet: false }));

const minutes = ((performance.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test: ${minutes} min`);
for (const { script, ok, seconds } of results)
  console.log(`  ${ok ? 'ok   ' : 'FALHA'} ${script.padEnd(10)} ${seconds.toFixed(0)} s`);
process.exitCode = results.every((result) => result.ok) ? 0 : 1;
