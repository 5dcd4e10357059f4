import type { Env } from '../../env';

/**
 * Who the passkeys belong to (the relying party) and where the browser must have been: from
 * PUBLIC_URL, never from a request's Host header, which a client writes.
 */
export function parteConfiavel(env: Env): { rpID: string; origin: string; rpName: string } {
  const url = new URL(env.PUBLIC_URL);
  return { rpID: url.hostname, origin: url.origin, rpName: 'RIP — Polícia Civil da Paraíba' };
}
