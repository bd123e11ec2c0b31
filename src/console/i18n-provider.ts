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

const asLanguage = (locale: string): Language => ((LANGUAGES as readonly string[]).includes(locale) ? (locale as Language) : DEFAULT_LANGUAGE);

// What a screens' layer answers for a key it does not hold: never a string a caller could mean.
const NOT_ADDED = '\u0000not-added';
const withoutDefault = ({ _: _default, ...rest }: Record<string, unknown>) => rest;
/** The definition a key speaks of: `resources.<name>.…`. */
const resourceOf = (key: string) => (key.startsWith('resources.') ? key.split('.', 2)[1] : undefined);

/**
 * react-admin's translations in layers, each a polyglot provider: the catalogue the console starts
 * with (react-admin's, the shell's, the entities' names, the areas' route labels); what the screens
 * add when they load (the areas' own messages), rebuilt on each addition; and over both, each
 * definition's labels, read into a polyglot of its own the first time a screen asks for one of
 * them. Re-reading the whole catalogue, then all 81 definitions' labels, into one polyglot on each
 * addition was the console's longest task after its first screen loaded on a phone, for the few
 * entities a screen shows. The starting language must be loaded already (`loadCatalog`); another
 * one loads when chosen.
 */
export function createI18nProvider(initial: Language, onChange: (language: Language) => void): I18nProvider {
  const catalogNow = (language: Language) => (language === 'en' ? englishCatalog : loadedCatalog(language));
  // The areas' route labels come with their manifests, which load with the console (not with the catalogues).
  // Only the path to them is copied: a deep copy of the whole catalogue cost the phone's first render a few per cent.
  const withRouteLabels = (language: Language, catalog: TranslationMessages): TranslationMessages => {
    const gondola = (catalog.gondola ?? {}) as Record<string, unknown>;
    return {
      ...catalog,
      gondola: { ...gondola, routes: { ...(gondola.routes as Record<string, unknown> | undefined), ...areaLabels(AREA_MANIFESTS, language) } },
    } as TranslationMessages;
  };
  const catalogMessages = (locale: string): TranslationMessages | Promise<TranslationMessages> => {
    const language = asLanguage(locale);
    const catalog = catalogNow(language);
    return catalog ? withRouteLabels(language, catalog) : loadCatalog(language).then((loaded) => withRouteLabels(language, loaded));
  };
  const sourceMessages = (locale: string): TranslationMessages => {
    const language = asLanguage(locale);
    return deepMerge(...addedMessages().sources.map((source) => source(language))) as unknown as TranslationMessages;
  };
  const start = catalogNow(initial) ? initial : DEFAULT_LANGUAGE;
  const layer = (messages: (locale: string) => TranslationMessages, locale: string) => polyglotI18nProvider(messages, locale, LOCALES, { onMissingKey: () => NOT_ADDED });
  const catalog = polyglotI18nProvider(catalogMessages, start, LOCALES, { allowMissing: true });
  const sources = layer(sourceMessages, start);
  // One layer per definition asked for, in the current language; dropped when definitions are added or the language changes.
  let definitions = new Map<string, I18nProvider | null>();
  const definitionLayer = (name: string) => {
    let found = definitions.get(name);
    if (found === undefined) {
      const def = addedMessages().definitions.find((d) => d.name === name);
      found = def ? layer((locale) => resourceMessages([def], asLanguage(locale)) as unknown as TranslationMessages, sources.getLocale()) : null;
      definitions.set(name, found);
    }
    return found;
  };
  onMessagesAdded(async () => {
    definitions = new Map();
    await sources.changeLocale(sources.getLocale());
  });

  return {
    translate: (key, options = {}) => {
      // polyglot answers a caller's default (`_`) before asking onMissingKey: the screens' layers
      // must not see it, or a catalogue key asked with a default would get the default.
      const asked = options._ === undefined ? options : withoutDefault(options);
      const name = resourceOf(key);
      const own = name ? definitionLayer(name)?.translate(key, asked) : undefined;
      if (own !== undefined && own !== NOT_ADDED) return own;
      const added = sources.translate(key, asked);
      return added === NOT_ADDED ? catalog.translate(key, options) : added;
    },
    changeLocale: async (locale: string) => {
      // The catalogue may have to load first; the screens' layers follow once it has.
      await catalog.changeLocale(locale);
      await sources.changeLocale(locale);
      definitions = new Map();
      const language = locale as Language;
      storeLanguage(language);
      onChange(language);
    },
    getLocale: catalog.getLocale,
    getLocales: catalog.getLocales,
  };
}
