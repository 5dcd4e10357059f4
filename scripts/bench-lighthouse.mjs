// Prints Lighthouse's mobile figures for the login screen, the first thing every visit loads:
// performance and accessibility scores, FCP, LCP, TBT, CLS, Speed Index and the JavaScript and CSS
// transferred. The median of BENCH_RUNS runs (default 3) after a warm-up run, in Debian's Chromium,
// against the real server.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startBenchServer } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ATTEMPTS = 3;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function audit(url, port) {
  // Lighthouse sometimes ends a run without the trace (NO_FCP and the like); such a run is retried.
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const { lhr } = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    if (lhr.audits['first-contentful-paint'].numericValue !== undefined) return lhr;
    console.warn(`execução sem métricas (${lhr.runtimeError?.code ?? 'motivo desconhecido'}), repetindo`);
  }
  throw new Error(`o Lighthouse não mediu em ${ATTEMPTS} tentativas`);
}

function figures(lhr) {
  const value = (id) => lhr.audits[id].numericValue;
  const transfer = (type) =>
    lhr.audits['resource-summary'].details.items.find((item) => item.resourceType === type)?.transferSize ??
    0;
  return {
    performance: lhr.categories.performance.score * 100,
    accessibility: lhr.categories.accessibility.score * 100,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
    js: transfer('script'),
    css: transfer('stylesheet'),
  };
}

const server = await startBenchServer('lighthouse');
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
try {
  const url = `${server.origin}/rip-app/login`;
  await audit(url, chrome.port);
  const runs = [];
  let last;
  for (let run = 0; run < RUNS; run += 1) {
    last = await audit(url, chrome.port);
    runs.push(figures(last));
  }
  const m = (key) => median(runs.map((run) => run[key]));
  const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
  console.log(`tela de login, Lighthouse ${last.lighthouseVersion} (celular, mediana de ${RUNS} execuções)`);
  console.log(`  desempenho ${m('performance')}, acessibilidade ${m('accessibility')}`);
  console.log(
    `  FCP ${(m('fcp') / 1000).toFixed(2)} s, LCP ${(m('lcp') / 1000).toFixed(2)} s, TBT ${m('tbt').toFixed(0)} ms, CLS ${m('cls').toFixed(3)}, SI ${(m('si') / 1000).toFixed(2)} s`,
  );
  console.log(`  transferido: JS ${kib(m('js'))}, CSS ${kib(m('css'))}`);
  const failing = Object.values(last.categories.accessibility.auditRefs)
    .map((ref) => last.audits[ref.id])
    .filter((item) => item.score !== null && item.score < 1);
  for (const item of failing) console.log(`  acessibilidade a corrigir: ${item.id} — ${item.title}`);
} finally {
  await chrome.kill();
  await server.stop();
}
