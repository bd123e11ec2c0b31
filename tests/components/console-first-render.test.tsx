import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentType, ReactElement } from 'react';
import { Resource, testDataProvider, useResourceDefinitions, type AuthProvider, type LayoutProps } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '@core/access';
import { seedAuthState } from '@src/console/auth-provider';
import { ConsoleAdmin } from '@src/console/ConsoleAdmin';
import { createI18nProvider } from '@src/console/i18n-provider';

afterEach(cleanup);

const principal: Principal = { subject: 's', email: 'x@gondola.example', name: 'X', roles: ['admin', 'scope_staff'], scope: 'staff', customerIds: [] };

/**
 * An auth provider whose console-wide checks never answer: only what the console seeded can let
 * the layout render. The dashboard's own checks (they name its route) answer.
 */
const silentAuthProvider: AuthProvider = {
  login: async () => {},
  logout: async () => {},
  checkAuth: (params: { route?: string }) => (params.route ? Promise.resolve() : new Promise(() => {})),
  checkError: async () => {},
  getPermissions: (params: { params?: { route?: string } }) => (params.params?.route ? Promise.resolve([]) : new Promise(() => {})),
};

function renderConsole(queryClient: QueryClient, dashboard: () => ReactElement, layout?: ComponentType<LayoutProps>) {
  render(
    <BrowserRouter>
      <ConsoleAdmin
        disableTelemetry
        requireAuth
        queryClient={queryClient}
        dataProvider={testDataProvider()}
        authProvider={silentAuthProvider}
        i18nProvider={createI18nProvider('en', () => {})}
        loginPage={() => null}
        notification={() => null}
        dashboard={dashboard}
        {...(layout ? { layout } : {})}
      >
        {[<Resource key="installations" name="installations" list={() => null} />, <Resource key="problems" name="problems" list={() => null} edit={() => null} />]}
      </ConsoleAdmin>
    </BrowserRouter>,
  );
}

const seen: string[][] = [];
/** Renders in the console's first commit, before any effect has run, and notes which resources it knows. */
function ProbeLayout({ children }: LayoutProps) {
  seen.push(Object.keys(useResourceDefinitions()).sort());
  return <main>{children}</main>;
}

describe("the console's first render", () => {
  it('starts from the session the boot decided: the dashboard renders while react-admin is still checking', async () => {
    const queryClient = new QueryClient();
    seedAuthState(queryClient, principal);
    renderConsole(queryClient, () => <p>dashboard</p>);
    expect(await screen.findByText('dashboard')).toBeTruthy();
  });

  it('shows a loading page instead when the session was not seeded (so the seed is what lets it through)', async () => {
    renderConsole(new QueryClient(), () => <p>dashboard</p>);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(screen.queryByText('dashboard')).toBeNull();
  });

  it('knows every resource from the first render on, so registration never re-renders the console', async () => {
    const queryClient = new QueryClient();
    seedAuthState(queryClient, principal);
    seen.length = 0;
    renderConsole(queryClient, () => <p>dashboard</p>, ProbeLayout);
    await screen.findByText('dashboard');
    expect(seen[0]).toEqual(['installations', 'problems']);
    expect(new Set(seen.map((keys) => keys.join()))).toEqual(new Set(['installations,problems']));
  });
});
