import type { Modulo } from '../modulo';

export const admin: Modulo = {
  telas: {
    PainelAdmin: () => import('./PainelAdminScreen'),
    userAdd: () => import('./UserAddScreen'),
    Roles: () => import('./cadastros/PapeisScreen'),
    RolesEdit: () => import('./cadastros/PapelEditScreen'),
    Permissions: () => import('./cadastros/PermissoesScreen'),
    Unidades: () => import('./cadastros/UnidadesScreen'),
    Cargos: () => import('./cadastros/CargosScreen'),
    logs: () => import('./log/LogsScreen'),
  },
};
