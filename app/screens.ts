/**
 * The screens built so far, by route name. Login is bundled eagerly so the first screen needs little
 * JavaScript; the rest load on demand. A route appears here once its screen exists; until then its
 * path shows the 404 page and no tile or shortcut offers it as working.
 */
import type { ComponentType } from 'react';
import type { ScreenName } from '../shared/routes';
import { lazyScreen } from './offline/lazy-screen';

export const SCREEN_COMPONENTS: Partial<Record<Exclude<ScreenName, 'login'>, ComponentType>> = {
  home: lazyScreen(() => import('./features/home/HomeScreen')),
  UserEdit: lazyScreen(() => import('./features/auth/UserEditScreen')),
  casoNome: lazyScreen(() => import('./features/casos/CasoNomeScreen')),
  apreensao: lazyScreen(() => import('./features/casos/ApreensaoScreen')),
  historico: lazyScreen(() => import('./features/casos/HistoricoScreen')),
  Caso: lazyScreen(() => import('./features/casos/CasoHubScreen')),
  alteracoes: lazyScreen(() => import('./features/alteracoes/AlteracoesScreen')),
  vitima: lazyScreen(() => import('./features/pessoas/VitimaScreen')),
  testemunha: lazyScreen(() => import('./features/pessoas/TestemunhaScreen')),
  suspeito: lazyScreen(() => import('./features/pessoas/SuspeitoScreen')),
  update_pessoa: lazyScreen(() => import('./features/pessoas/PessoaEditScreen')),
  perfil: lazyScreen(() => import('./features/perfil/PerfilScreen')),
  geolocalizacaoCaso: lazyScreen(() => import('./features/locais/LocalCrimeScreen')),
  camera_seguranca: lazyScreen(() => import('./features/locais/CamerasScreen')),
  meios: lazyScreen(() => import('./features/meios/MeiosScreen')),
  acionamentos: lazyScreen(() => import('./features/acionamentos/CronologiaScreen')),
  anotacaoComplementar: lazyScreen(() => import('./features/anotacoes/AnotacoesScreen')),
  video: lazyScreen(() => import('./features/anotacoes/VideoScreen')),
  equipe: lazyScreen(() => import('./features/equipe/EquipeScreen')),
  compartilhamento: lazyScreen(() => import('./features/compartilhamento/CompartilhamentoScreen')),
  vestigio: lazyScreen(() => import('./features/vestigios/VestigiosScreen')),
  search: lazyScreen(() => import('./features/busca/BuscaScreen')),
  PainelAdmin: lazyScreen(() => import('./features/admin/PainelAdminScreen')),
  userAdd: lazyScreen(() => import('./features/admin/UserAddScreen')),
  Roles: lazyScreen(() => import('./features/admin/PapeisScreen')),
  RolesEdit: lazyScreen(() => import('./features/admin/PapelEditScreen')),
  Permissions: lazyScreen(() => import('./features/admin/PermissoesScreen')),
  Unidades: lazyScreen(() => import('./features/admin/UnidadesScreen')),
  Cargos: lazyScreen(() => import('./features/admin/CargosScreen')),
  logs: lazyScreen(() => import('./features/admin/LogsScreen')),
  croqui: lazyScreen(() => import('./features/croqui/CroquiScreen')),
  Dashboard: lazyScreen(() => import('./features/painel/DashboardScreen')),
  Mapa: lazyScreen(() => import('./features/painel/MapaScreen')),
  Estatistica: lazyScreen(() => import('./features/painel/EstatisticaScreen')),
  relatorio: lazyScreen(() => import('./features/relatorio/RelatorioScreen')),
};
