// `npm run budget`: reads the production build (dist/app) and fails when the JavaScript the login
// screen loads, what the case hub adds to it, or the service worker's precache weighs more than
// its budget — as served (the build's brotli copy where there is one), and naming the chunks that
// grew since the budgets were set (bundle-budget.json). `npm test` runs it as soon as the build
// ends. Throughput is not here: it stays a benchmark (npm run bench:caso).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const KIB = 1024;

/** A chunk's name without its content hash: what stays the same from one build to the next. */
function chunkName(file) {
  return path.basename(file).replace(/-[\w-]{8}\.(js|css)$/, '.$1');
}

/** The bytes a browser receives for `file` under `dir`: its brotli copy if the build wrote one. */
function servedBytes(dir, file) {
  const full = path.join(dir, file);
  return statSync(existsSync(`${full}.br`) ? `${full}.br` : full).size;
}

/** The chunk files whose name (hash left out) is `name`; an error if there is none. */
function chunkFiles(dir, name) {
  const assets = path.join(dir, 'assets');
  const found = readdirSync(assets).filter((file) => chunkName(file) === name);
  if (found.length === 0)
    throw new Error(`o build não tem o chunk ${name} (renomeado? atualize bundle-budget.json)`);
  return found.map((file) => `assets/${file}`);
}

/** `files` and every chunk they import statically (what the browser fetches before running them). */
function withStaticImports(dir, files) {
  const seen = new Set();
  const pending = [...files];
  while (pending.length > 0) {
    const file = pending.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(path.join(dir, file), 'utf8');
    // Minified ES modules: `import{a as b}from"./x.js"`, `export{…}from"./x.js"`, `import"./x.js"`.
    for (const [, target] of code.matchAll(/(?:\bfrom|\bimport)\s*"\.\/([^"]+\.js)"/g)) {
      pending.push(path.posix.join(path.posix.dirname(file), target));
    }
  }
  return seen;
}

/** What index.html loads: its module script and the chunks it preloads. */
function entryFiles(dir) {
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<(?:script|link)[^>]*(?:src|href)="\/rip-app\/(assets\/[^"]+\.js)"/g)].map(
    ([, file]) => file,
  );
}

/** The files the service worker precaches (its injected manifest). */
function precacheFiles(dir) {
  const sw = readFileSync(path.join(dir, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map(([, url]) => url);
}

/** Bytes by chunk name (two chunks may share one: their sizes add up). */
function sizes(dir, files) {
  const byName = new Map();
  for (const file of files) {
    byName.set(chunkName(file), (byName.get(chunkName(file)) ?? 0) + servedBytes(dir, file));
  }
  return byName;
}

/**
 * The sets the budgets hold to, by chunk name: login (what index.html loads plus the chunks the
 * login screen imports at start), hub (what opening a case's hub adds to the login's), home (the
 * first screen after login, measured, without its own budget) and the precache.
 */
export function measure(dir, budget) {
  const login = withStaticImports(dir, [
    ...entryFiles(dir),
    ...budget.login.startup.flatMap((name) => chunkFiles(dir, name)),
  ]);
  const after = (names) =>
    [
      ...withStaticImports(
        dir,
        names.flatMap((name) => chunkFiles(dir, name)),
      ),
    ].filter((file) => !login.has(file));
  return {
    login: sizes(dir, login),
    hub: sizes(dir, after(budget.hub.chunks)),
    home: sizes(dir, after(budget.home.chunks)),
    precache: sizes(dir, precacheFiles(dir)),
  };
}

const total = (chunks) => [...chunks.values()].reduce((sum, bytes) => sum + bytes, 0);
const kib = (bytes) => (bytes / KIB).toFixed(1);

/**
 * The lines to print and the sets over budget. A set over budget names its chunks that grew
 * since bundle-budget.json was written (or are new), largest growth first.
 */
export function judge(measured, budget) {
  const lines = [];
  const over = [];
  for (const set of ['login', 'hub', 'home', 'precache']) {
    const chunks = measured[set];
    const bytes = total(chunks);
    const limit = budget[set].kib;
    const verdict = limit === undefined ? 'medido' : `orçamento ${limit} KiB`;
    lines.push(`${set.padEnd(8)} ${kib(bytes).padStart(8)} KiB em ${chunks.size} chunks (${verdict})`);
    if (limit === undefined || bytes <= limit * KIB) continue;
    over.push(set);
    const before = budget[set].chunks_kib ?? {};
    const grew = [...chunks]
      .map(([name, size]) => ({ name, size, growth: size - (before[name] ?? 0) * KIB }))
      .filter(({ growth }) => growth > 0.05 * KIB)
      .sort((a, b) => b.growth - a.growth);
    // None grew: the budget was lowered under the recorded sizes; the largest are where to cut.
    const named = grew.length > 0 ? grew : [...chunks].map(([name, size]) => ({ name, size, growth: 0 }));
    if (grew.length === 0) named.sort((a, b) => b.size - a.size);
    const what = grew.length > 0 ? 'cresceram' : 'nenhum cresceu desde o registro; os maiores';
    lines.push(`  ${set} passou de ${limit} KiB por ${kib(bytes - limit * KIB)} KiB; ${what}:`);
    for (const { name, size, growth } of named.slice(0, 8)) {
      const was = before[name] === undefined ? 'novo' : `era ${before[name]} KiB`;
      lines.push(`    ${name}: ${kib(size)} KiB (+${kib(growth)}, ${was})`);
    }
  }
  return { lines, over };
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The sizes of today's build as the chunks' reference, budgets unchanged: run with --registrar when
 * a budget is set or raised on purpose, so the next overrun names what grew after it.
 */
function record(file, budget, measured) {
  const asKib = (chunks) =>
    Object.fromEntries([...chunks].sort(([a], [b]) => a.localeCompare(b)).map(([n, b]) => [n, +kib(b)]));
  for (const set of Object.keys(measured)) budget[set].chunks_kib = asKib(measured[set]);
  writeFileSync(file, `${JSON.stringify(budget, null, 2)}\n`);
  // In the house format, or the next lint fails on the file this just wrote.
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'biome'), ['format', '--write', file], {
    stdio: 'ignore',
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const file = path.join(ROOT, 'scripts', 'bundle-budget.json');
  const budget = JSON.parse(readFileSync(file, 'utf8'));
  const measured = measure(path.join(ROOT, 'dist', 'app'), budget);
  if (process.argv.includes('--registrar')) record(file, budget, measured);
  const { lines, over } = judge(measured, budget);
  console.log(lines.join('\n'));
  if (over.length > 0) {
    console.error(`\nFora do orçamento: ${over.join(', ')} (scripts/bundle-budget.json)`);
    process.exitCode = 1;
  }
}
