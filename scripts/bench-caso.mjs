// Prints, for a case with 10 people (4 victims, 3 witnesses, 3 suspects, each with address and
// physical traits), the size of the selected-case response (GET /casos/:id) and its latency at
// 20 concurrent requests: median and 95th percentile. Runs the real server (npm start's script)
// on a throwaway embedded PostgreSQL.
import { randomUUID } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { startBenchServer } from './bench-server.mjs';

const CONCURRENCY = 20;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const WARMUP = 100;

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

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function load(url, total) {
  const times = [];
  let next = 0;
  async function worker() {
    while (next < total) {
      next += 1;
      const started = performance.now();
      await call('GET', url);
      times.push(performance.now() - started);
    }
  }
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return { times: times.sort((a, b) => a - b), seconds: (performance.now() - started) / 1000 };
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

  await load(`/casos/${casoId}`, WARMUP);
  const { times, seconds } = await load(`/casos/${casoId}`, REQUESTS);
  console.log(
    `${REQUESTS} requisições, ${CONCURRENCY} simultâneas: mediana ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, máx ${times.at(-1).toFixed(1)} ms (${(REQUESTS / seconds).toFixed(0)} req/s)`,
  );
} finally {
  await server.stop();
}
