import { type ReactNode, Suspense } from 'react';
import { createBrowserRouter, matchPath, Navigate, type RouteObject, useLocation } from 'react-router';
import { BASE_PATH } from '../shared/constants';
import { type Access, SCREEN_ALIASES, SCREENS } from '../shared/routes';
import { FullPageLoader } from './components/FullPageLoader';
import LoginScreen from './features/auth/LoginScreen';
import type { TelaDoModulo } from './features/modulo';
import { useAparelhoPerdido } from './lib/aparelho-perdido';
import { type Session, useSession } from './lib/session';
import { lazyScreen } from './offline/lazy-screen';
import { RouteError } from './RouteError';

const NotFoundScreen = lazyScreen(() => import('./features/home/NotFoundScreen'));
/** The features' modules (see telaDoModulo), fetched with the app's frame rather than after it. */
const modulos = () => import('./features/modulos');
const AppShell = lazyScreen(() => {
  // A failure here is met again, and handled, where the screen asks for them.
  modulos().catch(() => undefined);
  return import('./AppShell');
});
const AparelhoPerdidoScreen = lazyScreen(() => import('./features/aparelhos/AparelhoPerdidoScreen'));
// Public: whoever holds a report checks it without a session (and without the app's frame).
const VerificarScreen = lazyScreen(() => import('./features/relatorio/VerificarScreen'));

/** Where a logged-in user without a route's permission goes (spec §4 navigation guard). */
function deniedRedirect(can: Session['can']): string {
  // Home needs ver_casos too; a user without it would bounce forever, so they get their own data.
  return can(SCREENS.home.access) ? SCREENS.home.path : SCREENS.UserEdit.path;
}

/** Routes check permissions only, never role names. */
function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { can } = useSession();
  return can(access) ? children : <Navigate to={deniedRedirect(can)} replace />;
}

/**
 * Unmatched paths: 404. A path of the route table whose screen is not built yet still gets the
 * guard, so a user without its permission is sent home exactly as they will be later.
 */
function CatchAll() {
  const { pathname } = useLocation();
  const { can } = useSession();
  const screen = Object.values(SCREENS).find(({ path }) => matchPath(path, pathname) !== null);
  if (screen && !can(screen.access)) return <Navigate to={deniedRedirect(can)} replace />;
  return <NotFoundScreen />;
}

/**
 * Every screen but login needs a session. A temporary password given by an administrator keeps
 * the user in Meus Dados until they choose their own (the server refuses everything else anyway).
 */
function RequireLogin({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const { pathname } = useLocation();
  if (user === null) return <Navigate to={SCREENS.login.path} replace />;
  if (user.senha_temporaria && matchPath(SCREENS.UserEdit.path, pathname) === null) {
    return <Navigate to={SCREENS.UserEdit.path} replace />;
  }
  return children;
}

/** A device marked lost says so where the login would be, until a login is tried (issue 43). */
function LoginOuPerdido() {
  if (!useAparelhoPerdido()) return <LoginScreen />;
  return (
    <Suspense fallback={<FullPageLoader />}>
      <AparelhoPerdidoScreen />
    </Suspense>
  );
}

/** A logged-in user opening login goes to home. */
function PublicOnly({ children }: { children: ReactNode }) {
  const { user } = useSession();
  return user ? <Navigate to={SCREENS.home.path} replace /> : children;
}

/**
 * A screen of a feature's module. The list of modules is loaded at the first screen after login,
 * not with login's bundle (it holds the case features' overlays and the schemas they read); a route
 * no module draws shows the 404 page, behind the same guard.
 */
function telaDoModulo(name: TelaDoModulo) {
  return lazyScreen(async () => {
    const carregar = (await modulos()).TELAS?.[name];
    return carregar ? carregar() : import('./features/home/NotFoundScreen');
  });
}

const screenRoutes: RouteObject[] = (Object.keys(SCREENS) as (keyof typeof SCREENS)[])
  .filter((name): name is TelaDoModulo => name !== 'login' && name !== 'verificar')
  .map((name) => {
    const { path, access } = SCREENS[name];
    const Screen = telaDoModulo(name);
    return {
      path,
      element: (
        <RequireAccess access={access}>
          <Screen />
        </RequireAccess>
      ),
    };
  });

const aliasRoutes: RouteObject[] = Object.entries(SCREEN_ALIASES)
  // Matching ignores case, so '/userEdit' already reaches '/UserEdit'; redirecting it would loop.
  .filter(([alias, name]) => alias.toLowerCase() !== SCREENS[name].path.toLowerCase())
  .map(([alias, name]) => ({ path: alias, element: <Navigate to={SCREENS[name].path} replace /> }));

const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      {
        path: SCREENS.login.path,
        element: (
          <PublicOnly>
            <LoginOuPerdido />
          </PublicOnly>
        ),
      },
      {
        path: SCREENS.verificar.path,
        element: (
          <Suspense fallback={<FullPageLoader />}>
            <VerificarScreen />
          </Suspense>
        ),
      },
      ...aliasRoutes,
      {
        element: (
          <RequireLogin>
            <Suspense fallback={<FullPageLoader />}>
              <AppShell />
            </Suspense>
          </RequireLogin>
        ),
        children: [...screenRoutes, { path: '*', element: <CatchAll /> }],
      },
    ],
  },
];

export const router = createBrowserRouter(routes, { basename: BASE_PATH.replace(/\/$/, '') });
