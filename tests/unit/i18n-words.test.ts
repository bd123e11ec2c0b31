import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { screenMessages } from '@src/resource-screens/full-resources';
import { deepMerge, englishCatalog, keyPaths } from '@src/i18n/english-catalog';
import { germanCatalog } from '@src/i18n/german-catalog';
import { formatFileSize } from '@src/kit/file-size';
import { RESOURCE_BY_NAME } from '@resources';
import { keys, resourceMessages } from '@src/resource-screens/resource-messages';

// The whole console's messages, as once every area has loaded.
const areaMessages = await screenMessages();
const catalog = { en: deepMerge(englishCatalog, areaMessages('en')), de: deepMerge(germanCatalog, areaMessages('de')) };
const values = (tree: object) => keyPaths(tree).map((key) => [key, key.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)[p], tree)] as const);
const translator = async (language: 'en' | 'de') => {
  const provider = polyglotI18nProvider((locale) => catalog[locale as 'en' | 'de'] as unknown as TranslationMessages, 'en');
  if (language === 'de') await provider.changeLocale('de');
  return provider.translate;
};

describe('words as people write them', () => {
  it('counts through plural forms, never a bracketed ending like "installation(s)" or "Installation(en)"', () => {
    for (const language of ['en', 'de'] as const) {
      const bracketed = values(catalog[language]).filter(([, text]) => typeof text === 'string' && /\p{L}\((s|e|en|n|er|es)\)/u.test(text));
      expect(bracketed, language).toEqual([]);
    }
  });

  it('says "1 file" and "2 files", "1 Datei" and "2 Dateien"', async () => {
    const en = await translator('en');
    expect([en('gondola.cloud.fileCount', { smart_count: 1 }), en('gondola.cloud.fileCount', { smart_count: 2 })]).toEqual(['1 file', '2 files']);
    const de = await translator('de');
    expect([de('gondola.cloud.fileCount', { smart_count: 1 }), de('gondola.cloud.fileCount', { smart_count: 2 })]).toEqual(['1 Datei', '2 Dateien']);
  });

  it('writes sizes with the unit in the reader’s language: "1 byte", "443 bytes", "443 Byte", "12.4 MB"', () => {
    expect(formatFileSize(1, 'en')).toBe('1 byte');
    expect(formatFileSize(443, 'en')).toBe('443 bytes');
    expect(formatFileSize(443, 'de')).toBe('443 Byte');
    expect(formatFileSize(820_000, 'en')).toBe('820 kB');
    expect(formatFileSize(12_400_000, 'en')).toBe('12.4 MB');
    expect(formatFileSize(12_400_000, 'de')).toBe('12,4 MB');
  });

  it('names the problem report’s axis in German grammar: "Beginn des Tages", "Beginn der Stunde"', async () => {
    const de = await translator('de');
    expect(de('gondola.problems.report.xAxisDay')).toBe('Beginn des Tages');
    expect(de('gondola.problems.report.xAxisHour')).toBe('Beginn der Stunde');
  });
  it('names a kind of record inside an English sentence in lower case ("No worklogs yet."), keeping abbreviations and German nouns as they are', async () => {
    const said = async (language: 'en' | 'de', resource: string, key: string, count: number) => {
      const provider = polyglotI18nProvider(
        () => ({ ...catalog[language], ...resourceMessages([RESOURCE_BY_NAME.get(resource)!], language) }) as unknown as TranslationMessages,
        language,
      );
      const name = provider.translate(keys.nameInSentence(resource), { smart_count: count });
      return provider.translate(key, { name, smart_count: count });
    };
    expect(await said('en', 'worklogs', 'ra.page.empty', 2)).toBe('No worklogs yet.');
    expect(await said('en', 'email-templates', 'ra.page.empty', 2)).toBe('No e-mail templates yet.');
    expect(await said('en', 'slas', 'ra.page.empty', 2)).toBe('No SLAs yet.');
    expect(await said('en', 'devices', 'ra.message.bulk_delete_title', 3)).toBe('Delete 3 devices');
    expect(await said('de', 'worklogs', 'ra.page.empty', 2)).toBe('Noch keine Arbeitszeiten.');
  });
});
