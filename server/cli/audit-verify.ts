// `npm run audit:verify [-- --checkpoint '<linha>'] [--resumo <arquivo>] [--chave-publica <arquivo.pub>]`:
// walks the audit log's hash chain, holds it against every checkpoint kept outside the database
// (the file beside the data, the S3 bucket and its daily digests, the digest file) and the ones an
// auditor gives — a report's RIP-CP1 line, a RIP-DIA1 digest line, a file of digest lines — and
// names every problem. Exits 1 on any. The auditor may check with a public key of their own.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type CheckpointKey, loadKey, loadPublicKey } from '../audit/checkpoint';
import { bucketOf, checkpointPaths } from '../audit/checkpoint-store';
import { checkpointInformado, checkpointsConhecidos } from '../audit/checkpoints-conhecidos';
import { lerArquivoDeResumos } from '../audit/resumo-diario';
import { sealPendingLogs } from '../audit/sequencer';
import { type ChainProblem, verifyLogChain } from '../audit/verify';
import { type CheckpointAchado, conferirCheckpoints } from '../audit/verify-checkpoints';
import { loadEnv } from '../env';
import { fail, openDatabase } from './database';

const { values } = parseArgs({
  options: {
    checkpoint: { type: 'string', multiple: true },
    resumo: { type: 'string', multiple: true },
    'chave-publica': { type: 'string' },
  },
});

const informados: CheckpointAchado[] = [];
const problems: ChainProblem[] = [];
(values.checkpoint ?? []).forEach((texto, i) => {
  try {
    informados.push(
      checkpointInformado(texto, values.checkpoint?.length === 1 ? 'informado' : `informado ${i + 1}`),
    );
  } catch {
    fail(`O checkpoint informado ${i + 1} não é uma linha RIP-CP1, RIP-DIA1 nem o JSON de um checkpoint.`);
  }
});
for (const arquivo of values.resumo ?? []) {
  if (!existsSync(arquivo)) fail(`O arquivo de resumos ${arquivo} não existe.`);
  const { resumos, invalidas } = lerArquivoDeResumos(arquivo);
  for (const { dia, checkpoint } of resumos)
    informados.push({ origem: `resumo de ${dia}, ${arquivo}`, checkpoint });
  for (const linha of invalidas) {
    problems.push({
      kind: 'checkpoint-invalid',
      seq: null,
      logId: null,
      message: `a linha ${linha} de ${arquivo} não é um resumo diário`,
    });
  }
}

/** The public half is enough to check: the auditor's own copy, else the configured key's. */
function chave(paths: { key: string }): CheckpointKey | null {
  const publica = values['chave-publica'];
  if (publica)
    return existsSync(publica) ? loadPublicKey(publica) : fail(`A chave pública ${publica} não existe.`);
  if (existsSync(paths.key)) return loadKey(paths.key);
  if (existsSync(`${paths.key}.pub`)) return loadPublicKey(`${paths.key}.pub`);
  return null;
}

const paths = checkpointPaths(loadEnv());
const key = chave(paths);
const { env, database, close } = await openDatabase();
let sealed = 0;
let head: { seq: number; hash: string } | null = null;
let pending = 0;
let conferidos = 0;
try {
  // Rows written a moment ago (by this machine's other commands) are sealed first, as the server would.
  await sealPendingLogs(database.db);
  if (key) {
    const achados = await checkpointsConhecidos(
      { ...paths, key, bucket: bucketOf(env) },
      { resumosDoBalde: true },
    );
    const conferencia = await conferirCheckpoints(database.db, key, [...achados.checkpoints, ...informados]);
    conferidos = conferencia.conferidos;
    problems.push(...achados.problems, ...conferencia.problems);
  } else {
    console.error(
      `Sem a chave dos checkpoints (${paths.key}): a cadeia não pôde ser conferida com eles. Informe a parte pública com --chave-publica <arquivo.pub>.`,
    );
  }
  const report = await verifyLogChain(database.db);
  ({ sealed, head, pending } = report);
  problems.push(...report.problems);
} finally {
  await close();
}
if (problems.length > 0) {
  console.error(`Log de auditoria ADULTERADO: ${problems.length} problema(s) encontrado(s):`);
  for (const problem of problems) console.error(`  - ${problem.message}`);
  process.exit(1);
}
console.log(`Log de auditoria íntegro: ${sealed} linhas seladas e conferidas.`);
console.log(`${conferidos} checkpoints assinados, guardados fora do banco, conferem com a cadeia.`);
if (head) console.log(`Cabeça da cadeia: selo ${head.seq}, ${head.hash}`);
if (pending > 0) console.log(`${pending} linhas recentes ainda aguardam o selo.`);
