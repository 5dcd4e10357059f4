/**
 * Who has access to a case, as the sharing screen lists them (spec §2.3 Sharing 'list of users with
 * access'): its creator, the team's members who are users of the app, and the users it was shared
 * with. Pure, so it is tested without a browser.
 */
import type { CasoView } from '../casos/caso-view';
import type { CompartilhamentoView } from './caso-view';

export type ViaDeAcesso = 'criador' | 'equipe' | 'compartilhamento';

export interface UsuarioComAcesso {
  key: string;
  name: string;
  matricula: string;
  /** Cargo and unit, as far as they are known. */
  detalhe: string | null;
  via: ViaDeAcesso;
  compartilhamento: CompartilhamentoView | null;
  offline: boolean;
}

export function usuariosComAcesso(caso: CasoView): UsuarioComAcesso[] {
  const lista: UsuarioComAcesso[] = [
    {
      key: `criador:${caso.user.matricula}`,
      name: caso.user.name,
      matricula: caso.user.matricula,
      detalhe: caso.user.unidade,
      via: 'criador',
      compartilhamento: null,
      offline: false,
    },
  ];
  const listado = (matricula: string) => lista.some((u) => u.matricula === matricula);
  for (const membro of caso.equipe) {
    if (!membro.usuario || listado(membro.matricula)) continue;
    lista.push({
      key: `equipe:${membro.id}`,
      name: membro.name,
      matricula: membro.matricula,
      detalhe: [membro.cargo.nome, membro.unidade?.nome].filter(Boolean).join(' · ') || null,
      via: 'equipe',
      compartilhamento: null,
      offline: membro.offline,
    });
  }
  // A share is listed even beside the same user's team row: it is what may be revoked.
  for (const share of caso.compartilhamentos) {
    lista.push({
      key: `compartilhamento:${share.id}`,
      name: share.user.name,
      matricula: share.user.matricula,
      detalhe: share.offline
        ? 'Quem é será conferido quando a conexão voltar.'
        : [share.user.cargo, share.user.unidade].filter(Boolean).join(' · ') || null,
      via: 'compartilhamento',
      compartilhamento: share,
      offline: share.offline,
    });
  }
  return lista;
}

/** Matrículas that already read and write the case (or will, once what waits on the device is sent). */
export function matriculasComAcesso(caso: CasoView): Set<string> {
  return new Set(usuariosComAcesso(caso).map((u) => u.matricula));
}
