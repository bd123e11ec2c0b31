import { PRODUCT_KEY } from '@core/version';

export const LANGUAGES = ['en', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
/** Spec §1/§9: the chosen language is kept under {product}SpaLanguage. */
export const LANGUAGE_STORAGE_KEY = `${PRODUCT_KEY}SpaLanguage`;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function storedLanguage(storage: Pick<Storage, 'getItem'> = localStorage): Language {
  try {
    const value = storage.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(value) ? value : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function storeLanguage(language: Language, storage: Pick<Storage, 'setItem'> = localStorage) {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  document.documentElement.lang = language;
}
