import { styled } from '@mui/material/styles';
import { type ComponentType, type ErrorInfo, type ReactNode, Suspense, useState } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { ShellErrorPage } from './ShellErrorPage';
import { type AppBarProps, LayoutClasses, Loading, type MenuProps, Sidebar, SkipNavigationButton } from 'react-admin';

/**
 * react-admin's `<Layout>` (skip link, app bar, sidebar with the menu, the page in an error boundary
 * and Suspense, under the RaLayout classes its theme styles), with its error page loaded when a page
 * fails (`ShellErrorPage`) and without its preferences inspector (the console has no configurable
 * component to edit). Statically, both bring the configurable page title's editor form (TextField,
 * Select and their inputs) into every console's first load: ~11 KB gzip of the dashboard's.
 */
export function ShellFrame({ appBar: AppBar, menu: Menu, children }: { appBar: ComponentType<AppBarProps>; menu: ComponentType<MenuProps>; children: ReactNode }) {
  const [errorInfo, setErrorInfo] = useState<ErrorInfo | undefined>();
  return (
    <Frame className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <AppBar />
        <main className={LayoutClasses.contentWithSidebar}>
          <Sidebar>
            <Menu />
          </Sidebar>
          <div id="main-content" className={LayoutClasses.content}>
            <ErrorBoundary
              onError={(_error, info) => setErrorInfo(info)}
              fallbackRender={({ error, resetErrorBoundary }) => <ShellErrorPage error={error} errorInfo={errorInfo} resetErrorBoundary={resetErrorBoundary} />}
            >
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </ErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}

// react-admin's RaLayout styles, under its name so a theme's RaLayout overrides still apply.
const Frame = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  // Not react-admin's `fit-content`: one wide thing (a tab bar, a long word) then widened the whole
  // console past a phone's screen, its app bar and tabs included. The page never scrolls sideways
  // (WCAG 1.4.10); what is wider scrolls inside its own box (a table's card, a tab bar).
  minWidth: 0,
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
