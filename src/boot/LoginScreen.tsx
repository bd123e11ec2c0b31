import { useEffect, useState } from 'react';
import { APP_VERSION } from '@core/version';
import type { LoginNotice } from '@src/auth/auth-session';
import { bootTranslate, type BootMessageKey } from '@src/i18n/boot-messages';
import { LANGUAGES, type Language } from '@src/i18n/language';
import { pageTitle } from '@src/shell/page-title';

const NOTICE_KEYS: Record<LoginNotice, BootMessageKey> = {
  'no-roles': 'boot.denied.no-roles',
  'foreign-domain': 'boot.denied.foreign-domain',
  'unverified-email': 'boot.denied.unverified-email',
  'no-customers': 'boot.denied.no-customers',
  expired: 'boot.denied.expired',
  'sign-in-failed': 'boot.signInFailed',
};

export interface LoginScreenProps {
  language: Language;
  onLanguageChange(language: Language): void;
  onSignIn(): Promise<void>;
  notice?: LoginNotice;
  /** The deployment's name (spec §1: the title names it unless it is production). */
  environment?: string;
}

/** Spec §1: until a user is signed in, only this screen shows. Plain markup keeps the first chunk small. */
export function LoginScreen({ language, onLanguageChange, onSignIn, notice, environment }: LoginScreenProps) {
  const [redirecting, setRedirecting] = useState(false);
  const t = (key: BootMessageKey) => bootTranslate(language, key);
  useEffect(() => {
    document.title = pageTitle([bootTranslate(language, 'boot.signIn')], environment);
  }, [language, environment]);
  const signIn = () => {
    setRedirecting(true);
    onSignIn().catch((error: unknown) => {
      console.error('Sign-in redirect failed', error);
      setRedirecting(false);
    });
  };
  return (
    <main className="login-page" data-testid="login-screen">
      <section className="login-card" aria-labelledby="login-title">
        <div className="login-brand">
          <img src="/favicon.svg" alt="" width={48} height={48} />
          <div>
            <h1 id="login-title">{t('boot.title')}</h1>
            <p className="login-subtitle">{t('boot.subtitle')}</p>
          </div>
        </div>
        {notice && (
          <p className="login-notice" role="alert" data-testid="login-notice">
            {t(NOTICE_KEYS[notice])}
          </p>
        )}
        <button type="button" className="login-button" onClick={signIn} disabled={redirecting}>
          {redirecting ? t('boot.signingIn') : t('boot.signIn')}
        </button>
        <p className="login-hint">{t('boot.mayLackPermission')}</p>
        <footer className="login-footer">
          <fieldset className="login-languages" aria-label={t('boot.language')}>
            {LANGUAGES.map((code) => (
              <button key={code} type="button" className="login-language" aria-pressed={code === language} onClick={() => onLanguageChange(code)}>
                {code.toUpperCase()}
              </button>
            ))}
          </fieldset>
          <span className="login-version">v{APP_VERSION}</span>
        </footer>
      </section>
    </main>
  );
}
