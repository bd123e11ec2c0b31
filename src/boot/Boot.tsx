import { startTransition, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { ConsoleAppProps } from '@src/console/ConsoleApp';
import type { Principal } from '@core/access';
import { AuthSession, isSigninCallback, LOGIN_PATH, mayHaveSession, type LoginNotice, type PublicConfig } from '@src/auth/auth-session';
import { bootTranslate } from '@src/i18n/boot-messages';
import { loadCatalog } from '@src/i18n/catalogs';
import { storedLanguage, storeLanguage, type Language } from '@src/i18n/language';
import { LoadingPlaceholder } from './LoadingPlaceholder';
import { LoginScreen } from './LoginScreen';
import { nextTask } from './next-task';
import { loadPublicConfig } from './public-config';
import { restoreStyleSnapshot } from './style-snapshot';

// The console (react-admin, MUI, every page) is a separate chunk: the login screen never waits for
// it. The catalogue of the language chosen by then loads beside it, and the page of the address
// being opened right after: the console then renders its first screen whole, without a loading
// fallback (which React would hold on screen for at least 300 ms).
type ConsoleComponent = ComponentType<ConsoleAppProps>;
// The console's first load runs in four tasks, not one long one: the styling engine, MUI's
// components, the other libraries, then the console's own code (console-libraries.ts); the four
// chunks download together.
async function evaluateConsole() {
  await import('@src/console/console-styling');
  await nextTask();
  await import('@src/console/console-ui-kit');
  await nextTask();
  await import('@src/console/console-libraries');
  await nextTask();
  const { default: Console, preloadPageAt } = await import('@src/console/ConsoleApp');
  return { Console, preloadPageAt };
}
let evaluating: ReturnType<typeof evaluateConsole> | undefined;
const importConsole = () => {
  // Before the console's chunk runs: its style cache takes these as already made.
  restoreStyleSnapshot();
  evaluating ??= evaluateConsole();
  return Promise.all([evaluating, loadCatalog(storedLanguage())]);
};
async function loadConsole(): Promise<ConsoleComponent> {
  const [{ Console, preloadPageAt }] = await importConsole();
  await preloadPageAt(window.location.pathname);
  return Console;
}

type Phase =
  | { kind: 'loading' }
  | { kind: 'unreachable' }
  | { kind: 'console-failed' }
  | { kind: 'signed-out'; session: AuthSession; notice?: LoginNotice; returnTo: string }
  | { kind: 'ready'; session: AuthSession; principal: Principal; Console: ConsoleComponent };

const currentPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

/**
 * App start (spec §4): not ready until the stored user is loaded and checked, or the return from
 * the identity service is handled; then either the console or the login screen.
 */
export function Boot() {
  const [language, setLanguage] = useState<Language>(storedLanguage);
  const [phase, setPhase] = useState<Phase>({ kind: 'loading' });

  const changeLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    setLanguage(next);
  }, []);

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);

  useEffect(() => {
    let cancelled = false;
    // The console's first render is large (layout, menu, home): as a transition React renders it
    // in slices between which the page stays responsive, instead of one long task.
    const showConsole = async (session: AuthSession, principal: Principal) => {
      const Console = await loadConsole().catch((error: unknown) => {
        console.error('The console could not be loaded', error);
        return undefined;
      });
      if (cancelled) return;
      if (!Console) return setPhase({ kind: 'console-failed' });
      startTransition(() => setPhase({ kind: 'ready', session, principal, Console }));
    };
    const start = async (config: PublicConfig) => {
      const session = new AuthSession(config);
      const url = new URL(window.location.href);
      const returnTo = url.pathname === LOGIN_PATH ? '/' : currentPath();
      if (isSigninCallback(url)) {
        try {
          const { decision, returnTo: target } = await session.completeSignIn(url.href);
          if (!decision.allowed) return session.signOut(decision.reason);
          window.history.replaceState(null, '', target);
          if (!cancelled) await showConsole(session, decision.principal);
        } catch (error) {
          console.error('Sign-in redirect failed', error);
          window.history.replaceState(null, '', LOGIN_PATH);
          if (!cancelled) setPhase({ kind: 'signed-out', session, notice: 'sign-in-failed', returnTo: '/' });
        }
        return;
      }
      const decision = await session.restore();
      if (decision?.allowed) {
        if (url.pathname === LOGIN_PATH) window.history.replaceState(null, '', '/');
        if (!cancelled) await showConsole(session, decision.principal);
        return;
      }
      if (decision && decision.reason !== 'expired') return session.signOut(decision.reason);
      await session.forget();
      const notice = AuthSession.takeNotice() ?? (decision ? 'expired' : undefined);
      if (cancelled) return;
      setPhase({ kind: 'signed-out', session, notice, returnTo });
      // The button's click then redirects at once; an unreachable provider is said on the click.
      session.prepareSignIn().catch(() => undefined);
    };
    // Returning from sign-in, or with a session stored: the console is what comes next, so it loads
    // while the configuration, the stored session or the token exchange are still being worked out
    // (a second import of the same chunk is the first's). The login screen alone never fetches it.
    const opened = new URL(window.location.href);
    if (opened.pathname !== LOGIN_PATH && (isSigninCallback(opened) || mayHaveSession())) importConsole().catch(() => undefined);
    loadPublicConfig(() => !cancelled && setPhase({ kind: 'unreachable' }))
      .then((config) => (cancelled ? undefined : start(config)))
      .catch((error: unknown) => console.error('Gondola failed to start', error));
    return () => {
      cancelled = true;
    };
  }, []);

  switch (phase.kind) {
    case 'loading':
      return <LoadingPlaceholder language={language} />;
    case 'unreachable':
      return (
        <div className="boot-loading" role="alert">
          <div className="boot-spinner" aria-hidden="true" />
          <p className="boot-loading-text">{bootTranslate(language, 'boot.configFailed')}</p>
        </div>
      );
    case 'console-failed':
      return (
        <div className="boot-loading" role="alert">
          <p className="boot-loading-text">{bootTranslate(language, 'boot.consoleFailed')}</p>
          <button type="button" className="login-button" onClick={() => window.location.reload()}>
            {bootTranslate(language, 'boot.reload')}
          </button>
        </div>
      );
    case 'signed-out':
      return (
        <LoginScreen
          language={language}
          onLanguageChange={changeLanguage}
          notice={phase.notice}
          environment={phase.session.config.environment}
          onSignIn={() => phase.session.signIn(phase.returnTo, language)}
        />
      );
    case 'ready':
      return <phase.Console session={phase.session} principal={phase.principal} language={language} onLanguageChange={changeLanguage} />;
  }
}
