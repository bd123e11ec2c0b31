import type { TranslationMessages } from 'ra-core';
import type { Language } from './language';

// Each language's catalogue is a chunk of its own: the login screen needs neither, and only German
// sessions download the German one.
const loaded: Partial<Record<Language, TranslationMessages>> = {};

/** A catalogue already loaded, for the i18n provider's synchronous start. */
export function loadedCatalog(language: Language): TranslationMessages | undefined {
  return loaded[language];
}

export async function loadCatalog(language: Language): Promise<TranslationMessages> {
  loaded[language] ??= language === 'de' ? (await import('./german-catalog')).germanCatalog : (await import('./english-catalog')).englishCatalog;
  return loaded[language];
}
