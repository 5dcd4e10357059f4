/**
 * The cluster's leader publishes yesterday's digest on its first round of each day, from the
 * checkpoints it knows (its file and the bucket's latest, where every node writes). A round that
 * fails (the bucket out of reach) is tried again at the next.
 */
import { type CheckpointAnchor, readBucketCheckpoint, readCheckpointFile } from './checkpoint-store';
import { type DestinosDoResumo, diaAnterior, diaDe, publicarResumo, resumoDoDia } from './resumo-diario';

const publicados = new WeakMap<CheckpointAnchor, string>();

/** The line published, or null when yesterday was already done here or had no checkpoint. */
export async function publicarResumoDeOntem(
  anchor: CheckpointAnchor,
  destinos: DestinosDoResumo,
  agora: Date,
): Promise<string | null> {
  const ontem = diaAnterior(diaDe(agora));
  if (publicados.get(anchor) === ontem) return null;
  const { checkpoints } = readCheckpointFile(anchor.file);
  const doBalde = await readBucketCheckpoint(anchor.bucket);
  const cp = resumoDoDia(doBalde ? [...checkpoints, doBalde] : checkpoints, ontem);
  const linha = cp ? await publicarResumo(destinos, ontem, cp, agora) : null;
  publicados.set(anchor, ontem);
  return linha;
}

export function startResumoDiario(
  anchor: CheckpointAnchor,
  destinos: DestinosDoResumo,
  everyMs: number,
  clock: () => Date,
  onError: (error: unknown) => void,
) {
  let running: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => publicarResumoDeOntem(anchor, destinos, clock()).catch(onError));
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
