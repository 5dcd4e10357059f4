/**
 * Every checkpoint to be found outside the database, each with where it was found: the file's
 * lines, the bucket's latest, the auditor's digest file and — for the whole check of
 * `npm run audit:verify` — every day's digest retained in the bucket. What is there and is not a
 * checkpoint is itself a problem: someone tampered with it.
 */
import { readCheckpoint } from './checkpoint';
import { type CheckpointAnchor, readBucketCheckpoint, readCheckpointFile } from './checkpoint-store';
import { lerArquivoDeResumos, lerResumo, PREFIXO_DOS_RESUMOS, resumoDoBalde } from './resumo-diario';
import type { ChainProblem } from './verify';
import type { CheckpointAchado } from './verify-checkpoints';

const invalido = (message: string): ChainProblem => ({
  kind: 'checkpoint-invalid',
  seq: null,
  logId: null,
  message,
});

async function resumosDoBalde(
  anchor: CheckpointAnchor,
  achados: CheckpointAchado[],
  problems: ChainProblem[],
) {
  if (!anchor.bucket) return;
  for (const nome of await anchor.bucket.listar(PREFIXO_DOS_RESUMOS)) {
    const dia = nome.slice(PREFIXO_DOS_RESUMOS.length).replace(/\.json$/, '');
    try {
      const resumo = await resumoDoBalde(anchor.bucket, dia);
      if (resumo) achados.push({ origem: `resumo de ${resumo.dia} no S3`, checkpoint: resumo.checkpoint });
    } catch {
      problems.push(invalido(`o objeto ${nome} do S3 não é um resumo diário`));
    }
  }
}

export async function checkpointsConhecidos(
  anchor: CheckpointAnchor,
  opcoes: { resumosDoBalde?: boolean } = {},
): Promise<{ checkpoints: CheckpointAchado[]; problems: ChainProblem[] }> {
  const arquivo = readCheckpointFile(anchor.file);
  const achados: CheckpointAchado[] = arquivo.checkpoints.map((checkpoint) => ({
    origem: 'arquivo',
    checkpoint,
  }));
  const problems = arquivo.invalidas.map((linha) =>
    invalido(`a linha ${linha} do arquivo de checkpoints (${anchor.file}) não é um checkpoint`),
  );
  const doBalde = await readBucketCheckpoint(anchor.bucket);
  if (doBalde) achados.push({ origem: 'S3', checkpoint: doBalde });
  if (anchor.digestFile) {
    const { resumos, invalidas } = lerArquivoDeResumos(anchor.digestFile);
    for (const { dia, checkpoint } of resumos) achados.push({ origem: `resumo de ${dia}`, checkpoint });
    for (const linha of invalidas) {
      problems.push(
        invalido(`a linha ${linha} do arquivo de resumos (${anchor.digestFile}) não é um resumo diário`),
      );
    }
  }
  if (opcoes.resumosDoBalde) await resumosDoBalde(anchor, achados, problems);
  return { checkpoints: achados, problems };
}

/**
 * A checkpoint someone gives — the RIP-CP1 line of a report, its JSON, or a RIP-DIA1 digest line —
 * named by where it came from. Throws when the text is none of them.
 */
export function checkpointInformado(texto: string, origem = 'informado'): CheckpointAchado {
  const resumo = lerResumo(texto);
  return resumo
    ? { origem: `resumo de ${resumo.dia}, ${origem}`, checkpoint: resumo.checkpoint }
    : { origem, checkpoint: readCheckpoint(texto) };
}
