// `npm run audit:verify [-- --checkpoint '<json or the RIP-CP1 line read from a report>']`: walks the
// audit log's hash chain, holds it against every checkpoint kept outside the database (the file
// beside the data, the S3 bucket, the ones given here) and names every problem. Exits 1 on any.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { type CheckpointKey, loadKey, loadPublicKey, readCheckpoint } from '../audit/checkpoint';
import { checkpointPaths, checkpointsConhecidos } from '../audit/checkpoint-store';
import { sealPendingLogs } from '../audit/sequencer';
import { type ChainProblem, verifyLogChain } from '../audit/verify';
import { type CheckpointAchado, conferirCheckpoints } from '../audit/verify-checkpoints';
import { createStoreFor } from '../storage/store-for';
import { openDatabase } from './database';

const { values } = parseArgs({ options: { checkpoint: { type: 'string', multiple: true } } });
const informados: CheckpointAchado[] = (values.checkpoint ?? []).map((texto, i) => ({
  origem: values.checkpoint?.length === 1 ? 'informado' : `informado ${i + 1}`,
  checkpoint: readCheckpoint(texto),
}));

/** The public key is enough to check; the private one is never made here. */
function chave(paths: { key: string }): CheckpointKey | null {
  if (existsSync(paths.key)) return loadKey(paths.key);
  if (existsSync(`${paths.key}.pub`)) return loadPublicKey(`${paths.key}.pub`);
  return null;
}

const { env, database, close } = await openDatabase();
const problems: ChainProblem[] = [];
let sealed = 0;
let head: { seq: number; hash: string } | null = null;
let pending = 0;
let conferidos = 0;
try {
  // Rows written a moment ago (by this machine's other commands) are sealed first, as the server would.
  await sealPendingLogs(database.db);
  const paths = checkpointPaths(env);
  const key = chave(paths);
  if (key) {
    const achados = await checkpointsConhecidos({
      key,
      file: paths.file,
      bucket: env.s3 ? createStoreFor(env) : null,
    });
    const conferencia = await conferirCheckpoints(database.db, key, [...achados.checkpoints, ...informados]);
    conferidos = conferencia.conferidos;
    problems.push(...achados.problems, ...conferencia.problems);
  } else {
    console.error(`Sem a chave dos checkpoints (${paths.key}): a cadeia não pôde ser conferida com eles.`);
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
