import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'react-admin';
import { addedMessages, onMessagesAdded } from '@src/i18n/added-messages';
import { deepMerge, englishCatalog } from '@src/i18n/english-catalog';
import { loadCatalog, loadedCatalog } from '@src/i18n/catalogs';
import { DEFAULT_LANGUAGE, LANGUAGES, storeLanguage, type Language } from '@src/i18n/language';
import { resourceMessages } from '@src/resource-screens/resource-messages';
import { AREA_MANIFESTS, areaLabels } from '@src/shell/areas';

const LOCALES = [
  { locale: 'en', name: 'English' },
  { locale: 'de', name: 'Deutsch' },
];

// The areas' route labels come with their manifests, which load with the console (not with the catalogues).
const areaRouteLabels = (language: Language) => ({ gondola: { routes: areaLabels(AREA_MANIFESTS, language) } });

const asLanguage = (locale: string): Language => ((LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : DEFAULT_LANGUAGE);

// What the screens' polyglot answers for a key it does not hold: never a string a caller could mean.
const NOT_ADDED = '\u0000not-added';
const withoutDefault = ({ _: _default, ...rest }: Record<string, unknown>) => rest;

/**
 * react-admin's translations in two layers, each a polyglot provider: the catalogue the console
 * starts with (react-admin's, the shell's, the entities' names, the areas' route labels), and
 * what the screens add when they load (the definitions' labels, the areas' own messages). An
 * addition rebuilds only the second layer: re-reading the whole catalogue into polyglot each time
 * was the console's longest task after its first screen loaded on a phone. The starting language
 * must be loaded already (`loadCatalog`); another one loads when chosen.
 */
export function createI18nProvider(initial: Language, onChange: (language: Language) => void): I18nProvider {
  const catalogNow = (language: Language) => (language === 'en' ? englishCatalog : loadedCatalog(language));
  const withRouteLabels = (language: Language, catalog: TranslationMessages) => deepMerge(catalog, areaRouteLabels(language)) as unknown as TranslationMessages;
  const catalogMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    const language = asLanguage(locale);
    const catalog = catalogNow(language);
    return catalog ? withRouteLabels(language, catalog) : loadCatalog(language).then((loaded) => withRouteLabels(language, loaded));
  };
  // Definitions speak `resources.*` and the areas `gondola.<namespace>.*`, so the layer's order
  // among them does not matter; over the catalogue, the screens' layer wins (as a merge would).
  const screenMessages = (locale: string): TranslationMessages => {
    const language = asLanguage(locale);
    const { definitions, sources } = addedMessages();
    return deepMerge(...sources.map((source) => source(language)), resourceMessages(definitions, language)) as unknown as TranslationMessages;
  };
  const start = catalogNow(initial) ? initial : DEFAULT_LANGUAGE;
  const catalog = polyglotI18nProvider(catalogMessages, start, LOCALES, { allowMissing: true });
  const screens = polyglotI18nProvider(screenMessages, start, LOCALES, { onMissingKey: () => NOT_ADDED });
  onMessagesAdded(() => screens.changeLocale(screens.getLocale()));

  return {
    translate: (key, options = {}) => {
      // polyglot answers a caller's default (`_`) before asking onMissingKey: the screens' layer
      // must not see it, or a catalogue key asked with a default would get the default.
      const found = screens.translate(key, options._ === undefined ? options : withoutDefault(options));
      return found === NOT_ADDED ? catalog.translate(key, options) : found;
    },
    changeLocale: async (locale: string) => {
      // The catalogue may have to load first; the screens' layer follows once it has.
      await catalog.changeLocale(locale);
      await screens.changeLocale(locale);
      const language = locale as Language;
      storeLanguage(language);
      onChange(language);
    },
    getLocale: catalog.getLocale,
    getLocales: catalog.getLocales,
  };
}
