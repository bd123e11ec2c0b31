import polyglotI18nProvider from 'ra-i18n-polyglot';
import { RESOURCES } from '@resources';
import type { TranslationMessages } from 'react-admin';
import { deepMerge, englishCatalog } from '@src/i18n/catalog';
import { loadCatalog, loadedCatalog } from '@src/i18n/catalogs';
import { resourceMessages } from '@src/resource-screens/resource-messages';
import { DEFAULT_LANGUAGE, LANGUAGES, storeLanguage, type Language } from '@src/i18n/language';

/**
 * react-admin's translations over the console's catalogues plus every resource's labels. The
 * starting language must be loaded already (`loadCatalog`); another one loads when chosen.
 */
export function createI18nProvider(initial: Language, onChange: (language: Language) => void) {
  const withResources = (language: Language, catalog: TranslationMessages) => deepMerge(catalog, resourceMessages(RESOURCES, language)) as unknown as TranslationMessages;
  const built: Partial<Record<Language, TranslationMessages>> = {};
  const catalogNow = (language: Language) => (language === 'en' ? englishCatalog : loadedCatalog(language));
  const messages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    const language = (LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : DEFAULT_LANGUAGE;
    if (built[language]) return built[language];
    const catalog = catalogNow(language);
    if (catalog) {
      built[language] = withResources(language, catalog);
      return built[language];
    }
    return loadCatalog(language).then((loaded) => (built[language] = withResources(language, loaded)));
  };
  const start = catalogNow(initial) ? initial : DEFAULT_LANGUAGE;
  const provider = polyglotI18nProvider(
    messages,
    start,
    [
      { locale: 'en', name: 'English' },
      { locale: 'de', name: 'Deutsch' },
    ],
    { allowMissing: true },
  );
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
