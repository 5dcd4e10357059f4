/**
 * Which queued items wait for Wi-Fi (issue 43): an item whose files together exceed the size the
 * officer's unit set, while the link is metered (conexao-medida.ts), unless its author chose to send
 * it over cellular. Records without files, and files within the limit, go at once. Pure.
 */
import type { OutboxItem, OutboxRequest } from '../db';
import { dependeDe, dependencias, marcaDe } from './dependencias';

const MB = 1024 * 1024;

/** The bytes an item sends: its resumable uploads (a vestígio's media) and a multipart file (a document). */
export function bytesDoItem(item: OutboxRequest): number {
  const uploads = (item.uploads ?? []).reduce((soma, arquivo) => soma + arquivo.blob.size, 0);
  const arquivo = (item.input as { file?: { blob?: Blob } }).file?.blob;
  return uploads + (arquivo?.size ?? 0);
}

/**
 * Whether `item` waits for Wi-Fi now: `limiteMb` is the unit's setting (null or absent: no wait),
 * `medida` whether the browser says the link costs data.
 */
export function aguardaWifi(
  item: OutboxRequest & { celularPermitido?: boolean },
  limiteMb: number | null | undefined,
  medida: boolean,
): boolean {
  if (!medida || typeof limiteMb !== 'number' || item.celularPermitido) return false;
  return bytesDoItem(item) > limiteMb * MB;
}

/**
 * The items of a queue (in sending order) that may go now: all but those held — waiting for Wi-Fi,
 * or for their author's check after the device was marked lost (conferir.ts) — and every item that
 * must follow one of them (an edit of a vestígio not yet on the server).
 */
export function enviaveisAgora(
  fila: readonly OutboxItem[],
  limiteMb: number | null | undefined,
  medida: boolean,
): OutboxItem[] {
  const esperam = fila.map((item) => item.aConferir === true || aguardaWifi(item, limiteMb, medida));
  if (!esperam.includes(true)) return [...fila];
  const deps = dependencias(fila);
  // Sending order: whatever an item waits for comes before it, so one pass carries the wait along.
  deps.forEach((antes, i) => {
    if (antes.some((j) => esperam[j])) esperam[i] = true;
  });
  return fila.filter((_, i) => !esperam[i]);
}

/**
 * Whether a new write must join the queue behind `fila` (the user's pending items) rather than go
 * at once: something there can go now, and goes first; or a held item there is one it must follow.
 * Items held for Wi-Fi do not make the rest of the officer's work wait.
 */
export function seguePendentes(
  request: OutboxRequest,
  fila: readonly OutboxItem[],
  limiteMb: number | null | undefined,
  medida: boolean,
): boolean {
  if (enviaveisAgora(fila, limiteMb, medida).length > 0) return true;
  const marca = marcaDe(request);
  return fila.some((item) => dependeDe(marca, marcaDe(item)));
}
