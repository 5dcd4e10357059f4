/**
 * The rules of the team and of sharing that both sides apply: the display group and the delegate
 * read from a member's cargo (spec §9 'Team display groups', §3 'Team member'), and who may receive
 * a shared case (spec §5 'Sharing'). Pure, so the server enforces and the screen explains the same.
 */
import { COMPARTILHAMENTO_CARGO_PALAVRAS, EQUIPE_GRUPOS } from './options-caso';

export type EquipeGrupo = (typeof EQUIPE_GRUPOS)[number]['nome'];

/** Lowercase without accents: 'Escrivão de Polícia Civil' → 'escrivao de policia civil'. */
export function semAcento(texto: string): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('pt-BR');
}

/** The first group one of whose keywords occurs in the cargo; 'Outros' when none does. */
export function grupoDoCargo(cargo: string): EquipeGrupo {
  const nome = semAcento(cargo);
  const grupo = EQUIPE_GRUPOS.find((g) => g.palavras.some((palavra) => nome.includes(palavra)));
  return grupo?.nome ?? 'Outros';
}

/** Spec §3: a member whose cargo is Delegado is the case's delegate. */
export function ehDelegado(cargo: string): boolean {
  return semAcento(cargo).includes('delegado');
}

/**
 * Spec §3 Case `delegado`: the team's first member, in the order given, whose cargo is Delegado and
 * is the account's (a typed name never signs a summons). A member the device added without signal
 * is no one's account until the server, which alone knows the accounts, says so: until then they
 * sign nothing, not even the summons the phone prints offline.
 */
export function delegadoDe(
  equipe: readonly { name: string; matricula: string; cargo: { nome: string }; usuario: boolean }[],
): { name: string; matricula: string } | null {
  const membro = equipe.find((m) => m.usuario && ehDelegado(m.cargo.nome));
  return membro ? { name: membro.name, matricula: membro.matricula } : null;
}

/**
 * Who signs a summons (issue 42 item 6): the one issuing it when a delegate; otherwise the case's
 * delegate; nobody (and the paper says so) when the team has none.
 */
export function signatarioDaIntimacao(
  emissor: { name: string; cargo?: string | null },
  delegado: { name: string } | null,
): { delegado: string | null; delegado_origem: 'emissor' | 'equipe' | null } {
  if (emissor.cargo && ehDelegado(emissor.cargo))
    return { delegado: emissor.name, delegado_origem: 'emissor' };
  return delegado
    ? { delegado: delegado.name, delegado_origem: 'equipe' }
    : { delegado: null, delegado_origem: null };
}

/** Members in the display groups of §9, in their order, each group in the order given; empty groups left out. */
export function agruparEquipe<T extends { cargo: { nome: string } }>(
  membros: readonly T[],
): { grupo: EquipeGrupo; membros: T[] }[] {
  return EQUIPE_GRUPOS.map(({ nome }) => ({
    grupo: nome as EquipeGrupo,
    membros: membros.filter((membro) => grupoDoCargo(membro.cargo.nome) === nome),
  })).filter((grupo) => grupo.membros.length > 0);
}

/** The spec's message (§5) for each reason a user may not receive a case; the codes are the API's. */
export const RECUSAS_COMPARTILHAMENTO = {
  SHARE_SELF: 'Você já possui acesso.',
  SHARE_NO_UNIT: 'Usuário não pode receber acesso.',
  SHARE_NO_CARGO: 'Usuário sem cargo cadastrado.',
  SHARE_NOT_CIVIL_POLICE: 'Usuário não foi identificado como sendo da Polícia Civil da Paraíba.',
} as const;
export type RecusaCompartilhamento = keyof typeof RECUSAS_COMPARTILHAMENTO;

/**
 * Whether a cargo holds one of §5's civil-police keywords, compared in lowercase as the spec lists
 * them (with and without the accent: so the accent counts), its accents composed however typed.
 */
export function cargoDaPoliciaCivil(cargo: string): boolean {
  const nome = cargo.normalize('NFC').toLocaleLowerCase('pt-BR');
  return COMPARTILHAMENTO_CARGO_PALAVRAS.some((palavra) => nome.includes(palavra));
}

/**
 * Why this user may not receive the case, or null when they may. Oneself is asked first: whoever
 * shares already has access, and that is the truest answer even for a user without a unit.
 */
export function recusaDoCompartilhamento(
  alvo: { id: string; unidade: unknown; cargo: { nome: string } | null },
  quemCompartilha: string,
): RecusaCompartilhamento | null {
  if (alvo.id === quemCompartilha) return 'SHARE_SELF';
  if (!alvo.unidade) return 'SHARE_NO_UNIT';
  if (!alvo.cargo) return 'SHARE_NO_CARGO';
  if (!cargoDaPoliciaCivil(alvo.cargo.nome)) return 'SHARE_NOT_CIVIL_POLICE';
  return null;
}
