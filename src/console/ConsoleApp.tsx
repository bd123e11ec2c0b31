import { useMemo, useRef } from 'react';
import { Admin } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import type { Principal } from '../../core/access';
import type { AuthSession } from '../auth/auth-session';
import type { Language } from '../i18n/language';
import { capabilityFor } from '../resource-screens/registry';
import { resourceAliasRoutes, resourceElements } from '../resource-screens/resource-routes';
import { createAuthProvider } from './auth-provider';
import { ConsoleLoginPage } from './ConsoleLoginPage';
import { Dashboard } from './Dashboard';
import { createDataProvider } from './data-provider';
import { createI18nProvider } from './i18n-provider';

export interface ConsoleAppProps {
  session: AuthSession;
  principal: Principal;
  language: Language;
  onLanguageChange(language: Language): void;
}

/** The signed-in console. Every provider is built here from the session so tests can swap them. */
export default function ConsoleApp({ session, principal, language, onLanguageChange }: ConsoleAppProps) {
  const currentLanguage = useRef(language);
  currentLanguage.current = language;
  const providers = useMemo(
    () => ({
      authProvider: createAuthProvider(session, capabilityFor),
      dataProvider: createDataProvider({ accessToken: () => session.accessToken(), language: () => currentLanguage.current }),
      i18nProvider: createI18nProvider(language, onLanguageChange),
    }),
    // The providers live as long as the session; the language is only their starting point.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [session],
  );

  // Real paths, not react-admin's default hash URLs: the spec's routes are paths (DESIGN §2).
  return (
    <BrowserRouter>
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
      {resourceElements()}
      {resourceAliasRoutes()}
    </Admin>
    </BrowserRouter>
  );
}
