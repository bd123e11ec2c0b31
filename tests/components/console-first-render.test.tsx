import { cleanup, render, screen } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';
import { Resource, type AuthProvider, type DataProvider, type I18nProvider } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { ConsoleAdmin } from '@src/console/ConsoleAdmin';

const signedIn: AuthProvider = { login: async () => {}, logout: async () => {}, checkAuth: async () => {}, checkError: async () => {}, getPermissions: async () => [] };
const noData = {} as DataProvider;
const german: I18nProvider = { translate: (key) => key, changeLocale: async () => {}, getLocale: () => 'de', getLocales: () => [{ locale: 'de', name: 'Deutsch' }] };

// Counted per rendered console (renderConsole resets them).
let commits = 0;
let contentAt: number | undefined;

/** The toasts' host, beside every page: notes the commit in which the console's content first showed. */
function Toasts() {
  useLayoutEffect(() => {
    contentAt ??= commits;
  }, []);
  return null;
}
const Dashboard = () => <p>dashboard</p>;

/** Renders the console; says in which commit (counted from 0) its content was first on screen. */
function renderConsole() {
  commits = 0;
  contentAt = undefined;
  render(
    <Profiler id="console" onRender={() => commits++}>
      <BrowserRouter>
        <ConsoleAdmin disableTelemetry dataProvider={noData} authProvider={signedIn} i18nProvider={german} loginPage={() => null} notification={Toasts} dashboard={Dashboard}>
          <Resource name="things" list={() => null} />
        </ConsoleAdmin>
      </BrowserRouter>
    </Profiler>,
  );
  return { contentAt: () => contentAt };
}

describe("the console's first screen", () => {
  beforeEach(() => localStorage.clear());

  it("is rendered by the console's first render, not by a second one react-admin's locale effect would start", async () => {
    // react-admin renders nothing under its i18n context until the stored locale is the provider's:
    // then the whole console waited for an effect and rendered at default priority in one long task.
    const { contentAt } = renderConsole();
    await screen.findByText('dashboard');
    expect(contentAt()).toBe(0);
  });

  it('writes no locale of its own, and leaves a stored one to react-admin', async () => {
    renderConsole();
    await screen.findByText('dashboard');
    expect(localStorage.getItem('RaStore.locale')).toBeNull();
    cleanup();
    localStorage.setItem('RaStore.locale', JSON.stringify('en'));
    renderConsole();
    await screen.findByText('dashboard');
    expect(JSON.parse(localStorage.getItem('RaStore.locale') ?? 'null')).toBe('en');
  });
});
