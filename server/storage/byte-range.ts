/**
 * HTTP byte ranges (RFC 9110 §14) for media: a video player asks for the file in pieces and seeks.
 * One range per request; anything the server does not honour (several ranges, bad syntax) is
 * answered with the whole file, as the RFC allows.
 */

/** What a `Range: bytes=…` header asks for, before the object's size is known. */
export type RangeSpec = { start: number; end?: number } | { suffix: number };

/** Bytes start..end inclusive, within the object. */
export interface ByteRange {
  start: number;
  end: number;
}

/** The range lies wholly past the object's end (416, with the size it does have). */
export class RangeNotSatisfiableError extends Error {
  override readonly name = 'RangeNotSatisfiableError';
  constructor(readonly size: number) {
    super(`Intervalo fora do arquivo de ${size} bytes`);
  }
}

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/** The one range asked for, or null when the header is absent or is to be ignored. */
export function parseRange(header: string | undefined): RangeSpec | null {
  if (!header) return null;
  const match = SINGLE.exec(header.trim());
  if (!match) return null;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    return Number.isSafeInteger(suffix) ? { suffix } : null;
  }
  const start = Number(first);
  if (!Number.isSafeInteger(start)) return null;
  if (last === '') return { start };
  const end = Number(last);
  if (!Number.isSafeInteger(end) || end < start) return null;
  return { start, end };
}

/** The bytes the spec selects in an object of this size; throws when it selects none. */
export function resolveRange(spec: RangeSpec, size: number): ByteRange {
  if ('suffix' in spec) {
    if (spec.suffix === 0 || size === 0) throw new RangeNotSatisfiableError(size);
    return { start: Math.max(0, size - spec.suffix), end: size - 1 };
  }
  if (spec.start >= size) throw new RangeNotSatisfiableError(size);
  return { start: spec.start, end: Math.min(spec.end ?? size - 1, size - 1) };
}
