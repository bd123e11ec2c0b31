import { render } from '@testing-library/react';
import { Layout, type AuthProvider, type DataProvider, type I18nProvider, type LayoutProps } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import type { Principal } from '@core/access';
import { ConsoleAdmin } from '@src/console/ConsoleAdmin';
import { createShellMenu } from '@src/shell/ShellMenu';
import { NotFoundScreen, shellRoutes } from '@src/shell/ShellRoutes';
import type { RouteEntry } from '@src/shell/route-table';

const signedIn: AuthProvider = { login: async () => {}, logout: async () => {}, checkAuth: async () => {}, checkError: async () => {}, getPermissions: async () => [] };

/** The console's shell as ConsoleApp assembles it (menu, routes, react-admin), signed in as `principal`, opened at `path`. */
export function renderShellConsole(path: string, principal: Principal, routes: readonly RouteEntry[], providers: { dataProvider: DataProvider; i18nProvider: I18nProvider }) {
  const Menu = createShellMenu(principal, routes);
  // biome-ignore lint/correctness/noComponentHookFactories: one layout per rendered console, as ConsoleApp makes one per session.
  const ShellLayout = ({ children }: LayoutProps) => <Layout menu={Menu}>{children}</Layout>;
  window.history.pushState({}, '', path);
  render(
    <BrowserRouter>
      <ConsoleAdmin
        disableTelemetry
        dataProvider={providers.dataProvider}
        authProvider={signedIn}
        i18nProvider={providers.i18nProvider}
        loginPage={() => null}
        notification={() => null}
        layout={ShellLayout}
        dashboard={() => <p>dashboard</p>}
        catchAll={NotFoundScreen}
      >
        {shellRoutes(principal, routes)}
      </ConsoleAdmin>
    </BrowserRouter>,
  );
}
