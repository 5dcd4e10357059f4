/**
 * Whether a file's recorded time falls within the case's life (issue 39), judged by the server's
 * own instants: not earlier than the case's creation less a tolerance, not later than the moment the
 * server began to receive the file. The tolerance covers a case made on a phone without signal,
 * which reaches the server (and gets its creation time) only when the phone syncs, after the photos
 * taken for it; it is not meant to catch a clock wrong by minutes but one wrong by days or years.
 */
import type { HoraForaDoCaso } from '../../../shared/schemas/vestigios';

/** A night's work at a scene without signal (docs/decisions.md, issue 39). */
export const TOLERANCIA_ANTES_DO_CASO_MS = 12 * 3_600_000;

export function horaForaDoCaso(
  registradaEm: Date | null,
  casoCriadoEm: Date,
  recebidaEm: Date,
): HoraForaDoCaso | null {
  if (!registradaEm) return null;
  if (registradaEm.getTime() < casoCriadoEm.getTime() - TOLERANCIA_ANTES_DO_CASO_MS) {
    return { motivo: 'antes_do_caso', limite: casoCriadoEm.toISOString() };
  }
  if (registradaEm > recebidaEm) return { motivo: 'depois_do_recebimento', limite: recebidaEm.toISOString() };
  return null;
}
