/** The eight permissions of spec §6, in the spec's order. */
export const PERMISSIONS = [
  'ver_casos',
  'criar_casos',
  'editar_casos',
  'ver_perfil',
  'compartilhar_caso',
  'gerenciar_usuarios',
  'gerenciar_papeis',
  'gerenciar_permissoes',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_LABELS: Record<Permission, string> = {
  ver_casos: 'Ver casos',
  criar_casos: 'Criar casos',
  editar_casos: 'Editar casos',
  ver_perfil: 'Ver perfil de pessoas',
  compartilhar_caso: 'Compartilhar caso',
  gerenciar_usuarios: 'Gerenciar usuários',
  gerenciar_papeis: 'Gerenciar perfis',
  gerenciar_permissoes: 'Gerenciar permissões',
};

export const ADMIN_ROLE = 'Admin';

/**
 * The administration permissions: the database keeps an active holder of each (migration 0013),
 * and granting or removing one asks for the passkey step-up (issue 43).
 */
export const PERMISSOES_DE_ADMINISTRACAO: readonly Permission[] = [
  'gerenciar_usuarios',
  'gerenciar_papeis',
  'gerenciar_permissoes',
];

/**
 * The roles seeded on a new database and what each may do. Admins edit roles afterwards;
 * this is only the starting point (rationale in docs/decisions.md).
 */
export const DEFAULT_ROLES: Record<string, readonly Permission[]> = {
  [ADMIN_ROLE]: PERMISSIONS,
  Delegado: ['ver_casos', 'criar_casos', 'editar_casos', 'ver_perfil', 'compartilhar_caso'],
  Investigador: ['ver_casos', 'criar_casos', 'editar_casos', 'ver_perfil', 'compartilhar_caso'],
  Escrivão: ['ver_casos', 'criar_casos', 'editar_casos', 'ver_perfil'],
  Perito: ['ver_casos', 'editar_casos'],
};

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}
