import type { Permission } from './permissions';

/**
 * Who may reach something: anyone, any logged-in user, or a user holding one permission.
 * Used by the client's navigation guard for screens and by the server for every API route.
 */
export type Access = 'public' | 'login' | Permission;

export interface ScreenRoute {
  readonly path: string;
  readonly access: Access;
}

/** The route table of spec §2.1, once for client and server. Paths are relative to BASE_PATH. */
export const SCREENS = {
  login: { path: '/login', access: 'public' },
  home: { path: '/home', access: 'ver_casos' },
  acionamentos: { path: '/acionamentos', access: 'ver_casos' },
  RolesEdit: { path: '/Roles/edit/:id', access: 'gerenciar_papeis' },
  Roles: { path: '/roles', access: 'gerenciar_papeis' },
  Permissions: { path: '/permissions', access: 'gerenciar_permissoes' },
  perfil: { path: '/perfil/:id_pessoa', access: 'ver_perfil' },
  croqui: { path: '/croqui', access: 'ver_casos' },
  casoNome: { path: '/casonome', access: 'criar_casos' },
  video: { path: '/video', access: 'login' },
  camera_seguranca: { path: '/camera_seguranca', access: 'editar_casos' },
  apreensao: { path: '/apreensao', access: 'editar_casos' },
  historico: { path: '/historico', access: 'editar_casos' },
  /** Spec §2.1 '(case id param available)': a link names the case whose report it opens. */
  relatorio: { path: '/relatorio/:casoId?', access: 'ver_casos' },
  Caso: { path: '/Caso', access: 'ver_casos' },
  /** Issue 26: the case's change history, field by field (not in the spec's table). */
  alteracoes: { path: '/alteracoes', access: 'ver_casos' },
  vitima: { path: '/Vitima', access: 'editar_casos' },
  suspeito: { path: '/suspeito', access: 'editar_casos' },
  testemunha: { path: '/testemunha', access: 'editar_casos' },
  meios: { path: '/meios', access: 'editar_casos' },
  /** Issue 42: the vehicles of the case. */
  veiculos: { path: '/veiculos', access: 'editar_casos' },
  /** Issue 42: the case's police numbers and the fact; read by whoever reads the case. */
  ocorrencia: { path: '/ocorrencia', access: 'ver_casos' },
  equipe: { path: '/equipe', access: 'editar_casos' },
  vestigio: { path: '/vestigio', access: 'editar_casos' },
  anotacaoComplementar: { path: '/anotacao-complementar', access: 'editar_casos' },
  geolocalizacaoCaso: { path: '/geolocalizacaoCaso', access: 'editar_casos' },
  update_pessoa: { path: '/update/pessoa/:pessoa_id/:rota', access: 'editar_casos' },
  compartilhamento: { path: '/compartilhamento', access: 'compartilhar_caso' },
  search: { path: '/search', access: 'ver_casos' },
  Dashboard: { path: '/dashboard', access: 'ver_casos' },
  Mapa: { path: '/dashboard/mapa', access: 'ver_casos' },
  Estatistica: { path: '/dashboard/estatistica', access: 'ver_casos' },
  userAdd: { path: '/useradd', access: 'gerenciar_usuarios' },
  logs: { path: '/logs', access: 'gerenciar_usuarios' },
  Unidades: { path: '/unidades', access: 'gerenciar_usuarios' },
  Cargos: { path: '/cargos', access: 'gerenciar_usuarios' },
  PainelAdmin: { path: '/painel-admin', access: 'gerenciar_usuarios' },
  UserEdit: { path: '/UserEdit', access: 'login' },
  /** Issue 43: the officer's devices, reached from Meus Dados (not in the spec's table). */
  aparelhos: { path: '/meus-aparelhos', access: 'login' },
  /** Public: anyone holding a report checks it was issued by the app (not in the spec's table). */
  verificar: { path: '/verificar', access: 'public' },
} as const satisfies Record<string, ScreenRoute>;

export type ScreenName = keyof typeof SCREENS;

/** Paths that also lead to a screen under another name (spec §2.1). */
export const SCREEN_ALIASES: Record<string, ScreenName> = {
  '/': 'login',
  '/userEdit': 'UserEdit',
};

export function canAccess(access: Access, permissions: ReadonlySet<string> | null): boolean {
  if (access === 'public') return true;
  if (permissions === null) return false;
  if (access === 'login') return true;
  return permissions.has(access);
}
