import { useLocaleState, useLogin } from 'react-admin';
import { LoginScreen } from '@src/boot/LoginScreen';
import { isLanguage, type Language } from '@src/i18n/language';

/** react-admin's /login route (reached after a 403) shows the same login screen as the boot. */
export function ConsoleLoginPage() {
  const login = useLogin();
  const [locale, setLocale] = useLocaleState();
  const language: Language = isLanguage(locale) ? locale : 'en';
  return <LoginScreen language={language} onLanguageChange={setLocale} onSignIn={() => login({ language })} />;
}
