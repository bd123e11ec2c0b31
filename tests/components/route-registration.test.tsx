import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { renderShellConsole } from './shell-console';
import { testDataProvider } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import type { Principal } from '@core/access';
import { createI18nProvider } from '@src/console/i18n-provider';
import { ShellPage } from '@src/shell/ShellPage';
import { preloadPageAt } from '@src/shell/ShellRoutes';
import { ROUTES, statusOf, type RouteEntry } from '@src/shell/route-table';

afterEach(() => {
  cleanup();
  window.history.pushState({}, '', '/');
});

/** A bespoke page no file of the console knows: registered by one route-table entry, nothing else. */
function ThrowawayPage({ route }: { route: RouteEntry }) {
  return (
    <ShellPage route={route} title="Throwaway title">
      <p>throwaway page body</p>
    </ShellPage>
  );
}

const throwaway: RouteEntry = {
  path: '/throwaway',
  key: 'throwaway',
  area: 'administration',
  capability: 'admin.manage',
  menu: true,
  page: () => Promise.resolve({ default: ThrowawayPage }),
};

const principalWith = (roles: string[]): Principal => ({ subject: roles.join('+'), email: 'x@gondola.example', name: 'X', roles, scope: 'staff', customerIds: [] });

function renderConsoleAt(path: string, principal: Principal, routes: RouteEntry[] = [...ROUTES, throwaway]) {
  renderShellConsole(path, principal, routes, { dataProvider: testDataProvider(), i18nProvider: createI18nProvider('en', () => {}) });
}

describe('registering a bespoke page', () => {
  it('takes one route-table entry: the page is routed, lazily loaded, titled with its breadcrumb, and in the menu of who may open it', async () => {
    expect(statusOf(throwaway)).toBe('built');
    renderConsoleAt('/throwaway', principalWith(['admin', 'scope_staff']));
    expect(await screen.findByText('throwaway page body')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Throwaway title' })).toBeTruthy();
    expect(within(screen.getByTestId('breadcrumbs')).getByText('gondola.routes.throwaway')).toBeTruthy();
    // Its area's group in the menu (administration starts collapsed) lists it.
    fireEvent.click(screen.getByRole('menuitem', { name: 'Administration' }));
    const link = (await screen.findAllByRole('menuitem')).find((item) => item.getAttribute('href') === '/throwaway');
    expect(link?.textContent).toContain('gondola.routes.throwaway');
  });

  it('checks access from the entry: a role without its capability gets access denied and no menu entry', async () => {
    renderConsoleAt('/throwaway', principalWith(['zerolevel', 'scope_staff']));
    // Titled like any page: the app bar's title (the console's h1) says it, and the tab; react-admin's own left both to the refused screen.
    expect(await screen.findAllByRole('heading', { name: 'Access denied' })).toContain(document.getElementById('react-admin-title'));
    expect(document.title).toMatch(/^Access denied/);
    expect(screen.queryByText('throwaway page body')).toBeNull();
    const administration = screen.queryByRole('menuitem', { name: 'Administration' });
    if (administration) fireEvent.click(administration);
    expect(screen.getAllByRole('menuitem').some((item) => item.getAttribute('href') === '/throwaway')).toBe(false);
  });

  it('is not routed without its entry: the address is not found', async () => {
    renderConsoleAt('/throwaway', principalWith(['admin', 'scope_staff']), ROUTES);
    expect(await screen.findByTestId('not-found')).toBeTruthy();
    expect(screen.queryByText('throwaway page body')).toBeNull();
  });
});

describe('loading the first screen ahead', () => {
  it('loads the page of the address being opened, once, and nothing for an address with no page', async () => {
    let loads = 0;
    const page = () => {
      loads += 1;
      return Promise.resolve({ default: ThrowawayPage });
    };
    const counted: RouteEntry = { ...throwaway, path: '/counted/:id', page };
    await preloadPageAt('/counted/7', [counted]);
    await preloadPageAt('/counted/7', [counted]);
    expect(loads).toBe(1);
    await preloadPageAt('/elsewhere', [counted]);
    expect(loads).toBe(1);
  });

  it('never fails: a page that cannot load says so when it renders', async () => {
    const broken: RouteEntry = { ...throwaway, path: '/broken', page: () => Promise.reject(new Error('chunk gone')) };
    await expect(preloadPageAt('/broken', [broken])).resolves.toBeUndefined();
  });
});
