import { CacheProvider } from '@emotion/react';
import { QueryClient } from '@tanstack/react-query';
import { memo, useEffect, useMemo, useRef } from 'react';
import type { LayoutProps } from 'react-admin';
import { ShellFrame } from '@src/shell/ShellFrame';
import { BrowserRouter } from 'react-router-dom';
import type { Principal } from '@core/access';
import type { AuthSession } from '@src/auth/auth-session';
import { createHttpClient } from '@src/http/http-client';
import { coalesceQueryTimers } from '@src/data/query-timers';
import { seedReferences } from '@src/data/seed-references';
import type { Language } from '@src/i18n/language';
import { capabilityFor } from '@src/resource-screens/resource-index';
import { resourceAliasRoutes, resourceElements } from '@src/resource-screens/resource-routes';
import { ShellContext } from '@src/shell/http-context';
import { LiveUpdates } from '@src/shell/live-updates';
import { NavigationBridge } from '@src/shell/NavigationBridge';
import { SessionCheck } from '@src/shell/SessionCheck';
import { ListScreensPreload } from '@src/shell/ListScreensPreload';
import { setTitleEnvironment } from '@src/shell/page-title';
import { ShellAppBar } from '@src/shell/ShellAppBar';
import { shellReactions } from '@src/shell/http-reactions';
import { createShellMenu } from '@src/shell/ShellMenu';
import { HomeScreen, NotFoundScreen, shellRoutes } from '@src/shell/ShellRoutes';
import { loadSupportWidget } from '@src/shell/support-widget';
import { ToastStack } from '@src/shell/ToastStack';
import { createAuthProvider, seedAuthState } from './auth-provider';
import { ConsoleAdmin } from './ConsoleAdmin';
import { ConsoleLoginPage } from './ConsoleLoginPage';
import { createDataProvider } from './data-provider';
import { createI18nProvider } from './i18n-provider';
import { keepStylesForNextVisit, styleCache } from './style-cache';

export interface ConsoleAppProps {
  session: AuthSession;
  principal: Principal;
  language: Language;
  onLanguageChange(language: Language): void;
}

// Memoised: react-admin re-creates the layout's children whenever its router state settles, and
// the bar does not depend on them (nor does the menu, memoised where it is made).
const MemoAppBar = memo(ShellAppBar);

// Before any QueryClient: its timers are kept behind one platform timer (query-timers.ts).
coalesceQueryTimers();

/** The boot loads the first screen's page with the console (see `preloadPageAt`). */
export { preloadPageAt } from '@src/shell/ShellRoutes';

/** The signed-in console. Every provider is built here from the session so tests can swap them. */
export default function ConsoleApp({ session, principal, language, onLanguageChange }: ConsoleAppProps) {
  const currentLanguage = useRef(language);
  currentLanguage.current = language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the services live as long as the session; language, principal and the language callback are only their starting point (a new principal means a new session).
  const services = useMemo(() => {
    const i18nProvider = createI18nProvider(language, onLanguageChange);
    const http = createHttpClient({
      accessToken: () => session.accessToken(),
      language: () => currentLanguage.current,
      translate: (key, options) => i18nProvider.translate(key, options),
      renew: () => session.renew(),
      ...shellReactions,
    });
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
    seedAuthState(queryClient, principal, capabilityFor);
    const live = new LiveUpdates(http, queryClient);
    const Menu = createShellMenu(principal);
    // biome-ignore lint/correctness/noComponentHookFactories: built once per session (inside the memo), so the layout's identity is stable and react-admin never remounts it.
    const ShellLayout = ({ children }: LayoutProps) => (
      <ShellFrame appBar={MemoAppBar} menu={Menu}>
        <NavigationBridge />
        <SessionCheck />
        <ListScreensPreload />
        {children}
      </ShellFrame>
    );
    return {
      http,
      live,
      queryClient,
      ShellLayout,
      authProvider: createAuthProvider(session, capabilityFor),
      dataProvider: createDataProvider(http, { onReferences: (references) => seedReferences(queryClient, references) }),
      i18nProvider,
    };
  }, [session]);

  useEffect(() => {
    keepStylesForNextVisit();
    setTitleEnvironment(session.config.environment);
    services.live.start();
    return () => services.live.stop();
  }, [services, session]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the support widget loads once per session, in the language the session started in.
  useEffect(() => {
    const widget = session.config.supportWidget;
    if (widget) loadSupportWidget({ url: widget.url, widgetId: widget.widgetId, locale: language, user: { name: principal.name, email: principal.email } });
  }, [session]);

  const home = <HomeScreen principal={principal} />;
  // One set of children for the session: react-admin re-reads its routes whenever they change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the routes follow the principal, which is fixed for the session.
  const routes = useMemo(() => [resourceElements((key, options) => services.i18nProvider.translate(key, options)), resourceAliasRoutes(), shellRoutes(principal)], []);
  // Real paths, not react-admin's default hash URLs: the spec's routes are paths (DESIGN §2).
  return (
    <CacheProvider value={styleCache}>
      <ShellContext.Provider value={{ http: services.http, live: services.live, principal }}>
        <BrowserRouter>
          <ConsoleAdmin
            disableTelemetry
            requireAuth
            title="Gondola"
            queryClient={services.queryClient}
            authProvider={services.authProvider}
            dataProvider={services.dataProvider}
            i18nProvider={services.i18nProvider}
            loginPage={ConsoleLoginPage}
            layout={services.ShellLayout}
            notification={ToastStack}
            catchAll={NotFoundScreen}
            dashboard={() => home}
          >
            {routes}
          </ConsoleAdmin>
        </BrowserRouter>
      </ShellContext.Provider>
    </CacheProvider>
  );
}
