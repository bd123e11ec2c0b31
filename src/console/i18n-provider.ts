import polyglotI18nProvider from 'ra-i18n-polyglot';
import { RESOURCES } from '../../resources';
import { catalog, deepMerge } from '../i18n/catalog';
import { resourceMessages } from '../resource-screens/resource-messages';
import { DEFAULT_LANGUAGE, LANGUAGES, storeLanguage, type Language } from '../i18n/language';

export function createI18nProvider(initial: Language, onChange: (language: Language) => void) {
  const messages = (language: Language) => deepMerge(catalog[language], resourceMessages(RESOURCES, language)) as unknown as (typeof catalog)['en'];
  const built = { en: messages('en'), de: messages('de') };
  const provider = polyglotI18nProvider((locale) => built[(LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : DEFAULT_LANGUAGE], initial, [
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
