/**
 * Dates travel as ISO calendar dates ('YYYY-MM-DD') and are shown as dd/MM/yyyy (spec §9).
 * Plain string handling: a calendar date has no time zone, so no Date object may shift it.
 */
import { naParaiba } from './fuso';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** '1990-05-17' → '17/05/1990'; also accepts a full ISO timestamp (its date part, as written). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const match = ISO_DATE.exec(value.slice(0, 10));
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/** A real calendar date in ISO form (rejects '2026-02-30'). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whole years from a birth date to `today` (both ISO dates); null when unknown or in the future. */
export function idade(dataNascimento: string | null | undefined, today: string): number | null {
  if (!dataNascimento || !isIsoDate(dataNascimento) || !isIsoDate(today)) return null;
  const [by, bm, bd] = dataNascimento.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const years = ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
  return years >= 0 ? years : null;
}

/**
 * Today's ISO date on Paraíba's clock: the officer's day, and the one the papers print, whatever
 * zone the phone is set to (a phone without a SIM may keep UTC).
 */
export function todayIso(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const d = naParaiba(now.getTime());
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}
