import polyglotI18nProvider from 'ra-i18n-polyglot';
import { catalog } from '../i18n/catalog';
import { DEFAULT_LANGUAGE, LANGUAGES, storeLanguage, type Language } from '../i18n/language';

export function createI18nProvider(initial: Language, onChange: (language: Language) => void) {
  const provider = polyglotI18nProvider((locale) => catalog[(LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : DEFAULT_LANGUAGE], initial, [
    { locale: 'en', name: 'English' },
    { locale: 'de', name: 'Deutsch' },
  ], { allowMissing: true });
  return {
    ...provider,
    changeLocale: async (locale: string) => {
      await provider.changeLocale(locale);
      const language = locale as Language;
      storeLanguage(language);
      onChange(language);
    },
  };
}
