import type { ReactNode } from 'react';
import { AccessDenied, CustomRoutes } from 'react-admin';
import { Navigate, Route, useLocation, useParams } from 'react-router-dom';
import { can, type Principal } from '../../core/access';
import { LazyBoundary, lazyPage } from './lazy-page';
import PlannedPage from './pages/PlannedPage';
import { ROUTES, type RouteEntry } from './route-table';

// These two are shown when something is missing or the server is down: they cannot wait for a
// chunk from that server, so they ship with the console itself.
import BackendUnavailablePage from './pages/BackendUnavailablePage';
import NotFoundPage from './pages/NotFoundPage';
// The installation frame's tabs load with the installation page they sit on.
const InstallationNav = lazyPage<{ route: RouteEntry }>(() => import('../installation-pages/InstallationNav').then((m) => ({ default: m.InstallationNav })));
const installationRecords = lazyPage(() => import('../catalogue/InstallationRecordsPage'));
const problemPages = lazyPage(() => import('../problems/problem-pages'));
const installationDevicePages = lazyPage(() => import('../devices/InstallationDevicePages'));
const centralDevicePages = lazyPage(() => import('../devices/CentralDevicePages'));
const BUILT: Record<string, ReturnType<typeof lazyPage<{ route: RouteEntry }>>> = {
  test: lazyPage(() => import('./pages/TestPage')),
  applicationinfo: lazyPage(() => import('./pages/ApplicationInfoPage')),
  applicationsettings: lazyPage(() => import('./pages/ApplicationSettingsPage')),
  licenceReport: lazyPage(() => import('../catalogue/LicenceReportPage')),
  smsIncomplete: lazyPage(() => import('../catalogue/IncompleteSmsPage')),
  inbox: lazyPage(() => import('../notes/InboxPage')),
  outbox: lazyPage(() => import('../notes/OutboxPage')),
  ...Object.fromEntries(ROUTES.filter((r) => r.status === 'built' && r.path.startsWith('/installation/')).map((r) => [r.key, installationRecords])),
  operation: lazyPage(() => import('../installation-pages/OperationPage')),
  operationQuick: lazyPage(() => import('../installation-pages/OperationPage')),
  administration: lazyPage(() => import('../installation-pages/AdministrationPage')),
  installationReports: lazyPage(() => import('../installation-pages/InstallationReportPage')),
  ...Object.fromEntries(['detail', 'softwareComponentsVersions', 'freshdesk'].map((key) => [key, lazyPage(() => import('../installation-pages/InstallationPages'))])),
  ...Object.fromEntries(['devices', 'device', 'ipscanner', 'deviceConfiguration', 'actioncam', 'terminalStatus', 'terminalTool', 'panocamImage'].map((key) => [key, installationDevicePages])),
  ...Object.fromEntries(['searchDevices', 'unconfiguredDevices', 'assignDevice', 'deviceReport', 'quickSupportCommands', 'terminalScreenshots'].map((key) => [key, centralDevicePages])),
  bulkCommands: lazyPage(() => import('../devices/BulkCommandPages')),
  ...Object.fromEntries(['problemAcknowledge', 'problemAcknowledgeAll', 'problemSkimovie', 'problemMismatchedStates', 'problemReport'].map((key) => [key, problemPages])),
};

function RouteScreen({ route, principal, dashboard }: { route: RouteEntry; principal: Principal; dashboard: ReactNode }) {
  const params = useParams();
  const location = useLocation();
  const invalid = Object.entries(route.params ?? {}).some(([name, pattern]) => params[name] !== undefined && !pattern.test(params[name]!));
  if (invalid) return <NotFoundScreen />;
  // A redirect keeps the query (`/installation?type=video` → `/installations?type=video`).
  if (route.redirect) return <Navigate to={`${route.redirect(params)}${location.search}`} replace />;
  if (!can(principal, route.capability)) return <AccessDenied />;
  if (route.key === 'home') return <>{dashboard}</>;
  const Built = BUILT[route.key];
  return Built ? (
    <LazyBoundary>
      {route.path.startsWith('/installation/:installationId/') && <InstallationNav route={route} />}
      <Built route={route} />
    </LazyBoundary>
  ) : (
    <PlannedPage route={route} />
  );
}

export function NotFoundScreen() {
  return <NotFoundPage />;
}

/** The shell's routes from the route table; resources bring their own. */
export function shellRoutes(principal: Principal, dashboard: ReactNode) {
  return (
    <CustomRoutes key="shell">
      <Route path="/error/503" element={<BackendUnavailablePage />} />
      {ROUTES.filter((r) => r.status !== 'resource' && r.path !== '/').map((route) => (
        <Route key={route.path} path={route.path} element={<RouteScreen route={route} principal={principal} dashboard={dashboard} />} />
      ))}
    </CustomRoutes>
  );
}
