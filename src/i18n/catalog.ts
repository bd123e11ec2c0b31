import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import type { Language } from './language';
import { de } from './messages/de';
import { en } from './messages/en';
import { reactAdminGermanCompletion } from './react-admin-de-completion';
import { routeMessages } from './messages/routes';
import { catalogueMessages } from './messages/catalogue';
import { deviceMessages } from './messages/devices';

type Tree = { [key: string]: string | Tree };

export function deepMerge(...trees: object[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const existing = out[key];
      out[key] =
        value && typeof value === 'object' && !Array.isArray(value)
          ? deepMerge(existing && typeof existing === 'object' ? existing : {}, value)
          : value;
    }
  }
  return out;
}

/** Every key path of a message tree, e.g. `ra.action.save`. */
export function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree as Tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

/** German sits over English so a key react-admin adds later still shows text, never a raw key. */
export const catalog: Record<Language, TranslationMessages> = {
  en: deepMerge(englishMessages, en, { gondola: routeMessages('en') }, { gondola: catalogueMessages('en') }, { gondola: deviceMessages('en') }) as unknown as TranslationMessages,
  de: deepMerge(englishMessages, germanMessages, reactAdminGermanCompletion, de, { gondola: routeMessages('de') }, { gondola: catalogueMessages('de') }, { gondola: deviceMessages('de') }) as unknown as TranslationMessages,
};

/** The German tree without the English fallback: what the completeness test inspects. */
export const germanOnly: Tree = deepMerge(germanMessages, reactAdminGermanCompletion, de, { gondola: routeMessages('de') }, { gondola: catalogueMessages('de') }, { gondola: deviceMessages('de') });
