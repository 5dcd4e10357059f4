/**
 * The people integration tests act as: the demo user of each role, one with no role, and two who
 * administer one thing only (issue 39: nobody grows their own rights) — a user manager and a
 * profile manager, each with a profile of that one permission (global-setup.ts makes them).
 */
import type { Permission } from '../../shared/permissions';
import { DEMO_PASSWORD } from '../db/seed-demo';

export { DEMO_PASSWORD };

export const PERSONAS = {
  admin: { matricula: '1000001', password: DEMO_PASSWORD },
  delegado: { matricula: '1000002', password: DEMO_PASSWORD },
  investigador: { matricula: '1000003', password: DEMO_PASSWORD },
  escrivao: { matricula: '1000004', password: DEMO_PASSWORD },
  perito: { matricula: '1000005', password: DEMO_PASSWORD },
  semAcesso: { matricula: '1000099', password: 'sem-acesso-2026' },
  gestorUsuarios: { matricula: '1900001', password: 'gestor-usuarios-2026' },
  gestorPerfis: { matricula: '1900002', password: 'gestor-perfis-2026' },
} as const;

/** The profiles of the personas who administer one thing only, by the profile's name. */
export const PERFIS_DE_TESTE = {
  gestorUsuarios: { perfil: 'Gestor de Usuários', permissoes: ['gerenciar_usuarios'] },
  gestorPerfis: { perfil: 'Gestor de Perfis', permissoes: ['gerenciar_papeis'] },
} as const satisfies Record<string, { perfil: string; permissoes: readonly Permission[] }>;

export type PersonaName = keyof typeof PERSONAS;

export const TEMPLATE_DATABASE = 'rip_template';
