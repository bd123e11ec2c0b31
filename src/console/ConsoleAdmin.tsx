import { CssBaseline } from '@mui/material';
import { createElement, type ComponentType } from 'react';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { darkTheme as consoleDarkTheme, lightTheme as consoleLightTheme } from './theme';

const store = localStorageStore();

export interface ConsoleAdminProps extends Omit<AdminContextProps, 'store'>, Omit<CoreAdminUIProps, 'loginPage' | 'authCallbackPage'> {
  loginPage: ComponentType;
  notification: ComponentType;
}

/**
 * react-admin's `<Admin>` with every page given, as its own `AdminUI` would, except the two the
 * console never shows: the default login form (the console signs in through the OpenID provider)
 * and the OAuth callback page. `<Admin>` names those as defaults, which drags react-hook-form and
 * the form inputs into the first load even when they are replaced.
 */
export function ConsoleAdmin({
  authProvider,
  dataProvider,
  i18nProvider,
  queryClient,
  basename,
  theme,
  lightTheme,
  darkTheme,
  defaultTheme,
  notification,
  children,
  ...ui
}: ConsoleAdminProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      queryClient={queryClient}
      basename={basename}
      theme={theme}
      lightTheme={lightTheme ?? consoleLightTheme}
      darkTheme={darkTheme ?? consoleDarkTheme}
      defaultTheme={defaultTheme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI accessDenied={AccessDenied} authenticationError={AuthenticationError} error={ErrorPage} loading={LoadingPage} authCallbackPage={false} {...ui}>
          {children}
        </CoreAdminUI>
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
