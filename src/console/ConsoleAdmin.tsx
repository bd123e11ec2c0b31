import { CssBaseline } from '@mui/material';
import { Children, createElement, Fragment, isValidElement, useMemo, type ComponentType, type ReactNode } from 'react';
import {
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  localStorageStore,
  ResourceDefinitionContext,
  type ResourceDefinition,
  type AdminContextProps,
  type Store,
  type CoreAdminUIProps,
} from 'react-admin';
import { ShellAuthenticationError, ShellErrorPage } from '@src/shell/ShellErrorPage';
import AccessDeniedPage from '@src/shell/pages/AccessDeniedPage';
import { darkTheme as consoleDarkTheme, lightTheme as consoleLightTheme } from './theme';

const store = localStorageStore();

/**
 * react-admin's store, whose `locale` reads as the i18n provider's while none is stored.
 * react-admin's I18nContextProvider renders nothing until the stored locale is the provider's, and
 * then the whole console from an effect, at default priority: one long task instead of the
 * transition the boot started, for everyone who never chose a language in the console. Nothing is
 * written: a locale chosen in the console is stored as before, and the boot's language stays
 * the console's starting point.
 */
function withProviderLocale(base: Store, locale: () => string | undefined): Store {
  return {
    ...base,
    getItem: <T,>(key: string, defaultValue?: T) => base.getItem<T>(key, key === 'locale' ? (defaultValue ?? (locale() as T | undefined)) : defaultValue),
  };
}

type Registrable = { registerResource(props: unknown, permissions: unknown): ResourceDefinition };
const ignore = () => undefined;

/** Every `<Resource>` among the children (arrays and fragments flattened), as react-admin registers it. */
function definitionsOf(children: ReactNode): Record<string, ResourceDefinition> {
  const out: Record<string, ResourceDefinition> = {};
  const visit = (nodes: ReactNode) =>
    Children.forEach(nodes, (node) => {
      if (!isValidElement<{ children?: ReactNode }>(node)) return;
      if (node.type === Fragment) return visit(node.props.children);
      const type = node.type as Partial<Registrable>;
      if (typeof type.registerResource === 'function') {
        const definition = type.registerResource(node.props, undefined);
        out[definition.name] = definition;
      }
    });
  visit(children);
  return out;
}

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
  ...uiProps
}: ConsoleAdminProps) {
  // react-admin registers each resource in an effect, once per resource and again when the
  // permissions arrive: every round re-renders the whole console (three rounds of ~900
  // components before the first screen). The console's resources are fixed for the session, so
  // their definitions are given up front and registration has nothing left to change.
  const consoleStore = useMemo(() => withProviderLocale(store, () => i18nProvider?.getLocale()), [i18nProvider]);
  const resources = useMemo(
    () => (typeof children === 'function' ? undefined : { definitions: definitionsOf(children as ReactNode), register: ignore, unregister: ignore }),
    [children],
  );
  const ui = (
    <CoreAdminUI accessDenied={AccessDeniedPage} authenticationError={ShellAuthenticationError} error={ShellErrorPage} loading={LoadingPage} authCallbackPage={false} {...uiProps}>
      {children}
    </CoreAdminUI>
  );
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
      store={consoleStore}
    >
      <CssBaseline enableColorScheme>
        {resources ? <ResourceDefinitionContext.Provider value={resources}>{ui}</ResourceDefinitionContext.Provider> : ui}
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
