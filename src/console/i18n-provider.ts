import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { addedMessages, onMessagesAdded } from '@src/i18n/added-messages';
import { deepMerge, englishCatalog } from '@src/i18n/english-catalog';
import { loadCatalog, loadedCatalog } from '@src/i18n/catalogs';
import { DEFAULT_LANGUAGE, LANGUAGES, storeLanguage, type Language } from '@src/i18n/language';
import { resourceMessages } from '@src/resource-screens/resource-messages';
import { AREA_MANIFESTS, areaLabels } from '@src/shell/areas';

// The areas' route labels come with their manifests, which load with the console (not with the catalogues).
const areaRouteLabels = (language: Language) => ({ gondola: { routes: areaLabels(AREA_MANIFESTS, language) } });

/**
 * react-admin's translations over the console's catalogues plus the resources' labels. The
 * starting language must be loaded already (`loadCatalog`); another one loads when chosen.
 */
export function createI18nProvider(initial: Language, onChange: (language: Language) => void) {
  const withResources = (language: Language, catalog: TranslationMessages) => {
    const { definitions, sources } = addedMessages();
    return deepMerge(catalog, areaRouteLabels(language), ...sources.map((source) => source(language)), resourceMessages(definitions, language)) as unknown as TranslationMessages;
  };
  let built: Partial<Record<Language, TranslationMessages>> = {};
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
  // New definitions: the messages are built again and polyglot takes them (same locale).
  onMessagesAdded(async () => {
    built = {};
    await provider.changeLocale(provider.getLocale());
  });
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
