import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { bootMessages } from '@src/i18n/boot-messages';
import { screenMessages } from '@src/resource-screens/full-resources';
import { deepMerge, englishCatalog, keyPaths } from '@src/i18n/english-catalog';
import { germanCatalog, germanOnly } from '@src/i18n/german-catalog';

// What a console shows once its pages have loaded: the catalogue it starts with and the areas' messages.
const areaMessages = await screenMessages();
const catalog = { en: deepMerge(englishCatalog, areaMessages('en')), de: deepMerge(germanCatalog, areaMessages('de')) };
import { de } from '@src/i18n/messages/de';
import { en } from '@src/i18n/messages/en';

describe('message catalogues', () => {
  it("has every one of Gondola's English keys in German and no German key without an English one", () => {
    expect(keyPaths(de).sort()).toEqual(keyPaths(en).sort());
    expect(Object.keys(bootMessages.de).sort()).toEqual(Object.keys(bootMessages.en).sort());
    expect(keyPaths(areaMessages('de')).sort()).toEqual(keyPaths(areaMessages('en')).sort());
  });

  it("starts the console with the shell only: the areas' messages load with their pages", () => {
    const first = new Set(keyPaths(englishCatalog));
    expect(keyPaths(areaMessages('en')).filter((key) => first.has(key) && !key.startsWith('gondola.kit.') && !key.startsWith('gondola.notes.'))).toEqual([]);
    expect(first.has('gondola.notes.unreadCount')).toBe(true);
  });

  it('translates every react-admin 5 key into German (the public pack plus our completion)', () => {
    const german = new Set(keyPaths(germanOnly));
    expect(keyPaths(englishMessages).filter((key) => !german.has(key))).toEqual([]);
  });

  it('never leaves a German message empty or identical to a long English sentence', () => {
    const flat = (tree: object) => Object.fromEntries(keyPaths(tree).map((k) => [k, k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree)]));
    const deFlat = flat(catalog.de);
    const enFlat = flat(catalog.en);
    const untranslated = Object.keys(enFlat).filter((k) => typeof enFlat[k] === 'string' && (enFlat[k] as string).split(' ').length > 3 && deFlat[k] === enFlat[k]);
    expect(untranslated).toEqual([]);
    expect(Object.values(deFlat).filter((v) => v === '')).toEqual([]);
  });
});
