/**
 * How far each file of a waiting operation has gone, for the form and the outbox list. In memory
 * of the context that uploads (the page; the service worker's runs are not seen by the page, whose
 * list then shows the item without a bar until the page sends it itself).
 */
import { useEffect, useState } from 'react';

type Progress = ReadonlyMap<string, number>;

const byOperation = new Map<string, Map<string, number>>();
const listeners = new Set<() => void>();

let sending: string | null = null;

/** The operation this context is sending now (null between items); the outbox list says so. */
export function reportSending(operationId: string | null): void {
  if (sending === operationId) return;
  sending = operationId;
  for (const listener of listeners) listener();
}

/** The operation this context is sending now, kept current. */
export function useSending(): string | null {
  const [current, setCurrent] = useState(sending);
  useEffect(() => {
    const update = () => setCurrent(sending);
    update();
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, []);
  return current;
}

/** Records that `sent` of `total` bytes of the media `mediaId` of operation `operationId` arrived. */
export function reportUploadProgress(
  operationId: string,
  mediaId: string,
  sent: number,
  total: number,
): void {
  const files = byOperation.get(operationId) ?? new Map<string, number>();
  files.set(mediaId, total > 0 ? Math.min(1, sent / total) : 1);
  byOperation.set(operationId, files);
  for (const listener of listeners) listener();
}

/** The operation was sent (or dropped): its bars go. */
export function clearUploadProgress(operationId: string): void {
  if (byOperation.delete(operationId)) for (const listener of listeners) listener();
}

export function uploadProgressOf(operationId: string): Progress {
  return new Map(byOperation.get(operationId) ?? []);
}

/** The whole operation, 0 to 1, weighting each file by its size. */
export function overallProgress(progress: Progress, sizes: ReadonlyMap<string, number>): number {
  let total = 0;
  let sent = 0;
  for (const [id, size] of sizes) {
    total += size;
    sent += size * (progress.get(id) ?? 0);
  }
  return total === 0 ? 0 : sent / total;
}

/** The progress of one operation's files, kept current; null reads nothing. */
export function useUploadProgress(operationId: string | null): Progress {
  const [progress, setProgress] = useState<Progress>(() => new Map());
  useEffect(() => {
    if (!operationId) return;
    const update = () => setProgress(uploadProgressOf(operationId));
    update();
    listeners.add(update);
    return () => {
      listeners.delete(update);
    };
  }, [operationId]);
  return progress;
}
