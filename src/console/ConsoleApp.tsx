import { useMemo } from 'react';
import { Admin, CustomRoutes, fetchUtils } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { Principal } from '../../core/access';
import type { AuthSession } from '../auth/auth-session';
import type { Language } from '../i18n/language';
import { createAuthProvider } from './auth-provider';
import { Dashboard } from './Dashboard';
import { createI18nProvider } from './i18n-provider';
import { ConsoleLoginPage } from './ConsoleLoginPage';

export interface ConsoleAppProps {
  session: AuthSession;
  principal: Principal;
  language: Language;
  onLanguageChange(language: Language): void;
}

/** The signed-in console. Every provider is built here from the session so tests can swap them. */
export default function ConsoleApp({ session, principal, language, onLanguageChange }: ConsoleAppProps) {
  const providers = useMemo(() => {
    const httpClient = (url: string, options: fetchUtils.Options = {}) => {
      const headers = new Headers(options.headers ?? { accept: 'application/json' });
      const token = session.accessToken();
      if (token) headers.set('authorization', `Bearer ${token}`);
      return fetchUtils.fetchJson(url, { ...options, headers });
    };
    return {
      authProvider: createAuthProvider(session, (_resource, action) => (action === 'list' || action === 'show' ? 'console.read' : undefined)),
      dataProvider: simpleRestProvider('/api', httpClient),
      i18nProvider: createI18nProvider(language, onLanguageChange),
    };
    // The providers live as long as the session; the language is only their starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [session]);

  return (
    <Admin
      disableTelemetry
      requireAuth
      title="Gondola"
      authProvider={providers.authProvider}
      dataProvider={providers.dataProvider}
      i18nProvider={providers.i18nProvider}
      loginPage={ConsoleLoginPage}
      dashboard={() => <Dashboard principal={principal} />}
    >
      <CustomRoutes>{[]}</CustomRoutes>
    </Admin>
  );
}
