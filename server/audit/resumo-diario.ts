/**
 * The daily digest an auditor keeps away from the server: one line a day, the last checkpoint
 * signed until the day's end (Paraíba's clock) with the day in front,
 * `RIP-DIA1 2026-11-26 RIP-CP1 <seq> <time> <head> <key_id> <sig>`. It is the checkpoint's own
 * signature, so any copy — the service's journal, a file outside the data directory, the bucket
 * under Object Lock, a printout — checks the chain in `npm run audit:verify` or on the log screen.
 * Published once, on the first round of the next day; `npm run audit:digest` prints it again.
 */
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { naParaiba } from '../../shared/formatos/fuso';
import { type Checkpoint, checkpointTexto, readCheckpoint } from './checkpoint';
import type { BaldeDeCheckpoints } from './checkpoint-bucket';

export const RESUMO = 'RIP-DIA1';

/** The days' objects in the bucket (named as the checkpoints are: the backup takes them first). */
export const PREFIXO_DOS_RESUMOS = 'log-checkpoint-dia-';
export const nomeDoResumo = (dia: string) => `${PREFIXO_DOS_RESUMOS}${dia}.json`;

/** The day (AAAA-MM-DD) an instant falls on in Paraíba. */
export const diaDe = (instante: string | Date) =>
  naParaiba(new Date(instante).getTime()).toISOString().slice(0, 10);

export function diaAnterior(dia: string): string {
  const meioDia = new Date(`${dia}T12:00:00Z`);
  return new Date(meioDia.getTime() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

export const linhaDoResumo = (dia: string, cp: Checkpoint) => `${RESUMO} ${dia} ${checkpointTexto(cp)}`;

/** A digest line as printed or copied; null when the text is not one. */
export function lerResumo(texto: string): { dia: string; checkpoint: Checkpoint } | null {
  const dia = new RegExp(`${RESUMO}\\s+(\\d{4}-\\d{2}-\\d{2})\\s`).exec(texto)?.[1];
  if (!dia) return null;
  return { dia, checkpoint: readCheckpoint(texto.slice(texto.indexOf(RESUMO))) };
}

/** The digest of `dia`: the furthest checkpoint signed until that day's end; null when none was. */
export function resumoDoDia(checkpoints: readonly Checkpoint[], dia: string): Checkpoint | null {
  let escolhido: Checkpoint | null = null;
  for (const cp of checkpoints) {
    if (diaDe(cp.time) <= dia && (!escolhido || cp.seq > escolhido.seq)) escolhido = cp;
  }
  return escolhido;
}

/** Every line of a digest file, and the numbers of those that are not a digest (the file was tampered with). */
export function lerArquivoDeResumos(arquivo: string): {
  resumos: { dia: string; checkpoint: Checkpoint }[];
  invalidas: number[];
} {
  const resumos: { dia: string; checkpoint: Checkpoint }[] = [];
  const invalidas: number[] = [];
  if (!existsSync(arquivo)) return { resumos, invalidas };
  readFileSync(arquivo, 'utf8')
    .split('\n')
    .forEach((linha, index) => {
      if (!linha.trim()) return;
      try {
        const resumo = lerResumo(linha);
        if (resumo) resumos.push(resumo);
        else invalidas.push(index + 1);
      } catch {
        invalidas.push(index + 1);
      }
    });
  return { resumos, invalidas };
}

/** The day's object in the bucket, read back by its line; null when the day has none. */
export async function resumoDoBalde(balde: BaldeDeCheckpoints, dia: string) {
  const texto = await balde.ler(nomeDoResumo(dia));
  if (texto === null) return null;
  const { linha } = JSON.parse(texto) as { linha?: unknown };
  const resumo = typeof linha === 'string' ? lerResumo(linha) : null;
  if (!resumo) throw new Error(`o objeto ${nomeDoResumo(dia)} do balde não traz uma linha ${RESUMO}`);
  return resumo;
}

/** Where the digest goes besides the journal. */
export interface DestinosDoResumo {
  /** One JSON line on the service's own log (journald under systemd), tagged for the auditor. */
  diario: (registro: Record<string, unknown>, mensagem: string) => void;
  /** AUDIT_DIGEST_FILE: appended, one line a day. */
  arquivo: string | null;
  balde: BaldeDeCheckpoints | null;
}

/**
 * Publishes the digest of `dia` everywhere it goes. Idempotent: a day already in the file or the
 * bucket is not written there again (a restart on the same day publishes the same line).
 */
export async function publicarResumo(destinos: DestinosDoResumo, dia: string, cp: Checkpoint, agora: Date) {
  const linha = linhaDoResumo(dia, cp);
  destinos.diario(
    { auditoria: 'resumo-diario', dia, seq: cp.seq, head: cp.head, key_id: cp.key_id, linha },
    'Resumo diário do log de auditoria',
  );
  const { arquivo, balde } = destinos;
  if (arquivo && !lerArquivoDeResumos(arquivo).resumos.some((resumo) => resumo.dia === dia)) {
    mkdirSync(path.dirname(arquivo), { recursive: true });
    appendFileSync(arquivo, `${linha}\n`, { mode: 0o644 });
  }
  if (balde && (await balde.ler(nomeDoResumo(dia))) === null) {
    await balde.gravar(nomeDoResumo(dia), JSON.stringify({ dia, linha, checkpoint: cp }), {
      reter: true,
      agora,
    });
  }
  return linha;
}
