import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import germanMessages from 'ra-language-german';
import { deepMerge } from './english-catalog';
import { de } from './messages/de';
import { routeMessages } from './messages/routes';
import resourceNames from 'virtual:resource-names/de';
import { reactAdminGermanCompletion } from './react-admin-de-completion';

/** The German tree without the English fallback: what the completeness test inspects. */
export const germanOnly = deepMerge(germanMessages, reactAdminGermanCompletion, de, { gondola: routeMessages('de') }, resourceNames);

/** German sits over English so a key react-admin adds later still shows text, never a raw key. */
export const germanCatalog = deepMerge(englishMessages, germanOnly) as unknown as TranslationMessages;
