import { render } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { AdminContext, testDataProvider, type AuthProvider, type DataProvider } from 'react-admin';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { can, type Principal } from '@core/access';
import { createI18nProvider } from '@src/console/i18n-provider';
import type { HttpClient } from '@src/http/http-client';
import type { Language } from '@src/i18n/language';
import { capabilityFor } from '@src/resource-screens/resource-index';
import { ShellContext } from '@src/shell/http-context';
import type { LiveUpdates } from '@src/shell/live-updates';
import type { RouteEntry } from '@src/shell/route-table';

export const principalWith = (roles: string[], scope: Principal['scope'] = 'staff'): Principal => ({
  subject: `user-${roles.join('-')}`,
  email: 'someone@gondola.example',
  name: 'Sam Support',
  roles,
  scope,
  customerIds: scope === 'customer' ? ['c1'] : [],
});

/** A route entry for a page under test (what the route table would hand it). */
export const routeFor = (path: string, key: string, extra: Partial<RouteEntry> = {}): RouteEntry => ({ path, key, area: 'operations', capability: 'console.read', ...extra });

export interface PageSetup {
  /** The address the page is opened at, and the route pattern that reads its parameters. */
  url: string;
  path: string;
  /** react-admin's methods and the console's own ones (GondolaDataProvider), each a test double answering as the API would. */
  data?: Record<string, unknown>;
  /** Answers of the shell's HTTP client (`http.get(url)`), by URL. */
  http?: Record<string, unknown>;
  roles?: string[];
  /** Customer staff (scope_customer) or staff; staff unless said. */
  scope?: Principal['scope'];
  language?: Language;
  /** The live-update stream (a silent one unless given). */
  live?: LiveUpdates;
  queryClient?: QueryClient;
}

/**
 * Renders a bespoke page as the console would: react-admin's context with a data provider double,
 * the access policy of `core/` for the given roles, the shell's services and the page's route.
 */
export function renderPage(page: ReactElement, setup: PageSetup) {
  const principal = principalWith(setup.roles ?? ['admin'], setup.scope);
  const dataProvider = {
    ...testDataProvider(),
    getList: vi.fn(async () => ({ data: [], total: 0 })),
    getMany: vi.fn(async () => ({ data: [] })),
    getManyReference: vi.fn(async () => ({ data: [], total: 0 })),
    ...setup.data,
  } as unknown as DataProvider;
  const authProvider: AuthProvider = {
    login: async () => {},
    logout: async () => {},
    checkAuth: async () => {},
    checkError: async () => {},
    getPermissions: async () => principal.roles,
    canAccess: async ({ resource, action }) => {
      const capability = capabilityFor(String(resource), action);
      return capability ? can(principal, capability) : false;
    },
  };
  const http = {
    get: vi.fn(async (url: string) => {
      if (!setup.http || !(url in setup.http)) throw new Error(`no answer for GET ${url}`);
      return { data: setup.http[url], status: 200, headers: {} };
    }),
    post: vi.fn(async () => ({ data: {}, status: 200, headers: {} })),
    put: vi.fn(async (_url: string, body: unknown) => ({ data: body, status: 200, headers: {} })),
  } as unknown as HttpClient;
  const live = setup.live ?? ({ onStatus: () => () => {}, onChange: () => () => {} } as unknown as LiveUpdates);
  const result = render(
    <MemoryRouter initialEntries={[setup.url]}>
      <AdminContext queryClient={setup.queryClient} dataProvider={dataProvider} authProvider={authProvider} i18nProvider={createI18nProvider(setup.language ?? 'en', () => {})}>
        <ShellContext.Provider value={{ http, live, principal }}>
          <Routes>
            <Route path={setup.path} element={page} />
          </Routes>
        </ShellContext.Provider>
      </AdminContext>
    </MemoryRouter>,
  );
  return { ...result, dataProvider, http, principal };
}
