import { lazyScreen } from '../../offline/lazy-screen';
import type { Modulo } from '../modulo';

export const admin: Modulo = {
  telas: {
    PainelAdmin: lazyScreen(() => import('./PainelAdminScreen')),
    userAdd: lazyScreen(() => import('./UserAddScreen')),
    Roles: lazyScreen(() => import('./PapeisScreen')),
    RolesEdit: lazyScreen(() => import('./PapelEditScreen')),
    Permissions: lazyScreen(() => import('./PermissoesScreen')),
    Unidades: lazyScreen(() => import('./UnidadesScreen')),
    Cargos: lazyScreen(() => import('./CargosScreen')),
    logs: lazyScreen(() => import('./LogsScreen')),
  },
};
