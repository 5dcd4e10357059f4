// `npm run audit:digest [-- --dia AAAA-MM-DD]`: prints the log's digest line of a day (yesterday by
// default) for the auditor to copy, print or mail — the one published (the bucket, the digest file)
// or, when none was, the same line made from the checkpoints this machine keeps. The line alone on
// standard output; where it came from, and whether its signature checks, on standard error. Needs
// neither the database nor the private key.
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { assinaturaValida, type Checkpoint, loadKey, loadPublicKey } from '../audit/checkpoint';
import {
  bucketOf,
  checkpointPaths,
  readBucketCheckpoint,
  readCheckpointFile,
} from '../audit/checkpoint-store';
import {
  diaAnterior,
  diaDe,
  lerArquivoDeResumos,
  linhaDoResumo,
  resumoDoBalde,
  resumoDoDia,
} from '../audit/resumo-diario';
import { loadEnv } from '../env';
import { fail } from './database';

const { values } = parseArgs({ options: { dia: { type: 'string' } } });
const dia = values.dia ?? diaAnterior(diaDe(new Date()));
if (!/^\d{4}-\d{2}-\d{2}$/.test(dia) || Number.isNaN(Date.parse(`${dia}T00:00:00Z`))) {
  fail(`Dia inválido: ${dia}. Use AAAA-MM-DD (npm run audit:digest -- --dia 2026-11-26).`);
}
const env = loadEnv();
const paths = checkpointPaths(env);
const balde = bucketOf(env);

async function achar(): Promise<{ checkpoint: Checkpoint; de: string } | null> {
  const doBalde = balde && (await resumoDoBalde(balde, dia));
  if (doBalde) return { checkpoint: doBalde.checkpoint, de: 'publicado no S3' };
  const doArquivo =
    paths.digestFile && lerArquivoDeResumos(paths.digestFile).resumos.find((resumo) => resumo.dia === dia);
  if (doArquivo) return { checkpoint: doArquivo.checkpoint, de: `publicado em ${paths.digestFile}` };
  const conhecidos = readCheckpointFile(paths.file).checkpoints;
  const ultimo = await readBucketCheckpoint(balde);
  const feito = resumoDoDia(ultimo ? [...conhecidos, ultimo] : conhecidos, dia);
  return feito && { checkpoint: feito, de: `ainda não publicado: feito dos checkpoints de ${paths.file}` };
}

const achado = await achar();
if (!achado) fail(`Nenhum checkpoint do log foi assinado até o fim de ${dia}.`);
console.log(linhaDoResumo(dia, achado.checkpoint));
const publica = existsSync(paths.key)
  ? loadKey(paths.key)
  : existsSync(`${paths.key}.pub`)
    ? loadPublicKey(`${paths.key}.pub`)
    : null;
const assinatura = !publica
  ? 'assinatura não conferida (sem a chave neste computador)'
  : assinaturaValida(publica, achado.checkpoint)
    ? `assinatura confere com a chave ${publica.keyId}`
    : `a assinatura NÃO confere com a chave ${publica.keyId}`;
console.error(`Resumo de ${dia}, ${achado.de}; selo ${achado.checkpoint.seq}; ${assinatura}.`);
