import { QueryClient } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CustomRoutes, Resource, useAuthenticated, useCanAccess, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter, Link, Route } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import type { Principal } from '@core/access';
import { seedAuthState } from '@src/console/auth-provider';
import { ConsoleAdmin } from '@src/console/ConsoleAdmin';
import { SessionCheck } from '@src/shell/SessionCheck';

const principal = { subject: 'u1', name: 'Ada', email: 'ada@example.test', roles: ['zerolevel'], scope: 'staff' } as unknown as Principal;
/** Editing things needs a capability the read-only role lacks; listing them does not. */
const capabilityFor = (_resource: string, action: string) => (action === 'edit' ? 'admin.manage' : action === 'list' ? 'console.read' : undefined);
const english: I18nProvider = { translate: (key) => key, changeLocale: async () => {}, getLocale: () => 'en', getLocales: () => [{ locale: 'en', name: 'English' }] };

/** Like react-admin's list and edit controllers, the page asks whether the user is signed in. */
function ThingsPage() {
  useAuthenticated();
  return <p>things</p>;
}
const links = (
  <nav>
    <Link to="/things">to things</Link>
    <Link to="/area">to area</Link>
  </nav>
);

let layoutRenders = 0;
function CountingLayout({ children }: { children: ReactNode }) {
  layoutRenders++;
  return (
    <div>
      <SessionCheck />
      {links}
      {children}
    </div>
  );
}

/** What the dashboard knew of the user's access at each of its renders. */
let accessSeen: Array<[boolean | undefined, boolean | undefined]> = [];
function Dashboard() {
  const edit = useCanAccess({ resource: 'things', action: 'edit' });
  const list = useCanAccess({ resource: 'things', action: 'list' });
  accessSeen.push([edit.canAccess, list.canAccess]);
  return <p>dashboard</p>;
}

function renderConsole(authProvider: AuthProvider) {
  accessSeen = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedAuthState(queryClient, principal, capabilityFor);
  window.history.pushState({}, '', '/');
  layoutRenders = 0;
  render(
    <BrowserRouter>
      <ConsoleAdmin
        disableTelemetry
        requireAuth
        queryClient={queryClient}
        dataProvider={{} as DataProvider}
        authProvider={authProvider}
        i18nProvider={english}
        loginPage={() => <p>sign-in page</p>}
        notification={() => null}
        layout={CountingLayout}
        dashboard={Dashboard}
      >
        <Resource name="things" list={ThingsPage} />
        <CustomRoutes>
          <Route path="/area" element={<p>area page</p>} />
        </CustomRoutes>
      </ConsoleAdmin>
    </BrowserRouter>,
  );
}

const provider = (checkAuth: AuthProvider['checkAuth'], canAccess = vi.fn(async () => true)) => ({
  canAccess,
  login: vi.fn(async () => {}),
  logout: vi.fn(async () => false as const),
  checkAuth: vi.fn(checkAuth),
  checkError: async () => {},
  getPermissions: async () => principal.roles,
});

/** The console opened on its dashboard, signed in; the provider's check is `checkAuth`. */
async function atDashboard(checkAuth: AuthProvider['checkAuth'] = async () => {}) {
  const auth = provider(checkAuth);
  renderConsole(auth);
  await screen.findByText('dashboard');
  return auth;
}

describe('the session check on route changes (spec §4)', () => {
  it("re-checks the session on every route change, a resource's page and an area's page alike", async () => {
    const auth = await atDashboard();
    const atStart = auth.checkAuth.mock.calls.length;
    fireEvent.click(screen.getByRole('link', { name: 'to things' }));
    await screen.findByText('things');
    fireEvent.click(screen.getByRole('link', { name: 'to area' }));
    await screen.findByText('area page');
    await vi.waitFor(() => expect(auth.checkAuth.mock.calls.length).toBe(atStart + 2));
  });

  it('signs out when the session no longer holds at a route change', async () => {
    let valid = true;
    const auth = await atDashboard(async () => {
      if (!valid) throw { redirectTo: '/login', message: false };
    });
    valid = false;
    fireEvent.click(screen.getByRole('link', { name: 'to area' }));
    await vi.waitFor(() => expect(auth.logout).toHaveBeenCalledTimes(1));
  });

  it("renders the console's layout once for a route change, not again when the page asks whether the user is signed in", async () => {
    // react-admin's list and edit controllers refetched the cached check on mount: the layout and
    // everything in it rendered again when the fetch started and when it ended (three in all).
    await atDashboard();
    const before = layoutRenders;
    fireEvent.click(screen.getByRole('link', { name: 'to things' }));
    await screen.findByText('things');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(layoutRenders - before).toBe(1);
  });
});

describe("what a screen may do (react-admin's useCanAccess)", () => {
  it("is known at the screen's first render, from the session's principal, without asking the provider", async () => {
    // Through the provider's promise every screen rendered once without its buttons and again, whole.
    const auth = await atDashboard();
    expect(accessSeen[0]).toEqual([false, true]);
    expect(accessSeen.every(([edit, list]) => edit === false && list === true)).toBe(true);
    expect(auth.canAccess).not.toHaveBeenCalled();
  });
});
