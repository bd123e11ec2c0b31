import type { TranslationMessages } from 'ra-core';
import englishMessages from 'ra-language-english';
import { en } from './messages/en';
import { routeMessages } from './messages/routes';
import resourceNames from 'virtual:resource-names/en';

type Tree = { [key: string]: string | Tree };

export function deepMerge(...trees: object[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree as Tree)) {
      const existing = out[key];
      out[key] = value && typeof value === 'object' && !Array.isArray(value) ? deepMerge(existing && typeof existing === 'object' ? existing : {}, value) : value;
    }
  }
  return out;
}

/** Every key path of a message tree, e.g. `ra.action.save`. */
export function keyPaths(tree: object, prefix = ''): string[] {
  return Object.entries(tree as Tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keyPaths(value, `${prefix}${key}.`) : [`${prefix}${key}`]));
}

/**
 * The English catalogue the console starts with: react-admin's messages and the shell's (menu,
 * routes, app bar, dashboard) and every entity's name. The areas' messages load with their pages (`area-messages.ts`).
 */
export const englishCatalog = deepMerge(englishMessages, en, { gondola: routeMessages('en') }, resourceNames) as unknown as TranslationMessages;
