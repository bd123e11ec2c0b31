import { describe, expect, it } from 'vitest';
import notes from '@resources/notes';
import { createI18nProvider } from '@src/console/i18n-provider';
import { addMessages, addResourceDefinitions } from '@src/i18n/added-messages';
import { loadCatalog } from '@src/i18n/catalogs';

// The console's translations: the catalogue it starts with, and the screens' messages added over it
// (the suite's setup has added every definition already; this one is new to the console).
const layerNotes = { ...notes, name: 'layer-notes' };

describe('the console translations', () => {
  it('answer from the catalogue, a caller’s default or the key before the screens add anything', () => {
    const i18n = createI18nProvider('en', () => {});
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('ra.action.save', { _: 'Keep' })).toBe('Save');
    expect(i18n.translate('resources.notes.name', { smart_count: 2 })).toBe('Notes');
    expect(i18n.translate('gondola.layers-test.greeting', { _: 'Hi %{name}', name: 'Ann' })).toBe('Hi Ann');
    expect(i18n.translate('gondola.layers-test.greeting')).toBe('gondola.layers-test.greeting');
  });

  it('take the screens’ messages and labels once added, still answering catalogue keys asked with a default', async () => {
    const i18n = createI18nProvider('en', () => {});
    expect(i18n.translate('resources.layer-notes.fields.pinned', { _: 'pinned' })).toBe('pinned');
    await Promise.all([
      addResourceDefinitions([layerNotes]),
      addMessages((language) => ({ gondola: { 'layers-test': { greeting: language === 'de' ? 'Hallo %{name}' : 'Hello %{name}' } } })),
    ]);
    expect(i18n.translate('resources.layer-notes.fields.pinned', { _: 'pinned' })).toBe('Pinned');
    expect(i18n.translate('resources.layer-notes.options.category.handover')).toBe('Shift handover');
    expect(i18n.translate('gondola.layers-test.greeting', { _: 'Hi', name: 'Ann' })).toBe('Hello Ann');
    expect(i18n.translate('ra.action.save', { _: 'Keep' })).toBe('Save');
    expect(i18n.translate('ra.navigation.page_range_info', { offsetBegin: 1, offsetEnd: 25, total: 40 })).toBe('1-25 of 40');
  });

  it('switch both the catalogue and the screens’ messages to the language chosen', async () => {
    await loadCatalog('de');
    const chosen: string[] = [];
    const i18n = createI18nProvider('en', (language) => chosen.push(language));
    await addMessages((language) => ({ gondola: { 'layers-test-2': { bye: language === 'de' ? 'Tschüss' : 'Bye' } } }));
    await i18n.changeLocale('de');
    expect(chosen).toEqual(['de']);
    expect(i18n.getLocale()).toBe('de');
    expect(i18n.translate('ra.action.save')).toBe('Speichern');
    expect(i18n.translate('gondola.layers-test-2.bye')).toBe('Tschüss');
    expect(i18n.translate('resources.layer-notes.fields.pinned', { _: 'pinned' })).toBe('Angeheftet');
  });
});
