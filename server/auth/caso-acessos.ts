/**
 * What each user is to each case, as this node last read it (issue 41): the case's row, whether
 * the user is a member, the user's latest justification, and the case's revision — the check
 * before every case-scoped request, kept in memory. Every change to a case, to its members and
 * shares, and every justification bumps the case's revision, which notifies every node with the
 * case's id (migration 0037): what was kept of that case is forgotten.
 */
import type { Avisos } from '../cluster/avisos';
import { type CacheAvisado, cacheAvisado } from '../cluster/cache-avisado';
import type { casos } from '../db/schema';

export interface AcessoAoCaso {
  caso: typeof casos.$inferSelect;
  membro: boolean;
  justificadoEm: Date | null;
  revisao: number;
}

/** Users × cases; beyond it, the pair asked longest ago is read again when asked. */
const MAX_ACESSOS = 10_000;

export type CasoAcessos = CacheAvisado<AcessoAoCaso>;

export function casoAcessos(avisos: Avisos): CasoAcessos {
  return cacheAvisado<AcessoAoCaso>(avisos, 'rip_casos', {
    max: MAX_ACESSOS,
    alvo: (casoId) => (acesso) => acesso.caso.id === casoId,
  });
}
