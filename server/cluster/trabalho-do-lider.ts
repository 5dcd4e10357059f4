/**
 * The background work of the cluster, run by the leader node only (lideranca.ts): each piece at
 * its own interval (0: not at all), all stopped together when the node stops or loses the lock.
 */
import { type CheckpointAnchor, startCheckpoints } from '../audit/checkpoint-store';
import type { DestinosDoResumo } from '../audit/resumo-diario';
import { startResumoDiario } from '../audit/resumo-do-lider';
import { startLogSequencer } from '../audit/sequencer';
import type { Db } from '../db/client';
import type { Mapas } from '../features/locais/mapa.service';
import { startUploadCleanup, type UploadArea } from '../storage/uploads';
import type { Trabalho } from './lideranca';
import { deleteContagensVencidas } from './limite-store';

export interface Intervalos {
  selarMs: number;
  checkpointMs: number;
  /** How often the leader looks whether yesterday's digest is still to publish. */
  resumoMs: number;
  mapasMs: number;
  enviosMs: number;
  contagensMs: number;
}

export const algumTrabalho = (intervalos: Intervalos) => Object.values(intervalos).some((ms) => ms > 0);

function periodico(fazer: () => void, everyMs: number): () => Promise<void> {
  const timer = setInterval(fazer, everyMs);
  timer.unref();
  return async () => clearInterval(timer);
}

export function trabalhoDoLider(
  partes: {
    db: Db;
    anchor: CheckpointAnchor;
    resumo: DestinosDoResumo;
    mapas: Mapas;
    uploads: UploadArea;
    clock: () => Date;
    onError: (what: string) => (error: unknown) => void;
  },
  intervalos: Intervalos,
): Trabalho {
  const { db, onError } = partes;
  return () => {
    const paradas: (() => Promise<void>)[] = [];
    if (intervalos.selarMs > 0) {
      paradas.push(startLogSequencer(db, intervalos.selarMs, onError('falha ao selar o log na cadeia')));
    }
    if (intervalos.checkpointMs > 0) {
      paradas.push(
        startCheckpoints(
          db,
          partes.anchor,
          intervalos.checkpointMs,
          partes.clock,
          onError('falha ao assinar o checkpoint do log'),
        ),
      );
    }
    if (intervalos.resumoMs > 0) {
      paradas.push(
        startResumoDiario(
          partes.anchor,
          partes.resumo,
          intervalos.resumoMs,
          partes.clock,
          onError('falha ao publicar o resumo diário do log'),
        ),
      );
    }
    if (intervalos.mapasMs > 0) paradas.push(periodico(partes.mapas.pedir, intervalos.mapasMs));
    if (intervalos.enviosMs > 0) {
      // Uploads a vestígio never claimed (the form abandoned) are cleared a few times a day.
      const parar = startUploadCleanup(
        partes.uploads,
        intervalos.enviosMs,
        partes.clock,
        onError('falha ao limpar envios expirados'),
      );
      paradas.push(async () => parar());
    }
    if (intervalos.contagensMs > 0) {
      const falha = onError('falha ao apagar contagens de limite vencidas');
      paradas.push(periodico(() => deleteContagensVencidas(db).catch(falha), intervalos.contagensMs));
    }
    return async () => {
      await Promise.all(paradas.map((parar) => parar()));
    };
  };
}
