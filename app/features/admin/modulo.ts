import type { Modulo } from '../modulo';

export const admin: Modulo = {
  telas: {
    PainelAdmin: () => import('./PainelAdminScreen'),
    userAdd: () => import('./UserAddScreen'),
    Roles: () => import('./PapeisScreen'),
    RolesEdit: () => import('./PapelEditScreen'),
    Permissions: () => import('./PermissoesScreen'),
    Unidades: () => import('./UnidadesScreen'),
    Cargos: () => import('./CargosScreen'),
    logs: () => import('./LogsScreen'),
  },
};
