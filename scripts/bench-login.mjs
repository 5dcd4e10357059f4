// Prints how long the login takes to answer a wrong password for a matrícula that exists and one
// that does not, and then once each is locked: the figures must not tell them apart. Medians of
// BENCH_RUNS attempts (default 15) against the real server.
import { startBenchServer } from './bench-server.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 15);
// The per-address limit would answer 429 long before; the figures are about the lock.
const server = await startBenchServer('login', { LOGIN_RATE_LIMIT_PER_MINUTE: '100000' });

async function attempt(matricula) {
  const started = performance.now();
  const response = await fetch(`${server.api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rip-csrf': '1' },
    body: JSON.stringify({ matricula, password: 'senha-errada' }),
  });
  const body = await response.text();
  return { ms: performance.now() - started, status: response.status, body };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(label, matricula) {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await attempt(matricula));
  const statuses = [...new Set(results.map((r) => r.status))].join('/');
  console.log(
    `${label.padEnd(38)} ${median(results.map((r) => r.ms))
      .toFixed(1)
      .padStart(7)} ms  (status ${statuses})`,
  );
  return results;
}

try {
  // Each matrícula is locked by its fifth attempt; the first four are the wrong-password case.
  const known = [];
  const unknown = [];
  for (let i = 0; i < 4; i++) {
    known.push(await attempt('1000004'));
    unknown.push(await attempt('7777777'));
  }
  console.log(
    `${'senha errada, matrícula existente'.padEnd(38)} ${median(known.map((r) => r.ms))
      .toFixed(1)
      .padStart(7)} ms`,
  );
  console.log(
    `${'senha errada, matrícula inexistente'.padEnd(38)} ${median(unknown.map((r) => r.ms))
      .toFixed(1)
      .padStart(7)} ms`,
  );
  const a = await measure('bloqueada, matrícula existente', '1000004');
  const b = await measure('bloqueada, matrícula inexistente', '7777777');
  console.log(`corpos iguais quando bloqueadas: ${a[0]?.body === b[0]?.body ? 'sim' : 'não'}`);
} finally {
  await server.stop();
}
