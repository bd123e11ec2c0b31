import { CssBaseline } from '@mui/material';
import { Children, createElement, Fragment, isValidElement, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import {
  AccessDenied,
  AdminContext,
  CoreAdminUI,
  LoadingPage,
  localStorageStore,
  ResourceDefinitionContext,
  type ResourceDefinition,
  type AdminContextProps,
  type CoreAdminUIProps,
} from 'react-admin';
import { ShellAuthenticationError, ShellErrorPage } from '@src/shell/ShellErrorPage';
import { darkTheme as consoleDarkTheme, lightTheme as consoleLightTheme } from './theme';

const store = localStorageStore();

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
  // react-admin's I18nContextProvider renders nothing until the store's locale is the provider's,
  // and then renders the whole console from an effect, at default priority: one long task instead
  // of the transition the boot started. Where no locale is stored yet (whoever never chose one) it
  // is the provider's from the start; a stored one is still react-admin's to switch to.
  useState(() => {
    const locale = i18nProvider?.getLocale();
    if (locale && store.getItem('locale') === undefined) store.setItem('locale', locale);
  });
  const resources = useMemo(
    () => (typeof children === 'function' ? undefined : { definitions: definitionsOf(children as ReactNode), register: ignore, unregister: ignore }),
    [children],
  );
  const ui = (
    <CoreAdminUI accessDenied={AccessDenied} authenticationError={ShellAuthenticationError} error={ShellErrorPage} loading={LoadingPage} authCallbackPage={false} {...uiProps}>
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
      store={store}
    >
      <CssBaseline enableColorScheme>
        {resources ? <ResourceDefinitionContext.Provider value={resources}>{ui}</ResourceDefinitionContext.Provider> : ui}
        {createElement(notification)}
      </CssBaseline>
    </AdminContext>
  );
}
