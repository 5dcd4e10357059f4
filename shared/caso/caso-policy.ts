/**
 * The case's policy as the server sent it, judged again on the device's clock, and the words of a
 * refusal. The server decides (server/auth/caso-access.ts); the device only learns that the 24-hour
 * window has closed since the read, because that needs no one's answer but the clock's.
 */
import type { OperationName } from '../api';
import type { Endpoint } from '../api/endpoint';
import type { Caso, CasoMotivo, CasoPolicy } from '../schemas/casos';

const HORA_MS = 3_600_000;

/** The policy as a screen reads it: every ability said, also for a copy kept by an older version. */
export type PolicyDoCaso = Required<CasoPolicy>;

/** What the server answers a case's creator within the window: every ability, no refusal. */
export const POLICY_DO_CRIADOR: PolicyDoCaso = {
  pode_editar: true,
  pode_excluir: true,
  pode_compartilhar: true,
  pode_revogar: true,
  pode_exportar: true,
  motivo: null,
  pode_emitir_relatorio: true,
  motivo_emissao: null,
};

/** The server's 403 for a justified reader. */
export const CASO_SOMENTE_LEITURA = 'Seu acesso a este caso é somente leitura.';

/** The server's 403 of the 24-hour rule (spec §6, §8: its text contains '24 horas'). */
export function prazoEncerrado(horas: number): string {
  return `O caso só pode ser alterado nas primeiras ${horas} horas após a sua criação.`;
}

/** The window's length, read off the case itself, so that no setting is needed to name it. */
export function horasDaJanela(caso: Pick<Caso, 'created_at' | 'editavel_ate'>): number {
  return Math.round((Date.parse(caso.editavel_ate) - Date.parse(caso.created_at)) / HORA_MS);
}

/**
 * A copy of the case kept on the device by a version that had no policies: what the server then
 * enforced, by access alone (the window is judged below as for any copy).
 */
function policyDeCopiaAntiga(acesso: Caso['acesso']): CasoPolicy {
  const membro = acesso === 'membro';
  return {
    pode_editar: membro,
    pode_excluir: false,
    pode_compartilhar: membro,
    pode_revogar: false,
    motivo: membro ? null : 'SOMENTE_LEITURA',
  };
}

/**
 * A policy sent before an ability existed says nothing of it: the official papers were then the
 * members' (the server's rule, by access alone), and the export not offered.
 */
function completa(policy: CasoPolicy, acesso: Caso['acesso']): PolicyDoCaso {
  const { pode_emitir_relatorio, motivo_emissao } = policy;
  const membro = acesso === 'membro';
  const emissao =
    pode_emitir_relatorio === undefined || motivo_emissao === undefined
      ? { pode_emitir_relatorio: membro, motivo_emissao: membro ? null : ('SOMENTE_LEITURA' as const) }
      : { pode_emitir_relatorio, motivo_emissao };
  return { ...policy, pode_exportar: policy.pode_exportar ?? false, ...emissao };
}

/** The policy at `now`: after editavel_ate the content may no longer change, whatever the read said. */
export function policyAt(
  caso: Pick<Caso, 'editavel_ate'> & Partial<Pick<Caso, 'policy' | 'acesso'>>,
  now: Date,
): PolicyDoCaso {
  const acesso = caso.acesso ?? 'justificado';
  const policy = completa(caso.policy ?? policyDeCopiaAntiga(acesso), acesso);
  if (!policy.pode_editar || now.getTime() <= Date.parse(caso.editavel_ate)) return policy;
  return { ...policy, pode_editar: false, pode_excluir: false, motivo: 'PRAZO_ENCERRADO' };
}

type CasoAbility =
  | 'pode_editar'
  | 'pode_excluir'
  | 'pode_compartilhar'
  | 'pode_revogar'
  | 'pode_emitir_relatorio';

/** The case's official papers: the report, from the server or from a device's copy, and the summons. */
const EMISSOES: readonly OperationName[] = ['createRelatorio', 'createRelatorioAparelho', 'createIntimacao'];

/**
 * The ability a write of the case needs, by the same split as the server's: the case's delete and
 * a share's revocation are the creator's, a share and an official paper any member's, and every
 * operation that may answer EDIT_WINDOW_CLOSED changes the case's content. Null: the server alone
 * decides.
 */
function abilityOf(op: OperationName, endpoint: Endpoint): CasoAbility | null {
  if (op === 'deleteCaso') return 'pode_excluir';
  if (op === 'deleteCompartilhamento') return 'pode_revogar';
  if (op === 'createCompartilhamento') return 'pode_compartilhar';
  if (EMISSOES.includes(op)) return 'pode_emitir_relatorio';
  return endpoint.errors?.includes('EDIT_WINDOW_CLOSED') ? 'pode_editar' : null;
}

/** The server's code and words for a refusal of the case's own rules. */
function recusaDe(
  motivo: CasoMotivo,
  caso: Pick<Caso, 'created_at' | 'editavel_ate'>,
): { code: 'FORBIDDEN' | 'EDIT_WINDOW_CLOSED'; message: string } {
  return motivo === 'SOMENTE_LEITURA'
    ? { code: 'FORBIDDEN', message: CASO_SOMENTE_LEITURA }
    : { code: 'EDIT_WINDOW_CLOSED', message: prazoEncerrado(horasDaJanela(caso)) };
}

/**
 * What the server would answer this write of the case at `now`, when the case's own rules refuse
 * it; null when they do not (or when the refusal is about who the user is, e.g. not the creator:
 * the server says that in its own words). The window does not stop sharing, so only a read-only
 * access explains a refused share.
 */
export function recusaDaEscrita(
  caso: Pick<Caso, 'policy' | 'editavel_ate' | 'created_at'> & Partial<Pick<Caso, 'acesso'>>,
  op: OperationName,
  endpoint: Endpoint,
  now: Date,
): { code: 'FORBIDDEN' | 'EDIT_WINDOW_CLOSED'; message: string } | null {
  const ability = abilityOf(op, endpoint);
  if (ability === null) return null;
  const policy = policyAt(caso, now);
  const motivo = ability === 'pode_emitir_relatorio' ? policy.motivo_emissao : policy.motivo;
  if (policy[ability] || motivo === null) return null;
  const conteudo = ability === 'pode_editar' || ability === 'pode_excluir';
  if (!conteudo && motivo !== 'SOMENTE_LEITURA') return null;
  return recusaDe(motivo, caso);
}
