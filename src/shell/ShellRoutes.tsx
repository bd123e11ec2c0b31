import type { ComponentProps } from 'react';
import { CustomRoutes } from 'react-admin';
import { matchPath, Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { can, type Principal } from '@core/access';
import { loadFullResources } from '@src/resource-screens/full-resources';
import { LazyBoundary, lazyPage, type LazyPage } from './lazy-page';
import AccessDeniedPage from './pages/AccessDeniedPage';
import PlannedPage from './pages/PlannedPage';
import { FRAMES, ROUTES, type FrameComponent, type PageLoader, type RouteEntry } from './route-table';

// These two are shown when something is missing or the server is down: they cannot wait for a
// chunk from that server, so they ship with the console itself.
import BackendUnavailablePage from './pages/BackendUnavailablePage';
import NotFoundPage from './pages/NotFoundPage';

// One lazy component per loader, so entries sharing a page module share its chunk and state.
const lazyComponents = new Map<PageLoader, LazyPage<{ route: RouteEntry }>>();
function lazyOf(load: PageLoader, light = false): LazyPage<{ route: RouteEntry }> {
  let component = lazyComponents.get(load);
  if (!component) {
    // Pages show records: the whole definitions (and their labels) load with them, unless the page brings its own.
    component = lazyPage<{ route: RouteEntry }>(() => (light ? load() : Promise.all([load(), loadFullResources()]).then(([page]) => page)));
    lazyComponents.set(load, component);
  }
  return component;
}
// Frames speak the areas' language too: they load with the same messages as the pages.
const frames = Object.fromEntries(
  Object.entries(FRAMES).map(([name, load]) => [name, lazyPage<ComponentProps<FrameComponent>>(() => Promise.all([load(), loadFullResources()]).then(([frame]) => frame))]),
) as Partial<Record<string, LazyPage<ComponentProps<FrameComponent>>>>;

/**
 * Loads the page (and its frame) of the route at `pathname` ahead of the console's first render, so the first
 * screen after sign-in or a reload renders without a loading fallback. Never fails: a page that
 * cannot load says so when it renders.
 */
export async function preloadPageAt(pathname: string, routes: readonly RouteEntry[] = ROUTES): Promise<void> {
  const route = routes.find((r) => r.page && matchPath({ path: r.path, end: true }, pathname));
  if (!route?.page) return;
  // A framed page (an installation's tab) renders inside its frame: both load together.
  await Promise.all([lazyOf(route.page, route.light).preload(), route.frame && frames[route.frame]?.preload()]).catch(() => undefined);
}

function RouteScreen({ route, principal }: { route: RouteEntry; principal: Principal }) {
  const params = useParams();
  const location = useLocation();
  const invalid = Object.entries(route.params ?? {}).some(([name, pattern]) => params[name] !== undefined && !pattern.test(params[name]!));
  if (invalid) return <NotFoundScreen />;
  // A redirect keeps the query (`/installation?type=video` → `/installations?type=video`).
  if (route.redirect) return <Navigate to={`${route.redirect(params)}${location.search}`} replace />;
  if (!can(principal, route.capability)) return <AccessDeniedPage />;
  if (!route.page) return <PlannedPage route={route} />;
  const Page = lazyOf(route.page, route.light);
  const Frame = route.frame ? frames[route.frame] : undefined;
  return (
    <LazyBoundary>
      {Frame ? (
        <Frame route={route}>
          <Page route={route} />
        </Frame>
      ) : (
        <Page route={route} />
      )}
    </LazyBoundary>
  );
}

export function NotFoundScreen() {
  return <NotFoundPage />;
}

/** The home page (`/`), which react-admin shows as its dashboard: the route table's entry for `/`. */
export function HomeScreen({ principal, routes = ROUTES }: { principal: Principal; routes?: readonly RouteEntry[] }) {
  const home = routes.find((r) => r.path === '/');
  return home ? <RouteScreen route={home} principal={principal} /> : <NotFoundScreen />;
}

/** The shell's routes from the route table (`routes`: the table, or a test's); resources bring their own. */
export function shellRoutes(principal: Principal, routes: readonly RouteEntry[] = ROUTES) {
  return (
    <CustomRoutes key="shell">
      <Route path="/error/503" element={<BackendUnavailablePage />} />
      {routes
        .filter((r) => r.path !== '/')
        .map((route) => (
          <Route key={route.path} path={route.path} element={<RouteScreen route={route} principal={principal} />} />
        ))}
    </CustomRoutes>
  );
}
