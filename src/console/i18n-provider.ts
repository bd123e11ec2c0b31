import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import type { ResourceDefinition } from '@core/resource-kit';
import { deepMerge, englishCatalog } from '@src/i18n/catalog';
import { loadCatalog, loadedCatalog } from '@src/i18n/catalogs';
import { DEFAULT_LANGUAGE, LANGUAGES, storeLanguage, type Language } from '@src/i18n/language';
import { resourceMessages } from '@src/resource-screens/resource-messages';

// The console starts with the shell's messages and every entity's name (menu, breadcrumbs); the
// screens bring the rest when they load (see full-resources.ts): the fields, options and help of
// the definitions, and the areas' own messages.
const definitions = new Map<string, ResourceDefinition>();
const sources = new Set<(language: Language) => object>();
const refreshers = new Set<() => Promise<void>>();
const refreshAll = () => Promise.all([...refreshers].map((refresh) => refresh())).then(() => undefined);

/** Adds whole definitions to every console's messages; resolves once the translations include them. */
export async function addResourceDefinitions(defs: readonly ResourceDefinition[]): Promise<void> {
  const added = defs.filter((def) => definitions.get(def.name) !== def);
  if (!added.length) return;
  for (const def of added) definitions.set(def.name, def);
  await refreshAll();
}

/** Adds messages (one tree per language) to every console's; resolves once the translations include them. */
export async function addMessages(source: (language: Language) => object): Promise<void> {
  if (sources.has(source)) return;
  sources.add(source);
  await refreshAll();
}

/**
 * react-admin's translations over the console's catalogues plus the resources' labels. The
 * starting language must be loaded already (`loadCatalog`); another one loads when chosen.
 */
export function createI18nProvider(initial: Language, onChange: (language: Language) => void) {
  const withResources = (language: Language, catalog: TranslationMessages) =>
    deepMerge(catalog, ...[...sources].map((source) => source(language)), resourceMessages([...definitions.values()], language)) as unknown as TranslationMessages;
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
  refreshers.add(async () => {
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
