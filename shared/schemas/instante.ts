import { z } from 'zod';

/**
 * The years an instant sent by a device may name. Past them PostgreSQL refuses the value (year 0,
 * a year past 9999 once in UTC) or it comes back changed (years 1–99 read as 20xx or 19xx): refused
 * here, in the field's own words, instead of a 500 or a date silently moved.
 */
const PRIMEIRO_ANO = 1900;
const ULTIMO_ANO = 2100;

/** Whether an ISO date or instant ('2026-11-30…') falls in the years accepted. */
export function anoAceito(iso: string): boolean {
  const ano = Number(iso.slice(0, 4));
  return ano >= PRIMEIRO_ANO && ano <= ULTIMO_ANO;
}

/** An instant with its offset, as a device sends it (the officer's local clock travels with it). */
export function instante(message = 'Data inválida.') {
  return z.iso.datetime({ offset: true, message }).refine(anoAceito, message);
}
