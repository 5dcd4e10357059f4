// Prints, for a case with 10 people (4 victims, 3 witnesses, 3 suspects, each with address and
// physical traits), the size of the selected-case response (GET /casos/:id) and, with autocannon at
// 20 connections, the requests per second and latency percentiles of the real server (npm start's
// script, on a throwaway embedded PostgreSQL, every read audited and sealed) next to a bare Node
// server answering the same bytes from memory in this process: the ratio says what the rest costs.
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { cpuDaArvore, ROOT, startBenchServer } from './bench-server.mjs';

const CONNECTIONS = 20;
/** The figures before issue 41, beside this run's: a ratio alone says nothing of the trend. */
const ANTES =
  'antes: 24 % e p97.5 13 ms no turno anterior; 8–20 % e p97.5 21–48 ms com a sessão lida do banco a cada pedido; 20,6–22,1 % e p97.5 19–21 ms, 425 µs no Node e 286 µs no banco por leitura, antes da revisão vir com a linha do log (9efc6ab); 29,1–41,3 % e p97.5 9–14 ms, 150–207 µs no Node e 79–109 µs no banco, com dois gravadores do log (1ce13d3); 34,4–47,5 % e p97.5 7–15 ms, 123–171 µs no Node e 54–72 µs no banco, com um gravador (9b5c857)';
/** Issue 41's goal for this read. */
const GOAL = { ratio: 35, p97_5: 10 };
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

console.log(`carga do computador (1, 5, 15 min) no início: ${load()}`);
const server = await startBenchServer('caso');
const base = server.api;

let cookie = '';
async function call(method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: {
      accept: 'application/json',
      cookie,
      ...(method === 'GET' ? {} : { 'x-rip-csrf': '1' }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  return { response, text };
}

function pessoa(n) {
  return {
    id: randomUUID(),
    nome: `Pessoa de Teste Número ${n}`,
    vulgo: `Vulgo ${n}`,
    data_nascimento: '1990-05-17',
    rg: `${1000000 + n}`,
    pai: `Pai da Pessoa ${n}`,
    mae: `Mãe da Pessoa ${n}`,
    sexo: n % 2 ? 'MASCULINO' : 'FEMININO',
    profissao: 'Comerciante',
    cor: 'PARDO',
    estado_civil: 'SOLTEIRO(A)',
    naturalidade: 'João Pessoa',
    telefone: '(83) 99999-0000',
  };
}

function partes(n) {
  return {
    pessoa: pessoa(n),
    endereco: {
      id: randomUUID(),
      rua: 'Rua das Trincheiras',
      numero: String(100 + n),
      bairro: 'Centro',
      complemento: 'Casa',
      cidade_id: 2507507,
      cep: '58011000',
    },
    caracteristicas_fisicas: {
      cor_cabelo: 'PRETO',
      cor_olhos: 'CASTANHO',
      barba: 'NÃO',
      bigode: 'NÃO',
      cicatriz: 'SIM',
      cicatriz_descricao: 'Cicatriz no antebraço esquerdo',
      tatuagem: 'SIM',
      tatuagem_descricao: 'Dragão no ombro direito',
      comentario: 'Sem observações',
    },
    anotacoes: 'Informações colhidas no local do fato.',
  };
}

/** autocannon against `url` for SECONDS after a short warm-up; its figures, and `medir()` around them. */
async function cannon(url, headers = {}, medir = () => null) {
  await autocannon({ url, connections: CONNECTIONS, duration: 2, headers });
  const antes = medir();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers });
  result.medido = { antes, depois: medir() };
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} respostas fora de 2xx, ${result.errors} erros`);
  }
  return result;
}

function line(label, result) {
  const { latency, requests } = result;
  return `${label.padEnd(16)} ${requests.average.toFixed(0).padStart(6)} req/s  p50 ${latency.p50} ms  p97.5 ${latency.p97_5} ms  p99 ${latency.p99} ms`;
}

try {
  const login = await fetch(`${base}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-rip-csrf': '1' },
    body: JSON.stringify({ matricula: '1000002', password: 'rip-demo-2026' }),
  });
  if (login.status !== 200) throw new Error(`login: ${login.status}`);
  cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];

  const casoId = randomUUID();
  await call('POST', '/casos', { id: casoId, name: 'Caso de Bench' });
  const vitimas = [];
  for (let n = 1; n <= 4; n += 1) {
    const id = randomUUID();
    vitimas.push(id);
    await call('POST', `/casos/${casoId}/vitimas`, {
      id,
      ...partes(n),
      vitima:
        n % 2
          ? {
              crime_id: 1,
              nic: `NIC-${n}`,
              estado_cadaver: 'Morte Recente',
              meio_morte: 'Arma de Fogo',
              data_morte: '2026-11-20',
              hora_morte: '02:30',
              abordagem: 'SIM',
              abordagemDados: 'Abordado na saída do bar',
              reacao: 'NÃO',
              subtracao_bens: 'SIM',
              bens_subtraidos: 'Celular e carteira',
              sobrevivente: 'NÃO',
            }
          : {
              crime_id: 2183,
              encaminhado: 'OUTRO',
              encaminhado_outro: 'Hospital Particular',
              sobrevivente: 'SIM',
            },
    });
  }
  for (const [colecao, total, offset] of [
    ['testemunhas', 3, 10],
    ['suspeitos', 3, 20],
  ]) {
    for (let n = 1; n <= total; n += 1) {
      await call('POST', `/casos/${casoId}/${colecao}`, {
        id: randomUUID(),
        ...partes(offset + n),
        vinculo: {
          pessoaTipo: 'Familiar',
          parentesco: 'irmão',
          vitimaVinculoId: vitimas[n % vitimas.length],
        },
      });
    }
  }

  const { text } = await call('GET', `/casos/${casoId}`);
  const parsed = JSON.parse(text);
  const pessoas = parsed.vitimas.length + parsed.testemunhas.length + parsed.suspeitos.length;
  console.log(
    `caso com ${pessoas} pessoas: resposta de ${Buffer.byteLength(text)} bytes (${gzipSync(text).length} bytes em gzip)`,
  );

  const bytes = Buffer.from(text);
  const bare = http.createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json; charset=utf-8',
      'content-length': bytes.length,
    });
    response.end(bytes);
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));
  const bareResult = await cannon(`http://127.0.0.1:${bare.address().port}/`);
  bare.close();
  // As the app asks: every request of a phone names its device (x-rip-aparelho), which the server
  // checks against the devices marked lost.
  const real = await cannon(
    `${base}/casos/${casoId}`,
    { cookie, accept: 'application/json', 'x-rip-aparelho': randomUUID() },
    () => cpuDaArvore(server.pid),
  );
  console.log(line('Node puro', bareResult));
  console.log(line('rip-app', real));
  const { antes, depois } = real.medido;
  const porLeitura = (parte) => (((depois[parte] - antes[parte]) / real.requests.total) * 1000).toFixed(0);
  console.log(
    `CPU por leitura (não muda com a carga do computador): servidor ${porLeitura('servidor')} µs, PostgreSQL ${porLeitura('banco')} µs`,
  );
  const ratio = (real.requests.average / bareResult.requests.average) * 100;
  console.log(
    `rip-app responde ${ratio.toFixed(1)} % das requisições do Node puro (${CONNECTIONS} conexões, ${SECONDS} s); ${ANTES}`,
  );
  const atingida = ratio >= GOAL.ratio && real.latency.p97_5 <= GOAL.p97_5;
  console.log(
    `meta (≥ ${GOAL.ratio} % e p97.5 ≤ ${GOAL.p97_5} ms): ${atingida ? 'atingida' : 'NÃO atingida'}; carga do computador (1, 5, 15 min): ${load()}`,
  );
  // Every read above left an audit row; the sequencer must have sealed them (a moment behind) and
  // the chain must verify, or the speed was bought with the log.
  const started = performance.now();
  const verified = execFileSync(process.execPath, ['--import', 'tsx', 'server/cli/audit-verify.ts'], {
    cwd: ROOT,
    env: { ...process.env, RIP_DATA_DIR: server.dataDir, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  console.log(`audit:verify depois do bench (${((performance.now() - started) / 1000).toFixed(1)} s):`);
  console.log(verified.trim());
} finally {
  await server.stop();
}
